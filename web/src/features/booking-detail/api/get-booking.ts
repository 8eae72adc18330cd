import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { ApiError, toApiError } from '../../../api/api-error';
import { bookingKeys } from '../../booking/api/keys';
import type { Booking } from '../../booking/api/types';
import { liveRefreshMs } from '../live-refresh';

export async function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  const { data, error, response } = await apiClient.GET('/api/bookings/{id}', { params: { path: { id } }, signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function bookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: bookingKeys.detail(id),
    queryFn: ({ signal }) => getBooking(id, signal),
    // 401/403/404 will not change by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    // Near a confirmed visit the page follows "En route" and the punch-in (live-refresh.ts).
    refetchInterval: (query) => liveRefreshMs(query.state.data, Date.now()),
  });
}

/** `enabled` is false for signed-out visitors, who are asked to sign in instead. */
export function useBooking(id: string, enabled = true) {
  return useQuery({ ...bookingQueryOptions(id), enabled });
}
