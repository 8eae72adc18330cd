import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { Booking } from '../../booking/api/types';
import { useBookingChange } from './use-booking-change';

/** The client declares the cleaner absent (issue #36): the visit is cancelled and everything paid refunded at once. */
export async function declareNoShow({ id }: { id: string }): Promise<Booking> {
  const { data, error, response } = await apiClient.POST('/api/bookings/{id}/no-show', { params: { path: { id } }, body: {} });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useDeclareNoShow() {
  return useBookingChange('no-show', declareNoShow);
}
