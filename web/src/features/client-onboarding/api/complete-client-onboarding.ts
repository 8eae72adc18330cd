import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { User } from '../../../api/types';
import { useUserMutation } from '../../account/api/use-user-mutation';

export async function completeClientOnboarding(): Promise<User> {
  const { data, error, response } = await apiClient.POST('/api/users/me/client-onboarding/complete');
  if (!data) throw toApiError(response, error);
  return data;
}

/** Records the end of onboarding; the answer refreshes the stored user. */
export function useCompleteClientOnboarding() {
  return useUserMutation(['users', 'me', 'client-onboarding', 'complete'], completeClientOnboarding);
}
