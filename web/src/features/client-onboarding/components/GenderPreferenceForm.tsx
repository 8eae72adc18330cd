import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../api/types';
import { SelectField } from '../../../components/ui/SelectField';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useUpdateMe } from '../../account/api/update-me';
import { useProfileFeedback } from '../../account/use-profile-feedback';
import { GENDERS, type Gender } from './GenderStep';

/** On the account page: the gender chosen during client onboarding, changeable later. */
export function GenderPreferenceForm({ user }: { user: User }) {
  const { t } = useTranslation('clientOnboarding');
  const updateMe = useUpdateMe();
  const feedback = useProfileFeedback();
  const [gender, setGender] = useState<Gender | ''>(user.gender ?? '');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await updateMe.mutateAsync({ gender: gender === '' ? null : gender });
      feedback.succeeded();
    } catch (failure) {
      feedback.failed(failure);
    }
  };

  return (
    <section className="card account-section" aria-labelledby="gender-preference-title">
      <h3 id="gender-preference-title">{t('genderForm.title')}</h3>
      <form className="form form--inline" onSubmit={submit}>
        <SelectField label={t('gender.legend')} name="gender" value={gender} onChange={(event) => setGender(event.target.value as Gender | '')}>
          <option value="">{t('genderForm.unset')}</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {t(`gender.options.${g}`)}
            </option>
          ))}
        </SelectField>
        <SubmitButton busy={updateMe.isPending}>{t('genderForm.save')}</SubmitButton>
      </form>
    </section>
  );
}
