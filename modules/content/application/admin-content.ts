import { contentErrors } from '../domain/content.errors.js';
import {
  checkBlogPost,
  checkFaq,
  checkImpactFigure,
  checkServicePage,
  checkTestimonial,
  type BlogPostInput,
  type FaqInput,
  type ImpactFigureInput,
  type ServicePageInput,
  type TestimonialInput,
} from '../domain/inputs.js';
import type { AdminListQuery, ContentDeps, ContentStore, PublicReviewFacts } from './ports.js';
import { adminBlogPost, adminFaq, adminImpactFigure, adminServicePage, adminTestimonial } from './content-views.js';

/** The console's reads and writes, one resource at a time. Admins only (the routes check the role). */

export async function existing<T extends { id: string }>(store: ContentStore<T>, id: string): Promise<T> {
  const found = await store.find(id);
  if (!found) throw contentErrors.notFound();
  return found;
}

async function removed(store: ContentStore<{ id: string }>, id: string): Promise<void> {
  if (!(await store.delete(id))) throw contentErrors.notFound();
}

// --- FAQ ---

export const faqAdmin = (deps: ContentDeps) => {
  const store = deps.stores.faq;
  return {
    list: async (q: AdminListQuery) => {
      const { items, total } = await store.adminList(q);
      return { items: items.map(adminFaq), total };
    },
    get: async (id: string) => adminFaq(await existing(store, id)),
    create: async (input: FaqInput) => {
      const now = deps.clock.now();
      const entry = { id: deps.newId(), ...checkFaq(input), createdAt: now, updatedAt: now };
      await store.insert(entry);
      return adminFaq(entry);
    },
    update: async (id: string, input: FaqInput) => {
      const entry = { ...(await existing(store, id)), ...checkFaq(input), updatedAt: deps.clock.now() };
      await store.update(entry);
      return adminFaq(entry);
    },
    delete: (id: string) => removed(store, id),
  };
};

// --- Service pages: the four are fixed (spec section 2); only their content changes. ---

export const servicePagesAdmin = (deps: ContentDeps) => {
  const store = deps.stores.services;
  return {
    list: async (q: AdminListQuery) => {
      const { items, total } = await store.adminList(q);
      return { items: items.map(adminServicePage), total };
    },
    get: async (id: string) => adminServicePage(await existing(store, id)),
    update: async (id: string, input: ServicePageInput) => {
      const page = { ...(await existing(store, id)), ...checkServicePage(input), updatedAt: deps.clock.now() };
      await store.update(page);
      return adminServicePage(page);
    },
  };
};

// --- Blog posts ---

export const blogAdmin = (deps: ContentDeps) => {
  const store = deps.stores.blog;
  const slugFree = async (slug: string, self: string | null) => {
    const other = await store.findBySlug(slug);
    if (other && other.id !== self) throw contentErrors.slugTaken();
  };
  return {
    list: async (q: AdminListQuery) => {
      const now = deps.clock.now();
      const { items, total } = await store.adminList(q);
      return { items: items.map((p) => adminBlogPost(p, now)), total };
    },
    get: async (id: string) => adminBlogPost(await existing(store, id), deps.clock.now()),
    create: async (input: BlogPostInput) => {
      const now = deps.clock.now();
      const post = { id: deps.newId(), ...checkBlogPost(input), createdAt: now, updatedAt: now };
      await slugFree(post.slug, null);
      await store.insert(post);
      return adminBlogPost(post, now);
    },
    update: async (id: string, input: BlogPostInput) => {
      const now = deps.clock.now();
      const post = { ...(await existing(store, id)), ...checkBlogPost(input), updatedAt: now };
      await slugFree(post.slug, id);
      await store.update(post);
      return adminBlogPost(post, now);
    },
    delete: (id: string) => removed(store, id),
  };
};

// --- Impact figures ---

export const impactAdmin = (deps: ContentDeps) => {
  const store = deps.stores.impact;
  /** A computed metric has one figure (the database's unique index says so too); manual figures are many. */
  const metricFree = async (metric: string, self: string | null) => {
    if (metric === 'manual') return;
    const { items } = await store.adminList({ sort: { field: 'position', order: 'ASC' }, offset: 0, limit: 2, ids: null, q: null, equals: { metric } });
    if (items.some((f) => f.id !== self)) throw contentErrors.metricTaken();
  };
  return {
    list: async (q: AdminListQuery) => {
      const { items, total } = await store.adminList(q);
      return { items: items.map(adminImpactFigure), total };
    },
    get: async (id: string) => adminImpactFigure(await existing(store, id)),
    create: async (input: ImpactFigureInput) => {
      const figure = { id: deps.newId(), ...checkImpactFigure(input), updatedAt: deps.clock.now() };
      await metricFree(figure.metric, null);
      await store.insert(figure);
      return adminImpactFigure(figure);
    },
    update: async (id: string, input: ImpactFigureInput) => {
      const figure = { ...(await existing(store, id)), ...checkImpactFigure(input), updatedAt: deps.clock.now() };
      await metricFree(figure.metric, id);
      await store.update(figure);
      return adminImpactFigure(figure);
    },
    delete: (id: string) => removed(store, id),
  };
};

// --- Testimonials: curated from real published reviews whose authors agreed. ---

export const testimonialsAdmin = (deps: ContentDeps) => {
  const store = deps.stores.testimonials;
  const reviewsOf = async (ids: string[]): Promise<Map<string, PublicReviewFacts>> =>
    new Map((ids.length ? await deps.reviews.publicReviews([...new Set(ids)]) : []).map((r) => [r.id, r]));
  const present = async (t: Parameters<typeof adminTestimonial>[0]) => adminTestimonial(t, (await reviewsOf([t.reviewId])).get(t.reviewId) ?? null);
  /** Only a public client review with words in it can be quoted. */
  const quotable = async (reviewId: string) => {
    const review = (await reviewsOf([reviewId])).get(reviewId);
    if (!review?.comment) throw contentErrors.reviewNotPublic();
  };
  return {
    list: async (q: AdminListQuery) => {
      const { items, total } = await store.adminList(q);
      const reviews = await reviewsOf(items.map((t) => t.reviewId));
      return { items: items.map((t) => adminTestimonial(t, reviews.get(t.reviewId) ?? null)), total };
    },
    get: async (id: string) => present(await existing(store, id)),
    create: async (input: TestimonialInput) => {
      const now = deps.clock.now();
      const t = { id: deps.newId(), ...checkTestimonial(input, now), createdAt: now, updatedAt: now };
      await quotable(t.reviewId);
      if (await store.findByReview(t.reviewId)) throw contentErrors.reviewTaken();
      await store.insert(t);
      return present(t);
    },
    update: async (id: string, input: TestimonialInput) => {
      const now = deps.clock.now();
      const t = { ...(await existing(store, id)), ...checkTestimonial(input, now), updatedAt: now };
      if (t.published) await quotable(t.reviewId);
      const other = await store.findByReview(t.reviewId);
      if (other && other.id !== id) throw contentErrors.reviewTaken();
      await store.update(t);
      return present(t);
    },
    delete: (id: string) => removed(store, id),
  };
};
