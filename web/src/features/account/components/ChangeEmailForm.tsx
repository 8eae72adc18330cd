import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../api/types';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useFormErrors } from '../../../lib/use-form-errors';
import { CurrentPasswordField, EmailField } from '../../auth/components/CredentialFields';
import { isEmail } from '../../auth/validation';
import { useChangeEmail } from '../api/change-email';
import { useProfileFeedback } from '../use-profile-feedback';

const FIELDS = ['email', 'currentPassword'] as const;

export function ChangeEmailForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const changeEmail = useChangeEmail();
  const feedback = useProfileFeedback();
  const form = useFormErrors(FIELDS);
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = form.accept({
      email: isEmail(email.trim()) ? undefined : t('validation.emailInvalid'),
      currentPassword: currentPassword ? undefined : t('validation.currentPasswordRequired'),
    });
    if (!valid) return;
    try {
      await changeEmail.mutateAsync({ email: email.trim(), currentPassword });
      setEmail('');
      setCurrentPassword('');
      feedback.succeeded(t('email.changed'));
    } catch (failure) {
      form.fail(failure, t('email.failed'));
    }
  };

  return (
    <section className="card account-section" aria-labelledby="change-email-title">
      <h3 id="change-email-title">{t('email.title')}</h3>
      <p>{t('email.current', { email: user.email })}</p>
      <form ref={form.ref} className="form" noValidate onSubmit={onSubmit}>
        <EmailField label={t('email.newEmail')} value={email} onChange={setEmail} error={form.errors.email} />
        <CurrentPasswordField
          label={t('email.currentPassword')}
          value={currentPassword}
          onChange={setCurrentPassword}
          error={form.errors.currentPassword}
        />
        <SubmitButton busy={changeEmail.isPending}>{t('email.submit')}</SubmitButton>
      </form>
    </section>
  );
}
