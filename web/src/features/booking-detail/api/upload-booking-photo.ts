import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { progressFetch, type UploadProgress } from '../../../api/upload-progress';
import { bookingKeys } from '../../booking/api/keys';
import type { BookingPhoto } from '../../booking/api/types';
import type { PhotoKind } from './types';

/** `idempotencyKey`: the same key as the offline queue's copy, should this attempt's answer be lost (issue #34). */
export async function uploadBookingPhoto({ id, file, kind, onProgress, idempotencyKey }: { id: string; file: File; kind: PhotoKind; onProgress?: UploadProgress; idempotencyKey?: string }): Promise<BookingPhoto> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  const { data, error, response } = await apiClient.POST('/api/bookings/{id}/photos', {
    params: { path: { id }, ...(idempotencyKey ? { header: { 'Idempotency-Key': idempotencyKey } } : {}) },
    body: { file: file.name, kind },
    bodySerializer: () => form,
    fetch: progressFetch(form, onProgress),
  });
  if (!data) throw toApiError(response, error);
  return data;
}

/** The answer is the photo alone, so the booking is fetched again to list it. */
export function useUploadBookingPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bookings', 'photos', 'upload'],
    mutationFn: uploadBookingPhoto,
    onSuccess: (_photo, { id }) => queryClient.invalidateQueries({ queryKey: bookingKeys.detail(id) }),
  });
}
