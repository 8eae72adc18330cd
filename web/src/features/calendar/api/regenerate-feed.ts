import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { availabilityKeys } from './keys';
import type { CalendarFeedUrl } from './types';

/** A new private URL; the server keeps only its hash, so this answer is the one chance to show it. */
export async function regenerateFeed(): Promise<CalendarFeedUrl> {
  const { data, error, response } = await apiClient.POST('/api/availability/me/feed');
  if (!data) throw toApiError(response, error);
  return data;
}

export function useRegenerateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['availability', 'feed', 'regenerate'],
    mutationFn: regenerateFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.feed() }),
  });
}
