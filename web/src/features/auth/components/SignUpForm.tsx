import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../api/api-error';
import { useToast } from '../../../components/toast/toast-context';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import { currentLanguage } from '../../../i18n/i18n';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useHydrated } from '../../../lib/use-hydrated';
import { useLegalSummary } from '../../legal/api/get-legal-summary';
import { TermsAcceptLabel } from '../../legal/components/TermsAcceptLabel';
import { useSignup } from '../api/signup';
import { useAuth } from '../auth-context';
import { MINIMUM_AGE, NAME_MAX_LENGTH, NAME_MIN_LENGTH, isOldEnough, isValidIsoDate, latestAllowedBirthDate } from '../validation';
import { EmailField, NameField, NewPasswordField } from './CredentialFields';
import { useCredentialChecks } from './use-credential-checks';

const FIELDS = ['name', 'email', 'password', 'dateOfBirth', 'acceptTerms'] as const;

export function SignUpForm() {
  const { t } = useTranslation(['auth', 'common']);
  const auth = useAuth();
  const signup = useSignup();
  const navigate = useNavigate();
  const toast = useToast();
  const checks = useCredentialChecks();
  const form = useFormErrors(FIELDS);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  // The French terms bind unless the person expressly chooses English (Charter of the French language, s. 55).
  const [termsEnglish, setTermsEnglish] = useState(false);
  const legal = useLegalSummary();
  const terms = legal.data?.terms;
  const english = currentLanguage() === 'en';
  // The server's page (docs/decisions.md, "Server rendering") cannot be sent natively before the app runs.
  const hydrated = useHydrated();

  const nameProblem = (): string | undefined => {
    const trimmed = name.trim();
    if (!trimmed) return t('auth:validation.nameRequired');
    if (trimmed.length < NAME_MIN_LENGTH || trimmed.length > NAME_MAX_LENGTH)
      return t('auth:validation.nameLength', { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH });
    return undefined;
  };

  const dateOfBirthProblem = (): string | undefined => {
    if (!dateOfBirth) return t('auth:validation.dateOfBirthRequired');
    if (!isValidIsoDate(dateOfBirth)) return t('auth:validation.dateOfBirthInvalid');
    return isOldEnough(dateOfBirth, new Date()) ? undefined : t('auth:validation.tooYoung', { min: MINIMUM_AGE });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = form.accept({
      name: nameProblem(),
      email: checks.email(email),
      password: checks.newPassword(password),
      dateOfBirth: dateOfBirthProblem(),
      acceptTerms: acceptTerms ? undefined : t('auth:validation.termsRequired'),
    });
    if (!valid) return;
    try {
      const result = await signup.mutateAsync({
        name: name.trim(),
        email: email.trim(),
        password,
        dateOfBirth,
        acceptTerms: true,
        // The version shown by /terms when the form was filled: a newer one in force answers 409.
        ...(terms ? { termsVersion: terms.version } : {}),
        termsLanguage: english && termsEnglish ? 'en' : 'fr',
        locale: currentLanguage(),
      });
      toast({ title: t('common:toast.success'), description: t('auth:signUp.success'), variant: 'success' });
      // Navigate and store the user in one render (see SignInForm).
      navigate('/auth/select-role', { replace: true });
      auth.acceptSession(result, false);
    } catch (error) {
      // New terms came into force while the form was open: the message says so, the next try sends the new version.
      if (error instanceof ApiError && error.code === 'legal.terms_version_outdated') void legal.refetch();
      form.fail(error, t('auth:signUp.failed'));
    }
  };

  return (
    <form ref={form.ref} method="post" className="form" noValidate onSubmit={onSubmit}>
      <NameField label={t('auth:fields.name')} value={name} onChange={setName} error={form.errors.name} />
      <EmailField label={t('auth:fields.email')} value={email} onChange={setEmail} error={form.errors.email} />
      <NewPasswordField label={t('auth:fields.password')} value={password} onChange={setPassword} error={form.errors.password} />
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
        error={form.errors.dateOfBirth}
      />
      <CheckboxField
        name="acceptTerms"
        required
        checked={acceptTerms}
        onChange={(event) => setAcceptTerms(event.target.checked)}
        error={form.errors.acceptTerms}
        label={<TermsAcceptLabel englishChosen={english && termsEnglish} />}
      />
      {english ? (
        <CheckboxField
          name="termsEnglish"
          checked={termsEnglish}
          onChange={(event) => setTermsEnglish(event.target.checked)}
          label={t('auth:signUp.termsEnglish')}
        />
      ) : null}
      <SubmitButton busy={signup.isPending} disabled={!hydrated} data-wait-for-app={hydrated ? undefined : ''}>
        {t('auth:signUp.submit')}
      </SubmitButton>
    </form>
  );
}
