import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { messagingKeys } from './keys';

/** Spec sections 8 and 9: the unread fetch stops retrying after 3 failures. */
export const UNREAD_MAX_FAILURES = 3;

/** TanStack passes the failures so far minus one (0 after the first): retry while fewer than 3 failed. */
export function shouldRetryUnread(failureCount: number): boolean {
  return failureCount + 1 < UNREAD_MAX_FAILURES;
}

export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const { data, error, response } = await apiClient.GET('/api/messages/unread', { signal });
  if (!data) throw toApiError(response, error);
  return data.count;
}

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: messagingKeys.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    retry: (failureCount) => shouldRetryUnread(failureCount),
  });
}

export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...unreadCountQueryOptions(), enabled });
}
