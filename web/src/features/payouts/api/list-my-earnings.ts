import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { payoutKeys } from './keys';
import type { Earning, Page, PageParams } from './types';

export async function listMyEarnings(page: PageParams, signal?: AbortSignal): Promise<Page<Earning>> {
  const { data, error, response } = await apiClient.GET('/api/payouts/me/earnings', { params: { query: page }, signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function useMyEarnings(page: PageParams) {
  return useQuery({ queryKey: payoutKeys.earnings(page), queryFn: ({ signal }) => listMyEarnings(page, signal), placeholderData: keepPreviousData });
}
