import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';

/** The single-use token of the confirmation email. */
export async function confirmNewsletter(token: string): Promise<void> {
  const { error, response } = await apiClient.POST('/api/newsletter/confirm', { body: { token } });
  if (!response.ok) throw toApiError(response, error);
}

export function confirmNewsletterMutationOptions() {
  return mutationOptions({ mutationKey: ['newsletter', 'confirm'], mutationFn: confirmNewsletter });
}

export function useConfirmNewsletter() {
  return useMutation(confirmNewsletterMutationOptions());
}
