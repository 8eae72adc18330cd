import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { postLoginDestination, readLastPath } from '../../../app/last-path';
import { useToast } from '../../../components/toast/toast-context';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useLogin } from '../api/login';
import { useAuth } from '../auth-context';
import { CurrentPasswordField, EmailField } from './CredentialFields';
import { useCredentialChecks } from './use-credential-checks';

const FIELDS = ['email', 'password'] as const;

export function SignInForm() {
  const { t } = useTranslation(['auth', 'common']);
  const auth = useAuth();
  const login = useLogin();
  const navigate = useNavigate();
  const toast = useToast();
  const checks = useCredentialChecks();
  const form = useFormErrors(FIELDS);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = form.accept({
      email: checks.email(email),
      // Only required: the length rules are for choosing a password, not for typing one already set.
      password: password ? undefined : t('auth:validation.passwordRequired'),
    });
    if (!valid) return;
    try {
      const result = await login.mutateAsync({ email: email.trim(), password, rememberMe });
      toast({ title: t('common:toast.success'), description: t('auth:signIn.success'), variant: 'success' });
      // Navigate and store the user in one render, so this page is never shown signed in.
      navigate(postLoginDestination(readLastPath()), { replace: true });
      auth.acceptSession(result, rememberMe);
    } catch (error) {
      form.fail(error, t('auth:signIn.failed'));
    }
  };

  return (
    <form ref={form.ref} className="form" noValidate onSubmit={onSubmit}>
      <EmailField label={t('auth:fields.email')} value={email} onChange={setEmail} error={form.errors.email} />
      <CurrentPasswordField
        label={t('auth:fields.password')}
        name="password"
        value={password}
        onChange={setPassword}
        error={form.errors.password}
      />
      <div className="form__row form__row--between">
        <CheckboxField label={t('auth:signIn.rememberMe')} checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />
        <Link to="/forgot-password">{t('auth:signIn.forgotPassword')}</Link>
      </div>
      <SubmitButton busy={login.isPending}>{t('auth:signIn.submit')}</SubmitButton>
    </form>
  );
}
