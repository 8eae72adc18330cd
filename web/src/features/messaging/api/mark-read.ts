import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { messagingKeys } from './keys';
import type { ReadReceipt } from './types';

export async function markRead(bookingId: string, messageIds: string[]): Promise<{ receipts: ReadReceipt[]; unread: number }> {
  const { data, error, response } = await apiClient.POST('/api/messages/{bookingId}/read', {
    params: { path: { bookingId } },
    body: { messageIds },
  });
  if (!data) throw toApiError(response, error);
  return data;
}

/** Marks messages read; the answer's unread count replaces the badge's at once. */
export function useMarkRead(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['messages', 'read', bookingId],
    mutationFn: (messageIds: string[]) => markRead(bookingId, messageIds),
    onSuccess: (result) => queryClient.setQueryData(messagingKeys.unread(), result.unread),
  });
}
