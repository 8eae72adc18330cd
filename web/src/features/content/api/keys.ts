import type { BlogCategory, ContentLanguage, GalleryCategory, ServiceSlug } from './types';

/** Query keys of the storefront's content: every key carries the language, since the texts differ. */
export const contentKeys = {
  all: ['content'] as const,
  faq: (lang: ContentLanguage) => [...contentKeys.all, 'faq', lang] as const,
  services: (lang: ContentLanguage) => [...contentKeys.all, 'services', lang] as const,
  service: (slug: ServiceSlug, lang: ContentLanguage) => [...contentKeys.all, 'service', slug, lang] as const,
  blog: (lang: ContentLanguage, category: BlogCategory | null, page: number) => [...contentKeys.all, 'blog', lang, category, page] as const,
  post: (slug: string, lang: ContentLanguage) => [...contentKeys.all, 'post', slug, lang] as const,
  impact: (lang: ContentLanguage) => [...contentKeys.all, 'impact', lang] as const,
  testimonials: (lang: ContentLanguage) => [...contentKeys.all, 'testimonials', lang] as const,
  gallery: (lang: ContentLanguage, category: GalleryCategory | null) => [...contentKeys.all, 'gallery', lang, category] as const,
};
