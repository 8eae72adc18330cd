/** One movement of a client's money for a booking, as our own record (the provider's intent is its mirror). */
export const CHARGE_KINDS = ['deposit', 'remainder', 'cancellation_fee'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/** authorized = held on the card, not taken yet; requires_action = the bank asks the client to authenticate. */
export const CHARGE_STATUSES = ['pending', 'authorized', 'requires_action', 'succeeded', 'failed', 'canceled'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

export type FailureReason = 'declined' | 'authentication_required' | 'error';

export interface Charge {
  id: string;
  bookingId: string;
  clientId: string;
  kind: ChargeKind;
  amountCents: number;
  refundedCents: number;
  status: ChargeStatus;
  provider: 'development' | 'stripe';
  /** The provider's intent of the latest attempt (a retry or an on-session payment starts a new one). */
  providerRef: string | null;
  customerRef: string | null;
  paymentMethodRef: string | null;
  idempotencyKey: string;
  failureCode: FailureReason | null;
  /** Every attempt: the first, the scheduled retries and the client's own payments. */
  attempts: number;
  retriesDone: number;
  firstFailedAt: Date | null;
  nextRetryAt: Date | null;
  paidAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Statuses a charge never leaves: the provider's intent can no longer move. */
export const isFinal = (s: ChargeStatus): boolean => s === 'succeeded' || s === 'canceled';

/** What the client still owes on this charge (a failed or unauthenticated remainder or fee). */
export const isDue = (c: Pick<Charge, 'kind' | 'status'>): boolean => c.kind !== 'deposit' && (c.status === 'failed' || c.status === 'requires_action');

/**
 * Stripe's PaymentIntent status in our words. We always confirm at creation, so an intent waiting
 * for a payment method is one whose last attempt failed.
 */
export function chargeStatusOfIntent(status: string): ChargeStatus {
  switch (status) {
    case 'requires_capture':
      return 'authorized';
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'canceled';
    case 'requires_action':
      return 'requires_action';
    case 'requires_payment_method':
      return 'failed';
    default:
      // requires_confirmation, processing: the money is on its way, neither taken nor refused.
      return 'pending';
  }
}

/** A provider's card error code in our words (the client's message and the retry depend on it). */
export function failureReasonOf(code: string | null | undefined): FailureReason {
  if (code === 'authentication_required') return 'authentication_required';
  if (code === 'card_declined' || code === 'expired_card' || code === 'incorrect_cvc' || code === 'insufficient_funds' || code === 'processing_error' || code === 'incorrect_number') return 'declined';
  return 'error';
}

/**
 * Whether an observed provider state may replace the stored one. A final status never moves again,
 * so an event that arrives late (a `requires_action` after the success) changes nothing.
 */
export function mayMove(from: ChargeStatus, to: ChargeStatus): boolean {
  if (from === to || isFinal(from)) return false;
  return true;
}

/**
 * When the next off-session attempt of a refused remainder runs: `hours[n]` after the first failure,
 * for the n-th retry (0-based); null after the last one (the client pays by the emailed link).
 */
export function nextRetryAt(firstFailedAt: Date, retriesDone: number, hours: readonly number[]): Date | null {
  const h = hours[retriesDone];
  return h === undefined ? null : new Date(firstFailedAt.getTime() + h * 3_600_000);
}

/** What the provider says of one intent (its current state, read back or just answered). */
export interface ObservedIntent {
  reference: string | null;
  status: ChargeStatus;
  failureCode: FailureReason | null;
  amountRefundedCents: number;
}

/**
 * A new attempt of this charge (the first one, a scheduled retry, the client's on-session payment)
 * and its answer. A refusal starts the retry schedule at the first failure.
 */
export function recordAttempt(c: Charge, answer: ObservedIntent, now: Date, retryHours: readonly number[], kind: 'first' | 'retry' | 'client'): Charge {
  const failed = answer.status === 'failed' || answer.status === 'requires_action';
  const firstFailedAt = c.firstFailedAt ?? (failed ? now : null);
  const retriesDone = c.retriesDone + (kind === 'retry' ? 1 : 0);
  return {
    ...c,
    providerRef: answer.reference ?? c.providerRef,
    status: answer.status,
    failureCode: failed ? (answer.failureCode ?? 'error') : null,
    attempts: c.attempts + 1,
    retriesDone,
    firstFailedAt,
    // Only off-session remainders and fees are retried on a schedule; the client's own attempts leave it as it was.
    nextRetryAt: c.kind === 'deposit' || !failed ? null : kind === 'client' ? c.nextRetryAt : nextRetryAt(firstFailedAt!, retriesDone, retryHours),
    paidAt: answer.status === 'succeeded' ? now : null,
    updatedAt: now,
  };
}

/**
 * The provider's current state of an intent, applied to our charge (webhooks, the browser's sync).
 * Reading the state rather than trusting an event's order makes late and repeated events harmless:
 * - the intent of the charge's latest attempt moves it, unless it is final already;
 * - an earlier attempt's intent counts only if it succeeded while the charge has not (the money was taken);
 * - refunds made at the provider raise the refunded total, never lower it.
 */
export function applyObserved(c: Charge, seen: ObservedIntent, now: Date): { charge: Charge; becamePaid: boolean } {
  const current = seen.reference === c.providerRef;
  if (!current && !(seen.status === 'succeeded' && c.status !== 'succeeded')) return { charge: c, becamePaid: false };
  let next: Charge = c;
  if (mayMove(c.status, seen.status) || !current) {
    const failed = seen.status === 'failed' || seen.status === 'requires_action';
    next = {
      ...c,
      providerRef: seen.reference ?? c.providerRef,
      status: seen.status,
      failureCode: failed ? (seen.failureCode ?? c.failureCode ?? 'error') : null,
      nextRetryAt: seen.status === 'succeeded' || seen.status === 'canceled' ? null : c.nextRetryAt,
      paidAt: seen.status === 'succeeded' ? (c.paidAt ?? now) : null,
      updatedAt: now,
    };
  }
  if (next.status === 'succeeded' && seen.amountRefundedCents > next.refundedCents) {
    next = { ...next, refundedCents: Math.min(next.amountCents, seen.amountRefundedCents), updatedAt: now };
  }
  return { charge: next, becamePaid: c.status !== 'succeeded' && next.status === 'succeeded' };
}

/** The outcome the booking module reads from a stored charge (a replayed call answers the first one). */
export function outcomeOf(c: Charge): { ok: true; reference: string } | { ok: false; reason: FailureReason } | null {
  if ((c.status === 'authorized' || c.status === 'succeeded') && c.providerRef) return { ok: true, reference: c.providerRef };
  if (c.status === 'failed' || c.status === 'canceled') return { ok: false, reason: c.failureCode ?? 'error' };
  if (c.status === 'requires_action') return { ok: false, reason: 'authentication_required' };
  return null;
}
