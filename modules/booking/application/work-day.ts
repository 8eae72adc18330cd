import { failpoint } from '../../../src/shared/failpoints.js';
import type { Booking, PunchRecord } from '../domain/booking.js';
import { bookingErrors } from '../domain/booking.errors.js';
import { metersBetween } from '../domain/geo-distance.js';
import { punchRecordOf } from '../domain/punch-record.js';
import { DomainError } from '../../../src/shared/domain-error.js';
import { lockedChange, requireParty } from './locked-change.js';
import type { BookingDeps, BookingPhoto, VisitEnded } from './ports.js';

export interface Position {
  lat: number;
  lng: number;
  accuracyMeters?: number;
}

/** The outbox event of a punch-in (payload `{ bookingId }`): integrators' visit.started. */
export const VISIT_STARTED = 'booking.visit_started';

const MAX_PHOTOS_PER_KIND = 10;
const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Where the cleaner stands, checked against the property (the live record, or the request's copy if
 * deleted) at its best known position: without a geocoder that is only its postal area's or town's
 * centre (issue #40), and the record says which. `limit` is the radius plus that precision's margin.
 */
async function punchRecord(deps: BookingDeps, b: Booking, at: Date, position: Position): Promise<{ record: PunchRecord; limit: number; measured: Measured }> {
  const address = (await deps.properties.propertyForBooking(b.propertyId))?.full.address ?? b.propertySnapshot.address;
  const measured: Measured = deps.placements?.of(address) ?? { lat: address.lat, lng: address.lng, precision: 'address', fsa: null, town: address.city };
  const margin = measured.precision === 'address' ? 0 : (deps.settings.punchInMarginMeters?.[measured.precision] ?? 0);
  // The distance from the exact position; the record keeps only what the visit needs (punch-record.ts).
  const record = punchRecordOf(at, position, metersBetween(measured, position), measured.precision);
  return { record, limit: deps.settings.punchInRadiusMeters + margin, measured };
}

type Measured = ReturnType<NonNullable<BookingDeps['placements']>['of']>;

/** Punch in: from 30 minutes before the start, within the configured radius of the property. */
export const punchIn =
  (deps: BookingDeps) =>
  async (bookingId: string, cleanerId: string, position: Position): Promise<Booking> => {
    const now = deps.clock.now();
    const [b] = await lockedChange(
      deps,
      bookingId,
      'this',
      (x) => requireParty(x, cleanerId, 'cleaner'),
      async (x) => {
        if (x.status !== 'confirmed') throw bookingErrors.illegalTransition(x.status);
        const opensAt = x.startsAt.getTime() - deps.settings.punchInEarlyMinutes * 60_000;
        if (now.getTime() < opensAt) throw bookingErrors.tooEarlyToPunchIn(Math.ceil((opensAt - now.getTime()) / 60_000));
        const { record, limit, measured } = await punchRecord(deps, x, now, position);
        if (record.distanceMeters > limit) throw bookingErrors.tooFar(record.distanceMeters, limit, measured);
        const t = x.fire('punch_in', { role: 'cleaner', id: cleanerId }, now, null, deps.newId);
        x.punchIn = record;
        // Integrators' visit.started (src/flows/booking-flows.ts), committed with the punch-in.
        await deps.flows.emit(VISIT_STARTED, x.id, { bookingId: x.id });
        return [t];
      },
      () => false,
    );
    return b!;
  };

/**
 * Punch out submits the work: no earlier than the minimum share of the booked time on site, every
 * task ticked and before and after photos (unless the client disallowed photos); the worked time is recorded and the remainder is asked of the payments port.
 */
export const punchOut =
  (deps: BookingDeps) =>
  async (bookingId: string, cleanerId: string, position: Position): Promise<Booking> => {
    const now = deps.clock.now();
    const [b] = await lockedChange(
      deps,
      bookingId,
      'this',
      (x) => requireParty(x, cleanerId, 'cleaner'),
      async (x) => {
        if (x.status !== 'in_progress') throw bookingErrors.illegalTransition(x.status);
        // The client pays for the booked time: a visit ends no earlier than this share of it on site.
        const percent = deps.settings.minimumOnSitePercent;
        const opensAt = new Date(x.punchIn!.at).getTime() + Math.ceil((x.durationMinutes * percent) / 100) * 60_000;
        if (now.getTime() < opensAt) throw bookingErrors.tooEarlyToPunchOut(Math.ceil((opensAt - now.getTime()) / 60_000), percent);
        if (x.checklist.some((task) => !task.done)) throw bookingErrors.checklistIncomplete();
        if (x.allowPhotos) {
          const kinds = new Set((await deps.bookings.photosOf(x.id)).map((p) => p.kind));
          if (!kinds.has('before') || !kinds.has('after')) throw bookingErrors.photosMissing();
        }
        const t = x.fire('punch_out', { role: 'cleaner', id: cleanerId }, now, null, deps.newId);
        x.punchOut = (await punchRecord(deps, x, now, position)).record;
        x.workedMinutes = Math.max(0, Math.round((now.getTime() - new Date(x.punchIn!.at).getTime()) / 60_000));
        x.paymentStatus = 'final_pending';
        return [t];
      },
      () => false,
    );
    failpoint('booking.punch_out.after_commit');
    b!.paymentStatus = await settleRemainder(deps, b!);
    return b!;
  };

/**
 * After the punch-out's commit: the work is done whatever the card says. A refusal leaves the visit
 * partially paid (deposit only); the payments module retries, emails the client a link, and marks it
 * fully paid. The visit-ended flow starts with the outcome. Also the reconciler's way to finish a
 * punch-out whose process died here: the charge is replayed by its key, never made twice.
 */
export async function settleRemainder(deps: BookingDeps, b: Pick<Booking, 'id' | 'clientId' | 'money'>): Promise<Booking['paymentStatus']> {
  // A 0 $ visit (a case's re-clean, case-support.ts) owes nothing: nothing is asked of the payments port.
  const charged = b.money.remainderCents === 0 ? { ok: true as const } : await deps.payments.chargeRemainder({ bookingId: b.id, clientId: b.clientId, amountCents: b.money.remainderCents, kind: 'remainder', idempotencyKey: `remainder:${b.id}` });
  return deps.tx.run(async () => {
    const x = await deps.bookings.lock(b.id);
    if (!x) return 'final_pending';
    // The payments module may have moved it already (a paid remainder makes it fully paid before answering).
    if (x.paymentStatus === 'final_pending') {
      x.paymentStatus = charged.ok ? 'fully_paid' : 'partially_paid';
      await deps.bookings.save(x, []);
    }
    // With the payment's outcome: referral credits, the earning and the completion rate follow once this commits.
    await deps.flows.emit('booking.visit_ended', x.id, { bookingId: x.id, cleanerId: x.cleanerId, outcome: 'completed' } satisfies VisitEnded);
    return x.paymentStatus;
  });
}

/** The cleaner ticks a task while working. */
export const tickTask =
  (deps: BookingDeps) =>
  async (bookingId: string, cleanerId: string, taskId: string, done: boolean): Promise<Booking> => {
    const now = deps.clock.now();
    const [b] = await lockedChange(
      deps,
      bookingId,
      'this',
      (x) => requireParty(x, cleanerId, 'cleaner'),
      async (x) => {
        if (x.status !== 'in_progress') throw bookingErrors.illegalTransition(x.status);
        const task = x.checklist.find((t) => t.id === taskId);
        if (!task) throw bookingErrors.taskNotFound();
        // A new array: the JSON column is compared by value on flush.
        x.checklist = x.checklist.map((t) => (t.id === taskId ? { ...t, done, doneAt: done ? now.toISOString() : null } : t));
        x.updatedAt = now;
        return [];
      },
      () => false,
    );
    return b!;
  };

const photoKey = (bookingId: string, photoId: string): string => `booking-photos/${bookingId}/${photoId}.jpg`;

function isImage(data: Buffer): boolean {
  const jpg = data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
  const png = data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const webp = data.length >= 12 && data.toString('ascii', 0, 4) === 'RIFF' && data.toString('ascii', 8, 12) === 'WEBP';
  return jpg || png || webp;
}

const invalidType = () => new DomainError('booking.invalid_photo_type', 'invalid', { types: 'JPG, PNG, WebP' }, [{ field: 'body.file', code: 'booking.invalid_photo_type', params: { types: 'JPG, PNG, WebP' } }]);

/** The visit photos' rules (10 MB, JPEG/PNG/WebP, re-encoded without metadata), also for problem reports' photos (issue #36). */
export async function checkedProgressPhoto(deps: Pick<BookingDeps, 'photos'>, data: Buffer): Promise<{ data: Buffer; contentType: string }> {
  if (data.length > PHOTO_MAX_BYTES) throw new DomainError('uploads.too_large', 'invalid', { maxMb: 10 });
  if (!isImage(data)) throw invalidType();
  const image = await deps.photos.toProgressPhoto(data);
  if (!image) throw invalidType();
  return image;
}

/** A before or after photo, while the work is in progress, refused when the client disallowed photos. */
export const addPhoto =
  (deps: BookingDeps) =>
  async (bookingId: string, cleanerId: string, kind: 'before' | 'after', data: Buffer): Promise<BookingPhoto> => {
    const b = await deps.bookings.findById(bookingId);
    if (!b) throw bookingErrors.notFound();
    requireParty(b, cleanerId, 'cleaner');
    if (!b.allowPhotos) throw bookingErrors.photosNotAllowed();
    if (b.status !== 'in_progress') throw bookingErrors.illegalTransition(b.status);
    if (data.length > PHOTO_MAX_BYTES) throw new DomainError('uploads.too_large', 'invalid', { maxMb: 10 });
    if (!isImage(data)) throw invalidType();
    const existing = await deps.bookings.photosOf(b.id);
    if (existing.filter((p) => p.kind === kind).length >= MAX_PHOTOS_PER_KIND) throw new DomainError('booking.too_many_photos', 'conflict', { max: MAX_PHOTOS_PER_KIND });
    const image = await checkedProgressPhoto(deps, data);
    const photo: BookingPhoto = { id: deps.newId(), bookingId: b.id, kind, storageKey: '', contentType: image.contentType, sizeBytes: image.data.length, createdAt: deps.clock.now() };
    photo.storageKey = photoKey(b.id, photo.id);
    await deps.files.put(photo.storageKey, image.data, image.contentType);
    await deps.bookings.addPhoto(photo);
    return photo;
  };

export const removePhoto =
  (deps: BookingDeps) =>
  async (bookingId: string, cleanerId: string, photoId: string): Promise<void> => {
    const b = await deps.bookings.findById(bookingId);
    if (!b) throw bookingErrors.notFound();
    requireParty(b, cleanerId, 'cleaner');
    if (b.status !== 'in_progress') throw bookingErrors.illegalTransition(b.status);
    const photo = (await deps.bookings.photosOf(b.id)).find((p) => p.id === photoId);
    if (!photo) throw bookingErrors.photoNotFound();
    await deps.bookings.removePhoto(photo.id);
    await deps.files.delete(photo.storageKey);
  };

/** The image, for the booking's two parties only (not admins: spec section 6). */
export const photoFile =
  (deps: BookingDeps) =>
  async (bookingId: string, userId: string, photoId: string): Promise<{ data: Buffer; contentType: string }> => {
    const b = await deps.bookings.findById(bookingId);
    if (!b) throw bookingErrors.notFound();
    if (!b.partyRole(userId)) throw bookingErrors.forbidden();
    const photo = (await deps.bookings.photosOf(b.id)).find((p) => p.id === photoId);
    const file = photo ? await deps.files.get(photo.storageKey) : null;
    if (!file) throw bookingErrors.photoNotFound();
    return file;
  };
