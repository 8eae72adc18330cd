import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';

/** The subscriber's own token from the foot of every newsletter; no sign-in needed. */
export async function unsubscribeNewsletter(token: string): Promise<void> {
  const { error, response } = await apiClient.POST('/api/newsletter/unsubscribe/{token}', { params: { path: { token } } });
  if (!response.ok) throw toApiError(response, error);
}

export function unsubscribeNewsletterMutationOptions() {
  return mutationOptions({ mutationKey: ['newsletter', 'unsubscribe'], mutationFn: unsubscribeNewsletter });
}

export function useUnsubscribeNewsletter() {
  return useMutation(unsubscribeNewsletterMutationOptions());
}
