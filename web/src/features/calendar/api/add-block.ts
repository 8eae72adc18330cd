import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { availabilityKeys } from './keys';
import type { AvailabilityBlock, NewAvailabilityBlock } from './types';

export async function addBlock(body: NewAvailabilityBlock): Promise<AvailabilityBlock> {
  const { data, error, response } = await apiClient.POST('/api/availability/me/blocks', { body });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useAddBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['availability', 'add'],
    mutationFn: addBlock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}
