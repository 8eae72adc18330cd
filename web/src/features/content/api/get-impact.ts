import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { contentKeys } from './keys';
import type { ContentLanguage, ImpactFigures } from './types';
import { useContentLanguage } from './use-content-language';

/** The impact page's figures, counted from the platform's data. */
export async function getImpact(lang: ContentLanguage, signal?: AbortSignal): Promise<ImpactFigures> {
  const { data, error, response } = await apiClient.GET('/api/content/impact', { params: { query: { lang } }, signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function impactQueryOptions(lang: ContentLanguage) {
  return queryOptions({ queryKey: contentKeys.impact(lang), queryFn: ({ signal }) => getImpact(lang, signal), staleTime: 60_000 });
}

export function useImpact() {
  return useQuery(impactQueryOptions(useContentLanguage()));
}
