import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { searchKeys } from './keys';
import type { RegionWithPlaces } from './types';

/** One administrative region, by number ("16") or slug ("monteregie"), with its places. */
export async function getRegion(id: string, signal?: AbortSignal): Promise<RegionWithPlaces> {
  const { data, error, response } = await apiClient.GET('/api/geo/regions/{id}', { params: { path: { id } }, signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useRegion(id: string) {
  return useQuery(queryOptions({ queryKey: searchKeys.region(id), queryFn: ({ signal }) => getRegion(id, signal), staleTime: Infinity }));
}
