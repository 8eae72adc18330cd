import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { components } from '../../../api/schema';
import { cleanerFeedbackKeys } from './keys';

export type FavouriteCleaners = components['schemas']['FavouriteCleaners'];
export type FavouriteCleaner = FavouriteCleaners['items'][number];

export async function listMyFavouriteCleaners(signal?: AbortSignal): Promise<FavouriteCleaners> {
  const { data, error, response } = await apiClient.GET('/api/users/me/favourite-cleaners', { signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function myFavouriteCleanersQueryOptions(userId: string) {
  // One query for every heart on the page; the mutations answer the new list.
  return queryOptions({ queryKey: cleanerFeedbackKeys.favourites(userId), queryFn: ({ signal }) => listMyFavouriteCleaners(signal), staleTime: 5 * 60_000 });
}

/** `userId` is null for anyone but a signed-in client: nothing is asked then. */
export function useMyFavouriteCleaners(userId: string | null) {
  return useQuery({ ...myFavouriteCleanersQueryOptions(userId ?? ''), enabled: userId !== null });
}
