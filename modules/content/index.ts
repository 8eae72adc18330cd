import { contentErasure } from './adapters/persistence/content.erasure.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import type { Clock } from '../../src/shared/clock.js';
import type { FileStorage } from '../../src/shared/file-storage.js';
import { afterCommitDisposal, type FileDisposal } from '../../src/shared/file-disposal.js';
import { newId } from '../../src/shared/ids.js';
import { OrmTransactor } from '../../src/shared/unit-of-work.js';
import type { Bookings, Cleaners, ContentDeps, ContentSettings, ImageProcessor, Reviews } from './application/ports.js';
import { pgContentStores } from './adapters/persistence/content.repository.js';
import { contentPersonalData } from './adapters/persistence/content.personal-data.js';
import { ContentInit } from './adapters/persistence/migrations/2026112700-content-init.js';
import { ContentSeed } from './adapters/persistence/migrations/2026112701-content-seed.js';
import { ContentGallerySources } from './adapters/persistence/migrations/2026112801-content-gallery-sources.js';
import { ContentTypography } from './adapters/persistence/migrations/2026120900-content-typography.js';
import { ContentFaqBilledTime } from './adapters/persistence/migrations/2026121000-content-faq-billed-time.js';
import { sharpGalleryImages } from './adapters/images/sharp-gallery-images.adapter.js';
import { contentRouter } from './adapters/http/content.routes.js';
import { adminContentRouter } from './adapters/http/admin-content.routes.js';
import { seedDemoGallery } from './application/demo-gallery.js';
import { removeBookingPairs } from './application/gallery-admin.js';
import { publicPostLinks, publicServiceLinks } from './application/site-links.js';

export type { PublicReviewFacts, GallerySourceFacts } from './application/ports.js';
export type { ContentLink } from './application/site-links.js';

/** Tables and migrations, known before the ORM starts (plain SQL: no entities). The second migration writes the launch content. */
export const contentPersistence = {
  entities: [] as EntitySchema[],
  migrations: [
    { name: '2026112700-content-init', class: ContentInit },
    { name: '2026112701-content-seed', class: ContentSeed },
    { name: '2026112801-content-gallery-sources', class: ContentGallerySources },
    { name: '2026120900-content-typography', class: ContentTypography },
    { name: '2026121000-content-faq-billed-time', class: ContentFaqBilledTime },
  ] satisfies MigrationObject[],
};

export interface ContentModuleDeps {
  em: () => EntityManager;
  clock: Clock;
  files: FileStorage;
  /** The reviews module: testimonials quote public client reviews only. */
  reviews: Reviews;
  /** The booking module: completed visits and hours for the impact page; visits' photos offered to the gallery. */
  bookings: Bookings;
  /** The cleaners module: listed cleaners and the cities they serve. */
  cleaners: Cleaners;
  settings?: Partial<ContentSettings>;
  /** Gallery picture re-encoding; sharp by default. */
  images?: ImageProcessor;
  /** Deletes the files of deleted pairs once the deletion commits (the outbox); default: right after the commit. */
  fileDisposal?: FileDisposal;
}

export function createContentModule(d: ContentModuleDeps) {
  const deps: ContentDeps = {
    stores: pgContentStores(d.em),
    reviews: d.reviews,
    bookings: d.bookings,
    cleaners: d.cleaners,
    files: d.files,
    images: d.images ?? sharpGalleryImages,
    tx: new OrmTransactor(d.em),
    fileDisposal: d.fileDisposal ?? afterCommitDisposal(d.files),
    clock: d.clock,
    newId,
    settings: { impactCacheSeconds: 300, ...d.settings },
  };
  return {
    routers: [contentRouter(deps), adminContentRouter(deps)],
    api: {
      /** The demo seed: a few before/after drawings, published and labelled as demo (once: none are added when the gallery has any). */
      seedDemoGallery: () => seedDemoGallery(deps)(),
      /** For the sitemap: articles public now (slug, last change), newest first, at most `limit`. */
      publicPostLinks: publicPostLinks(deps),
      /** For the sitemap: the published service pages (slug, last change); their path is /services/<slug>. */
      publicServiceLinks: publicServiceLinks(deps),
      /** The `booking.gallery_consent_withdrawn` flow's step: the visit's pairs leave the gallery, and their files after. */
      removeBookingPairs: removeBookingPairs(deps),
      /** The data export (portability): testimonials quoting these reviews (the author's), with the agreement given. */
      testimonialsQuoting: contentPersonalData(d.em),
      /** Account deletion: the testimonials quoting these reviews (the deleted person's) are deleted. */
      eraseTestimonialsQuoting: contentErasure(d.em),
    },
    persistence: contentPersistence,
    deps,
  };
}

export type ContentModule = ReturnType<typeof createContentModule>;
