import type { ContentDeps } from './ports.js';

/** A public page of this module for the sitemap: its slug and when its text last changed. */
export interface ContentLink {
  slug: string;
  lastModified: Date;
}

/**
 * Articles public now, newest first, at most `limit`. An article's text last changed at its last edit
 * or, for one scheduled and edited before its date, when it went public.
 */
export const publicPostLinks = (deps: ContentDeps) => async (limit: number): Promise<ContentLink[]> =>
  (await deps.stores.blog.publicLinks(deps.clock.now(), limit)).map((p) => ({
    slug: p.slug,
    lastModified: p.updatedAt.getTime() > p.publishedAt.getTime() ? p.updatedAt : p.publishedAt,
  }));

/** The published service pages (an unpublished one answers 404 on the site). */
export const publicServiceLinks = (deps: ContentDeps) => async (): Promise<ContentLink[]> =>
  (await deps.stores.services.published()).map((s) => ({ slug: s.slug, lastModified: s.updatedAt }));
