import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { Booking } from '../../booking/api/types';
import { useBookingChange } from './use-booking-change';
import type { ReasonInput } from './types';

export async function declineBooking({ id, reason, scope }: ReasonInput): Promise<Booking> {
  const { data, error, response } = await apiClient.POST('/api/bookings/{id}/decline', { params: { path: { id } }, body: { reason, scope } });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useDeclineBooking() {
  return useBookingChange('decline', declineBooking);
}
