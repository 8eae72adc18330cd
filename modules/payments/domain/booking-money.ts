import type { BookingPaymentFacts } from '../../booking/index.js';
import { isDue, type Charge, type ChargeKind, type ChargeStatus } from './charge.js';

export interface BookingMoney {
  /** Held on the card (an authorised deposit, not taken yet: the cleaner has not accepted). */
  heldCents: number;
  /** Captured, before refunds. */
  paidCents: number;
  refundedCents: number;
  /** A refused remainder or cancellation fee the client still owes. */
  dueCents: number;
  /** When the last due amount was paid (null while something is due or nothing beyond the deposit was charged). */
  fullyPaidAt: Date | null;
  charges: { kind: ChargeKind; amountCents: number; refundedCents: number; status: ChargeStatus; paidAt: Date | null }[];
}

/** The sums every screen, payout and invoice reads, from our own charge records. */
export function bookingMoneyOf(charges: readonly Charge[]): BookingMoney {
  const succeeded = charges.filter((c) => c.status === 'succeeded');
  const dueCents = charges.filter(isDue).reduce((s, c) => s + c.amountCents, 0);
  const remainder = succeeded.find((c) => c.kind === 'remainder');
  return {
    heldCents: charges.filter((c) => c.kind === 'deposit' && c.status === 'authorized').reduce((s, c) => s + c.amountCents, 0),
    paidCents: succeeded.reduce((s, c) => s + c.amountCents, 0),
    refundedCents: charges.reduce((s, c) => s + c.refundedCents, 0),
    dueCents,
    fullyPaidAt: dueCents === 0 && remainder?.paidAt ? remainder.paidAt : null,
    charges: charges.map((c) => ({ kind: c.kind, amountCents: c.amountCents, refundedCents: c.refundedCents, status: c.status, paidAt: c.paidAt })),
  };
}

/** Statuses after which nothing more is charged for the visit itself (it will not take place). */
type BookingStatus = BookingPaymentFacts['status'];

const ENDED_WITHOUT_VISIT: readonly BookingStatus[] = ['declined', 'declined_by_client', 'expired', 'cancelled'];

/**
 * What the client still has to pay on this booking, for the "left to pay" line of the screens.
 * While the visit goes ahead (requested, confirmed, running, done), it is the price not yet taken
 * nor held: the remainder after the deposit, or the whole price before any deposit; a refund
 * never makes something payable again. A visit that will not take place costs only what is owed
 * (a refused late-cancellation fee). Never below what is owed now (`dueCents`).
 */
export function remainingCentsOf(money: Pick<BookingMoney, 'heldCents' | 'paidCents' | 'dueCents'>, booking: { status: BookingStatus; totalCents: number }): number {
  if (ENDED_WITHOUT_VISIT.includes(booking.status)) return money.dueCents;
  return Math.max(money.dueCents, booking.totalCents - money.paidCents - money.heldCents, 0);
}
