import type { Booking, Transition } from '../domain/booking.js';
import { bookingErrors } from '../domain/booking.errors.js';
import { cancellationTerms, type Canceller, type CancellationTerms } from '../domain/cancellation-policy.js';
import { cleanerIsLate } from '../domain/cleaning-status.js';
import { lockedChange, type Scope } from './locked-change.js';
import { tellParties } from './booking-notifications.js';
import type { BookingDeps, VisitEnded } from './ports.js';
import type { CancellationMoney } from './client-own-emails.js';

/** What the client has paid on this visit so far: the deposit once captured. */
export const paidCents = (b: Booking): number => (['initial_completed', 'final_pending', 'final_failed', 'partially_paid'].includes(b.paymentStatus) ? b.money.depositCents : 0);

/** The terms of cancelling this visit now, by the cancellation policy (docs/decisions.md). */
export function termsFor(deps: BookingDeps, b: Booking, by: Canceller, now: Date): CancellationTerms {
  return cancellationTerms({ by, startsAt: b.startsAt, now, totalCents: b.money.totalCents, paidCents: paidCents(b), cleanerLate: cleanerIsLate(b, now) }, deps.settings.cancellation);
}

async function cancelOne(deps: BookingDeps, b: Booking, actor: { role: Canceller; id: string }, reason: string | null, now: Date, told: Map<string, CancellationMoney>): Promise<Transition[]> {
  const terms = termsFor(deps, b, actor.role, now);
  const paid = paidCents(b);
  // What the client's own confirmation states (issue #42), computed before the payment status moves.
  told.set(b.id, { paidCents: paid, feeCents: terms.feeCents, refundCents: terms.refundCents, extraChargeCents: terms.extraChargeCents, heldCents: paid === 0 && b.paymentReference ? b.money.depositCents : 0 });
  const t = b.fire('cancel', actor, now, reason, deps.newId);
  if (b.paymentReference) {
    if (paidCents(b) === 0) {
      await deps.payments.releaseDeposit({ bookingId: b.id, reference: b.paymentReference, idempotencyKey: `release:${b.id}` });
    } else if (terms.refundCents > 0) {
      const refunded = await deps.payments.refund({ bookingId: b.id, reference: b.paymentReference, amountCents: terms.refundCents, idempotencyKey: `refund:cancel:${b.id}` });
      if (!refunded.ok) throw bookingErrors.paymentFailed();
    }
  }
  // The part of a late fee the deposit does not cover is charged like the remainder (payments, #5).
  if (terms.extraChargeCents > 0) {
    await deps.payments.chargeRemainder({ bookingId: b.id, clientId: b.clientId, amountCents: terms.extraChargeCents, kind: 'cancellation_fee', idempotencyKey: `cancel-fee:${b.id}` });
  }
  b.paymentStatus = terms.feeCents === 0 ? 'refunded' : terms.refundCents > 0 ? 'final_partially_refunded' : 'completed';
  b.actionNonce = null;
  // Referral credits, the fee's earning and the completion rate follow, once this change commits.
  await deps.flows.emit('booking.visit_ended', b.id, { bookingId: b.id, cleanerId: b.cleanerId, outcome: 'cancelled' } satisfies VisitEnded);
  b.cancellation = {
    by: actor.role,
    reason,
    feeCents: terms.feeCents,
    refundCents: terms.refundCents,
    late: terms.late,
    countsAgainstReliability: terms.countsAgainstReliability,
    at: now.toISOString(),
  };
  return [t];
}

/**
 * The client or the cleaner cancels a confirmed visit (and, with scope "series", the later
 * confirmed visits of the series); an admin may cancel any active visit, with a full refund.
 */
export const cancelBooking =
  (deps: BookingDeps) =>
  async (bookingId: string, actor: { role: Canceller; id: string }, input: { scope?: Scope; reason?: string | null }): Promise<Booking> => {
    const now = deps.clock.now();
    const reason = input.reason?.trim() || null;
    // The client is told of every cancellation, her own too (issue #42: the fee kept, the refund and its delay).
    const tell: ('client' | 'cleaner')[] = actor.role === 'cleaner' ? ['client'] : ['client', 'cleaner'];
    const told = new Map<string, CancellationMoney>();
    const changed = await deps.tx.run(async () => {
      const targets = await lockedChange(
        deps,
        bookingId,
        input.scope ?? 'this',
        (b) => {
          if (actor.role !== 'admin' && !b.partyRole(actor.id)) throw bookingErrors.forbidden();
          if (actor.role !== 'admin' && b.partyRole(actor.id) !== actor.role) throw bookingErrors.illegalTransition(b.status);
        },
        (b) => cancelOne(deps, b, actor, reason, now, told),
        (b) => b.status === 'confirmed' || (actor.role === 'admin' && b.status === 'pending'),
      );
      if (actor.role === 'client') {
        // The cleaner hears of each visit; the client gets one confirmation for what she cancelled, its money summed (issue #42).
        const all = targets.map((b) => told.get(b.id)!);
        const money = { paidCents: 0, feeCents: 0, refundCents: 0, extraChargeCents: 0, heldCents: 0 };
        for (const m of all) for (const k of Object.keys(money) as (keyof typeof money)[]) money[k] += m[k];
        for (const [i, b] of targets.entries()) {
          await tellParties(deps, b, 'cancelled', i === 0 ? ['cleaner', 'client'] : ['cleaner'], reason, i === 0 ? { byClient: true, money, ...(targets.length > 1 ? { series: targets.map((t) => t.id) } : {}) } : undefined);
        }
      } else {
        for (const b of targets) await tellParties(deps, b, 'cancelled', tell, reason);
      }
      return targets;
    });
    return changed[0]!;
  };
