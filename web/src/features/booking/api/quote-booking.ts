import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { ApiError, toApiError } from '../../../api/api-error';
import { bookingKeys } from './keys';
import type { BookingDraft, BookingQuote } from './types';

export async function quoteBooking(draft: BookingDraft, signal?: AbortSignal): Promise<BookingQuote> {
  const { data, error, response } = await apiClient.POST('/api/bookings/quote', { body: draft, signal });
  if (!data) throw toApiError(response, error);
  return data;
}

/** The price of a complete draft (null = nothing asked). The caller debounces the draft. */
export function useBookingQuote(draft: BookingDraft | null) {
  return useQuery({
    queryKey: bookingKeys.quote(draft),
    queryFn: ({ signal }) => quoteBooking(draft as BookingDraft, signal),
    enabled: draft !== null,
    placeholderData: keepPreviousData,
    // A refused draft (400, 404) stays refused until it changes.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: 30_000,
  });
}
