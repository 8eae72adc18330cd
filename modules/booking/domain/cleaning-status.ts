import type { Booking } from './booking.js';
import type { PaymentStatus } from './payment-status.js';

export type CleaningStatus = 'awaiting_cleaner' | 'pending' | 'late' | 'no_show' | 'in_progress' | 'awaiting_payment' | 'completed';

/** Minutes after the start without punch-in before the cleaner is late, then a no-show (docs/decisions.md). */
export const LATE_AFTER_MINUTES = 15;
export const NO_SHOW_AFTER_MINUTES = 120;

const PAID: readonly PaymentStatus[] = ['final_completed', 'fully_paid', 'completed'];

/** What the status reads of a booking; the late arrival and the recorded no-show (issue #36) may be absent (older callers). */
export type CleaningStatusFacts = Pick<Booking, 'status' | 'startsAt' | 'paymentStatus'> & Partial<Pick<Booking, 'lateArrivalAt' | 'noShowAt'>>;

/**
 * The work's state (spec section 4), derived from the booking and the time so it is never stale, except
 * a no-show the client declared, which is recorded (docs/decisions.md "No-shows and late arrivals"):
 * - a declared no-show is `no_show` for good (the visit is cancelled);
 * - a confirmed visit whose cleaner announced a late arrival is `late` from the announcement, and is
 *   presumed a no-show only once both 2 hours after the start and the announced arrival have passed;
 * - otherwise late from 15 minutes after the start without a punch-in, presumed a no-show from 2 hours.
 */
export function cleaningStatusOf(b: CleaningStatusFacts, now: Date): CleaningStatus | null {
  if (b.noShowAt) return 'no_show';
  switch (b.status) {
    case 'pending':
      return 'awaiting_cleaner';
    case 'confirmed': {
      const minutesLate = (now.getTime() - b.startsAt.getTime()) / 60_000;
      const arrival = b.lateArrivalAt ?? null;
      if (minutesLate >= NO_SHOW_AFTER_MINUTES && (!arrival || now >= arrival)) return 'no_show';
      if (minutesLate >= LATE_AFTER_MINUTES || arrival) return 'late';
      return 'pending';
    }
    case 'in_progress':
      return 'in_progress';
    case 'completed':
      return PAID.includes(b.paymentStatus) ? 'completed' : 'awaiting_payment';
    default:
      return null;
  }
}

/** Late or a no-show (the client then cancels free): a cleaner who announced a late arrival is late at once. */
export const cleanerIsLate = (b: CleaningStatusFacts, now: Date): boolean => {
  const s = cleaningStatusOf(b, now);
  return s === 'late' || s === 'no_show';
};
