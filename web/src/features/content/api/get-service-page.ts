import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { ApiError, toApiError } from '../../../api/api-error';
import { contentKeys } from './keys';
import type { ContentLanguage, ServicePageContent, ServiceSlug } from './types';
import { useContentLanguage } from './use-content-language';

/** One service page with its checklist, duration, price and FAQ. */
export async function getServicePage(slug: ServiceSlug, lang: ContentLanguage, signal?: AbortSignal): Promise<ServicePageContent> {
  const { data, error, response } = await apiClient.GET('/api/content/services/{slug}', { params: { path: { slug }, query: { lang } }, signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function servicePageQueryOptions(slug: ServiceSlug, lang: ContentLanguage) {
  return queryOptions({
    queryKey: contentKeys.service(slug, lang),
    queryFn: ({ signal }) => getServicePage(slug, lang, signal),
    staleTime: 5 * 60_000,
    // An unpublished page will not come back by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function useServicePage(slug: ServiceSlug) {
  return useQuery(servicePageQueryOptions(slug, useContentLanguage()));
}
