import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { Place } from './types';

export async function searchPlaces(q: string): Promise<Place[]> {
  const { data, error, response } = await apiClient.GET('/api/geo/places', { params: { query: { q, limit: 8 } } });
  if (!data) throw toApiError(response, error);
  return data;
}

export const placeSearchQuery = (q: string) => queryOptions({ queryKey: ['geo', 'places', q], queryFn: () => searchPlaces(q), enabled: q.trim().length >= 2 });

export function usePlaceSearch(q: string) {
  return useQuery({ ...placeSearchQuery(q.trim()), placeholderData: keepPreviousData });
}
