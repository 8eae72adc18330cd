import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../api/types';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useUpdateMe } from '../../account/api/update-me';
import { useProfileFeedback } from '../../account/use-profile-feedback';

export type Gender = NonNullable<User['gender']>;
/** Spec section 3 (Client onboarding): male, female, other, prefer not to say. */
export const GENDERS: readonly Gender[] = ['female', 'male', 'other', 'prefer_not_to_say'];

export function GenderStep({ user, titleId }: { user: User; titleId: string }) {
  const { t } = useTranslation('clientOnboarding');
  const updateMe = useUpdateMe();
  const feedback = useProfileFeedback();
  const [gender, setGender] = useState<Gender | null>(user.gender);
  const [error, setError] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!gender) {
      setError(true);
      return;
    }
    try {
      await updateMe.mutateAsync({ gender });
    } catch (failure) {
      feedback.failed(failure);
    }
  };

  return (
    <form className="form onboarding-step" onSubmit={submit} noValidate>
      <h1 id={titleId} tabIndex={-1}>{t('gender.title')}</h1>
      <p>{t('gender.lead')}</p>
      <fieldset className="onboarding-choices" aria-describedby={error ? 'gender-error' : undefined}>
        <legend className="visually-hidden">{t('gender.legend')}</legend>
        {GENDERS.map((g) => (
          <label key={g} className="onboarding-choice">
            <input
              type="radio"
              name="gender"
              value={g}
              checked={gender === g}
              onChange={() => {
                setGender(g);
                setError(false);
              }}
            />
            <span>{t(`gender.options.${g}`)}</span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <p id="gender-error" className="field__error" role="alert">
          {t('gender.required')}
        </p>
      ) : null}
      <SubmitButton busy={updateMe.isPending}>{t('continue')}</SubmitButton>
    </form>
  );
}
