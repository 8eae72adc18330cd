import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { Booking } from '../../booking/api/types';
import { useBookingChange } from './use-booking-change';

/** `idempotencyKey`: the same key as the offline queue's copy, should this attempt's answer be lost (issue #34). */
export async function tickChecklistTask({ id, taskId, done, idempotencyKey }: { id: string; taskId: string; done: boolean; idempotencyKey?: string }): Promise<Booking> {
  const { data, error, response } = await apiClient.PUT('/api/bookings/{id}/checklist/{taskId}', {
    params: { path: { id, taskId }, ...(idempotencyKey ? { header: { 'Idempotency-Key': idempotencyKey } } : {}) },
    body: { done },
  });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useTickChecklistTask() {
  return useBookingChange('checklist', tickChecklistTask);
}
