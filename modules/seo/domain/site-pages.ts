/**
 * The site's public pages and their addresses in both languages. Decided with the lead (docs/decisions.md,
 * "Language URLs and the sitemap"): the French page is the bare path, the English page is the same path
 * with `?lang=en`, and French is the default for everyone else (x-default).
 */

/**
 * The pages of web/src/app/route-table.ts open to visitors that take no parameter and are worth
 * indexing. The four service pages come from the content module (only published ones), and the pages
 * with a parameter (cities, regions, profiles, articles) from the modules that know which exist.
 * web/src/app/route-table-seo.test.ts holds this list against the web app's route table.
 */
export const STATIC_PUBLIC_PATHS = [
  '/',
  '/about',
  '/homeowners',
  '/cleaners/join',
  '/how-it-works',
  '/terms',
  '/privacy',
  '/pricing',
  '/faq',
  '/gallery',
  '/contact',
  '/impact',
  '/cleaners',
  '/referral-program',
  '/reviews',
  '/blog',
] as const;

/** Dynamic public pages, as the web app builds their links (encodeURIComponent of the id or slug). */
export const pagePaths = {
  service: (slug: string) => `/services/${encodeURIComponent(slug)}`,
  city: (placeId: string) => `/city/${encodeURIComponent(placeId)}`,
  region: (regionId: string) => `/region/${encodeURIComponent(regionId)}`,
  cleaner: (slug: string) => `/cleaners/${encodeURIComponent(slug)}`,
  post: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
};

/** The route-table templates with a parameter that the sitemap fills in (for the route-table test). */
export const DYNAMIC_PUBLIC_TEMPLATES = ['/city/:cityName', '/region/:regionId', '/cleaners/:slug', '/blog/:slug'] as const;

export type SiteLanguage = 'fr' | 'en';

/** hreflang of each language: the site serves Quebec, so both are Canadian. */
export const HREFLANG: Record<SiteLanguage, string> = { fr: 'fr-CA', en: 'en-CA' };

/** One page's absolute address in each language. `publicUrl` has no trailing slash (config). */
export function languageUrls(publicUrl: string, path: string): Record<SiteLanguage, string> {
  const fr = `${publicUrl}${path}`;
  return { fr, en: `${fr}${path.includes('?') ? '&' : '?'}lang=en` };
}
