import { SITEMAP_MAX_PAGES, sitemapXml, type SitePage } from '../domain/sitemap.js';
import { STATIC_PUBLIC_PATHS, pagePaths } from '../domain/site-pages.js';
import type { SeoDeps } from './ports.js';

export interface SiteMap {
  xml: string;
  /** Pages listed (each in two languages). */
  pages: number;
  /** More pages exist than one sitemap may hold: the last ones (cleaner profiles first) were left out. */
  truncated: boolean;
}

/**
 * Every public page in both languages, from the modules that know which exist. Kept to one file:
 * at SITEMAP_MAX_PAGES pages (50 000 addresses) the rest is left out, in reverse order of this list
 * (cleaner profiles, then city pages, then the oldest articles), and the route logs it; a sitemap
 * index is the next step if the platform ever gets there (docs/decisions.md).
 */
export const buildSiteMap = (deps: SeoDeps) => async (): Promise<SiteMap> => {
  const { sources, settings } = deps;
  const budget = Math.min(settings.maxPages, SITEMAP_MAX_PAGES);
  const [services, posts, cityIds, cleanerSlugs] = await Promise.all([
    sources.servicePages(),
    sources.publicPosts(budget),
    sources.listedCityIds(),
    sources.listedCleanerSlugs(budget),
  ]);
  const unknown = (path: string): SitePage => ({ path, lastModified: null });
  const pages: SitePage[] = [
    ...STATIC_PUBLIC_PATHS.map(unknown),
    ...services.map((s) => ({ path: pagePaths.service(s.slug), lastModified: s.lastModified })),
    ...sources.regionIds().map((id) => unknown(pagePaths.region(id))),
    ...posts.map((p) => ({ path: pagePaths.post(p.slug), lastModified: p.lastModified })),
    ...cityIds.map((id) => unknown(pagePaths.city(id))),
    ...cleanerSlugs.map((slug) => unknown(pagePaths.cleaner(slug))),
  ];
  const kept = pages.slice(0, budget);
  return { xml: sitemapXml(settings.publicUrl, kept), pages: kept.length, truncated: pages.length > budget };
};
