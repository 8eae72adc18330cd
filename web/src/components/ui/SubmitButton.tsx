import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Spinner';

export interface SubmitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy?: boolean;
  variant?: 'primary' | 'secondary' | 'danger';
  children: ReactNode;
}

/** Keeps its name while busy (a spinner is added) so assistive tech still finds it. */
export function SubmitButton({ busy = false, variant = 'primary', disabled, children, className, type, ...rest }: SubmitButtonProps) {
  const isDisabled = busy || disabled === true;
  return (
    <button
      type={type ?? 'submit'}
      className={['btn', `btn--${variant}`, className].filter(Boolean).join(' ')}
      disabled={isDisabled}
      aria-disabled={isDisabled || undefined}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Spinner /> : null}
      <span>{children}</span>
    </button>
  );
}
