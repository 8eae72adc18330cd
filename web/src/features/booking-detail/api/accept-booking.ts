import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { Booking } from '../../booking/api/types';
import { useBookingChange } from './use-booking-change';
import type { BookingScope } from './types';

export async function acceptBooking({ id, scope }: { id: string; scope: BookingScope }): Promise<Booking> {
  const { data, error, response } = await apiClient.POST('/api/bookings/{id}/accept', { params: { path: { id } }, body: { scope } });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useAcceptBooking() {
  return useBookingChange('accept', acceptBooking);
}
