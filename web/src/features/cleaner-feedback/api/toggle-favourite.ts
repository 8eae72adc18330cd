import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { cleanerFeedbackKeys } from './keys';
import { listMyFavouriteCleaners, type FavouriteCleaners } from './my-favourite-cleaners';

export async function addFavouriteCleaner(cleanerId: string): Promise<FavouriteCleaners> {
  const { data, error, response } = await apiClient.PUT('/api/cleaners/{cleanerId}/favourite', { params: { path: { cleanerId } } });
  if (!data) throw toApiError(response, error);
  return data;
}

export async function removeFavouriteCleaner(cleanerId: string): Promise<FavouriteCleaners> {
  const { error, response } = await apiClient.DELETE('/api/cleaners/{cleanerId}/favourite', { params: { path: { cleanerId } } });
  if (!response.ok) throw toApiError(response, error);
  return listMyFavouriteCleaners();
}

/** Adds or removes a favourite; the answer is the new list, cached at once. */
export function useToggleFavourite(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cleaner-feedback', 'favourite'],
    mutationFn: ({ cleanerId, favourite }: { cleanerId: string; favourite: boolean }) => (favourite ? addFavouriteCleaner(cleanerId) : removeFavouriteCleaner(cleanerId)),
    onSuccess: (list) => queryClient.setQueryData(cleanerFeedbackKeys.favourites(userId), list),
  });
}
