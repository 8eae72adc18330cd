import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../../api/api-error';
import type { User } from '../../../api/types';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import { focusFirstInvalid } from '../../../lib/focus-first-error';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../../auth/validation';
import { useUpdateMe } from '../api/update-me';
import { useProfileFeedback } from '../use-profile-feedback';

export function ProfileBasicsForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const updateMe = useUpdateMe();
  const feedback = useProfileFeedback();
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = name.trim();
    const problem =
      value.length < NAME_MIN_LENGTH || value.length > NAME_MAX_LENGTH
        ? t('validation.nameLength', { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH })
        : undefined;
    setError(problem);
    if (problem) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      await updateMe.mutateAsync({ name: value });
      feedback.succeeded();
    } catch (failure) {
      const fromServer = fieldErrors(failure, ['name'] as const);
      if (fromServer.name) {
        setError(fromServer.name);
        focusFirstInvalid(formRef.current);
      } else {
        feedback.failed(failure);
      }
    }
  };

  return (
    <section className="card account-section" aria-labelledby="profile-basics-title">
      <h3 id="profile-basics-title">{t('basics.title')}</h3>
      <form ref={formRef} className="form form--inline" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('basics.name')}
          name="name"
          autoComplete="name"
          required
          maxLength={NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error}
        />
        <SubmitButton busy={updateMe.isPending}>{t('basics.save')}</SubmitButton>
      </form>
    </section>
  );
}
