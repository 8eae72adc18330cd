import type { Booking } from './booking.js';
import type { PaymentStatus } from './payment-status.js';

export type CleaningStatus = 'awaiting_cleaner' | 'pending' | 'late' | 'no_show' | 'in_progress' | 'awaiting_payment' | 'completed';

/** Minutes after the start without punch-in before the cleaner is late, then a no-show (docs/decisions.md). */
export const LATE_AFTER_MINUTES = 15;
export const NO_SHOW_AFTER_MINUTES = 120;

const PAID: readonly PaymentStatus[] = ['final_completed', 'fully_paid', 'completed'];

/** The work's state (spec section 4), derived from the booking and the time so it is never stale. */
export function cleaningStatusOf(b: Pick<Booking, 'status' | 'startsAt' | 'paymentStatus'>, now: Date): CleaningStatus | null {
  switch (b.status) {
    case 'pending':
      return 'awaiting_cleaner';
    case 'confirmed': {
      const minutesLate = (now.getTime() - b.startsAt.getTime()) / 60_000;
      if (minutesLate >= NO_SHOW_AFTER_MINUTES) return 'no_show';
      if (minutesLate >= LATE_AFTER_MINUTES) return 'late';
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

export const cleanerIsLate = (b: Pick<Booking, 'status' | 'startsAt' | 'paymentStatus'>, now: Date): boolean => {
  const s = cleaningStatusOf(b, now);
  return s === 'late' || s === 'no_show';
};
