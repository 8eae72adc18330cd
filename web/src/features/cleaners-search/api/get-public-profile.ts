import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { searchKeys } from './keys';
import type { PublicCleanerProfile } from './types';

/** A listed cleaner's public profile; 404 (ApiError) when unknown or not listed. */
export async function getPublicProfile(slug: string, signal?: AbortSignal): Promise<PublicCleanerProfile> {
  const { data, error, response } = await apiClient.GET('/api/cleaners/by-slug/{slug}', { params: { path: { slug } }, signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function usePublicProfile(slug: string) {
  return useQuery(queryOptions({ queryKey: searchKeys.profile(slug), queryFn: ({ signal }) => getPublicProfile(slug, signal), staleTime: 60_000 }));
}
