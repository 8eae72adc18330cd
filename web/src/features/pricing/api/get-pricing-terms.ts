import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { pricingKeys } from './keys';
import type { PricingTerms } from './types';

/** The figures in force (GET /api/pricing): fees, discounts, taxes, deposit, cancellation, commission. */
export async function getPricingTerms(signal?: AbortSignal): Promise<PricingTerms> {
  const { data, error, response } = await apiClient.GET('/api/pricing', { signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function pricingTermsQueryOptions() {
  return queryOptions({ queryKey: pricingKeys.terms(), queryFn: ({ signal }) => getPricingTerms(signal), retry: 1 });
}

export function usePricingTerms() {
  return useQuery(pricingTermsQueryOptions());
}
