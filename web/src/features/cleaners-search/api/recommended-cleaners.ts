import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { searchKeys } from './keys';
import type { CleanerRecommendations, RecommendedCleanersQuery } from './types';

export async function recommendedCleaners(query: RecommendedCleanersQuery, signal?: AbortSignal): Promise<CleanerRecommendations> {
  const { data, error, response } = await apiClient.GET('/api/cleaners/recommended', { params: { query }, signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useRecommendedCleaners(query: RecommendedCleanersQuery, enabled = true) {
  return useQuery({
    ...queryOptions({ queryKey: searchKeys.recommended(query), queryFn: ({ signal }) => recommendedCleaners(query, signal), staleTime: 60_000 }),
    enabled,
  });
}
