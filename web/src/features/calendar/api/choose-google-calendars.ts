import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { availabilityKeys } from './keys';
import type { GoogleCalendarLink } from './types';

/** Which calendars block availability and which one receives the visits; the server reads the busy times again before answering. */
export async function chooseGoogleCalendars(body: { blocking: string[]; visitsCalendarId: string }): Promise<GoogleCalendarLink> {
  const { data, error, response } = await apiClient.PUT('/api/availability/me/google-calendar/calendars', { body });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useChooseGoogleCalendars() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['availability', 'google-calendar', 'choose'],
    mutationFn: chooseGoogleCalendars,
    // Other busy times change the month view too.
    onSuccess: (link) => {
      queryClient.setQueryData(availabilityKeys.google(), link);
      return queryClient.invalidateQueries({ queryKey: availabilityKeys.all });
    },
  });
}
