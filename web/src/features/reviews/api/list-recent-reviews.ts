import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { reviewKeys } from './keys';
import type { ReviewPage } from './types';

/** Recent published reviews of cleaners (public /reviews page). */
export async function listRecentReviews(page: number, pageSize: number, signal?: AbortSignal): Promise<ReviewPage> {
  const { data, error, response } = await apiClient.GET('/api/reviews', { params: { query: { page, pageSize } }, signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function recentReviewsQueryOptions(page: number, pageSize: number) {
  return queryOptions({
    queryKey: reviewKeys.recent(page, pageSize),
    queryFn: ({ signal }) => listRecentReviews(page, pageSize, signal),
    staleTime: 60_000,
  });
}

export function useRecentReviews(page: number, pageSize: number) {
  return useQuery({ ...recentReviewsQueryOptions(page, pageSize), placeholderData: keepPreviousData });
}
