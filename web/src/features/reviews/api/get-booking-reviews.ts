import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { reviewKeys } from './keys';
import type { BookingReviews } from './types';

/** What the caller wrote about a booking, what the other party wrote (once published), and whether they may still review. */
export async function getBookingReviews(bookingId: string, signal?: AbortSignal): Promise<BookingReviews> {
  const { data, error, response } = await apiClient.GET('/api/bookings/{id}/reviews', { params: { path: { id: bookingId } }, signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function bookingReviewsQueryOptions(bookingId: string) {
  return queryOptions({ queryKey: reviewKeys.booking(bookingId), queryFn: ({ signal }) => getBookingReviews(bookingId, signal) });
}

export function useBookingReviews(bookingId: string) {
  return useQuery(bookingReviewsQueryOptions(bookingId));
}
