import type { PricingEstimateRequest } from './types';

/** Query keys of the public pricing terms and estimates. */
export const pricingKeys = {
  all: ['pricing'] as const,
  terms: () => [...pricingKeys.all, 'terms'] as const,
  estimate: (request: PricingEstimateRequest | null) => [...pricingKeys.all, 'estimate', request] as const,
};
