import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { fieldErrors } from '../../../api/api-error';
import { postLoginDestination, readLastPath } from '../../../app/last-path';
import { useToast } from '../../../components/toast/toast-context';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import { focusFirstInvalid } from '../../../lib/focus-first-error';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useLogin } from '../api/login';
import { useAuth } from '../auth-context';
import { isEmail } from '../validation';

type Field = 'email' | 'password';
const FIELDS: readonly Field[] = ['email', 'password'];

export function SignInForm() {
  const { t } = useTranslation(['auth', 'common']);
  const auth = useAuth();
  const login = useLogin();
  const navigate = useNavigate();
  const toast = useToast();
  const describe = useDescribeError();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!email.trim()) found.email = t('auth:validation.emailRequired');
    else if (!isEmail(email.trim())) found.email = t('auth:validation.emailInvalid');
    if (!password) found.password = t('auth:validation.passwordRequired');
    return found;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      const result = await login.mutateAsync({ email: email.trim(), password, rememberMe });
      toast({ title: t('common:toast.success'), description: t('auth:signIn.success'), variant: 'success' });
      // Navigate and store the user in one render, so this page is never shown signed in.
      navigate(postLoginDestination(readLastPath()), { replace: true });
      auth.acceptSession(result, rememberMe);
    } catch (error) {
      const fromServer = fieldErrors(error, FIELDS);
      if (Object.keys(fromServer).length > 0) {
        setErrors(fromServer);
        focusFirstInvalid(formRef.current);
      } else {
        toast({ title: t('common:toast.error'), description: describe(error, t('auth:signIn.failed')), variant: 'destructive' });
      }
    }
  };

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('auth:fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <TextField
        label={t('auth:fields.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <div className="form__row form__row--between">
        <CheckboxField label={t('auth:signIn.rememberMe')} checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />
        <Link to="/forgot-password">{t('auth:signIn.forgotPassword')}</Link>
      </div>
      <SubmitButton busy={login.isPending}>{t('auth:signIn.submit')}</SubmitButton>
    </form>
  );
}
