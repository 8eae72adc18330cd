import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { components } from '../../../api/schema';

export type MarketplaceStats = components['schemas']['MarketplaceStats'];

export const marketplaceStatsKey = ['marketplace-stats'] as const;

export async function getMarketplaceStats(signal?: AbortSignal): Promise<MarketplaceStats> {
  const { data, error, response } = await apiClient.GET('/api/cleaners/stats', { signal });
  if (!data) throw toApiError(response, error);
  return data;
}

/** The home page's figures (GET /api/cleaners/stats): the server reuses them for a minute, so does the page. */
export const marketplaceStatsQuery = queryOptions({ queryKey: marketplaceStatsKey, queryFn: ({ signal }) => getMarketplaceStats(signal), staleTime: 60_000 });

export function useMarketplaceStats() {
  return useQuery(marketplaceStatsQuery);
}
