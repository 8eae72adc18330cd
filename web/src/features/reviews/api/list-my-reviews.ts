import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { reviewKeys } from './keys';
import type { MyReviews } from './types';

/** Reviews about the signed-in user (published only) and the ones they wrote, with their summary. */
export async function listMyReviews(signal?: AbortSignal): Promise<MyReviews> {
  const { data, error, response } = await apiClient.GET('/api/users/me/reviews', { signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function myReviewsQueryOptions() {
  return queryOptions({ queryKey: reviewKeys.mine(), queryFn: ({ signal }) => listMyReviews(signal) });
}

export function useMyReviews() {
  return useQuery(myReviewsQueryOptions());
}
