import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { Booking } from '../../booking/api/types';
import { useBookingChange } from './use-booking-change';
import type { ReasonInput } from './types';

export async function cancelBooking({ id, reason, scope }: ReasonInput): Promise<Booking> {
  const { data, error, response } = await apiClient.POST('/api/bookings/{id}/cancel', { params: { path: { id } }, body: { reason, scope } });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useCancelBooking() {
  return useBookingChange('cancel', cancelBooking);
}
