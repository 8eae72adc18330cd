import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import type { CleanerProfile } from '../api/types';
import type { TRAINING_MODULES } from '../vocabulary';
import { useProfileForm } from './use-profile-form';

interface Props {
  profile: CleanerProfile;
  /** The modules shown (onboarding's three, or the four offered afterwards); the others keep their state. */
  modules: typeof TRAINING_MODULES;
  submitLabel: string;
  onSaved: (p: CleanerProfile) => void | Promise<void>;
}

/** Spec section 9: training modules, each read and acknowledged. */
export function TrainingForm({ profile, modules, submitLabel, onSaved }: Props) {
  const { t } = useTranslation('cleanerProfile');
  const form = useProfileForm(onSaved);
  // Every acknowledged module, shown or not: the profile stores the whole list at once.
  const [acknowledged, setAcknowledged] = useState(profile.trainingAcknowledged);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await form.save({ trainingAcknowledged: acknowledged });
  };
  return (
    <form ref={form.formRef} className="form cleaner-form" onSubmit={onSubmit} noValidate>
      <ul className="training-list">
        {modules.map((m) => {
          const error = form.errors[`trainingAcknowledged.${m}`];
          return (
            <li key={m} className="card training-module">
              <h3 id={`training-${m}`}>{t(`training.${m}.title`)}</h3>
              <p>{t(`training.${m}.text`)}</p>
              <label className="choice-group__option">
                <input
                  type="checkbox"
                  checked={acknowledged.includes(m)}
                  onChange={(ev) => setAcknowledged(ev.target.checked ? [...acknowledged, m] : acknowledged.filter((x) => x !== m))}
                  aria-invalid={error ? true : undefined}
                />
                <span>{t('training.acknowledge', { module: t(`training.${m}.title`) })}</span>
              </label>
              {error ? <p className="field__error">{error}</p> : null}
            </li>
          );
        })}
      </ul>
      <div className="form__row">
        <SubmitButton busy={form.busy}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
