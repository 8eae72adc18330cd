import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { availabilityKeys } from './keys';
import type { AvailabilityBlock } from './types';

export async function listBlocks(): Promise<AvailabilityBlock[]> {
  const { data, error, response } = await apiClient.GET('/api/availability/me/blocks');
  if (!data) throw toApiError(response, error);
  return data.blocks;
}

export const blocksQueryOptions = () => queryOptions({ queryKey: availabilityKeys.blocks(), queryFn: listBlocks });

export function useBlocks() {
  return useQuery(blocksQueryOptions());
}
