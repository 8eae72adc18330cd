import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../api/types';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useFormErrors } from '../../../lib/use-form-errors';
import { NameField } from '../../auth/components/CredentialFields';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../../auth/validation';
import { useUpdateMe } from '../api/update-me';
import { useProfileFeedback } from '../use-profile-feedback';

const FIELDS = ['name'] as const;

export function ProfileBasicsForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const updateMe = useUpdateMe();
  const feedback = useProfileFeedback();
  const form = useFormErrors(FIELDS);
  const [name, setName] = useState(user.name);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = name.trim();
    const tooShortOrLong = value.length < NAME_MIN_LENGTH || value.length > NAME_MAX_LENGTH;
    if (!form.accept({ name: tooShortOrLong ? t('validation.nameLength', { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH }) : undefined })) return;
    try {
      await updateMe.mutateAsync({ name: value });
      feedback.succeeded();
    } catch (failure) {
      form.fail(failure, t('toast.updateFailed'));
    }
  };

  return (
    <section className="card account-section" aria-labelledby="profile-basics-title">
      <h3 id="profile-basics-title">{t('basics.title')}</h3>
      <form ref={form.ref} className="form form--inline" noValidate onSubmit={onSubmit}>
        <NameField label={t('basics.name')} value={name} onChange={setName} error={form.errors.name} />
        <SubmitButton busy={updateMe.isPending}>{t('basics.save')}</SubmitButton>
      </form>
    </section>
  );
}
