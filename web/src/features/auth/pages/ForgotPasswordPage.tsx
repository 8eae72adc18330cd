import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useFormErrors } from '../../../lib/use-form-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { useForgotPassword } from '../api/forgot-password';
import { EmailField } from '../components/CredentialFields';
import { useCredentialChecks } from '../components/use-credential-checks';

const FIELDS = ['email'] as const;

/** The answer is the same whether or not the email has an account, so nobody can probe for one. */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  const forgotPassword = useForgotPassword();
  const checks = useCredentialChecks();
  const form = useFormErrors(FIELDS);
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  usePageTitle(t('auth:forgot.title'));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.accept({ email: checks.email(email) })) return;
    try {
      await forgotPassword.mutateAsync(email.trim());
      setSent(true);
    } catch (failure) {
      form.fail(failure, t('auth:forgot.failed'));
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
            <form ref={form.ref} className="form" noValidate onSubmit={onSubmit}>
              <EmailField label={t('auth:fields.email')} value={email} onChange={setEmail} error={form.errors.email} />
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
