import { createHash, randomBytes } from 'node:crypto';
import { toInstant } from '../../../src/shared/local-time.js';
import { DomainError } from '../../../src/shared/domain-error.js';
import { Booking, moneyOf, type Transition } from '../domain/booking.js';
import { bookingErrors } from '../domain/booking.errors.js';
import type { Quote } from '../domain/pricing.js';
import { notifyRequested } from './booking-notifications.js';
import { checkedProgressPhoto } from './work-day.js';
import type { BookingDeps } from './ports.js';

/**
 * What the cases module (issue #36) needs of a booking: its parties, state, the visit's punch times
 * and distances (no coordinates) and its before/after photos. Null when unknown.
 */
/**
 * What a punch's distance was measured from (issue #40): the property's address (a geocoder placed it),
 * its postal area's centre (`postalArea`, e.g. H7N) or its town's centre; null for punches recorded
 * before the reference was kept.
 */
export interface PunchReference {
  kind: 'address' | 'postal_area' | 'town';
  postalArea: string | null;
  town: string;
}

export interface CasePunchFacts {
  at: string;
  distanceMeters: number;
  measuredFrom: PunchReference | null;
}

export interface CaseVisitFacts {
  bookingId: string;
  clientId: string;
  cleanerId: string;
  status: string;
  paymentStatus: string;
  date: string;
  startsAt: Date;
  durationMinutes: number;
  cleaningType: string;
  address: string;
  punchIn: CasePunchFacts | null;
  punchOut: CasePunchFacts | null;
  workedMinutes: number | null;
  totalCents: number;
  /** The visit's checklist as the cleaner left it (a dispute's evidence). */
  checklist: { label: string; done: boolean; doneAt: string | null }[];
  photos: { id: string; kind: 'before' | 'after'; createdAt: string }[];
}

export const caseVisitFacts =
  (deps: BookingDeps) =>
  async (bookingId: string): Promise<CaseVisitFacts | null> => {
    const b = await deps.bookings.findById(bookingId);
    if (!b) return null;
    const photos = await deps.bookings.photosOf(b.id);
    const address = b.propertySnapshot.address;
    // The postal area and town are the property's, placed as the punch placed it (geo's placements).
    const placed = deps.placements?.of(address) ?? { fsa: null, town: address.city };
    const reference = (kind: PunchReference['kind'] | undefined): PunchReference | null =>
      kind ? { kind, postalArea: kind === 'postal_area' ? placed.fsa : null, town: placed.town } : null;
    const punch = (p: Booking['punchIn']): CasePunchFacts | null => (p ? { at: p.at, distanceMeters: p.distanceMeters, measuredFrom: reference(p.measuredFrom) } : null);
    return {
      bookingId: b.id,
      clientId: b.clientId,
      cleanerId: b.cleanerId,
      status: b.status,
      paymentStatus: b.paymentStatus,
      date: b.date,
      startsAt: b.startsAt,
      durationMinutes: b.durationMinutes,
      cleaningType: b.cleaningType,
      address: `${address.line1}, ${address.city}`,
      punchIn: punch(b.punchIn),
      punchOut: punch(b.punchOut),
      workedMinutes: b.workedMinutes,
      totalCents: b.money.totalCents,
      checklist: b.checklist.map((t) => ({ label: t.label, done: t.done, doneAt: t.doneAt })),
      photos: photos.map((p) => ({ id: p.id, kind: p.kind, createdAt: p.createdAt.toISOString() })),
    };
  };

/** A visit photo's bytes for the console's case page (the cases module asks only for a visit under a case). */
export const visitPhotoFile =
  (deps: BookingDeps) =>
  async (bookingId: string, photoId: string): Promise<{ data: Buffer; contentType: string } | null> => {
    const photo = (await deps.bookings.photosOf(bookingId)).find((p) => p.id === photoId);
    return photo ? deps.files.get(photo.storageKey) : null;
  };

/** A problem report's photo, checked and re-encoded by the visit photos' rules (10 MB, JPEG/PNG/WebP, metadata dropped). */
export const problemPhoto =
  (deps: BookingDeps) =>
  (data: Buffer): Promise<{ data: Buffer; contentType: string }> =>
    checkedProgressPhoto(deps, data);

const ZERO: Pick<Quote, 'rateCents' | 'serviceCents' | 'cleaningFeeCents' | 'emergencyFeeCents' | 'subtotalCents' | 'discounts' | 'discountCents' | 'serviceFeeCents' | 'gstCents' | 'qstCents' | 'taxLines' | 'taxCents' | 'totalCents' | 'depositCents' | 'remainderCents' | 'visits' | 'seriesTotalCents' | 'seriesDepositCents'> = {
  rateCents: 0,
  serviceCents: 0,
  cleaningFeeCents: 0,
  emergencyFeeCents: 0,
  subtotalCents: 0,
  discounts: [],
  discountCents: 0,
  serviceFeeCents: 0,
  gstCents: 0,
  qstCents: 0,
  taxLines: [],
  taxCents: 0,
  totalCents: 0,
  depositCents: 0,
  remainderCents: 0,
  visits: 1,
  seriesTotalCents: 0,
  seriesDepositCents: 0,
};

/**
 * Issue #36, "re-clean": a new visit at 0 $ for the client with the same cleaner, at the property and
 * with the tasks of the original visit, requested on the client's behalf by an admin. It cannot go
 * through request-booking (availability read as the client's, a deposit to authorise, a card at
 * Stripe: a 0 $ PaymentIntent is refused), so this service writes it directly: no payment reference
 * (accepting captures nothing, work-day's punch-out asks nothing for a 0 $ remainder), the
 * database still refuses an overlap with the cleaner's visits (409), and the cleaner receives it
 * through the same `booking.requested` flow and accepts or declines it like any request.
 * Idempotent by `requestKey` (the case's id): asked again, it answers the first visit.
 */
export const requestReclean =
  (deps: BookingDeps) =>
  async (input: { originalBookingId: string; requestKey: string; date: string; time: string; adminId: string }): Promise<Booking> => {
    const orig = await deps.bookings.findById(input.originalBookingId);
    if (!orig) throw bookingErrors.notFound();
    const earlier = await deps.bookings.findByRequestKey(orig.clientId, input.requestKey);
    if (earlier) return earlier;
    const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(input.time);
    if (!m) throw new DomainError('validation_failed', 'invalid', {}, [{ field: 'body.time', code: 'fields.invalid_time' }]);
    const startMinute = Number(m[1]) * 60 + Number(m[2]);
    const now = deps.clock.now();
    const startsAt = toInstant(input.date, startMinute);
    if (startsAt.getTime() <= now.getTime()) throw bookingErrors.inThePast();
    const quote: Quote = { ...orig.quote, ...ZERO };
    const nonce = randomBytes(18).toString('base64url');
    const b = new Booking();
    Object.assign(b, {
      id: deps.newId(),
      seriesId: null,
      visitNumber: 1,
      seriesVisits: 1,
      clientId: orig.clientId,
      cleanerId: orig.cleanerId,
      propertyId: orig.propertyId,
      status: 'pending',
      paymentStatus: 'initial_pending',
      cleaningType: orig.cleaningType,
      frequency: 'once',
      intervalDays: null,
      date: input.date,
      startMinute,
      startsAt,
      endsAt: new Date(startsAt.getTime() + orig.durationMinutes * 60_000),
      durationMinutes: orig.durationMinutes,
      hasPets: orig.hasPets,
      petKinds: orig.petKinds,
      suppliesProvided: orig.suppliesProvided,
      allowPhotos: orig.allowPhotos,
      galleryConsentAt: null,
      emergency: null,
      notes: orig.notes,
      promoCode: null,
      paymentMethod: 'card',
      paymentMethodId: null,
      paymentReference: null,
      money: moneyOf(quote),
      totalCents: 0,
      quote,
      propertySnapshot: orig.propertySnapshot,
      checklist: orig.checklist.map((task) => ({ id: deps.newId(), category: task.category, label: task.label, done: false, doneAt: null })),
      requestKey: input.requestKey,
      actionNonce: createHash('sha256').update(nonce).digest('base64url'),
      requestedAt: now,
      expiresAt: new Date(Math.min(now.getTime() + deps.settings.requestExpiryHours * 3_600_000, startsAt.getTime())),
      respondedAt: null,
      punchIn: null,
      punchOut: null,
      workedMinutes: null,
      cancellation: null,
      lateArrivalAt: null,
      lateAnnouncedAt: null,
      noShowAt: null,
      createdAt: now,
      updatedAt: now,
    } satisfies Omit<Booking, 'fire' | 'partyRole'>);
    const transitions: Transition[] = [{ id: deps.newId(), bookingId: b.id, from: null, to: 'pending', action: 'request', actorRole: 'admin', actorId: input.adminId, reason: 're-clean', at: now }];
    await deps.tx.run(async () => {
      await deps.bookings.insert([b], transitions);
      await notifyRequested(deps, [b], nonce);
    });
    return b;
  };
