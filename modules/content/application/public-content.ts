import type { Locale } from '../../../src/shared/locale.js';
import { contentErrors } from '../domain/content.errors.js';
import type { BlogCategory, ComputedMetric, GalleryCategory, ServiceType } from '../domain/content.js';
import type { ContentDeps } from './ports.js';
import { publicFaq, publicFigure, publicGalleryItem, publicPost, publicPostSummary, publicServicePage, publicServiceSummary, publicTestimonial } from './content-views.js';

/** The public pages' reads: published content only, in the reader's language. */

export const faqEntries = (deps: ContentDeps) => async (locale: Locale, service: ServiceType | null) => ({
  items: (await deps.stores.faq.published(service)).map((e) => publicFaq(e, locale)),
});

export const servicePages = (deps: ContentDeps) => async (locale: Locale) => ({
  items: (await deps.stores.services.published()).map((s) => publicServiceSummary(s, locale)),
});

export const servicePage = (deps: ContentDeps) => async (slug: string, locale: Locale) => {
  const page = await deps.stores.services.findBySlug(slug);
  if (!page?.published) throw contentErrors.serviceNotFound();
  const faq = await deps.stores.faq.published(page.serviceType);
  return publicServicePage(page, faq, locale);
};

export const RELATED_POSTS = 3;

export const blogPosts =
  (deps: ContentDeps) =>
  async (locale: Locale, q: { category: BlogCategory | null; page: number; pageSize: number }) => {
    const now = deps.clock.now();
    const [{ items, total }, categories] = await Promise.all([
      deps.stores.blog.publicPage(now, q.category, (q.page - 1) * q.pageSize, q.pageSize),
      deps.stores.blog.publicCategoryCounts(now),
    ]);
    return { items: items.map((p) => publicPostSummary(p, locale)), total, page: q.page, pageSize: q.pageSize, categories };
  };

export const blogPost = (deps: ContentDeps) => async (slug: string, locale: Locale) => {
  const now = deps.clock.now();
  const post = await deps.stores.blog.findBySlug(slug);
  // A draft or a scheduled post does not exist for the public yet.
  if (!post?.publishedAt || post.publishedAt.getTime() > now.getTime()) throw contentErrors.postNotFound();
  return publicPost(post, await deps.stores.blog.related(post, now, RELATED_POSTS), locale);
};

export const galleryItems = (deps: ContentDeps) => async (locale: Locale, category: GalleryCategory | null) => ({
  items: (await deps.stores.gallery.published(category)).map((g) => publicGalleryItem(g, locale)),
});

/** Published testimonials whose review is still public and whose author agreed, in the console's order. */
export const testimonials = (deps: ContentDeps) => async (locale: Locale, limit: number) => {
  const chosen = (await deps.stores.testimonials.published()).filter((t) => t.consentAt !== null);
  const reviews = new Map((chosen.length ? await deps.reviews.publicReviews(chosen.map((t) => t.reviewId)) : []).map((r) => [r.id, r]));
  const items = chosen.flatMap((t) => {
    const review = reviews.get(t.reviewId);
    return review?.comment ? [publicTestimonial(t, review, locale)] : [];
  });
  return { items: items.slice(0, limit) };
};

type Counts = Record<ComputedMetric, number>;

/**
 * The platform's own numbers behind the impact page. Counting every listed cleaner is not free, so
 * the counts are kept for `impactCacheSeconds` (per process; a few minutes late is fine for this page).
 */
export function impactCounter(deps: ContentDeps) {
  let cached: { at: number; counts: Promise<Counts> } | null = null;
  const count = async (): Promise<Counts> => {
    const [visits, footprint, reviews] = await Promise.all([deps.bookings.completedTotals(), deps.cleaners.listedFootprint(), deps.reviews.publishedCount()]);
    return {
      completed_visits: visits.visits,
      hours_cleaned: Math.round(visits.minutes / 60),
      active_cleaners: footprint.cleaners,
      cities_served: new Set(footprint.cityIds).size,
      published_reviews: reviews,
    };
  };
  return async (): Promise<{ counts: Counts; at: Date }> => {
    const now = deps.clock.now().getTime();
    if (!cached || now - cached.at >= deps.settings.impactCacheSeconds * 1000) {
      const counts = count();
      cached = { at: now, counts };
      // A failed count is not kept: the next reader tries again.
      counts.catch(() => {
        if (cached?.counts === counts) cached = null;
      });
    }
    return { counts: await cached.counts, at: new Date(cached.at) };
  };
}

export const impactFigures = (deps: ContentDeps, counter: ReturnType<typeof impactCounter>) => async (locale: Locale) => {
  const figures = await deps.stores.impact.published();
  const needsCounts = figures.some((f) => f.metric !== 'manual');
  const { counts, at } = needsCounts ? await counter() : { counts: null, at: deps.clock.now() };
  return {
    figures: figures.map((f) => publicFigure(f, f.metric === 'manual' ? f.manualValue! : counts![f.metric], locale)),
    computedAt: at.toISOString(),
  };
};
