import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { Booking } from '../../booking/api/types';
import { useBookingChange } from './use-booking-change';
import type { BookingPosition } from './types';

export async function punchOut({ id, position }: { id: string; position: BookingPosition }): Promise<Booking> {
  const { data, error, response } = await apiClient.POST('/api/bookings/{id}/punch-out', { params: { path: { id } }, body: position });
  if (!data) throw toApiError(response, error);
  return data;
}

export function usePunchOut() {
  return useBookingChange('punch-out', punchOut);
}
