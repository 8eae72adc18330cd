import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { readLastPath } from '../../../app/last-path';
import { useToast } from '../../../components/toast/toast-context';
import { PageLoading } from '../../../components/ui/PageLoading';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useDescribeError } from '../../../lib/use-describe-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth/auth-context';
import { useCreateProperty } from '../../properties/api/create-property';
import { useProperties } from '../../properties/api/list-properties';
import { PropertyForm } from '../../properties/components/PropertyForm';
import { emptyPropertyForm } from '../../properties/property-form';
import { useCompleteClientOnboarding } from '../api/complete-client-onboarding';
import { GenderStep } from '../components/GenderStep';
import { OnboardingProgress } from '../components/OnboardingProgress';
import { destinationAfterOnboarding, readWelcomed, rememberWelcomed, resumeStep } from '../onboarding-step';
import '../client-onboarding.css';

/**
 * /client-onboarding (spec sections 2 and 3): welcome, gender, first property, celebration, then
 * the app. Progress lives on the server (gender, properties), so a reload resumes at the same step.
 */
export function ClientOnboardingPage() {
  const { t } = useTranslation(['clientOnboarding', 'properties', 'common']);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const toast = useToast();
  const describe = useDescribeError();
  const properties = useProperties(user?.role === 'client');
  const createProperty = useCreateProperty();
  const complete = useCompleteClientOnboarding();
  const [welcomed, setWelcomed] = useState(() => (user ? readWelcomed(user.id) : false));
  // Read before this page is itself remembered as the last path.
  const [returnTo] = useState(() => destinationAfterOnboarding(readLastPath()));
  const titleRef = useRef<HTMLDivElement>(null);
  const step = user && properties.data ? resumeStep({ welcomed, gender: user.gender, propertyCount: properties.data.length }) : null;
  usePageTitle(step ? t(`clientOnboarding:progress.steps.${step}`) : t('clientOnboarding:title'));

  // Each new step is announced: focus moves to its title.
  useEffect(() => {
    if (step) titleRef.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [step]);

  if (!user) return null;
  if (properties.isPending) return <PageLoading />;
  if (properties.isError || !step) {
    return (
      <div className="container onboarding-page">
        <div className="notice notice--error" role="alert">
          <p>{describe(properties.error, t('properties:errors.loadFailed'))}</p>
          <button type="button" className="btn btn--secondary" onClick={() => void properties.refetch()}>
            {t('properties:actions.retry')}
          </button>
        </div>
      </div>
    );
  }

  const titleId = 'onboarding-step-title';
  const firstName = user.name.split(' ')[0] ?? user.name;
  return (
    <div className="container onboarding-page">
      <OnboardingProgress step={step} />
      <section className="card onboarding-card" aria-labelledby={titleId} ref={titleRef}>
        {step === 'welcome' ? (
          <div className="onboarding-step">
            <h1 id={titleId} tabIndex={-1}>
              {t('clientOnboarding:welcome.title', { name: firstName })}
            </h1>
            <p>{t('clientOnboarding:welcome.lead')}</p>
            <ul className="onboarding-list">
              <li>{t('clientOnboarding:welcome.points.gender')}</li>
              <li>{t('clientOnboarding:welcome.points.property')}</li>
              <li>{t('clientOnboarding:welcome.points.book')}</li>
            </ul>
            <button
              type="button"
              className="btn btn--primary btn--large"
              onClick={() => {
                rememberWelcomed(user.id);
                setWelcomed(true);
              }}
            >
              {t('clientOnboarding:welcome.start')}
            </button>
          </div>
        ) : null}
        {step === 'gender' ? <GenderStep user={user} titleId={titleId} /> : null}
        {step === 'property' ? (
          <div className="onboarding-step">
            <h1 id={titleId} tabIndex={-1}>
              {t('clientOnboarding:property.title')}
            </h1>
            <p>{t('clientOnboarding:property.lead')}</p>
            <PropertyForm
              initial={emptyPropertyForm()}
              submitLabel={t('clientOnboarding:property.submit')}
              busy={createProperty.isPending}
              failureText={t('properties:errors.createFailed')}
              onSubmit={(input) => createProperty.mutateAsync(input)}
            />
          </div>
        ) : null}
        {step === 'celebration' ? (
          <div className="onboarding-step onboarding-step--celebration">
            {/* Drawn, not an emoji: emoji fonts are missing on many systems. */}
            <svg className="onboarding-celebration__art" viewBox="0 0 64 64" width="72" height="72" aria-hidden="true" focusable="false">
              <circle cx="32" cy="32" r="30" fill="var(--color-primary)" />
              <path d="M19 33l9 9 17-19" fill="none" stroke="var(--color-on-primary)" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
              <circle cx="8" cy="10" r="3" fill="var(--color-accent)" />
              <circle cx="57" cy="8" r="2.5" fill="var(--color-accent)" />
              <circle cx="58" cy="52" r="3" fill="var(--color-accent)" />
            </svg>
            <h1 id={titleId} tabIndex={-1}>
              {t('clientOnboarding:celebration.title', { name: firstName })}
            </h1>
            <p>{t('clientOnboarding:celebration.lead', { property: properties.data[0]?.name ?? '' })}</p>
            <SubmitButton
              type="button"
              className="btn--large"
              busy={complete.isPending}
              onClick={() =>
                complete.mutate(undefined, {
                  onSuccess: () => navigate(returnTo, { replace: true }),
                  onError: (failure) =>
                    toast({ title: t('common:toast.error'), description: describe(failure, t('clientOnboarding:celebration.failed')), variant: 'destructive' }),
                })
              }
            >
              {t('clientOnboarding:celebration.go')}
            </SubmitButton>
          </div>
        ) : null}
      </section>
    </div>
  );
}
