import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { propertyKeys } from './keys';
import type { Property, PropertyInput } from './types';

export async function createProperty(input: PropertyInput): Promise<Property> {
  const { data, error, response } = await apiClient.POST('/api/properties', { body: input });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['properties', 'create'],
    mutationFn: createProperty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}
