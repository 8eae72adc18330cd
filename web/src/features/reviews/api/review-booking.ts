import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { bookingKeys } from '../../booking/api/keys';
import { reviewKeys } from './keys';
import type { BookingReviews, ReviewInput } from './types';

export async function reviewBooking({ bookingId, input }: { bookingId: string; input: ReviewInput }): Promise<BookingReviews> {
  const { data, error, response } = await apiClient.POST('/api/bookings/{id}/reviews', { params: { path: { id: bookingId } }, body: input });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useReviewBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['reviews', 'create'],
    mutationFn: reviewBooking,
    onSuccess: (result, { bookingId }) => {
      // The answer already is the section's new state; the rest (lists, aggregates) is refetched.
      queryClient.setQueryData(reviewKeys.booking(bookingId), result);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}
