import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { payoutKeys } from './keys';
import type { Page, PageParams, Payout } from './types';

export async function listMyPayouts(page: PageParams, signal?: AbortSignal): Promise<Page<Payout>> {
  const { data, error, response } = await apiClient.GET('/api/payouts/me/history', { params: { query: page }, signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useMyPayoutHistory(page: PageParams) {
  return useQuery({ queryKey: payoutKeys.history(page), queryFn: ({ signal }) => listMyPayouts(page, signal), placeholderData: keepPreviousData });
}
