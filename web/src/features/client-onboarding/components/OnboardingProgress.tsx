import { useTranslation } from 'react-i18next';
import { ONBOARDING_STEPS, type OnboardingStep } from '../onboarding-step';

/** "Step 2 of 4" and the list of steps, the current one marked for assistive tech. */
export function OnboardingProgress({ step }: { step: OnboardingStep }) {
  const { t } = useTranslation('clientOnboarding');
  const index = ONBOARDING_STEPS.indexOf(step);
  return (
    <nav className="onboarding-progress" aria-label={t('progress.label')}>
      <p className="onboarding-progress__count">{t('progress.count', { current: index + 1, total: ONBOARDING_STEPS.length })}</p>
      <ol className="onboarding-progress__steps">
        {ONBOARDING_STEPS.map((s, i) => (
          <li key={s} className={i <= index ? 'is-done' : undefined} aria-current={s === step ? 'step' : undefined}>
            {t(`progress.steps.${s}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
