import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { searchKeys } from './keys';
import type { CleanerSearchResult, SearchCleanersQuery } from './types';

export async function searchCleaners(query: SearchCleanersQuery, signal?: AbortSignal): Promise<CleanerSearchResult> {
  const { data, error, response } = await apiClient.GET('/api/cleaners', { params: { query }, signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export const searchCleanersQuery = (query: SearchCleanersQuery) =>
  queryOptions({ queryKey: searchKeys.search(query), queryFn: ({ signal }) => searchCleaners(query, signal), staleTime: 60_000 });

/** The previous page stays on screen while the next one loads (no flash of "no results"). */
export function useCleanerSearch(query: SearchCleanersQuery, enabled = true) {
  return useQuery({ ...searchCleanersQuery(query), placeholderData: keepPreviousData, enabled });
}
