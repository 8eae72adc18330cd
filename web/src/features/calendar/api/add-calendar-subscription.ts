import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { availabilityKeys } from './keys';
import type { CalendarSubscription } from './types';

/** Subscribes to a calendar by its secret address; the server imports it before answering. */
export async function addCalendarSubscription(body: { name: string; url: string }): Promise<CalendarSubscription> {
  const { data, error, response } = await apiClient.POST('/api/availability/me/calendar-subscriptions', { body });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useAddCalendarSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['availability', 'calendar-subscriptions', 'add'],
    mutationFn: addCalendarSubscription,
    // Imported busy times change the month view too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}
