import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { Booking } from '../../booking/api/types';
import { useBookingChange } from './use-booking-change';

/** "Je suis en retard" (issue #36): the cleaner's new arrival, Quebec wall-clock time "HH:MM". */
export async function announceLate({ id, arrivalTime }: { id: string; arrivalTime: string }): Promise<Booking> {
  const { data, error, response } = await apiClient.POST('/api/bookings/{id}/late', { params: { path: { id } }, body: { arrivalTime } });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useAnnounceLate() {
  return useBookingChange('late', announceLate);
}
