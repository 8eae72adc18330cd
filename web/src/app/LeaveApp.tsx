import { useEffect } from 'react';
import { LoadingScreen } from '../components/layout/LoadingScreen';

/** Admins belong to the console, another app: a full page replace, not an in-app navigation. */
export function LeaveApp({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return <LoadingScreen />;
}
