import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../auth/auth-context';
import { useTermsAcceptance } from '../api/get-terms-acceptance';
import { shouldAskForTerms } from '../terms-gate';

const TermsDialog = lazy(() => import('./TermsDialog').then((m) => ({ default: m.TermsDialog })));

/**
 * In the app shell: a signed-in person who has not accepted the terms in force (new account made
 * before they were recorded, or a new version) is asked, politely but before going on. Staff are not.
 */
export function TermsAcceptanceGate() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const userId = user && user.role !== 'admin' ? user.id : null;
  const status = useTermsAcceptance(userId);
  if (!userId || !status.data || !shouldAskForTerms({ signedIn: true, role: user?.role, pathname, mustAccept: status.data.mustAccept })) return null;
  // Its own boundary: loading the texts must not suspend the whole shell.
  return (
    <Suspense fallback={null}>
      <TermsDialog userId={userId} status={status.data} />
    </Suspense>
  );
}
