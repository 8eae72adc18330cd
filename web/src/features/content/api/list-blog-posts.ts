import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { contentKeys } from './keys';
import type { BlogCategory, BlogPostPage, ContentLanguage } from './types';
import { useContentLanguage } from './use-content-language';

export const BLOG_PAGE_SIZE = 12;

/** Published articles, newest first, with the categories' counts (public /blog). */
export async function listBlogPosts(lang: ContentLanguage, category: BlogCategory | null, page: number, signal?: AbortSignal): Promise<BlogPostPage> {
  const query = { lang, page, pageSize: BLOG_PAGE_SIZE, ...(category ? { category } : {}) };
  const { data, error, response } = await apiClient.GET('/api/content/blog', { params: { query }, signal });
  if (!data) throw toApiError(response, error);
  return data;
}

export function blogPostsQueryOptions(lang: ContentLanguage, category: BlogCategory | null, page: number) {
  return queryOptions({ queryKey: contentKeys.blog(lang, category, page), queryFn: ({ signal }) => listBlogPosts(lang, category, page, signal), staleTime: 60_000 });
}

export function useBlogPosts(category: BlogCategory | null, page: number) {
  return useQuery({ ...blogPostsQueryOptions(useContentLanguage(), category, page), placeholderData: keepPreviousData });
}
