import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { bookingKeys } from './keys';
import type { components } from '../../../api/schema';

export type AvailabilitySlot = components['schemas']['AvailabilitySlot'];

/** The cleaner's availability slots on one date (public). */
export async function getDayAvailability(cleanerId: string, date: string, signal?: AbortSignal): Promise<AvailabilitySlot[]> {
  const { data, error, response } = await apiClient.GET('/api/cleaners/{cleanerId}/availability', {
    params: { path: { cleanerId }, query: { from: date, to: date } },
    signal,
  });
  if (!data) throw toApiError(response, error);
  return data.slots.filter((s) => s.date === date);
}

export function useDayAvailability(cleanerId: string, date: string, enabled: boolean) {
  return useQuery({
    queryKey: bookingKeys.availability(cleanerId, date),
    queryFn: ({ signal }) => getDayAvailability(cleanerId, date, signal),
    enabled: enabled && cleanerId !== '' && date !== '',
    staleTime: 30_000,
  });
}
