import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { paths } from '../../../api/schema';

export type NewsletterSignup = paths['/api/newsletter/subscriptions']['post']['requestBody']['content']['application/json'];

/** The answer is the same whatever the address's state: nothing here can tell whether it was already subscribed. */
export async function subscribeNewsletter(body: NewsletterSignup): Promise<void> {
  const { error, response } = await apiClient.POST('/api/newsletter/subscriptions', { body });
  if (!response.ok) throw toApiError(response, error);
}

export function subscribeNewsletterMutationOptions() {
  return mutationOptions({ mutationKey: ['newsletter', 'subscribe'], mutationFn: subscribeNewsletter });
}

export function useSubscribeNewsletter() {
  return useMutation(subscribeNewsletterMutationOptions());
}
