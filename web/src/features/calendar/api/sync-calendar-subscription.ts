import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { availabilityKeys } from './keys';
import type { CalendarSubscription } from './types';

export async function syncCalendarSubscription(id: string): Promise<CalendarSubscription> {
  const { data, error, response } = await apiClient.POST('/api/availability/me/calendar-subscriptions/{id}/sync', { params: { path: { id } } });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useSyncCalendarSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['availability', 'calendar-subscriptions', 'sync'],
    mutationFn: syncCalendarSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}
