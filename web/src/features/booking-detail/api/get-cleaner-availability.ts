import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { components } from '../../../api/schema';

type PublicAvailability = components['schemas']['PublicAvailability'];

export async function getCleanerAvailability(cleanerId: string, date: string, signal?: AbortSignal): Promise<PublicAvailability> {
  const { data, error, response } = await apiClient.GET('/api/cleaners/{cleanerId}/availability', {
    params: { path: { cleanerId }, query: { from: date, to: date } },
    signal,
  });
  if (!data) throw toApiError(response, error);
  return data;
}

export function cleanerDayAvailabilityOptions(cleanerId: string, date: string) {
  return queryOptions({
    queryKey: ['availability', 'cleaner', cleanerId, date],
    queryFn: ({ signal }) => getCleanerAvailability(cleanerId, date, signal),
  });
}

/** One day of the cleaner's slots, for postponing; nothing is asked before a date is chosen. */
export function useCleanerDayAvailability(cleanerId: string, date: string) {
  return useQuery({ ...cleanerDayAvailabilityOptions(cleanerId, date), enabled: date !== '' });
}
