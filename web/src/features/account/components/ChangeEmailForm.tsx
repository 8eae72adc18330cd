import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../../api/api-error';
import type { User } from '../../../api/types';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import { focusFirstInvalid } from '../../../lib/focus-first-error';
import { isEmail } from '../../auth/validation';
import { useChangeEmail } from '../api/change-email';
import { useProfileFeedback } from '../use-profile-feedback';

type Field = 'email' | 'currentPassword';
const FIELDS: readonly Field[] = ['email', 'currentPassword'];

export function ChangeEmailForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const changeEmail = useChangeEmail();
  const feedback = useProfileFeedback();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!isEmail(email.trim())) found.email = t('validation.emailInvalid');
    if (!currentPassword) found.currentPassword = t('validation.currentPasswordRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      await changeEmail.mutateAsync({ email: email.trim(), currentPassword });
      setEmail('');
      setCurrentPassword('');
      feedback.succeeded(t('email.changed'));
    } catch (failure) {
      const fromServer = fieldErrors(failure, FIELDS);
      if (Object.keys(fromServer).length > 0) {
        setErrors(fromServer);
        focusFirstInvalid(formRef.current);
      } else {
        feedback.failed(failure, t('email.failed'));
      }
    }
  };

  return (
    <section className="card account-section" aria-labelledby="change-email-title">
      <h3 id="change-email-title">{t('email.title')}</h3>
      <p>{t('email.current', { email: user.email })}</p>
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('email.newEmail')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <TextField
          label={t('email.currentPassword')}
          type="password"
          name="current-password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          error={errors.currentPassword}
        />
        <SubmitButton busy={changeEmail.isPending}>{t('email.submit')}</SubmitButton>
      </form>
    </section>
  );
}
