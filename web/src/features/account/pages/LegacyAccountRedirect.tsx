import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../auth/auth-context';
import { legacyAccountPath } from '../account-sections';

/**
 * /profile and /account: the former single page's address (and its anchors) lands on its section.
 * Drawn without a lazy load, so the move happens at once and not under a menu the person just opened.
 */
export function LegacyAccountRedirect() {
  const user = useCurrentUser();
  const { hash } = useLocation();
  if (!user) return null;
  return <Navigate to={legacyAccountPath(hash, user.role)} replace />;
}
