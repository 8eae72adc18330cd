import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { Booking } from '../../booking/api/types';
import { useBookingChange } from './use-booking-change';

export async function postponeBooking({ id, date, time }: { id: string; date: string; time: string }): Promise<Booking> {
  const { data, error, response } = await apiClient.POST('/api/bookings/{id}/postpone', { params: { path: { id } }, body: { date, time } });
  if (!data) throw toApiError(response, error);
  return data;
}

export function usePostponeBooking() {
  return useBookingChange('postpone', postponeBooking);
}
