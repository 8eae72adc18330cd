import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, isEmail, passwordProblem } from '../validation';

/**
 * The sign-in, sign-up and password-reset messages for the email and new-password fields,
 * worded once. Each check returns undefined when the value is fine. The account forms word
 * theirs differently (account namespace), so they keep their own.
 */
export function useCredentialChecks() {
  const { t } = useTranslation('auth');
  return {
    email(value: string): string | undefined {
      const trimmed = value.trim();
      if (!trimmed) return t('validation.emailRequired');
      return isEmail(trimmed) ? undefined : t('validation.emailInvalid');
    },
    newPassword(value: string): string | undefined {
      const problem = passwordProblem(value);
      if (problem === 'required') return t('validation.passwordRequired');
      return problem ? t('validation.passwordLength', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) : undefined;
    },
    confirmation(confirm: string, password: string): string | undefined {
      return confirm === password ? undefined : t('validation.passwordsDiffer');
    },
  };
}
