import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useFormErrors } from '../../../lib/use-form-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { useResetPassword } from '../api/reset-password';
import { ConfirmPasswordField, NewPasswordField } from '../components/CredentialFields';
import { useCredentialChecks } from '../components/use-credential-checks';

type Field = 'password' | 'confirm';
// The confirmation never leaves the browser, so only the password can come back from the server.
const SERVER_FIELDS: readonly Field[] = ['password'];

export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const checks = useCredentialChecks();
  const form = useFormErrors(SERVER_FIELDS);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  usePageTitle(t('auth:reset.title'));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!form.accept({ password: checks.newPassword(password), confirm: checks.confirmation(confirm, password) })) return;
    try {
      await resetPassword.mutateAsync({ token, password });
      navigate(`/login?message=${encodeURIComponent(t('auth:reset.success'))}`, { replace: true });
    } catch (error) {
      // An invalid or expired link: the server says so in the visitor's language, shown in place
      // (not a toast) because the page then offers a new link.
      form.fail(error, t('auth:reset.failed'), setFailure);
    }
  };

  return (
    <div className="container narrow-page">
      <div className="card">
        <h1>{t('auth:reset.title')}</h1>
        {failure ? (
          <div className="notice notice--error" role="alert">
            <p>{failure}</p>
            <p>
              <Link to="/forgot-password">{t('auth:reset.requestNewLink')}</Link>
            </p>
          </div>
        ) : null}
        <form ref={form.ref} className="form" noValidate onSubmit={onSubmit}>
          <NewPasswordField label={t('auth:fields.newPassword')} value={password} onChange={setPassword} error={form.errors.password} />
          <ConfirmPasswordField label={t('auth:fields.confirmPassword')} value={confirm} onChange={setConfirm} error={form.errors.confirm} />
          <SubmitButton busy={resetPassword.isPending}>{t('auth:reset.submit')}</SubmitButton>
        </form>
      </div>
    </div>
  );
}
