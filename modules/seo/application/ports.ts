/** A page of another module: its slug or id and, when known, when its content last changed. */
export interface SourcedPage {
  slug: string;
  lastModified: Date | null;
}

/** What the sitemap asks the modules that own the pages (wired in src/app.ts and ../index.ts). */
export interface SiteSources {
  /** content: the service pages that are published (their path is /services/<slug>). */
  servicePages(): Promise<SourcedPage[]>;
  /** content: articles public now, newest first, at most `limit`. */
  publicPosts(limit: number): Promise<SourcedPage[]>;
  /** cleaners: slugs of the profiles public search shows, at most `limit`. */
  listedCleanerSlugs(limit: number): Promise<string[]>;
  /** cleaners: places at least one listed cleaner names, so that their city page lists someone. */
  listedCityIds(): Promise<string[]>;
  /** geo: Quebec's administrative regions (their pages list the municipalities, never empty). */
  regionIds(): readonly string[];
}

export interface SeoSettings {
  /** PUBLIC_URL without a trailing slash: every address in the sitemap and robots.txt starts with it. */
  publicUrl: string;
  /** Pages per sitemap (each written in two languages); at most, and by default, SITEMAP_MAX_PAGES. */
  maxPages: number;
}

export interface SeoDeps {
  sources: SiteSources;
  settings: SeoSettings;
}
