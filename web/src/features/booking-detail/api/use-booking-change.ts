import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingKeys } from '../../booking/api/keys';
import type { Booking } from '../../booking/api/types';
import { currentLanguage } from '../../../i18n/i18n';
import { keepAnswer } from '../../../pwa/offline-data';

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
      return queryClient.invalidateQueries({ queryKey: bookingKeys.lists() });
    },
  });
}
