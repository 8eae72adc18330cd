/**
 * What search engines read about the site (issue #15): /sitemap.xml lists every public page in French
 * and English with its alternates, from the modules that own the pages; /robots.txt keeps crawlers
 * out of the console, the API and people's own pages. The pages' <head> tags are the web app's.
 */
import { gazetteer } from '../geo/index.js';
import type { SeoDeps, SourcedPage } from './application/ports.js';
import { buildSiteMap } from './application/site-map.js';
import { SITEMAP_MAX_PAGES } from './domain/sitemap.js';
import { seoRouter } from './adapters/http/seo.routes.js';

export { STATIC_PUBLIC_PATHS, DYNAMIC_PUBLIC_TEMPLATES, pagePaths, languageUrls } from './domain/site-pages.js';
export { DISALLOWED_PATHS, isDisallowed } from './domain/robots.js';

export interface SeoModuleDeps {
  publicUrl: string;
  /** modules/content: published service pages and public articles, with their last change. */
  content: {
    publicServiceLinks(): Promise<{ slug: string; lastModified: Date }[]>;
    publicPostLinks(limit: number): Promise<{ slug: string; lastModified: Date }[]>;
  };
  /** modules/cleaners: what public search shows. */
  cleaners: {
    listedSlugs(limit: number): Promise<string[]>;
    listedCityIds(): Promise<string[]>;
  };
  /** Pages per sitemap; SITEMAP_MAX_PAGES (the protocol's limit) by default. */
  maxPages?: number;
}

export function createSeoModule(d: SeoModuleDeps) {
  const places = gazetteer();
  const deps: SeoDeps = {
    sources: {
      servicePages: async (): Promise<SourcedPage[]> => d.content.publicServiceLinks(),
      publicPosts: async (limit): Promise<SourcedPage[]> => d.content.publicPostLinks(limit),
      listedCleanerSlugs: (limit) => d.cleaners.listedSlugs(limit),
      listedCityIds: () => d.cleaners.listedCityIds(),
      regionIds: () => places.regions.map((r) => r.id),
    },
    settings: { publicUrl: d.publicUrl, maxPages: d.maxPages ?? SITEMAP_MAX_PAGES },
  };
  const siteMap = buildSiteMap(deps);
  return {
    routers: [seoRouter({ publicUrl: d.publicUrl, siteMap })],
    api: { siteMap },
  };
}

export type SeoModule = ReturnType<typeof createSeoModule>;
