import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { reviewKeys } from './keys';
import type { CleanerReviewPage } from './types';

/** One page of a cleaner's published reviews, with the cleaner's aggregates (public). */
export async function listCleanerReviews(cleanerId: string, page: number, pageSize: number, signal?: AbortSignal): Promise<CleanerReviewPage> {
  const { data, error, response } = await apiClient.GET('/api/cleaners/{cleanerId}/reviews', {
    params: { path: { cleanerId }, query: { page, pageSize } },
    signal,
  });
  if (!data) throw toApiError(response, error);
  return data;
}

export function cleanerReviewsQueryOptions(cleanerId: string, page: number, pageSize: number) {
  return queryOptions({
    queryKey: reviewKeys.cleaner(cleanerId, page, pageSize),
    queryFn: ({ signal }) => listCleanerReviews(cleanerId, page, pageSize, signal),
    staleTime: 60_000,
  });
}

export function useCleanerReviews(cleanerId: string, page: number, pageSize: number) {
  return useQuery({ ...cleanerReviewsQueryOptions(cleanerId, page, pageSize), placeholderData: keepPreviousData });
}
