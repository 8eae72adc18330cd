import type { Booking } from '../domain/booking.js';
import { bookingErrors } from '../domain/booking.errors.js';
import type { BookingDeps, BookingPhoto } from './ports.js';

/**
 * The client's consent to show a visit's before/after photos in the public gallery
 * (docs/decisions.md, "Gallery from real visits"). Allowing photos lets the cleaner take them for
 * the visit; publishing them is another purpose (Law 25), so it has a consent of its own, given
 * by the client on a completed visit once the photos can be seen, and withdrawn at any time.
 */
export const GALLERY_CONSENT_WITHDRAWN = 'booking.gallery_consent_withdrawn';

export interface GalleryConsentWithdrawn {
  bookingId: string;
}

export const setGalleryConsent =
  (deps: BookingDeps) =>
  async (bookingId: string, userId: string, consent: boolean): Promise<Booking> =>
    deps.tx.run(async () => {
      const b = await deps.bookings.lock(bookingId);
      if (!b) throw bookingErrors.notFound();
      const role = b.partyRole(userId);
      if (!role) throw bookingErrors.forbidden();
      if (role !== 'client') throw bookingErrors.galleryConsentClientOnly();
      const now = deps.clock.now();
      if (consent) {
        if (!b.allowPhotos) throw bookingErrors.photosNotAllowed();
        if (b.status !== 'completed') throw bookingErrors.galleryConsentNotCompleted();
        // Given twice: the first time stands.
        if (b.galleryConsentAt) return b;
        b.galleryConsentAt = now;
      } else {
        if (!b.galleryConsentAt) return b;
        b.galleryConsentAt = null;
        // In this transaction: the pairs made of these photos leave the gallery once it commits, even after a crash.
        await deps.flows.emit(GALLERY_CONSENT_WITHDRAWN, deps.newId(), { bookingId: b.id } satisfies GalleryConsentWithdrawn);
      }
      b.updatedAt = now;
      await deps.bookings.save(b, []);
      return b;
    });

/** A visit whose photos may go to the gallery, as the console lists it. */
export interface GallerySource {
  bookingId: string;
  status: Booking['status'];
  cleaningType: string;
  date: string;
  /** Null: the client has not agreed (or withdrew). */
  consentAt: Date | null;
  photos: Pick<BookingPhoto, 'id' | 'kind' | 'createdAt'>[];
}

const sourceOf = (b: Booking, photos: BookingPhoto[]): GallerySource => ({
  bookingId: b.id,
  status: b.status,
  cleaningType: b.cleaningType,
  date: b.date,
  consentAt: b.galleryConsentAt,
  // Before photos first, each kind in the order taken.
  photos: [...photos.filter((p) => p.kind === 'before'), ...photos.filter((p) => p.kind === 'after')].map((p) => ({ id: p.id, kind: p.kind, createdAt: p.createdAt })),
});

/** For the content module: one visit's photos and consent (null when unknown). */
export const gallerySource =
  (deps: BookingDeps) =>
  async (bookingId: string): Promise<GallerySource | null> => {
    const b = await deps.bookings.findById(bookingId);
    return b ? sourceOf(b, await deps.bookings.photosOf(b.id)) : null;
  };

/** For the console, through the content module: the visits an admin may take a pair from. */
export const galleryCandidates =
  (deps: BookingDeps) =>
  async (offset: number, limit: number): Promise<{ items: GallerySource[]; total: number }> => {
    const { items, total } = await deps.bookings.galleryCandidates(offset, limit);
    return { items: await Promise.all(items.map(async (b) => sourceOf(b, await deps.bookings.photosOf(b.id)))), total };
  };

/**
 * A photo's bytes for the gallery, only while the visit is completed and its client's consent
 * stands (null otherwise): admins never see a visit's photos without it (docs/decisions.md).
 */
export const galleryPhotoFile =
  (deps: BookingDeps) =>
  async (bookingId: string, photoId: string): Promise<{ data: Buffer; contentType: string; kind: 'before' | 'after' } | null> => {
    const b = await deps.bookings.findById(bookingId);
    if (!b || b.status !== 'completed' || !b.galleryConsentAt) return null;
    const photo = (await deps.bookings.photosOf(b.id)).find((p) => p.id === photoId);
    const file = photo ? await deps.files.get(photo.storageKey) : null;
    return photo && file ? { ...file, kind: photo.kind } : null;
  };
