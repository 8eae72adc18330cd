import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { propertyKeys } from './keys';

export async function deleteProperty(id: string): Promise<void> {
  const { error, response } = await apiClient.DELETE('/api/properties/{id}', { params: { path: { id } } });
  if (!response.ok) throw toApiError(response, error);
}

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['properties', 'delete'],
    mutationFn: deleteProperty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}
