import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { paymentKeys } from './keys';
import type { Invoice } from './types';

/** Issued on first request once the booking is fully paid (409 before). */
export async function getBookingInvoice(bookingId: string, signal?: AbortSignal): Promise<Invoice> {
  const { data, error, response } = await apiClient.GET('/api/bookings/{id}/invoice', { params: { path: { id: bookingId } }, signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useBookingInvoice(bookingId: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: paymentKeys.invoice(bookingId), queryFn: ({ signal }) => getBookingInvoice(bookingId, signal), retry: false }),
    enabled,
  });
}
