import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { ChatMessage } from './types';

export interface SendMessageInput {
  bookingId: string;
  /** Generated once per message, so a retry is stored once (201 then 200). */
  clientMessageId: string;
  text: string;
}

export async function sendMessage({ bookingId, clientMessageId, text }: SendMessageInput): Promise<ChatMessage> {
  const { data, error, response } = await apiClient.POST('/api/messages/{bookingId}', {
    params: { path: { bookingId } },
    body: { clientMessageId, text },
  });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useSendMessage() {
  return useMutation({ mutationKey: ['messages', 'send'], mutationFn: sendMessage });
}
