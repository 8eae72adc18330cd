import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { cleanerFeedbackKeys } from './keys';
import type { CleanerFeedback } from './types';

export async function listMyCleanerFeedback(signal?: AbortSignal): Promise<CleanerFeedback[]> {
  const { data, error, response } = await apiClient.GET('/api/users/me/cleaner-feedback', { signal });
  if (!data) throw toApiError(response, error);
  return data.opinions;
}

export function myCleanerFeedbackQueryOptions(userId: string) {
  // One query for every card on the page; mutations keep it current, so it rarely needs refetching.
  return queryOptions({ queryKey: cleanerFeedbackKeys.mine(userId), queryFn: ({ signal }) => listMyCleanerFeedback(signal), staleTime: 5 * 60_000 });
}

/** `userId` is null for anyone but a signed-in client: nothing is asked then. */
export function useMyCleanerFeedback(userId: string | null) {
  return useQuery({ ...myCleanerFeedbackQueryOptions(userId ?? ''), enabled: userId !== null });
}
