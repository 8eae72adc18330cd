import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { contentKeys } from './keys';
import type { ContentLanguage, FaqEntry } from './types';
import { useContentLanguage } from './use-content-language';

/** The published FAQ in one language (public /faq). */
export async function getFaq(lang: ContentLanguage, signal?: AbortSignal): Promise<FaqEntry[]> {
  const { data, error, response } = await apiClient.GET('/api/content/faq', { params: { query: { lang } }, signal });
  if (!data) throw toApiError(response, error);
  return data.items;
}

export function faqQueryOptions(lang: ContentLanguage) {
  return queryOptions({ queryKey: contentKeys.faq(lang), queryFn: ({ signal }) => getFaq(lang, signal), staleTime: 5 * 60_000 });
}

export function useFaq() {
  return useQuery(faqQueryOptions(useContentLanguage()));
}
