import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { Booking } from '../../booking/api/types';
import { useBookingChange } from './use-booking-change';

/** "En route": the first tap tells the client (email), a later one only changes the announced arrival. */
export async function goEnRoute({ id, etaMinutes }: { id: string; etaMinutes: number | null }): Promise<Booking> {
  const { data, error, response } = await apiClient.POST('/api/bookings/{id}/en-route', { params: { path: { id } }, body: { etaMinutes } });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useGoEnRoute() {
  return useBookingChange('en-route', goEnRoute);
}
