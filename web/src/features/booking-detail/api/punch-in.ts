import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { Booking } from '../../booking/api/types';
import { useBookingChange } from './use-booking-change';
import type { BookingPosition } from './types';

export async function punchIn({ id, position }: { id: string; position: BookingPosition }): Promise<Booking> {
  const { data, error, response } = await apiClient.POST('/api/bookings/{id}/punch-in', { params: { path: { id } }, body: position });
  if (!data) throw toApiError(response, error);
  return data;
}

export function usePunchIn() {
  return useBookingChange('punch-in', punchIn);
}
