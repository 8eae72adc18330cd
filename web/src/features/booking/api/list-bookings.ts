import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { bookingKeys } from './keys';
import type { BookingList, BookingScopeFilter } from './types';

export interface BookingListParams {
  scope: BookingScopeFilter;
  status?: string;
  page: number;
  pageSize: number;
}

export async function listBookings(params: BookingListParams, signal?: AbortSignal): Promise<BookingList> {
  const query = { scope: params.scope, page: params.page, pageSize: params.pageSize, ...(params.status ? { status: params.status } : {}) };
  const { data, error, response } = await apiClient.GET('/api/bookings', { params: { query }, signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useBookings(params: BookingListParams) {
  return useQuery({
    queryKey: bookingKeys.list(params),
    queryFn: ({ signal }) => listBookings(params, signal),
    placeholderData: keepPreviousData,
  });
}
