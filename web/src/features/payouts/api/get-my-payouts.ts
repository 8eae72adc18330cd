import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { payoutKeys } from './keys';
import type { PayoutOverview } from './types';

export async function getMyPayouts(signal?: AbortSignal): Promise<PayoutOverview> {
  const { data, error, response } = await apiClient.GET('/api/payouts/me', { signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useMyPayouts() {
  return useQuery(queryOptions({ queryKey: payoutKeys.overview(), queryFn: ({ signal }) => getMyPayouts(signal) }));
}
