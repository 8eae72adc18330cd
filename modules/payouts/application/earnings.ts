import { bookingEarning, cancellationEarning, tipEarning, type Earning, type EarningAmounts } from '../domain/earning.js';
import type { NewEarning, PayoutsDeps } from './ports.js';

/** The note of a case's re-clean line, described in the cleaner's language (views.ts). */
export const RECLEAN_NOTE = 'case:reclean';

async function record(deps: PayoutsDeps, input: NewEarning): Promise<Earning | null> {
  const inserted = await deps.payouts.insertEarning({ id: deps.newId(), ...input });
  // Recorded before (a replayed event, the hook and the visit-ended path both calling): the first line stands.
  return inserted ? deps.payouts.earningBySource(input.sourceKey) : null;
}

/**
 * The cleaner's share of a completed, fully paid booking, recorded once (unique source). Returns the
 * new line, or null when there is nothing (new) to record.
 */
export const recordBookingEarning =
  (deps: PayoutsDeps) =>
  async (bookingId: string): Promise<Earning | null> => {
    const b = await deps.bookings.paymentFacts(bookingId);
    if (!b || b.status !== 'completed') return null;
    const amounts = bookingEarning(b.quote, deps.settings.commissionPercent);
    return deps.tx.run(async () => {
      // A case's free re-clean earns 0 $, recorded all the same: the statement shows the guarantee visit (issue #36).
      const note = b.guaranteeReclean ? RECLEAN_NOTE : null;
      const line = await record(deps, { cleanerId: b.cleanerId, kind: 'booking', bookingId, sourceKey: `booking:${bookingId}`, serviceDate: b.date, note, ...amounts, earnedAt: deps.clock.now() });
      await deps.payouts.deletePendingVisit(bookingId);
      return line;
    });
  };

/** A late cancellation by the client: the cleaner earns the fee less the commission. Admin and cleaner cancellations earn nothing. */
export const recordCancellationEarning =
  (deps: PayoutsDeps) =>
  async (bookingId: string): Promise<Earning | null> => {
    const b = await deps.bookings.paymentFacts(bookingId);
    if (!b || b.status !== 'cancelled' || b.cancellation?.by !== 'client' || b.cancellation.feeCents <= 0) return null;
    const amounts = cancellationEarning(b.cancellation.feeCents, deps.settings.commissionPercent);
    return record(deps, { cleanerId: b.cleanerId, kind: 'cancellation_fee', bookingId, sourceKey: `cancellation_fee:${bookingId}`, serviceDate: b.date, note: null, ...amounts, earnedAt: deps.clock.now() });
  };

/**
 * Booking's visit-ended hook. A completed visit already fully paid earns now (the payments hook
 * records the same line; the unique source keeps one); otherwise its share shows as pending until
 * the remainder goes through.
 */
export const visitEnded =
  (deps: PayoutsDeps) =>
  async (ended: { bookingId: string; outcome: 'completed' | 'cancelled' }): Promise<void> => {
    if (ended.outcome === 'cancelled') {
      await recordCancellationEarning(deps)(ended.bookingId);
      return;
    }
    const b = await deps.bookings.paymentFacts(ended.bookingId);
    if (!b || b.status !== 'completed') return;
    if (b.paymentStatus === 'fully_paid') {
      await recordBookingEarning(deps)(ended.bookingId);
      return;
    }
    if (await deps.payouts.earningBySource(`booking:${ended.bookingId}`)) return;
    const { amountCents } = bookingEarning(b.quote, deps.settings.commissionPercent);
    await deps.payouts.savePendingVisit({ bookingId: b.id, cleanerId: b.cleanerId, amountCents, completedAt: deps.clock.now() });
  };

/** Other earnings (referral rewards, admin adjustments), recorded once per caller's key. */
export const addEarning =
  (deps: PayoutsDeps) =>
  async (input: { cleanerId: string; kind: 'referral_reward' | 'adjustment'; sourceKey: string; note: string | null } & EarningAmounts & { earnedAt?: Date }): Promise<Earning | null> => {
    if (input.amountCents !== input.grossCents - input.commissionCents + input.taxCents) throw new RangeError('amountCents must be gross - commission + tax');
    const earnedAt = input.earnedAt ?? deps.clock.now();
    return record(deps, { ...input, bookingId: null, serviceDate: null, earnedAt });
  };

/** A paid tip (the `tip.paid` flow): the whole amount is the cleaner's, recorded once per visit (unique source). */
export const recordTipEarning =
  (deps: PayoutsDeps) =>
  async (tip: { bookingId: string; cleanerId: string; amountCents: number; serviceDate: string; paidAt: Date }): Promise<Earning | null> =>
    record(deps, { cleanerId: tip.cleanerId, kind: 'tip', bookingId: tip.bookingId, sourceKey: `tip:${tip.bookingId}`, serviceDate: tip.serviceDate, note: null, ...tipEarning(tip.amountCents), earnedAt: tip.paidAt });
