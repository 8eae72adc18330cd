import { describe, expect, it } from 'vitest';
import type { Booking } from '../domain/booking.js';
import type { Quote } from '../domain/pricing.js';
import { cleanerEarningOf } from './booking-view.js';
import type { CleanerShares } from './ports.js';

/** A stand-in for the payouts module's rule: 10 % of the service after discounts, service taxes passed through. */
const shares: CleanerShares = {
  ofVisit: (q) => {
    const grossCents = q.subtotalCents - q.discountCents;
    const commissionCents = Math.round(grossCents / 10);
    const taxCents = q.taxLines.filter((l) => l.on === 'service').reduce((s, l) => s + l.amountCents, 0);
    return { grossCents, commissionCents, taxCents, amountCents: grossCents - commissionCents + taxCents };
  },
  ofCancellationFee: (fee) => ({ grossCents: fee, commissionCents: fee / 10, taxCents: 0, amountCents: fee - fee / 10 }),
};

const quote = { subtotalCents: 13_000, discountCents: 0, totalCents: 13_484, taxLines: [] } as unknown as Quote;
const booking = (status: Booking['status'], cancellation: Partial<NonNullable<Booking['cancellation']>> | null = null) =>
  ({ status, quote, cancellation: cancellation ? { by: 'client', reason: null, feeCents: 0, refundCents: 0, late: false, countsAgainstReliability: false, at: '', ...cancellation } : null }) as Pick<Booking, 'status' | 'quote' | 'cancellation'>;

describe('cleanerEarningOf (issue #14: the cleaner reads their earning, not the client total)', () => {
  it("is the visit's share while the visit goes ahead and once done, never the client's total", () => {
    for (const status of ['pending', 'confirmed', 'in_progress', 'completed'] as const) {
      const earning = cleanerEarningOf(shares, booking(status));
      expect(earning).toEqual({ kind: 'visit', grossCents: 13_000, commissionCents: 1300, taxCents: 0, amountCents: 11_700 });
      expect(earning!.amountCents).not.toBe(quote.totalCents);
    }
  });

  it("is the cleaner's part of a client's late-cancellation fee", () => {
    expect(cleanerEarningOf(shares, booking('cancelled', { by: 'client', feeCents: 5000, late: true }))).toEqual({ kind: 'cancellation_fee', grossCents: 5000, commissionCents: 500, taxCents: 0, amountCents: 4500 });
  });

  it('is nothing for requests that ended and cancellations without a fee for the cleaner', () => {
    for (const status of ['declined', 'declined_by_client', 'expired'] as const) expect(cleanerEarningOf(shares, booking(status))).toBeNull();
    expect(cleanerEarningOf(shares, booking('cancelled', { by: 'client', feeCents: 0 }))).toBeNull();
    expect(cleanerEarningOf(shares, booking('cancelled', { by: 'cleaner', feeCents: 0 }))).toBeNull();
    expect(cleanerEarningOf(shares, booking('cancelled', null))).toBeNull();
  });
});
