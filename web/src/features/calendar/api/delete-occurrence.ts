import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { availabilityKeys } from './keys';

/** One date of a weekly pattern ("Seulement ce créneau"). */
export async function deleteOccurrence(input: { id: string; date: string }): Promise<void> {
  const { error, response } = await apiClient.DELETE('/api/availability/me/blocks/{id}/occurrences/{date}', { params: { path: input } });
  if (!response.ok) throw toApiError(response, error);
}

export function useDeleteOccurrence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['availability', 'delete-occurrence'],
    mutationFn: deleteOccurrence,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}
