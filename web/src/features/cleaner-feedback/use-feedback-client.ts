import { useCurrentUser } from '../auth/auth-context';

/** The signed-in client's id; null for visitors, cleaners and admins (feedback is for clients only). */
export function useFeedbackClientId(): string | null {
  const user = useCurrentUser();
  return user?.role === 'client' ? user.id : null;
}
