import { isDue, type Charge, type ChargeKind, type ChargeStatus } from './charge.js';

export interface BookingMoney {
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
    paidCents: succeeded.reduce((s, c) => s + c.amountCents, 0),
    refundedCents: charges.reduce((s, c) => s + c.refundedCents, 0),
    dueCents,
    fullyPaidAt: dueCents === 0 && remainder?.paidAt ? remainder.paidAt : null,
    charges: charges.map((c) => ({ kind: c.kind, amountCents: c.amountCents, refundedCents: c.refundedCents, status: c.status, paidAt: c.paidAt })),
  };
}
