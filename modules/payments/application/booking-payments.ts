import type { BookingPaymentFacts, PaymentStatus } from '../../booking/index.js';
import { applyObserved, isDue, recordAttempt, type Charge } from '../domain/charge.js';
import { bookingMoneyOf, remainingCentsOf } from '../domain/booking-money.js';
import { paymentErrors } from '../domain/payments.errors.js';
import { afterRemainderPaid } from './settle.js';
import type { PaymentsDeps, RefundRecord } from './ports.js';
import { tellChargeFailed, tellProviderRefunds } from './integrator-events.js';

export type Viewer = { userId: string; role: 'client' | 'cleaner' | 'admin' | null };

export interface BookingPaymentsView {
  bookingId: string;
  paymentStatus: PaymentStatus;
  currency: 'CAD';
  totalCents: number;
  /** The deposit held on the card, not taken yet. */
  heldCents: number;
  paidCents: number;
  refundedCents: number;
  /** Owed now: a refused remainder or fee the client can pay on the page. */
  dueCents: number;
  /** Still to pay on the booking, now or later (remainingCentsOf). */
  remainingCents: number;
  charges: Charge[];
  refunds: RefundRecord[];
  canPayRemainder: boolean;
  nextAction: { clientSecret: string } | null;
  invoiceAvailable: boolean;
}

/** The booking, if the viewer is its client, its cleaner or an admin. */
export async function bookingFor(deps: PaymentsDeps, bookingId: string, viewer: Viewer): Promise<BookingPaymentFacts> {
  const facts = await deps.bookings.paymentFacts(bookingId);
  if (!facts) throw paymentErrors.bookingNotFound();
  if (viewer.role !== 'admin' && viewer.userId !== facts.clientId && viewer.userId !== facts.cleanerId) throw paymentErrors.forbidden();
  return facts;
}

/** What the booking's money looks like now, from our records and the booking's payment status. */
export async function paymentsView(deps: PaymentsDeps, bookingId: string, viewer: Viewer, nextAction: { clientSecret: string } | null = null): Promise<BookingPaymentsView> {
  const facts = await bookingFor(deps, bookingId, viewer);
  const repo = deps.store.read();
  const [charges, refunds] = await Promise.all([repo.chargesOf(bookingId), repo.refundsOf(bookingId)]);
  const money = bookingMoneyOf(charges);
  const refundedAfterPaying = (facts.paymentStatus === 'final_refunded' || facts.paymentStatus === 'final_partially_refunded') && money.fullyPaidAt !== null;
  return {
    bookingId,
    paymentStatus: facts.paymentStatus,
    currency: 'CAD',
    totalCents: facts.quote.totalCents,
    heldCents: money.heldCents,
    paidCents: money.paidCents,
    refundedCents: money.refundedCents,
    dueCents: money.dueCents,
    remainingCents: remainingCentsOf(money, { status: facts.status, totalCents: facts.quote.totalCents }),
    charges,
    refunds,
    canPayRemainder: viewer.userId === facts.clientId && money.dueCents > 0,
    nextAction,
    invoiceAvailable: facts.paymentStatus === 'fully_paid' || refundedAfterPaying,
  };
}

/**
 * The client pays what is due on-session with a saved card (after the off-session charge was
 * refused). An intent still waiting for authentication is abandoned first, so that only one
 * attempt can ever take the money. Stripe may answer requires_action: the browser authenticates
 * with the returned client secret, then calls sync.
 */
export const payDue =
  (deps: PaymentsDeps) =>
  async (bookingId: string, clientId: string, paymentMethodRef: string): Promise<BookingPaymentsView> => {
    const facts = await deps.bookings.paymentFacts(bookingId);
    if (!facts) throw paymentErrors.bookingNotFound();
    if (facts.clientId !== clientId) throw paymentErrors.forbidden();
    const card = await deps.store.read().findCardByRef(clientId, paymentMethodRef);
    if (!card || card.provider !== deps.provider.name) throw paymentErrors.cardUnknown();
    const result = await deps.store.tx(async (tx) => {
      const due = (await tx.lockChargesOf(bookingId)).find(isDue);
      if (!due) return null;
      if (due.status === 'requires_action' && due.providerRef) await deps.provider.cancel(due.providerRef, `abandon:${due.providerRef}`);
      const attempt = due.attempts + 1;
      const prefix = due.kind === 'remainder' ? 'remainder' : 'cancel-fee';
      const answer = await deps.provider.charge({
        customerRef: card.customerRef,
        paymentMethodRef: card.paymentMethodRef,
        amountCents: due.amountCents,
        bookingId,
        chargeId: due.id,
        kind: due.kind,
        idempotencyKey: `${prefix}:${bookingId}:pay:${attempt}`,
        offSession: false,
      });
      const next = recordAttempt({ ...due, customerRef: card.customerRef, paymentMethodRef: card.paymentMethodRef }, answer, deps.clock.now(), deps.settings.remainderRetryHours, 'client');
      await tx.updateCharge(next);
      await tellChargeFailed(deps, due, next, false);
      return { charge: next, clientSecret: answer.clientSecret };
    });
    if (!result) throw paymentErrors.nothingDue();
    if (result.charge.status === 'succeeded') await afterRemainderPaid(deps, result.charge);
    // Refused: recorded above (committed), then the client hears it; nothing was charged.
    if (result.charge.status === 'failed') throw paymentErrors.cardRefused();
    const nextAction = result.charge.status === 'requires_action' && result.clientSecret ? { clientSecret: result.clientSecret } : null;
    return paymentsView(deps, bookingId, { userId: clientId, role: 'client' }, nextAction);
  };

/** Reads the provider's state of every open charge of the booking and applies it (after the browser authenticated, or to heal a missed webhook). */
export async function syncCharges(deps: PaymentsDeps, bookingId: string): Promise<void> {
  const open = (await deps.store.read().chargesOf(bookingId)).filter((c) => c.providerRef && (c.status === 'pending' || c.status === 'authorized' || c.status === 'requires_action' || c.status === 'succeeded'));
  for (const c of open) {
    const seen = await deps.provider.retrieve(c.providerRef!);
    if (!seen) continue;
    const paid = await deps.store.tx(async (tx) => {
      const locked = await tx.lockCharge(c.id);
      if (!locked) return null;
      const { charge, becamePaid } = applyObserved(locked, seen, deps.clock.now());
      if (charge !== locked) {
        await tx.updateCharge(charge);
        await tellChargeFailed(deps, locked, charge, false);
        await tellProviderRefunds(deps, tx, locked, charge);
      }
      return becamePaid ? charge : null;
    });
    if (paid) await afterRemainderPaid(deps, paid);
  }
  // A remainder paid earlier whose booking status was not moved (a crash between the two): moved now; the compare-and-set keeps it once.
  const charges = await deps.store.read().chargesOf(bookingId);
  const remainder = charges.find((c) => c.kind === 'remainder' && c.status === 'succeeded');
  if (remainder && bookingMoneyOf(charges).dueCents === 0) await afterRemainderPaid(deps, remainder);
}

/** The client's step after their browser authenticated a payment; webhooks and the jobs heal the rest (admins: no). */
export const syncBookingPayments = (deps: PaymentsDeps) => async (bookingId: string, viewer: Viewer) => {
  const facts = await bookingFor(deps, bookingId, viewer);
  if (viewer.userId !== facts.clientId) throw paymentErrors.forbidden();
  await syncCharges(deps, bookingId);
  return paymentsView(deps, bookingId, viewer);
};
