import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { Footer } from '../components/layout/Footer';
import { Header } from '../components/layout/Header';
import { OnboardingBar } from '../components/layout/OnboardingBar';
import { MAIN_CONTENT_ID, SkipLink } from '../components/layout/SkipLink';
import { Toaster } from '../components/toast/Toaster';
import { PageLoading } from '../components/ui/PageLoading';
import { useAuth } from '../features/auth/auth-context';
import { MessagingSync } from '../features/messaging/realtime/MessagingSync';
import { ReferralAutoClaim } from '../features/referrals/components/ReferralAutoClaim';
import { TermsAcceptanceGate } from '../features/legal/components/TermsAcceptanceGate';
import { readLastPath } from './last-path';
import { LeaveApp } from './LeaveApp';
import { NavigationEffects } from './NavigationEffects';
import { PageCommitted } from './page-committed';
import { QueryParamToasts } from './QueryParamToasts';
import { resolveRoute } from './route-guard';
import { isOnboardingPage } from './route-table';
import { AppRoutes } from './routes';
import { PwaLayer } from '../pwa/PwaLayer';

export function AppShell() {
  const location = useLocation();
  const { user } = useAuth().state;
  const decision = resolveRoute(location.pathname, user ? { role: user.role } : null, readLastPath());

  if (decision.kind === 'leave') return <LeaveApp to={decision.to} />;

  const onboarding = decision.kind === 'page' && isOnboardingPage(decision.page);
  return (
    <>
      <SkipLink />
      <PwaLayer />
      {onboarding ? <OnboardingBar /> : <Header />}
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <AppRoutes decision={decision} />
          <PageCommitted />
        </Suspense>
      </main>
      {onboarding ? null : <Footer />}
      <Toaster />
      <QueryParamToasts />
      <NavigationEffects />
      <MessagingSync />
      <ReferralAutoClaim />
      <TermsAcceptanceGate />
    </>
  );
}
