import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { searchKeys } from './keys';
import type { Place } from './types';

/** One place by gazetteer id ("trois-rivieres") or by name ("Trois-Rivières"). */
export async function getPlace(idOrName: string, signal?: AbortSignal): Promise<Place> {
  const { data, error, response } = await apiClient.GET('/api/geo/places/{id}', { params: { path: { id: idOrName } }, signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export const placeQuery = (idOrName: string) =>
  queryOptions({ queryKey: searchKeys.place(idOrName), queryFn: ({ signal }) => getPlace(idOrName, signal), staleTime: Infinity });

export function usePlace(idOrName: string | null) {
  return useQuery({ ...placeQuery(idOrName ?? ''), enabled: Boolean(idOrName) });
}
