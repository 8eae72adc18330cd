import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { toApiError } from '../../../api/api-error';
import { contentKeys } from './keys';
import type { ContentLanguage, GalleryCategory, GalleryItem } from './types';
import { useContentLanguage } from './use-content-language';

/** Published before/after pairs, of one room type or all (public /gallery). */
export async function listGallery(lang: ContentLanguage, category: GalleryCategory | null, signal?: AbortSignal): Promise<GalleryItem[]> {
  const { data, error, response } = await apiClient.GET('/api/content/gallery', { params: { query: { lang, ...(category ? { category } : {}) } }, signal });
  if (!data) throw toApiError(response, error);
  return data.items;
}

export function galleryQueryOptions(lang: ContentLanguage, category: GalleryCategory | null) {
  return queryOptions({ queryKey: contentKeys.gallery(lang, category), queryFn: ({ signal }) => listGallery(lang, category, signal), staleTime: 60_000 });
}

export function useGallery(category: GalleryCategory | null) {
  return useQuery({ ...galleryQueryOptions(useContentLanguage(), category), placeholderData: keepPreviousData });
}
