import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { payoutKeys } from './keys';
import type { PayoutAccount } from './types';

export async function getMyPayoutAccount(signal?: AbortSignal): Promise<PayoutAccount> {
  const { data, error, response } = await apiClient.GET('/api/payouts/me/account', { signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useMyPayoutAccount() {
  return useQuery(queryOptions({ queryKey: payoutKeys.account(), queryFn: ({ signal }) => getMyPayoutAccount(signal) }));
}
