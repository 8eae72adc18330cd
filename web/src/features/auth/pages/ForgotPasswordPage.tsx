import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fieldErrors } from '../../../api/api-error';
import { useToast } from '../../../components/toast/toast-context';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import { focusFirstInvalid } from '../../../lib/focus-first-error';
import { useDescribeError } from '../../../lib/use-describe-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { useForgotPassword } from '../api/forgot-password';
import { isEmail } from '../validation';

/** The answer is the same whether or not the email has an account, so nobody can probe for one. */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  const forgotPassword = useForgotPassword();
  const toast = useToast();
  const describe = useDescribeError();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  usePageTitle(t('auth:forgot.title'));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    const problem = !value ? t('auth:validation.emailRequired') : !isEmail(value) ? t('auth:validation.emailInvalid') : undefined;
    setError(problem);
    if (problem) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      await forgotPassword.mutateAsync(value);
      setSent(true);
    } catch (failure) {
      const fromServer = fieldErrors(failure, ['email'] as const);
      if (fromServer.email) {
        setError(fromServer.email);
        focusFirstInvalid(formRef.current);
      } else {
        toast({ title: t('common:toast.error'), description: describe(failure, t('auth:forgot.failed')), variant: 'destructive' });
      }
    }
  };

  return (
    <div className="container narrow-page">
      <div className="card">
        <h1>{t('auth:forgot.title')}</h1>
        {sent ? (
          <div className="notice notice--success" role="status">
            <p>{t('auth:forgot.sent')}</p>
          </div>
        ) : (
          <>
            <p>{t('auth:forgot.lead')}</p>
            <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
              <TextField
                label={t('auth:fields.email')}
                type="email"
                name="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={error}
              />
              <SubmitButton busy={forgotPassword.isPending}>{t('auth:forgot.submit')}</SubmitButton>
            </form>
          </>
        )}
        <p className="card__footer-link">
          <Link to="/login">{t('auth:backToSignIn')}</Link>
        </p>
      </div>
    </div>
  );
}
