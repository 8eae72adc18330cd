import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { fieldErrors } from '../../../api/api-error';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import { focusFirstInvalid } from '../../../lib/focus-first-error';
import { useDescribeError } from '../../../lib/use-describe-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { useResetPassword } from '../api/reset-password';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '../validation';

type Field = 'password' | 'confirm';

export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const describe = useDescribeError();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  usePageTitle(t('auth:reset.title'));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    const problem = passwordProblem(password);
    if (problem === 'required') found.password = t('auth:validation.passwordRequired');
    else if (problem) found.password = t('auth:validation.passwordLength', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
    if (confirm !== password) found.confirm = t('auth:validation.passwordsDiffer');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      await resetPassword.mutateAsync({ token, password });
      navigate(`/login?message=${encodeURIComponent(t('auth:reset.success'))}`, { replace: true });
    } catch (error) {
      const fromServer = fieldErrors(error, ['password'] as const);
      if (fromServer.password) {
        setErrors(fromServer);
        focusFirstInvalid(formRef.current);
      } else {
        // An invalid or expired link: the server says so in the visitor's language.
        setFailure(describe(error, t('auth:reset.failed')));
      }
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
        <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
          <TextField
            label={t('auth:fields.newPassword')}
            type="password"
            name="new-password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            hint={t('auth:signUp.passwordHint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
            error={errors.password}
          />
          <TextField
            label={t('auth:fields.confirmPassword')}
            type="password"
            name="confirm-password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            error={errors.confirm}
          />
          <SubmitButton busy={resetPassword.isPending}>{t('auth:reset.submit')}</SubmitButton>
        </form>
      </div>
    </div>
  );
}
