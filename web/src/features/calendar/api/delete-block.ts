import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { availabilityKeys } from './keys';

/** The whole block: a one-off slot, or a weekly pattern with all its dates. */
export async function deleteBlock(id: string): Promise<void> {
  const { error, response } = await apiClient.DELETE('/api/availability/me/blocks/{id}', { params: { path: { id } } });
  if (!response.ok) throw toApiError(response, error);
}

export function useDeleteBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['availability', 'delete'],
    mutationFn: deleteBlock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}
