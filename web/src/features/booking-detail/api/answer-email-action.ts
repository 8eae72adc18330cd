import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { Booking } from '../../booking/api/types';
import { useBookingChange } from './use-booking-change';
import type { EmailAction } from './types';

/** The signed link of the request email: works once, for the booking's cleaner only. */
export async function answerEmailAction({ id, action, token, reason = null }: { id: string; action: EmailAction; token: string; reason?: string | null }): Promise<Booking> {
  const body = action === 'decline' ? { action, token, reason } : { action, token };
  const { data, error, response } = await apiClient.POST('/api/bookings/{id}/email-action', { params: { path: { id } }, body });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useAnswerEmailAction() {
  return useBookingChange('email-action', answerEmailAction);
}
