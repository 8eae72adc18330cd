import type { Booking } from './booking.js';
import { localDateOf } from '../../../src/shared/local-time.js';
import { bookingErrors } from './booking.errors.js';

/**
 * No-shows and late arrivals (issue #36, docs/decisions.md "No-shows and late arrivals").
 *
 * - The client may declare the cleaner absent from `declarationAfterMinutes` (config
 *   NO_SHOW_DECLARATION_AFTER_MINUTES, 30) after the start without a punch-in; when the cleaner
 *   announced a late arrival, from that many minutes after the announced arrival instead.
 * - The cleaner may announce a late arrival from the visit's day (Quebec time, as "En route") while
 *   the visit is confirmed (no punch-in) and the client cannot declare the no-show yet; the arrival is
 *   after now and after the start, and at most LATE_ARRIVAL_MAX_MINUTES (3 h) after the start.
 */
export const DEFAULT_NO_SHOW_DECLARATION_AFTER_MINUTES = 30;
/** The latest arrival a late cleaner may announce, in minutes after the start. */
export const LATE_ARRIVAL_MAX_MINUTES = 180;

const MINUTE = 60_000;

type Visit = Pick<Booking, 'status' | 'startsAt' | 'lateArrivalAt' | 'noShowAt'>;

/** From when the client may declare the no-show: `after` minutes past the start, or past the announced arrival. */
export function noShowDeclarableAt(b: Pick<Booking, 'startsAt' | 'lateArrivalAt'>, afterMinutes: number): Date {
  const from = b.lateArrivalAt && b.lateArrivalAt > b.startsAt ? b.lateArrivalAt : b.startsAt;
  return new Date(from.getTime() + afterMinutes * MINUTE);
}

/** Is the declaration open to the client now (the button shows exactly then)? */
export const mayDeclareNoShow = (b: Visit, now: Date, afterMinutes: number): boolean =>
  b.status === 'confirmed' && b.noShowAt === null && now >= noShowDeclarableAt(b, afterMinutes);

/**
 * The client's declaration, checked in the order a person would understand the refusal: already
 * declared, then the visit's state (punched in, cancelled, not confirmed), then the time.
 * Who the declarer is (the visit's client) is checked by the caller.
 */
export function assertNoShowDeclarable(b: Visit, now: Date, afterMinutes: number): void {
  if (b.noShowAt !== null) throw bookingErrors.noShowAlreadyDeclared();
  if (b.status === 'in_progress' || b.status === 'completed') throw bookingErrors.noShowAfterPunchIn();
  if (b.status !== 'confirmed') throw bookingErrors.illegalTransition(b.status);
  const from = noShowDeclarableAt(b, afterMinutes);
  if (now < from) throw bookingErrors.noShowTooEarly(from.toISOString());
}

/** May the cleaner announce a late arrival now (the visit's day, before the punch-in, before the declaration opens)? */
export const mayAnnounceLate = (b: Visit & Pick<Booking, 'date'>, now: Date, afterMinutes: number): boolean =>
  b.status === 'confirmed' && b.noShowAt === null && localDateOf(now) >= b.date && now < noShowDeclarableAt(b, afterMinutes);

export function assertLateAnnounceable(b: Visit & Pick<Booking, 'date'>, now: Date, afterMinutes: number): void {
  if (b.status !== 'confirmed') throw bookingErrors.illegalTransition(b.status);
  if (localDateOf(now) < b.date) throw bookingErrors.lateNotToday();
  if (!mayAnnounceLate(b, now, afterMinutes)) throw bookingErrors.lateTooLate();
}

/** The latest arrival a late cleaner may announce. */
export const latestArrival = (b: Pick<Booking, 'startsAt'>): Date => new Date(b.startsAt.getTime() + LATE_ARRIVAL_MAX_MINUTES * MINUTE);

/** Is this announced arrival inside its bounds: after now, after the start, at most 3 h after the start? */
export const arrivalInBounds = (b: Pick<Booking, 'startsAt'>, arrival: Date, now: Date): boolean =>
  arrival > now && arrival > b.startsAt && arrival <= latestArrival(b);
