import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { availabilityKeys } from './keys';
import type { GoogleCalendarLink } from './types';

export async function syncGoogleCalendar(): Promise<GoogleCalendarLink> {
  const { data, error, response } = await apiClient.POST('/api/availability/me/google-calendar/sync');
  if (!data) throw toApiError(response, error);
  return data;
}

export function useSyncGoogleCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['availability', 'google-calendar', 'sync'],
    mutationFn: syncGoogleCalendar,
    onSettled: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}
