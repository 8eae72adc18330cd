import { useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { fieldErrors } from '../../../api/api-error';
import { useToast } from '../../../components/toast/toast-context';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import { currentLanguage } from '../../../i18n/i18n';
import { focusFirstInvalid } from '../../../lib/focus-first-error';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useSignup } from '../api/signup';
import { useAuth } from '../auth-context';
import {
  MINIMUM_AGE,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  isEmail,
  isOldEnough,
  isValidIsoDate,
  latestAllowedBirthDate,
  passwordProblem,
} from '../validation';

type Field = 'name' | 'email' | 'password' | 'dateOfBirth' | 'acceptTerms';
const FIELDS: readonly Field[] = ['name', 'email', 'password', 'dateOfBirth', 'acceptTerms'];

export function SignUpForm() {
  const { t } = useTranslation(['auth', 'common']);
  const auth = useAuth();
  const signup = useSignup();
  const navigate = useNavigate();
  const toast = useToast();
  const describe = useDescribeError();
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    const trimmedName = name.trim();
    if (!trimmedName) found.name = t('auth:validation.nameRequired');
    else if (trimmedName.length < NAME_MIN_LENGTH || trimmedName.length > NAME_MAX_LENGTH)
      found.name = t('auth:validation.nameLength', { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH });
    if (!email.trim()) found.email = t('auth:validation.emailRequired');
    else if (!isEmail(email.trim())) found.email = t('auth:validation.emailInvalid');
    const problem = passwordProblem(password);
    if (problem === 'required') found.password = t('auth:validation.passwordRequired');
    else if (problem) found.password = t('auth:validation.passwordLength', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
    if (!dateOfBirth) found.dateOfBirth = t('auth:validation.dateOfBirthRequired');
    else if (!isValidIsoDate(dateOfBirth)) found.dateOfBirth = t('auth:validation.dateOfBirthInvalid');
    else if (!isOldEnough(dateOfBirth, new Date())) found.dateOfBirth = t('auth:validation.tooYoung', { min: MINIMUM_AGE });
    if (!acceptTerms) found.acceptTerms = t('auth:validation.termsRequired');
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
      const result = await signup.mutateAsync({
        name: name.trim(),
        email: email.trim(),
        password,
        dateOfBirth,
        acceptTerms: true,
        locale: currentLanguage(),
      });
      toast({ title: t('common:toast.success'), description: t('auth:signUp.success'), variant: 'success' });
      // Navigate and store the user in one render (see SignInForm).
      navigate('/auth/select-role', { replace: true });
      auth.acceptSession(result, false);
    } catch (error) {
      const fromServer = fieldErrors(error, FIELDS);
      if (Object.keys(fromServer).length > 0) {
        setErrors(fromServer);
        focusFirstInvalid(formRef.current);
      } else {
        toast({ title: t('common:toast.error'), description: describe(error, t('auth:signUp.failed')), variant: 'destructive' });
      }
    }
  };

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('auth:fields.name')}
        name="name"
        autoComplete="name"
        required
        maxLength={NAME_MAX_LENGTH}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
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
        label={t('auth:fields.dateOfBirth')}
        type="date"
        name="dateOfBirth"
        autoComplete="bday"
        required
        max={latestAllowedBirthDate(new Date())}
        value={dateOfBirth}
        onChange={(event) => setDateOfBirth(event.target.value)}
        hint={t('auth:signUp.ageHint', { min: MINIMUM_AGE })}
        error={errors.dateOfBirth}
      />
      <CheckboxField
        name="acceptTerms"
        required
        checked={acceptTerms}
        onChange={(event) => setAcceptTerms(event.target.checked)}
        error={errors.acceptTerms}
        label={<Trans t={t} i18nKey="auth:signUp.acceptTerms" components={{ termsLink: <Link to="/terms" /> }} />}
      />
      <SubmitButton busy={signup.isPending}>{t('auth:signUp.submit')}</SubmitButton>
    </form>
  );
}
