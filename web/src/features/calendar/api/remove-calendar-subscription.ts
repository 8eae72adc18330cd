import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { availabilityKeys } from './keys';

export async function removeCalendarSubscription(id: string): Promise<void> {
  const { error, response } = await apiClient.DELETE('/api/availability/me/calendar-subscriptions/{id}', { params: { path: { id } } });
  if (!response.ok) throw toApiError(response, error);
}

export function useRemoveCalendarSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['availability', 'calendar-subscriptions', 'remove'],
    mutationFn: removeCalendarSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}
