import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../../components/ui/PageLoading';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useToast } from '../../../components/toast/toast-context';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useCurrentUser } from '../../auth/auth-context';
import { useCompleteOnboardingStep } from '../../cleaner-profile/api/complete-onboarding-step';
import { useMyCleanerProfile } from '../../cleaner-profile/api/get-my-cleaner-profile';
import type { CleanerProfile, OnboardingStep } from '../../cleaner-profile/api/types';
import { QuickStartForm } from '../../cleaner-profile/components/QuickStartForm';
import { issuesByField } from '../../cleaner-profile/field-issues';
import { ReadyToWorkStep } from '../components/ReadyToWorkStep';
import { VerificationTabs } from '../components/VerificationTabs';
import '../../cleaner-profile/cleaner-profile.css';

const STEPS: readonly OnboardingStep[] = ['quick-start', 'ready-to-work', 'full-verification'];

/** /onboarding: the cleaner's three steps, in order, each saved on the server (spec sections 2 and 9). */
export function CleanerOnboardingPage() {
  const { t } = useTranslation(['cleanerOnboarding', 'cleanerProfile', 'common']);
  const user = useCurrentUser();
  usePageTitle(t('cleanerOnboarding:title'));
  if (!user) return null;
  if (user.role !== 'cleaner') {
    return (
      <div className="container onboarding">
        <h1>{t('cleanerOnboarding:title')}</h1>
        <p>{t('cleanerOnboarding:cleanersOnly')}</p>
        <p>
          <Link to="/">{t('cleanerOnboarding:home')}</Link>
        </p>
      </div>
    );
  }
  return <Wizard />;
}

function Wizard() {
  const { t } = useTranslation(['cleanerOnboarding', 'cleanerProfile', 'common']);
  const query = useMyCleanerProfile();
  const complete = useCompleteOnboardingStep();
  const toast = useToast();
  const describe = useDescribeError();
  const [viewing, setViewing] = useState<OnboardingStep | null>(null);

  if (query.isPending) return <PageLoading />;
  if (query.isError || !query.data) {
    return (
      <div className="container onboarding">
        <h1>{t('cleanerOnboarding:title')}</h1>
        <p role="alert">{describe(query.error, t('cleanerOnboarding:loadFailed'))}</p>
      </div>
    );
  }
  const profile = query.data;
  const current = profile.onboarding.currentStep;
  const done = new Set<OnboardingStep>(STEPS.filter((s) => s !== current && (current === null || STEPS.indexOf(s) < STEPS.indexOf(current))));
  const step = viewing ?? current;

  /** Saved fields, then the step itself: the server refuses it until its fields are there. */
  const completeStep = async (which: OnboardingStep) => {
    const next = await complete.mutateAsync(which);
    setViewing(null);
    toast({ title: t('cleanerOnboarding:stepDoneTitle'), description: t(`cleanerOnboarding:steps.${which}.done`), variant: 'success' });
    window.scrollTo({ top: 0 });
    return next;
  };

  const finish = async () => {
    try {
      await completeStep('full-verification');
    } catch (error) {
      const missing = Object.values(issuesByField(error));
      toast({ title: t('common:toast.error'), description: missing.length ? missing.join(' ') : describe(error, t('cleanerProfile:saveFailed')), variant: 'destructive' });
    }
  };

  return (
    <div className="container onboarding">
      <h1>{t('cleanerOnboarding:title')}</h1>
      <p className="onboarding__lead">{t('cleanerOnboarding:lead')}</p>
      <nav aria-label={t('cleanerOnboarding:progressLabel')}>
        <ol className="stepper">
          {STEPS.map((s, i) => {
            const reachable = done.has(s) || s === current;
            return (
              <li key={s} className={`stepper__step${step === s ? ' stepper__step--active' : ''}${done.has(s) ? ' stepper__step--done' : ''}`}>
                {reachable ? (
                  <button type="button" className="stepper__button" aria-current={step === s ? 'step' : undefined} onClick={() => setViewing(s === current ? null : s)}>
                    {t('cleanerOnboarding:stepLabel', { n: i + 1, name: t(`cleanerOnboarding:steps.${s}.name`) })}
                    {done.has(s) ? <span className="stepper__state"> — {t('cleanerOnboarding:stepDone')}</span> : null}
                  </button>
                ) : (
                  <span className="stepper__button stepper__button--locked">
                    {t('cleanerOnboarding:stepLabel', { n: i + 1, name: t(`cleanerOnboarding:steps.${s}.name`) })}
                    <span className="stepper__state"> — {t('cleanerOnboarding:stepLocked')}</span>
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>

      {step === null ? <Celebration profile={profile} /> : null}
      {step !== null ? (
        <section className="card onboarding__step" aria-labelledby="step-title">
          <h2 id="step-title">{t(`cleanerOnboarding:steps.${step}.title`)}</h2>
          <p>{t(`cleanerOnboarding:steps.${step}.intro`)}</p>
          {step === 'quick-start' ? (
            <QuickStartForm
              profile={profile}
              {...(done.has('quick-start') ? {} : { forStep: 'quick-start' as const })}
              submitLabel={done.has('quick-start') ? t('cleanerOnboarding:save') : t('cleanerOnboarding:saveAndContinue')}
              onSaved={async () => {
                if (!done.has('quick-start')) await completeStep('quick-start');
              }}
            />
          ) : null}
          {step === 'ready-to-work' ? (
            <ReadyToWorkStep
              profile={profile}
              forStep={!done.has('ready-to-work')}
              submitLabel={done.has('ready-to-work') ? t('cleanerOnboarding:save') : t('cleanerOnboarding:saveAndContinue')}
              onDone={async () => {
                if (!done.has('ready-to-work')) await completeStep('ready-to-work');
              }}
            />
          ) : null}
          {step === 'full-verification' ? (
            <>
              <VerificationTabs profile={profile} onSaved={() => void toast({ title: t('cleanerProfile:savedTitle'), description: t('cleanerProfile:saved'), variant: 'success' })} />
              {!done.has('full-verification') ? (
                <div className="form__row onboarding__finish">
                  <SubmitButton type="button" busy={complete.isPending} onClick={() => void finish()}>
                    {t('cleanerOnboarding:finish')}
                  </SubmitButton>
                </div>
              ) : null}
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

function Celebration({ profile }: { profile: CleanerProfile }) {
  const { t } = useTranslation(['cleanerOnboarding', 'cleanerProfile']);
  return (
    <section className="card onboarding__step" aria-labelledby="done-title">
      <h2 id="done-title">{t('cleanerOnboarding:allDone.title')}</h2>
      <p>{profile.isListed ? t('cleanerOnboarding:allDone.listed') : t('cleanerOnboarding:allDone.waiting')}</p>
      <p>
        <Link className="btn btn--primary" to="/profile">
          {t('cleanerOnboarding:allDone.toProfile')}
        </Link>
      </p>
    </section>
  );
}
