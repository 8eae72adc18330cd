import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { bookingKeys } from './keys';
import type { Booking, BookingRequest } from './types';

export type BookingRequested = { booking: Booking; visitIds: string[] };

export async function requestBooking(request: BookingRequest): Promise<BookingRequested> {
  const { data, error, response } = await apiClient.POST('/api/bookings', { body: request });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useRequestBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bookings', 'request'],
    mutationFn: requestBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
