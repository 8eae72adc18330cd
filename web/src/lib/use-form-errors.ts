import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../api/api-error';
import { useToast } from '../components/toast/toast-context';
import { focusFirstInvalid } from './focus-first-error';
import { useDescribeError } from './use-describe-error';

export type FormErrors<F extends string> = Partial<Record<F, string>>;

/** Checks return undefined for a valid field; only real problems may count as errors. */
export function presentErrors<F extends string>(found: Partial<Record<F, string | undefined>>): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const [field, message] of Object.entries(found) as [F, string | undefined][]) {
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

/**
 * The one rule for a form's errors: problems show under their fields and focus moves to the
 * first one; a failure the server pins on a field the form knows is shown the same way, and
 * any other failure as a message. `serverFields` may be fewer than the form's own fields
 * (a confirmation field, for instance, never reaches the server).
 */
export function useFormErrors<F extends string>(serverFields: readonly F[]) {
  const { t } = useTranslation('common');
  const toast = useToast();
  const describe = useDescribeError();
  const ref = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FormErrors<F>>({});

  const show = (found: FormErrors<F>) => {
    setErrors(found);
    focusFirstInvalid(ref.current);
  };

  /** Shows the client-side problems (clearing old ones); true when there are none and the form may be sent. */
  const accept = (found: Partial<Record<F, string | undefined>>): boolean => {
    const problems = presentErrors(found);
    if (Object.keys(problems).length > 0) {
      show(problems);
      return false;
    }
    setErrors(problems);
    return true;
  };

  /**
   * After a failed call: the server's field errors, else `describe(error, fallback)` in a
   * destructive toast, or handed to `showMessage` when the page shows it in place instead.
   */
  const fail = (error: unknown, fallback: string, showMessage?: (message: string) => void): void => {
    const fromServer = fieldErrors(error, serverFields);
    if (Object.keys(fromServer).length > 0) {
      show(fromServer);
      return;
    }
    const message = describe(error, fallback);
    if (showMessage) showMessage(message);
    else toast({ title: t('toast.error'), description: message, variant: 'destructive' });
  };

  return { ref, errors, accept, fail };
}
