import type { Clock } from '../../../src/shared/clock.js';
import type { FileStorage } from '../../../src/shared/file-storage.js';
import type { BlogCategory, BlogPost, FaqEntry, GalleryCategory, GalleryItem, ImpactFigure, ServicePage, ServiceType, Testimonial } from '../domain/content.js';

/** The console's list query (ra-data-simple-rest): equality filters on named columns, a text search, ids, a sort. */
export interface AdminListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  ids: string[] | null;
  q: string | null;
  /** Property -> value; only the resource's filterable properties reach the repository. */
  equals: Record<string, string | boolean>;
}

/** One table of content, read and written whole. */
export interface ContentStore<T extends { id: string }> {
  find(id: string): Promise<T | null>;
  insert(record: T): Promise<void>;
  update(record: T): Promise<void>;
  /** False when there was nothing to delete. */
  delete(id: string): Promise<boolean>;
  adminList(q: AdminListQuery): Promise<{ items: T[]; total: number }>;
}

export interface FaqStore extends ContentStore<FaqEntry> {
  /** Published entries by category then position; of one service when asked. */
  published(service: ServiceType | null): Promise<FaqEntry[]>;
}

export interface ServicePageStore extends ContentStore<ServicePage> {
  findBySlug(slug: string): Promise<ServicePage | null>;
  published(): Promise<ServicePage[]>;
}

export interface BlogStore extends ContentStore<BlogPost> {
  findBySlug(slug: string): Promise<BlogPost | null>;
  /** Posts public at `now` (published_at <= now), newest first. */
  publicPage(now: Date, category: BlogCategory | null, offset: number, limit: number): Promise<{ items: BlogPost[]; total: number }>;
  /** How many public posts each category holds. */
  publicCategoryCounts(now: Date): Promise<{ category: BlogCategory; count: number }[]>;
  /** Other public posts, those of the same category first, then the newest. */
  related(post: BlogPost, now: Date, limit: number): Promise<BlogPost[]>;
}

export interface ImpactStore extends ContentStore<ImpactFigure> {
  published(): Promise<ImpactFigure[]>;
}

export interface TestimonialStore extends ContentStore<Testimonial> {
  findByReview(reviewId: string): Promise<Testimonial | null>;
  published(): Promise<Testimonial[]>;
}

export interface GalleryStore extends ContentStore<GalleryItem> {
  published(category: GalleryCategory | null): Promise<GalleryItem[]>;
}

export interface ContentStores {
  faq: FaqStore;
  services: ServicePageStore;
  blog: BlogStore;
  impact: ImpactStore;
  testimonials: TestimonialStore;
  gallery: GalleryStore;
}

/** A client review as the public may see it (the reviews module): published, not hidden, written by a client. */
export interface PublicReviewFacts {
  id: string;
  comment: string | null;
  /** The client's overall rating, 1..5. */
  rating: number;
  /** First name and initial ("Camille T."). */
  authorName: string;
  cleaningType: string;
  publishedAt: string;
}

/** The reviews module: testimonials quote its reviews, and only while they stay public. */
export interface Reviews {
  publicReviews(ids: string[]): Promise<PublicReviewFacts[]>;
  /** Published, not hidden client reviews. */
  publishedCount(): Promise<number>;
}

/** The booking module: completed visits and the hours they lasted. */
export interface Bookings {
  completedTotals(): Promise<{ visits: number; minutes: number }>;
}

/** The cleaners module: publicly listed cleaners and the places they serve (gazetteer ids). */
export interface Cleaners {
  listedFootprint(): Promise<{ cleaners: number; cityIds: string[] }>;
}

/** Gallery pictures re-encoded (upright, WebP, no metadata), or null when the bytes are not a picture. */
export interface ImageProcessor {
  toGalleryImage(data: Buffer): Promise<{ data: Buffer; width: number; height: number } | null>;
}

export interface ContentSettings {
  /** Seconds the computed impact figures are kept before being counted again. */
  impactCacheSeconds: number;
}

export interface ContentDeps {
  stores: ContentStores;
  reviews: Reviews;
  bookings: Bookings;
  cleaners: Cleaners;
  files: FileStorage;
  images: ImageProcessor;
  clock: Clock;
  newId: () => string;
  settings: ContentSettings;
}
