import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { paths } from '../../../api/schema';

export type ContactMessageInput = paths['/api/contact-messages']['post']['requestBody']['content']['application/json'];
export type ContactCategory = ContactMessageInput['category'];

export async function sendContactMessage(body: ContactMessageInput): Promise<void> {
  const { error, response } = await apiClient.POST('/api/contact-messages', { body });
  if (!response.ok) throw toApiError(response, error);
}

export function sendContactMessageMutationOptions() {
  return mutationOptions({ mutationKey: ['contact', 'send'], mutationFn: sendContactMessage });
}

export function useSendContactMessage() {
  return useMutation(sendContactMessageMutationOptions());
}
