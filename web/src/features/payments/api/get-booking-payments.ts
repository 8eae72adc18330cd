import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { ApiError, toApiError } from '../../../api/api-error';
import { remainderState } from '../booking-payments';
import { paymentKeys } from './keys';
import type { BookingPayments } from './types';

export async function getBookingPayments(bookingId: string, signal?: AbortSignal): Promise<BookingPayments> {
  const { data, error, response } = await apiClient.GET('/api/bookings/{id}/payments', { params: { path: { id: bookingId } }, signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function bookingPaymentsQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: paymentKeys.booking(bookingId),
    queryFn: ({ signal }) => getBookingPayments(bookingId, signal),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    // The remainder is charged by the server after punch-out: watch it while it is under way.
    refetchInterval: (query) => (query.state.data && remainderState(query.state.data) === 'processing' ? 5_000 : false),
  });
}

export function useBookingPayments(bookingId: string) {
  return useQuery(bookingPaymentsQueryOptions(bookingId));
}
