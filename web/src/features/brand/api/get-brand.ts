import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import type { Brand } from '../../../api/types';

export const brandKeys = {
  all: ['brand'] as const,
};

export async function getBrand(signal?: AbortSignal): Promise<Brand> {
  const { data, error, response } = await apiClient.GET('/api/brand', { signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function brandQueryOptions() {
  return queryOptions({ queryKey: brandKeys.all, queryFn: ({ signal }) => getBrand(signal) });
}

export function useBrand() {
  return useQuery(brandQueryOptions());
}

/** Shown while /api/brand is loading or when it failed, so the shell always has a name. */
export const FALLBACK_BRAND_NAME = 'Éclat';
