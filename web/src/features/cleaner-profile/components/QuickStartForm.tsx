import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/SelectField';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import { useUpdateMe } from '../../account/api/update-me';
import { issuesByField } from '../field-issues';
import type { CleanerProfile, CleanerProfilePatch } from '../api/types';
import { EXPERIENCE_LEVELS, GENDERS, LANGUAGES, SERVICE_TYPES } from '../vocabulary';
import { CheckboxGroup } from './CheckboxGroup';
import { PlacePicker } from './PlacePicker';
import { TextAreaField } from './TextAreaField';
import { useProfileForm } from './use-profile-form';

type Gender = NonNullable<CleanerProfile['gender']>;
type Level = NonNullable<CleanerProfile['experienceLevel']>;

/** Who the cleaner is and what they offer: the quick-start step, also editable from /profile. */
export function QuickStartForm({
  profile,
  submitLabel,
  onSaved,
  forStep,
}: {
  profile: CleanerProfile;
  submitLabel: string;
  onSaved: (p: CleanerProfile) => void | Promise<void>;
  /** In onboarding, before the step is done: what the step still misses is shown with the rest. */
  forStep?: 'quick-start';
}) {
  const { t } = useTranslation('cleanerProfile');
  const form = useProfileForm(onSaved, forStep);
  const updateMe = useUpdateMe();
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [gender, setGender] = useState<Gender | ''>(profile.gender ?? '');
  const [languages, setLanguages] = useState(profile.languages);
  const [level, setLevel] = useState<Level | ''>(profile.experienceLevel ?? '');
  const [years, setYears] = useState(profile.experienceYears === null ? '' : String(profile.experienceYears));
  const [primary, setPrimary] = useState<{ id: string; name: string } | null>(
    profile.primaryCityId ? { id: profile.primaryCityId, name: profile.placeNames[profile.primaryCityId] ?? profile.primaryCityId } : null,
  );
  const [serviceTypes, setServiceTypes] = useState(profile.serviceTypes);
  const [bio, setBio] = useState(profile.bio ?? '');
  const e = form.errors;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    // The birth date lives on the account (identity); asked here only when it is missing.
    if (!profile.dateOfBirth && dateOfBirth) {
      try {
        await updateMe.mutateAsync({ dateOfBirth });
      } catch (error) {
        local.dateOfBirth = issuesByField(error).dateOfBirth ?? t('saveFailed');
      }
    }
    const wholeYears = years.trim() === '' || Number.isInteger(Number(years));
    if (!wholeYears) local.experienceYears = t('errors.wholeNumber');
    const patch: CleanerProfilePatch = {
      gender: gender || null,
      languages,
      experienceLevel: level || null,
      experienceYears: years.trim() === '' || !wholeYears ? null : Number(years),
      primaryCityId: primary?.id ?? null,
      serviceTypes,
      bio: bio.trim() || null,
    };
    // With the form's own problems, the server's are asked too: all show at once.
    await form.save(patch, local);
  };

  return (
    <form ref={form.formRef} className="form cleaner-form" onSubmit={onSubmit} noValidate>
      {!profile.dateOfBirth ? (
        <TextField label={t('fields.dateOfBirth')} type="date" value={dateOfBirth} onChange={(ev) => (setDateOfBirth(ev.target.value), form.clear('dateOfBirth'))} error={e.dateOfBirth} hint={t('hints.dateOfBirth')} autoComplete="bday" required />
      ) : null}
      <SelectField label={t('fields.gender')} value={gender} onChange={(ev) => (setGender(ev.target.value as Gender | ''), form.clear('gender'))} error={e.gender} required>
        <option value="">{t('choose')}</option>
        {GENDERS.map((g) => (
          <option key={g} value={g}>
            {t(`options.gender.${g}`)}
          </option>
        ))}
      </SelectField>
      <CheckboxGroup legend={t('fields.languages')} options={LANGUAGES} labelOf={(l) => t(`options.languages.${l}`)} value={languages} onChange={(v) => (setLanguages(v), form.clear('languages'))} error={e.languages} />
      <div className="form__grid">
        <SelectField label={t('fields.experienceLevel')} value={level} onChange={(ev) => (setLevel(ev.target.value as Level | ''), form.clear('experienceLevel'))} error={e.experienceLevel} required>
          <option value="">{t('choose')}</option>
          {EXPERIENCE_LEVELS.map((l) => (
            <option key={l} value={l}>
              {t(`options.experienceLevel.${l}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('fields.experienceYears')} type="number" inputMode="numeric" min={0} max={60} value={years} onChange={(ev) => (setYears(ev.target.value), form.clear('experienceYears'))} error={e.experienceYears} required />
      </div>
      <p className="cleaner-form__value">
        <strong>{t('fields.primaryCity')} :</strong> {primary ? primary.name : t('places.noneChosen')}
      </p>
      <PlacePicker label={t('places.searchPrimary')} onPick={(p) => (setPrimary({ id: p.id, name: p.name }), form.clear('primaryCityId'))} error={e.primaryCityId} />
      <CheckboxGroup
        legend={t('fields.serviceTypes')}
        options={SERVICE_TYPES}
        labelOf={(s) => t(`options.serviceTypes.${s}`)}
        value={serviceTypes}
        onChange={(v) => (setServiceTypes(v), form.clear('serviceTypes'))}
        error={e.serviceTypes}
        hint={t('hints.commercial')}
      />
      <TextAreaField label={t('fields.bio')} value={bio} onChange={(ev) => (setBio(ev.target.value), form.clear('bio'))} rows={5} maxLength={2000} error={e.bio} hint={t('hints.bio')} />
      <div className="form__row">
        <SubmitButton busy={form.busy}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
