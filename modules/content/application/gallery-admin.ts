import type { FieldIssue } from '../../../src/shared/domain-error.js';
import { storedKeysOf, type StoredImageSize } from '../../../src/shared/image-variants.js';
import { storeResponsiveImage, type EncodedImage } from '../../../src/shared/sharp-image-variants.js';
import { contentErrors } from '../domain/content.errors.js';
import { IMAGE_KEY_PATTERN, type GalleryItem } from '../domain/content.js';
import { checkGalleryFromBooking, checkGalleryItem, type GalleryFromBookingInput, type GalleryItemInput } from '../domain/inputs.js';
import { existing } from './admin-content.js';
import { adminGalleryItem, imageUrl } from './content-views.js';
import type { AdminListQuery, ContentDeps } from './ports.js';

export const GALLERY_UPLOAD_MAX_MB = 10;

type Side = 'before' | 'after';
const SIDES: readonly Side[] = ['before', 'after'];

/**
 * Inside the caller's transaction: pictures no pair shows any more lose their record now, and
 * their files (original and every variant) are deleted once the transaction commits (the outbox's
 * `files.delete`): a crash never leaves a pair pointing at deleted files, and the files still go.
 */
async function releasePictures(deps: ContentDeps, keys: string[]): Promise<void> {
  const uploaded = [...new Set(keys)].filter((k) => k.startsWith('gallery/'));
  if (!uploaded.length) return;
  const inUse = new Set(await deps.stores.gallery.keysInUse(uploaded));
  const unused = uploaded.filter((k) => !inUse.has(k));
  if (!unused.length) return;
  const records = new Map((await deps.stores.galleryImages.remove(unused)).map((i) => [i.key, i]));
  await deps.fileDisposal.dispose(unused.flatMap((k) => storedKeysOf(k, records.get(k)?.widths ?? [])));
}

/** The console's gallery: pairs uploaded or taken from a visit, publication, deletion with their files. Admins only. */
export const galleryAdmin = (deps: ContentDeps) => {
  const store = deps.stores.gallery;

  /** A picture's known size; null for a demo drawing or a picture stored before sizes were recorded; undefined when there is no such picture. */
  const sizeOf = async (key: string): Promise<StoredImageSize | null | undefined> => {
    if (!IMAGE_KEY_PATTERN.test(key)) return undefined;
    if (key.startsWith('demo/')) return null;
    const image = await deps.stores.galleryImages.find(key);
    if (image) return { width: image.width, height: image.height, widths: image.widths };
    return (await deps.files.get(key)) ? null : undefined;
  };

  const checked = async (input: GalleryItemInput, current: GalleryItem | null) => {
    const values = checkGalleryItem(input);
    const issues: FieldIssue[] = [];
    const sizes: Record<Side, StoredImageSize | null> = { before: null, after: null };
    for (const side of SIDES) {
      const key = values[`${side}Image`];
      // An unchanged picture keeps what is known of it.
      if (current && current[`${side}Image`] === key) sizes[side] = current[`${side}Size`];
      else {
        const size = await sizeOf(key);
        if (size === undefined) issues.push({ field: `body.${side}Image`, code: 'content.image_not_found' });
        else sizes[side] = size;
      }
    }
    // The photos of a visit are real photos: such a pair is never labelled as a demo.
    if (current?.sourceBookingId && values.isDemo) issues.push({ field: 'body.isDemo', code: 'content.visit_pair_not_demo' });
    if (issues.length) throw contentErrors.invalid(issues);
    return { ...values, beforeSize: sizes.before, afterSize: sizes.after };
  };

  const release = (keys: string[]) => releasePictures(deps, keys);

  /** Writes a picture and its variants, then records it; `written` learns its files first, for the clean-up of a failure. */
  const storePicture = async (image: EncodedImage, written: string[]) => {
    const key = `gallery/${deps.newId()}.webp`;
    written.push(...storedKeysOf(key, [...new Set(image.variants.map((v) => v.width))]));
    const size = await storeResponsiveImage(deps.files, key, image);
    return { key, size };
  };

  const publication = (published: boolean, before: GalleryItem | null, adminId: string, now: Date) =>
    // Publication records who put the pair on the site, and when; taking it down clears both.
    published ? (before?.published ? { publishedAt: before.publishedAt, publishedBy: before.publishedBy } : { publishedAt: now, publishedBy: adminId }) : { publishedAt: null, publishedBy: null };

  return {
    list: async (q: AdminListQuery) => {
      const { items, total } = await store.adminList(q);
      return { items: items.map(adminGalleryItem), total };
    },
    get: async (id: string) => adminGalleryItem(await existing(store, id)),
    create: async (input: GalleryItemInput, adminId: string) => {
      const now = deps.clock.now();
      const values = await checked(input, null);
      const item: GalleryItem = { id: deps.newId(), ...values, sourceBookingId: null, ...publication(values.published, null, adminId, now), createdAt: now, updatedAt: now };
      await store.insert(item);
      return adminGalleryItem(item);
    },
    update: (id: string, input: GalleryItemInput, adminId: string) =>
      deps.tx.run(async () => {
        const now = deps.clock.now();
        const before = await existing(store, id);
        const values = await checked(input, before);
        const item: GalleryItem = { ...before, ...values, ...publication(values.published, before, adminId, now), updatedAt: now };
        await store.update(item);
        await release([before.beforeImage, before.afterImage].filter((k) => k !== item.beforeImage && k !== item.afterImage));
        return adminGalleryItem(item);
      }),
    /** The pair and, once that commits, its pictures' files (every variant), unless another pair shows them. */
    delete: (id: string) =>
      deps.tx.run(async () => {
        const item = await existing(store, id);
        if (!(await store.delete(id))) throw contentErrors.notFound();
        await release([item.beforeImage, item.afterImage]);
      }),

    /** A before or after picture, stored as WebP (and its AVIF/WebP variants) without metadata; a pair then names its key. */
    upload: async (file: { data: Buffer; filename: string } | null) => {
      if (!file || file.data.length === 0) throw contentErrors.imageRequired();
      if (file.data.length > GALLERY_UPLOAD_MAX_MB * 1024 * 1024) throw contentErrors.imageTooLarge(GALLERY_UPLOAD_MAX_MB);
      const image = await deps.images.toGalleryImage(file.data);
      if (!image) throw contentErrors.invalidImage();
      const { key, size } = await storePicture(image, []);
      await deps.stores.galleryImages.insert({ key, ...size, createdAt: deps.clock.now() });
      return { key, url: imageUrl(key), width: size.width, height: size.height };
    },

    /**
     * A pair from a completed visit's before and after photos, only while its client's consent to the
     * gallery stands. The photos are copied into the gallery's own storage (a visit's photos have
     * their own retention); the consent is held (row lock) while the pair is written, so a withdrawal
     * at the same moment waits, then removes it.
     */
    createFromBooking: async (input: GalleryFromBookingInput, adminId: string) => {
      const values = checkGalleryFromBooking(input);
      const source = await deps.bookings.gallerySource(values.bookingId);
      if (!source) throw contentErrors.bookingNotFound();
      if (source.status !== 'completed') throw contentErrors.visitNotCompleted();
      if (!source.consentAt) throw contentErrors.galleryConsentMissing();
      const issues: FieldIssue[] = [];
      for (const side of SIDES) {
        const photoId = values[`${side}PhotoId`];
        if (!source.photos.some((p) => p.id === photoId && p.kind === side)) issues.push({ field: `body.${side}PhotoId`, code: 'content.photo_not_in_visit' });
      }
      if (issues.length) throw contentErrors.invalid(issues);

      const written: string[] = [];
      try {
        const copies = {} as Record<Side, { key: string; size: StoredImageSize }>;
        for (const side of SIDES) {
          const file = await deps.bookings.galleryPhotoFile(values.bookingId, values[`${side}PhotoId`]);
          if (!file) throw contentErrors.galleryConsentMissing();
          const image = await deps.images.toGalleryImage(file.data);
          if (!image) throw contentErrors.invalidImage();
          copies[side] = await storePicture(image, written);
        }
        return await deps.tx.run(async () => {
          if (!(await deps.bookings.holdGalleryConsent(values.bookingId))) throw contentErrors.galleryConsentMissing();
          const now = deps.clock.now();
          for (const side of SIDES) await deps.stores.galleryImages.insert({ key: copies[side].key, ...copies[side].size, createdAt: now });
          const item: GalleryItem = {
            id: deps.newId(),
            category: values.category,
            captionFr: values.captionFr,
            captionEn: values.captionEn,
            beforeImage: copies.before.key,
            afterImage: copies.after.key,
            beforeSize: copies.before.size,
            afterSize: copies.after.size,
            sourceBookingId: values.bookingId,
            isDemo: false,
            position: values.position,
            published: values.published,
            ...publication(values.published, null, adminId, now),
            createdAt: now,
            updatedAt: now,
          };
          await store.insert(item);
          return adminGalleryItem(item);
        });
      } catch (e) {
        // Nothing points at the copies: they leave the way every released picture does.
        await deps.fileDisposal.dispose(written);
        throw e;
      }
    },

    /** The visits an admin may take a pair from: completed, the client's consent given, a before and an after photo. */
    candidates: async (offset: number, limit: number) => {
      const { items, total } = await deps.bookings.galleryCandidates(offset, limit);
      const views = await Promise.all(
        items.map(async (s) => ({
          id: s.bookingId,
          cleaningType: s.cleaningType,
          date: s.date,
          consentAt: s.consentAt!.toISOString(),
          pairs: (await store.fromBooking(s.bookingId)).length,
          photos: s.photos.map((p) => ({ id: p.id, kind: p.kind, url: `/api/admin/content/gallery-candidates/${s.bookingId}/photos/${p.id}`, createdAt: p.createdAt.toISOString() })),
        })),
      );
      return { items: views, total };
    },
    /** A candidate visit's photo, for the admin choosing the pair (only while the consent stands). */
    candidatePhoto: async (bookingId: string, photoId: string) => {
      const file = await deps.bookings.galleryPhotoFile(bookingId, photoId);
      if (!file) throw contentErrors.photoNotFound();
      return file;
    },
  };
};

/**
 * The consent to the gallery was withdrawn (booking module, through the outbox): every pair made
 * of that visit's photos leaves the site and the gallery's storage. Returns how many pairs went.
 */
export const removeBookingPairs =
  (deps: ContentDeps) =>
  async (bookingId: string): Promise<number> =>
    deps.tx.run(async () => {
      const pairs = await deps.stores.gallery.fromBooking(bookingId);
      for (const pair of pairs) await deps.stores.gallery.delete(pair.id);
      await releasePictures(deps, pairs.flatMap((p) => [p.beforeImage, p.afterImage]));
      return pairs.length;
    });
