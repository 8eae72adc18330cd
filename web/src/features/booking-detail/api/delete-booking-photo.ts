import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { bookingKeys } from '../../booking/api/keys';

export async function deleteBookingPhoto({ id, photoId }: { id: string; photoId: string }): Promise<void> {
  const { error, response } = await apiClient.DELETE('/api/bookings/{id}/photos/{photoId}', { params: { path: { id, photoId } } });
  if (!response.ok) throw toApiError(response, error);
}

export function useDeleteBookingPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bookings', 'photos', 'delete'],
    mutationFn: deleteBookingPhoto,
    onSuccess: (_void, { id }) => queryClient.invalidateQueries({ queryKey: bookingKeys.detail(id) }),
  });
}
