import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { propertyKeys } from './keys';
import type { Property, PropertyInput } from './types';

export async function updateProperty({ id, input }: { id: string; input: PropertyInput }): Promise<Property> {
  const { data, error, response } = await apiClient.PUT('/api/properties/{id}', { params: { path: { id } }, body: input });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['properties', 'update'],
    mutationFn: updateProperty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}
