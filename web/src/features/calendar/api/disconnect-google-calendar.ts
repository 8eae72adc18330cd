import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { availabilityKeys } from './keys';

/** Unlinks Google: its busy times stop blocking at once and the server revokes the grant. */
export async function disconnectGoogleCalendar(): Promise<void> {
  const { error, response } = await apiClient.DELETE('/api/availability/me/google-calendar');
  if (!response.ok) throw toApiError(response, error);
}

export function useDisconnectGoogleCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['availability', 'google-calendar', 'disconnect'],
    mutationFn: disconnectGoogleCalendar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}
