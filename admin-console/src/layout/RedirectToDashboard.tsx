import { Navigate } from 'react-router-dom';
import { useBasename } from 'react-admin';

// Spec: any other path under /admin redirects to /admin.
export function RedirectToDashboard() {
  const basename = useBasename();
  return <Navigate to={`${basename}/`} replace />;
}
