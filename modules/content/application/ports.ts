import type { Clock } from '../../../src/shared/clock.js';
import type { FileStorage } from '../../../src/shared/file-storage.js';
import type { FileDisposal } from '../../../src/shared/file-disposal.js';
import type { EncodedImage } from '../../../src/shared/sharp-image-variants.js';
import type { BlogCategory, BlogPost, FaqEntry, GalleryCategory, GalleryImage, GalleryItem, ImpactFigure, ServicePage, ServiceType, Testimonial } from '../domain/content.js';

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
  /** Slug and dates of the posts public at `now`, newest first, at most `limit` (the sitemap: no bodies read). */
  publicLinks(now: Date, limit: number): Promise<{ slug: string; publishedAt: Date; updatedAt: Date }[]>;
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
  /** The pairs made of one visit's photos. */
  fromBooking(bookingId: string): Promise<GalleryItem[]>;
  /** Of these picture keys, those some pair still shows. */
  keysInUse(keys: string[]): Promise<string[]>;
}

/** The register of uploaded gallery pictures (size and variant widths), written when one is stored. */
export interface GalleryImageStore {
  find(key: string): Promise<GalleryImage | null>;
  insert(image: GalleryImage): Promise<void>;
  /** Removes the records of these keys; returns those that were there. */
  remove(keys: string[]): Promise<GalleryImage[]>;
}

export interface ContentStores {
  faq: FaqStore;
  services: ServicePageStore;
  blog: BlogStore;
  impact: ImpactStore;
  testimonials: TestimonialStore;
  gallery: GalleryStore;
  galleryImages: GalleryImageStore;
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

/** A visit whose photos may become a gallery pair (booking module). */
export interface GallerySourceFacts {
  bookingId: string;
  status: string;
  cleaningType: string;
  date: string;
  /** Null: the client has not agreed to the gallery (or withdrew). */
  consentAt: Date | null;
  photos: { id: string; kind: 'before' | 'after'; createdAt: Date }[];
}

/** The booking module: completed visits and the hours they lasted; visits' photos offered to the gallery. */
export interface Bookings {
  completedTotals(): Promise<{ visits: number; minutes: number }>;
  gallerySource(bookingId: string): Promise<GallerySourceFacts | null>;
  galleryCandidates(offset: number, limit: number): Promise<{ items: GallerySourceFacts[]; total: number }>;
  /** A photo's bytes while its visit is completed and the client's consent stands; null otherwise. */
  galleryPhotoFile(bookingId: string, photoId: string): Promise<{ data: Buffer; contentType: string; kind: 'before' | 'after' } | null>;
  /** Inside the caller's transaction: locks the consent until the commit; false when it is not given. */
  holdGalleryConsent(bookingId: string): Promise<boolean>;
}

/** The cleaners module: publicly listed cleaners and the places they serve (gazetteer ids). */
export interface Cleaners {
  listedFootprint(): Promise<{ cleaners: number; cityIds: string[] }>;
}

/** Gallery pictures re-encoded (upright, WebP, no metadata) with their AVIF/WebP variants, or null when the bytes are not a picture. */
export interface ImageProcessor {
  toGalleryImage(data: Buffer): Promise<EncodedImage | null>;
}

export interface Transactor {
  run<T>(work: () => Promise<T>): Promise<T>;
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
  tx: Transactor;
  /** Files of pictures no pair shows any more, deleted once the change commits (the outbox's `files.delete`). */
  fileDisposal: FileDisposal;
  clock: Clock;
  newId: () => string;
  settings: ContentSettings;
}
