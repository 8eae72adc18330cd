import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingKeys } from '../../booking/api/keys';
import { paymentKeys } from '../../payments/api/keys';
import type { Booking } from '../../booking/api/types';
import { currentLanguage } from '../../../i18n/i18n';
import { keepAnswer } from '../../../pwa/offline-data';

/** What a booking change refreshes: the lists, and the booking's payments and invoice (the detail itself is replaced). */
export function refreshedAfterChange(bookingId: string): readonly (readonly unknown[])[] {
  return [bookingKeys.lists(), paymentKeys.booking(bookingId), paymentKeys.invoice(bookingId)];
}

/**
 * Every booking mutation answers the updated Booking: it replaces the cached detail at once
 * (no second GET) and the lists, whose statuses may have changed, are fetched again.
 */
export function useBookingChange<V>(name: string, mutationFn: (variables: V) => Promise<Booking>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bookings', name],
    mutationFn,
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingKeys.detail(booking.id), booking);
      // The page opened offline later shows the visit as this answer left it (punched in, say).
      void keepAnswer(`/api/bookings/${booking.id}`, currentLanguage(), booking);
      // Its payments and invoice live under the detail's key: a cancellation's refund shows at once, without a reload (issue #42).
      return Promise.all(refreshedAfterChange(booking.id).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
