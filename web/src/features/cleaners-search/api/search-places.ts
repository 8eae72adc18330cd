import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { searchKeys } from './keys';
import type { Place } from './types';

/** The city combobox asks from this many letters on. */
export const CITY_MIN_CHARS = 2;
const CITY_SUGGESTIONS = 8;

export async function searchPlaces(q: string, signal?: AbortSignal): Promise<Place[]> {
  const { data, error, response } = await apiClient.GET('/api/geo/places', { params: { query: { q, limit: CITY_SUGGESTIONS } }, signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export const placeSearchQuery = (q: string) =>
  queryOptions({ queryKey: searchKeys.places(q), queryFn: ({ signal }) => searchPlaces(q, signal), staleTime: 10 * 60_000 });

/** `q` is the debounced text; nothing is asked below CITY_MIN_CHARS. */
export function usePlaceSearch(q: string) {
  return useQuery({ ...placeSearchQuery(q.trim()), enabled: q.trim().length >= CITY_MIN_CHARS, placeholderData: keepPreviousData });
}
