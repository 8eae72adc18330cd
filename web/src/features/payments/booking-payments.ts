import type { BookingPayments, Charge, ChargeKind, ChargeStatus } from './api/types';

/**
 * Where the remainder (the 50 % after the visit) stands, for the one-line status on the booking:
 * - not_due: the visit has not ended (nothing to charge yet);
 * - processing: the off-session charge is under way;
 * - action_required: the bank asks the client to authenticate;
 * - failed: refused (a retry is scheduled and the client can pay now);
 * - due: something is owed with no charge in flight;
 * - paid: the remainder went through.
 */
export type RemainderState = 'not_due' | 'processing' | 'action_required' | 'failed' | 'due' | 'paid';

export type Tone = 'success' | 'warning' | 'error' | 'info' | 'neutral';

/** The latest charge of a kind (a failed remainder paid later has two charges). */
export function latestCharge(charges: readonly Charge[], kind: ChargeKind): Charge | null {
  let latest: Charge | null = null;
  for (const charge of charges) {
    if (charge.kind !== kind) continue;
    if (!latest || Date.parse(charge.createdAt) >= Date.parse(latest.createdAt)) latest = charge;
  }
  return latest;
}

export function remainderState(payments: Pick<BookingPayments, 'charges' | 'dueCents'>): RemainderState {
  const charge = latestCharge(payments.charges, 'remainder');
  const owed = payments.dueCents > 0;
  switch (charge?.status) {
    case 'succeeded':
      return owed ? 'due' : 'paid';
    case 'requires_action':
      return 'action_required';
    case 'failed':
      return 'failed';
    case 'pending':
    case 'authorized':
      return 'processing';
    case 'canceled':
    case undefined:
      return owed ? 'due' : 'not_due';
  }
}

export function chargeTone(status: ChargeStatus): Tone {
  switch (status) {
    case 'succeeded':
      return 'success';
    case 'failed':
      return 'error';
    case 'requires_action':
      return 'warning';
    case 'pending':
    case 'authorized':
      return 'info';
    case 'canceled':
      return 'neutral';
  }
}

export function remainderTone(state: RemainderState): Tone {
  switch (state) {
    case 'paid':
      return 'success';
    case 'failed':
    case 'due':
      return 'error';
    case 'action_required':
      return 'warning';
    case 'processing':
      return 'info';
    case 'not_due':
      return 'neutral';
  }
}

/** Charges in the order they happened (the server lists them newest first or not; the page tells a story). */
export function chargesInOrder(charges: readonly Charge[]): Charge[] {
  return [...charges].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}

/** What the client paid and kept paid: captured minus refunded. */
export function netPaidCents(payments: Pick<BookingPayments, 'paidCents' | 'refundedCents'>): number {
  return payments.paidCents - payments.refundedCents;
}

/** `failureCode` values the page explains; anything else reads as a generic refusal. */
export function failureKey(code: string | null): 'declined' | 'authentication_required' | 'error' | null {
  if (code === null) return null;
  if (code === 'declined' || code === 'card_declined') return 'declined';
  if (code === 'authentication_required') return 'authentication_required';
  return 'error';
}

export type TotalsRow = { key: 'total' | 'held' | 'atAcceptance' | 'afterVisit' | 'paid' | 'refunded' | 'due'; cents: number };

/**
 * The lines of the booking's payment summary, from the server's figures (issue #14: "Reste à
 * payer 0,00 $" showed in every state). The total; the deposit held on the card while the request
 * waits (not taken yet); what was really paid; refunds when there are any; and "left to pay" only
 * when something remains, now or after the visit (`remainingCents`, not just what is owed now).
 */
export function paymentTotals(payments: Pick<BookingPayments, 'totalCents' | 'heldCents' | 'paidCents' | 'refundedCents' | 'remainingCents'>): TotalsRow[] {
  // A request still waiting (issue #42): nothing is paid yet, so no "Payé 0,00 $ / Reste à payer": what is
  // authorised, what is charged when the cleaner accepts, and what remains after the visit.
  if (payments.heldCents > 0 && payments.paidCents === 0) {
    return [
      { key: 'total', cents: payments.totalCents },
      { key: 'held', cents: payments.heldCents },
      { key: 'atAcceptance', cents: payments.heldCents },
      ...(payments.remainingCents > 0 ? [{ key: 'afterVisit' as const, cents: payments.remainingCents }] : []),
    ];
  }
  return [
    { key: 'total', cents: payments.totalCents },
    ...(payments.heldCents > 0 ? [{ key: 'held' as const, cents: payments.heldCents }] : []),
    { key: 'paid', cents: payments.paidCents },
    ...(payments.refundedCents > 0 ? [{ key: 'refunded' as const, cents: -payments.refundedCents }] : []),
    ...(payments.remainingCents > 0 ? [{ key: 'due' as const, cents: payments.remainingCents }] : []),
  ];
}
