import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { ApiError, toApiError } from '../../../api/api-error';
import { pricingKeys } from './keys';
import type { PricingEstimate, PricingEstimateRequest } from './types';

/** The booking quote's own price for the visitor's choices (POST /api/pricing/estimate, public). */
export async function estimatePrice(request: PricingEstimateRequest, signal?: AbortSignal): Promise<PricingEstimate> {
  const { data, error, response } = await apiClient.POST('/api/pricing/estimate', { body: request, signal });
  if (!data) throw toApiError(response, error);
  return data;
}

/** The estimate of a (debounced) request; null asks nothing. The previous answer stays shown while the next one loads. */
export function usePriceEstimate(request: PricingEstimateRequest | null) {
  return useQuery({
    queryKey: pricingKeys.estimate(request),
    queryFn: ({ signal }) => estimatePrice(request as PricingEstimateRequest, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    // A refused request (400, 429) does not get better by asking again at once.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}
