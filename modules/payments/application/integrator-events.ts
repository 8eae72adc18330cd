import { stableIdOf } from '../../../src/shared/ids.js';
import type { Charge } from '../domain/charge.js';
import type { PaymentsDeps, PaymentsRepository, RefundRecord } from './ports.js';

/**
 * Integrators' payment.failed and refund.created (issue #25): outbox events written in the
 * transaction that recorded the change, so each leaves once, after the commit, or never.
 */
export const PAYMENT_FAILED = 'payments.payment_failed';
export const REFUND_CREATED = 'payments.refund_created';

export interface PaymentFailed {
  chargeId: string;
  bookingId: string;
  kind: string;
  amountCents: number;
  reason: string;
  nextRetryAt: string | null;
  failedAt: string;
  attemptKey: string;
}
export interface RefundCreated {
  refundId: string;
  bookingId: string;
  amountCents: number;
  by: 'policy' | 'admin' | 'stripe';
  reason: string | null;
  createdAt: string;
}

/**
 * A remainder or cancellation fee was refused (a deposit's refusal is the booking request's own
 * answer). `offSession`: our own off-session attempt, where the bank asking for authentication is a
 * refusal the client must act on; in the client's on-session payment it is a step of paying, not a failure.
 * The key is the attempt (charge, attempt count, provider intent): Stripe's payment_failed event for
 * an attempt we recorded already changes nothing, so it emits nothing.
 */
export async function tellChargeFailed(deps: PaymentsDeps, before: Charge, after: Charge, offSession: boolean): Promise<void> {
  if (after.kind === 'deposit') return;
  if (!(after.status === 'failed' || (offSession && after.status === 'requires_action'))) return;
  if (before.status === after.status && before.attempts === after.attempts && before.providerRef === after.providerRef) return;
  const attemptKey = `${after.id}:${after.attempts}:${after.providerRef ?? '-'}`;
  await deps.flows.emit(PAYMENT_FAILED, attemptKey, {
    chargeId: after.id,
    bookingId: after.bookingId,
    kind: after.kind,
    amountCents: after.amountCents,
    reason: after.failureCode ?? 'error',
    nextRetryAt: after.nextRetryAt?.toISOString() ?? null,
    failedAt: after.updatedAt.toISOString(),
    attemptKey,
  } satisfies PaymentFailed);
}

/** One of our refunds went through (its row just became succeeded): keyed by the refund's id. */
export async function tellRefunded(deps: PaymentsDeps, r: Pick<RefundRecord, 'id' | 'bookingId' | 'amountCents' | 'reason' | 'createdAt'> & { by: RefundCreated['by'] }): Promise<void> {
  await deps.flows.emit(REFUND_CREATED, r.id, { refundId: r.id, bookingId: r.bookingId, amountCents: r.amountCents, by: r.by, reason: r.reason, createdAt: r.createdAt.toISOString() } satisfies RefundCreated);
}

/** A stable UUID for a refund Stripe reported that we have no row of (its refunded total is all we read). */
const stripeRefundId = (chargeId: string, refundedTotal: number): string => stableIdOf(`eclat-stripe-refund:${chargeId}:${refundedTotal}`);

/**
 * Stripe reported a higher refunded total than we recorded (a webhook or a sync, under the charge's
 * lock). Our refunds raise the total in the transaction that records them, so Stripe confirming one
 * of them raises nothing and emits nothing. What is raised is, first, our own refunds whose call got
 * no answer (left pending: now known to have gone through, oldest first), then a refund made at
 * Stripe itself, keyed by the charge and its new total (a redelivered event raises nothing).
 */
export async function tellProviderRefunds(deps: PaymentsDeps, tx: PaymentsRepository, before: Charge, after: Charge): Promise<void> {
  let raised = after.refundedCents - before.refundedCents;
  if (raised <= 0) return;
  const pending = (await tx.refundsOf(after.bookingId)).filter((r) => r.chargeId === after.id && r.status === 'pending').sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const r of pending) {
    if (r.amountCents > raised) break;
    await tx.updateRefund(r.id, 'succeeded', r.providerRef);
    await tellRefunded(deps, r);
    raised -= r.amountCents;
  }
  if (raised <= 0) return;
  await tellRefunded(deps, { id: stripeRefundId(after.id, after.refundedCents), bookingId: after.bookingId, amountCents: raised, by: 'stripe', reason: null, createdAt: after.updatedAt });
}
