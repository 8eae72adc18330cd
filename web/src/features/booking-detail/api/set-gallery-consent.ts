import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { Booking } from '../../booking/api/types';
import { useBookingChange } from './use-booking-change';

/** The client agrees, or no longer agrees, that this visit's photos may appear in the public gallery. */
export async function setGalleryConsent({ id, consent }: { id: string; consent: boolean }): Promise<Booking> {
  const { data, error, response } = await apiClient.PUT('/api/bookings/{id}/gallery-consent', { params: { path: { id } }, body: { consent } });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useSetGalleryConsent() {
  return useBookingChange('gallery-consent', setGalleryConsent);
}
