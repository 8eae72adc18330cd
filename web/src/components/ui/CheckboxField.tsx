import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  error?: string | undefined;
}

export function CheckboxField({ label, error, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="checkbox-field">
      <div className="checkbox-field__row">
        <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={errorId} {...input} />
        <label htmlFor={id}>{label}</label>
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
