import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { bookingKeys } from '../../booking/api/keys';
import { paymentKeys } from './keys';
import type { BookingPayments } from './types';

export type PayRemainderInput = { bookingId: string; paymentMethodId: string };

/** On-session payment of what is due; 402 when the card is refused (nothing charged). */
export async function payBookingRemainder({ bookingId, paymentMethodId }: PayRemainderInput): Promise<BookingPayments> {
  const { data, error, response } = await apiClient.POST('/api/bookings/{id}/payments/remainder', {
    params: { path: { id: bookingId } },
    body: { paymentMethodId },
  });
  if (!data) throw toApiError(response, error);
  return data;
}

/** After the bank's authentication: the server reads the provider's state and applies it. */
export async function syncBookingPayments(bookingId: string): Promise<BookingPayments> {
  const { data, error, response } = await apiClient.POST('/api/bookings/{id}/payments/sync', { params: { path: { id: bookingId } } });
  if (!data) throw toApiError(response, error);
  return data;
}

/** Both answers are the booking's new payments: put them in the cache, and refresh the booking's payment status. */
function usePaymentsUpdate() {
  const queryClient = useQueryClient();
  return (payments: BookingPayments) => {
    queryClient.setQueryData(paymentKeys.booking(payments.bookingId), payments);
    void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    if (payments.invoiceAvailable) void queryClient.invalidateQueries({ queryKey: [...paymentKeys.all, 'invoices'] });
  };
}

export function usePayBookingRemainder() {
  const update = usePaymentsUpdate();
  return useMutation({ mutationFn: payBookingRemainder, onSuccess: update });
}

export function useSyncBookingPayments() {
  const update = usePaymentsUpdate();
  return useMutation({ mutationFn: syncBookingPayments, onSuccess: update });
}
