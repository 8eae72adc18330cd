import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { NearbyPlace } from './types';

export async function getNearbyPlaces(placeId: string, km: number): Promise<NearbyPlace[]> {
  const { data, error, response } = await apiClient.GET('/api/geo/places/{id}/nearby', { params: { path: { id: placeId }, query: { km } } });
  if (!data) throw toApiError(response, error);
  return data;
}

export const nearbyPlacesQuery = (placeId: string, km: number) => queryOptions({ queryKey: ['geo', 'nearby', placeId, km], queryFn: () => getNearbyPlaces(placeId, km) });

/** Places within `km` of the cleaner's primary city, nearest first; asked only once the cleaner asks (`ask` non-null). */
export function useNearbyPlaces(ask: { placeId: string; km: number } | null) {
  return useQuery({ ...nearbyPlacesQuery(ask?.placeId ?? '', ask?.km ?? 0), enabled: ask !== null });
}
