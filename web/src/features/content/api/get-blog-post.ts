import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { ApiError, toApiError } from '../../../api/api-error';
import { contentKeys } from './keys';
import type { BlogPostContent, ContentLanguage } from './types';
import { useContentLanguage } from './use-content-language';

/** One published article and its related articles (public /blog/:slug). */
export async function getBlogPost(slug: string, lang: ContentLanguage, signal?: AbortSignal): Promise<BlogPostContent> {
  const { data, error, response } = await apiClient.GET('/api/content/blog/{slug}', { params: { path: { slug }, query: { lang } }, signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function blogPostQueryOptions(slug: string, lang: ContentLanguage) {
  return queryOptions({
    queryKey: contentKeys.post(slug, lang),
    queryFn: ({ signal }) => getBlogPost(slug, lang, signal),
    staleTime: 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function useBlogPost(slug: string) {
  return useQuery(blogPostQueryOptions(slug, useContentLanguage()));
}
