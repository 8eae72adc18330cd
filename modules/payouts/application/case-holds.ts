import { bookingEarning } from '../domain/earning.js';
import type { HeldVisit, PayoutsDeps } from './ports.js';

/**
 * Issue #36: while a case (problem report) is open on a visit, the cleaner's earning lines of that
 * visit stay out of weekly and instant payouts. The cases module holds the visit in the transaction
 * that records the report, and settles it when an admin decides.
 */
export const holdVisit =
  (deps: PayoutsDeps) =>
  async (input: { bookingId: string; cleanerId: string; caseId: string }): Promise<void> => {
    // The cleaner's lock: a weekly share-out or an instant payout running now either took the lines before, or waits and sees the hold.
    await deps.tx.run(async () => {
      await deps.payouts.lockCleaner(input.cleanerId);
      await deps.payouts.hold({ ...input, heldAt: deps.clock.now() });
    });
  };

/**
 * The split of a refund of a visit: the cleaner gives back their share in proportion of what the
 * client paid for the visit (half up), the platform the rest (its commission, service fee and the
 * taxes on it, in proportion).
 */
export const refundShares =
  (deps: PayoutsDeps) =>
  async (bookingId: string, refundCents: number): Promise<{ cleanerCents: number; platformCents: number }> => {
    const b = await deps.bookings.paymentFacts(bookingId);
    if (!b || b.quote.totalCents <= 0) return { cleanerCents: 0, platformCents: refundCents };
    const earned = bookingEarning(b.quote, deps.settings.commissionPercent).amountCents;
    const cleanerCents = Math.min(earned, Math.round((earned * refundCents) / b.quote.totalCents));
    return { cleanerCents, platformCents: refundCents - cleanerCents };
  };

/**
 * A decided case: the cleaner's share of a refund as a negative adjustment tied to the visit (shown
 * on their earnings and monthly statement), then the hold released, in one transaction; recorded once
 * per case (its source key), so a retried flow step changes nothing.
 */
export const settleCase =
  (deps: PayoutsDeps) =>
  async (input: { caseId: string; bookingId: string; cleanerId: string; serviceDate: string | null; adjustmentCents: number; note: string | null }): Promise<void> => {
    await deps.tx.run(async () => {
      await deps.payouts.lockCleaner(input.cleanerId);
      if (input.adjustmentCents > 0) {
        const cents = -input.adjustmentCents;
        await deps.payouts.insertEarning({
          id: deps.newId(),
          cleanerId: input.cleanerId,
          kind: 'adjustment',
          bookingId: input.bookingId,
          sourceKey: `case:${input.caseId}`,
          serviceDate: input.serviceDate,
          note: input.note,
          grossCents: cents,
          commissionCents: 0,
          taxCents: 0,
          amountCents: cents,
          earnedAt: deps.clock.now(),
        });
      }
      await deps.payouts.releaseHold(input.bookingId, input.caseId);
    });
  };

export const heldVisits =
  (deps: PayoutsDeps) =>
  (cleanerId: string): Promise<HeldVisit[]> =>
    deps.payouts.heldOf(cleanerId);
