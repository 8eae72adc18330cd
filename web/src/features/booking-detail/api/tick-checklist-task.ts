import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { Booking } from '../../booking/api/types';
import { useBookingChange } from './use-booking-change';

export async function tickChecklistTask({ id, taskId, done }: { id: string; taskId: string; done: boolean }): Promise<Booking> {
  const { data, error, response } = await apiClient.PUT('/api/bookings/{id}/checklist/{taskId}', { params: { path: { id, taskId } }, body: { done } });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useTickChecklistTask() {
  return useBookingChange('checklist', tickChecklistTask);
}
