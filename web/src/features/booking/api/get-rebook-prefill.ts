import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { ApiError, toApiError } from '../../../api/api-error';
import type { components } from '../../../api/schema';
import { bookingKeys } from './keys';

export type RebookPrefill = components['schemas']['RebookPrefill'];

export async function getRebookPrefill(bookingId: string, signal?: AbortSignal): Promise<RebookPrefill> {
  const { data, error, response } = await apiClient.GET('/api/bookings/{id}/rebook', { params: { path: { id: bookingId } }, signal });
  if (!data) throw toApiError(response, error);
  return data;
}

/** "Réserver de nouveau": a completed visit's choices; `bookingId` null asks nothing. */
export function useRebookPrefill(bookingId: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: [...bookingKeys.detail(bookingId ?? ''), 'rebook'] as const,
      queryFn: ({ signal }) => getRebookPrefill(bookingId ?? '', signal),
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    }),
    enabled: bookingId !== null,
  });
}
