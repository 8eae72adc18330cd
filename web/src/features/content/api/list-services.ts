import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { contentKeys } from './keys';
import type { ContentLanguage, ServiceSummary } from './types';
import { useContentLanguage } from './use-content-language';

/** The published service pages (links between them). */
export async function listServices(lang: ContentLanguage, signal?: AbortSignal): Promise<ServiceSummary[]> {
  const { data, error, response } = await apiClient.GET('/api/content/services', { params: { query: { lang } }, signal });
  if (!data) throw toApiError(response, error);
  return data.items;
}

export function servicesQueryOptions(lang: ContentLanguage) {
  return queryOptions({ queryKey: contentKeys.services(lang), queryFn: ({ signal }) => listServices(lang, signal), staleTime: 5 * 60_000 });
}

export function useServices() {
  return useQuery(servicesQueryOptions(useContentLanguage()));
}
