import { useTranslation } from 'react-i18next';
import type { CleanerProfile } from '../api/types';
import { trainingProgress } from '../training';
import { FURTHER_TRAINING_MODULES } from '../vocabulary';
import { TrainingForm } from './TrainingForm';

/**
 * Spec section 9: the four modules offered after onboarding, on /profile, with their progress and
 * the "trained" badge once every module is acknowledged (the badge is the server's, from all seven).
 */
export function FurtherTrainingSection({ profile, onSaved }: { profile: CleanerProfile; onSaved: () => void }) {
  const { t } = useTranslation('cleanerProfile');
  const progress = trainingProgress(profile.trainingAcknowledged);
  const badge = t('options.badges.trained');
  const earned = profile.badges.includes('trained');
  return (
    <>
      <p>{t('training.further.lead', { badge })}</p>
      <p role="status">
        <strong>{t('training.further.progress', { done: progress.furtherDone, total: progress.furtherTotal })}</strong>
        {earned ? <> — {t('training.further.badgeEarned', { badge })}</> : null}
      </p>
      {!progress.onboardingComplete ? <p className="field__hint">{t('training.further.onboardingFirst')}</p> : null}
      <TrainingForm profile={profile} modules={FURTHER_TRAINING_MODULES} submitLabel={t('save')} onSaved={onSaved} />
    </>
  );
}
