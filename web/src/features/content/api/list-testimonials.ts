import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { contentKeys } from './keys';
import type { ContentLanguage, Testimonial } from './types';
import { useContentLanguage } from './use-content-language';

/** Testimonials quoted from public client reviews whose authors agreed. */
export async function listTestimonials(lang: ContentLanguage, signal?: AbortSignal): Promise<Testimonial[]> {
  const { data, error, response } = await apiClient.GET('/api/content/testimonials', { params: { query: { lang, limit: 6 } }, signal });
  if (!data) throw toApiError(response, error);
  return data.items;
}

export function testimonialsQueryOptions(lang: ContentLanguage) {
  return queryOptions({ queryKey: contentKeys.testimonials(lang), queryFn: ({ signal }) => listTestimonials(lang, signal), staleTime: 5 * 60_000 });
}

export function useTestimonials() {
  return useQuery(testimonialsQueryOptions(useContentLanguage()));
}
