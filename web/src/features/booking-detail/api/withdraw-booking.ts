import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { Booking } from '../../booking/api/types';
import { useBookingChange } from './use-booking-change';
import type { ReasonInput } from './types';

export async function withdrawBooking({ id, reason, scope }: ReasonInput): Promise<Booking> {
  const { data, error, response } = await apiClient.POST('/api/bookings/{id}/withdraw', { params: { path: { id } }, body: { reason, scope } });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useWithdrawBooking() {
  return useBookingChange('withdraw', withdrawBooking);
}
