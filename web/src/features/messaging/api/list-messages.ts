import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { messagingKeys } from './keys';
import type { MessagePage } from './types';

export const MESSAGES_PAGE_SIZE = 50;

export async function listMessages(bookingId: string, before: string | undefined, signal?: AbortSignal): Promise<MessagePage> {
  const { data, error, response } = await apiClient.GET('/api/messages/{bookingId}', {
    params: { path: { bookingId }, query: before ? { before, limit: MESSAGES_PAGE_SIZE } : { limit: MESSAGES_PAGE_SIZE } },
    signal,
  });
  if (!data) throw toApiError(response, error);
  return data;
}

/** Newest page first; "load earlier" fetches the page before the oldest message shown. */
export function messagesQueryOptions(bookingId: string) {
  return infiniteQueryOptions({
    queryKey: messagingKeys.conversation(bookingId),
    queryFn: ({ pageParam, signal }) => listMessages(bookingId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: () => undefined,
    getPreviousPageParam: (oldest: MessagePage) => (oldest.hasMore ? oldest.messages[0]?.uuidId : undefined),
  });
}

export function useMessages(bookingId: string) {
  return useInfiniteQuery(messagesQueryOptions(bookingId));
}
