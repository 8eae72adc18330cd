import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { withColon } from '../../../lib/label';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import type { CleanerProfile } from '../api/types';
import { TextAreaField } from './TextAreaField';
import { useProfileForm } from './use-profile-form';

const lines = (text: string) => text.split('\n').map((s) => s.trim()).filter(Boolean);

/** Tax numbers, insurance, qualifications and the eco-certification request (all optional). */
export function BusinessForm({ profile, submitLabel, onSaved }: { profile: CleanerProfile; submitLabel: string; onSaved: (p: CleanerProfile) => void | Promise<void> }) {
  const { t, i18n } = useTranslation('cleanerProfile');
  const form = useProfileForm(onSaved);
  const [gst, setGst] = useState(profile.gstNumber ?? '');
  const [qst, setQst] = useState(profile.qstNumber ?? '');
  const [insurance, setInsurance] = useState(profile.insuranceExpiresOn ?? '');
  const [skills, setSkills] = useState(profile.skills.join('\n'));
  const [education, setEducation] = useState(profile.education ?? '');
  const [certificates, setCertificates] = useState(profile.certificates.join('\n'));
  const [eco, setEco] = useState(profile.ecoCertification !== null);
  const e = form.errors;
  // Eco certification beyond "pending" is an admin's decision: once decided, the cleaner only sees it.
  const ecoDecided = profile.ecoCertification !== null && profile.ecoCertification !== 'pending';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await form.save({
      gstNumber: gst.trim() || null,
      qstNumber: qst.trim() || null,
      insuranceExpiresOn: insurance || null,
      skills: lines(skills),
      education: education.trim() || null,
      certificates: lines(certificates),
      ...(ecoDecided ? {} : { ecoCertification: eco ? ('pending' as const) : null }),
    });
  };

  return (
    <form ref={form.formRef} className="form cleaner-form" onSubmit={onSubmit} noValidate>
      <div className="form__grid">
        <TextField label={t('fields.gstNumber')} value={gst} onChange={(ev) => setGst(ev.target.value)} error={e.gstNumber} hint={t('hints.gstNumber')} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
        <TextField label={t('fields.qstNumber')} value={qst} onChange={(ev) => setQst(ev.target.value)} error={e.qstNumber} hint={t('hints.qstNumber')} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
        <TextField label={t('fields.insuranceExpiresOn')} type="date" value={insurance} onChange={(ev) => setInsurance(ev.target.value)} error={e.insuranceExpiresOn} />
      </div>
      <TextAreaField label={t('fields.skills')} value={skills} onChange={(ev) => setSkills(ev.target.value)} rows={3} hint={t('hints.onePerLine')} error={e.skills} />
      <TextAreaField label={t('fields.education')} value={education} onChange={(ev) => setEducation(ev.target.value)} rows={2} error={e.education} />
      <TextAreaField label={t('fields.certificates')} value={certificates} onChange={(ev) => setCertificates(ev.target.value)} rows={3} hint={t('hints.onePerLine')} error={e.certificates} />
      {ecoDecided ? (
        <p className="cleaner-form__value">
          <strong>{withColon(t('fields.ecoCertification'), i18n.language)}</strong> {t(`options.eco.${profile.ecoCertification}`)}
        </p>
      ) : (
        <CheckboxField label={t('fields.ecoRequest')} checked={eco} onChange={(ev) => setEco(ev.target.checked)} />
      )}
      <div className="form__row">
        <SubmitButton busy={form.busy}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
