import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { caseKeys } from './keys';

export async function uploadCasePhoto({ bookingId, file }: { bookingId: string; file: File }): Promise<{ id: string; createdAt: string }> {
  const form = new FormData();
  form.append('file', file);
  const { data, error, response } = await apiClient.POST('/api/bookings/{id}/case/photos', {
    params: { path: { id: bookingId } },
    body: { file: file.name },
    bodySerializer: () => form,
  });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useUploadCasePhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadCasePhoto, onSuccess: (_p, { bookingId }) => queryClient.invalidateQueries({ queryKey: caseKeys.ofVisit(bookingId) }) });
}
