import type { BookingPaymentFacts } from '../../booking/index.js';
import { observeTip, suggestedTips, tipAmountAllowed, tipBounds, tipSettled, tipStatusOf, tipWindowClosesAt, tipWindowOpen, type Tip } from '../domain/tip.js';
import { paymentErrors, tipErrors } from '../domain/payments.errors.js';
import type { IntentState, PaymentsDeps, SavedCard } from './ports.js';
import type { Viewer } from './booking-payments.js';
import { tipReceiptEmail, tipReceivedEmail } from './tip-emails.js';

/** The flow a paid tip starts (src/flows/tip-flows.ts): the cleaner's earning, their email, the client's receipt. */
export const TIP_PAID = 'tip.paid';

export interface TipView {
  bookingId: string;
  /** The client may tip now (completed visit, window open, no paid tip yet). */
  canTip: boolean;
  closesAt: string | null;
  windowHours: number;
  minCents: number;
  maxCents: number;
  suggestedCents: number[];
  /** The card the tip would be charged on (the visit's, else the client's latest); only for the client. */
  card: { paymentMethodId: string; brand: string; last4: string } | null;
  tip: { id: string; amountCents: number; status: Tip['status']; failureCode: Tip['failureCode']; paidAt: string | null } | null;
  /** The bank asks the client to authenticate: Stripe's client secret for the browser, then sync. */
  nextAction: { clientSecret: string } | null;
}

/** The visit's service as billed (before taxes): what the suggested shares and the bound apply to. */
const serviceCentsOf = (facts: BookingPaymentFacts): number => facts.quote.subtotalCents - facts.quote.discountCents;

async function visitFor(deps: PaymentsDeps, bookingId: string, viewer: Viewer): Promise<BookingPaymentFacts> {
  const facts = await deps.bookings.paymentFacts(bookingId);
  if (!facts) throw paymentErrors.bookingNotFound();
  // Its two parties only: admins see a booking's payments (the refund panel), not its tip (docs/decisions.md, "What admins see").
  if (viewer.userId !== facts.clientId && viewer.userId !== facts.cleanerId) throw paymentErrors.forbidden();
  return facts;
}

/** The card of the visit (remainder, then deposit) if the client still keeps it, else their latest card of this provider. */
async function defaultCard(deps: PaymentsDeps, facts: BookingPaymentFacts): Promise<SavedCard | null> {
  const repo = deps.store.read();
  const charges = await repo.chargesOf(facts.id);
  for (const kind of ['remainder', 'deposit'] as const) {
    const ref = charges.find((c) => c.kind === kind)?.paymentMethodRef;
    const card = ref ? await repo.findCardByRef(facts.clientId, ref) : null;
    if (card && card.provider === deps.provider.name) return card;
  }
  return (await repo.cardsOf(facts.clientId)).find((c) => c.provider === deps.provider.name) ?? null;
}

async function viewOf(deps: PaymentsDeps, facts: BookingPaymentFacts, viewer: Viewer, nextAction: { clientSecret: string } | null): Promise<TipView> {
  const s = deps.settings.tips;
  const closesAt = tipWindowClosesAt(facts, s.windowHours);
  const tip = await deps.tips.read().ofBooking(facts.id);
  const isClient = viewer.userId === facts.clientId;
  const card = isClient ? await defaultCard(deps, facts) : null;
  const serviceCents = serviceCentsOf(facts);
  return {
    bookingId: facts.id,
    canTip: isClient && tipWindowOpen(closesAt, deps.clock.now()) && !(tip && tipSettled(tip)),
    closesAt: closesAt?.toISOString() ?? null,
    windowHours: s.windowHours,
    ...tipBounds(serviceCents, s),
    suggestedCents: suggestedTips(serviceCents, s),
    card: card ? { paymentMethodId: card.paymentMethodRef, brand: card.brand, last4: card.last4 } : null,
    tip: tip ? { id: tip.id, amountCents: tip.amountCents, status: tip.status, failureCode: tip.failureCode, paidAt: tip.paidAt?.toISOString() ?? null } : null,
    nextAction,
  };
}

/** The visit's tip as its client or cleaner sees it (the cleaner sees the amount once paid, never the card). */
export const tipView = (deps: PaymentsDeps) => async (bookingId: string, viewer: Viewer) => viewOf(deps, await visitFor(deps, bookingId, viewer), viewer, null);

export interface GiveTipInput {
  amountCents: number;
  /** One of the client's saved cards; the visit's card when left out. */
  paymentMethodId: string | null;
  /** The browser's key of this click: a repeated click (or a retried request) charges nothing more. */
  requestKey: string;
}

/** The intent's answer, in a tip's words. */
const answerOf = (a: IntentState) => ({ reference: a.reference, status: tipStatusOf(a.status), failureCode: a.failureCode });

/**
 * The client tips the cleaner of a completed visit, within the window after the punch-out: the
 * amount is charged off-session on a saved card (Stripe PaymentIntent, one idempotency key per
 * attempt). A bank that asks for authentication gets one on-session attempt whose client secret the
 * browser confirms with Stripe's elements, then sync. Paid: the `tip.paid` flow starts in the same
 * transaction (the cleaner's earning without commission, their email, the client's receipt).
 */
export const giveTip =
  (deps: PaymentsDeps) =>
  async (bookingId: string, clientId: string, input: GiveTipInput): Promise<TipView> => {
    const s = deps.settings.tips;
    const facts = await visitFor(deps, bookingId, { userId: clientId, role: 'client' });
    if (facts.clientId !== clientId) throw tipErrors.onlyClient();
    if (facts.status !== 'completed') throw tipErrors.notCompleted();
    const now = deps.clock.now();
    const bounds = tipBounds(serviceCentsOf(facts), s);
    if (!tipAmountAllowed(input.amountCents, bounds)) throw tipErrors.amountOutOfRange(bounds.minCents, bounds.maxCents);
    const card = input.paymentMethodId ? await deps.store.read().findCardByRef(clientId, input.paymentMethodId) : await defaultCard(deps, facts);
    if (input.paymentMethodId && (!card || card.provider !== deps.provider.name)) throw paymentErrors.cardUnknown();
    if (!card) throw tipErrors.noCard();

    const result = await deps.tips.tx(async (repo) => {
      const fresh: Tip = {
        id: deps.newId(), bookingId, clientId, cleanerId: facts.cleanerId, amountCents: input.amountCents, status: 'pending', provider: deps.provider.name,
        providerRef: null, customerRef: card.customerRef, paymentMethodRef: card.paymentMethodRef, requestKey: input.requestKey, failureCode: null, attempts: 0, paidAt: null, createdAt: now, updatedAt: now,
      };
      const { tip, created } = await repo.claim(fresh);
      // The same click again (a double click, a retried request): its first answer, nothing charged.
      if (!created && tip.requestKey === input.requestKey) return { tip, clientSecret: null, replayed: true };
      if (!created && tipSettled(tip)) throw tipErrors.alreadyGiven();
      // Checked after the replay: the answer to a click made in time stays readable after the window.
      if (!tipWindowOpen(tipWindowClosesAt(facts, s.windowHours), now)) throw tipErrors.windowClosed(s.windowHours);
      // Only one attempt can ever take the money: an intent still waiting for authentication is abandoned.
      if (tip.status === 'requires_action' && tip.providerRef) await deps.provider.cancel(tip.providerRef, `abandon:${tip.providerRef}`);
      const attempt = tip.attempts + 1;
      const request = { customerRef: card.customerRef, paymentMethodRef: card.paymentMethodRef, amountCents: input.amountCents, bookingId, chargeId: tip.id, kind: 'tip' as const };
      let answer = await deps.provider.charge({ ...request, idempotencyKey: `tip:${tip.id}:${attempt}`, offSession: true });
      // The client is on the page: a bank that wants authentication gets it on-session.
      if (answer.status === 'failed' && answer.failureCode === 'authentication_required') answer = await deps.provider.charge({ ...request, idempotencyKey: `tip:${tip.id}:${attempt}:on-session`, offSession: false });
      // This attempt's intent becomes the tip's current one (a refusal before any intent leaves none).
      const attempted: Tip = { ...tip, amountCents: input.amountCents, customerRef: card.customerRef, paymentMethodRef: card.paymentMethodRef, requestKey: input.requestKey, attempts: attempt, providerRef: answer.reference, status: 'pending', failureCode: null, paidAt: null, updatedAt: now };
      const { tip: stored, becamePaid } = observeTip(attempted, answerOf(answer), now);
      await repo.update(stored);
      if (becamePaid) await deps.flows.emit(TIP_PAID, stored.id, { tipId: stored.id });
      return { tip: stored, clientSecret: answer.clientSecret, replayed: false };
    });
    const { tip } = result;
    let clientSecret = result.clientSecret;
    if (result.replayed && tip.status === 'requires_action' && tip.providerRef) clientSecret = (await deps.provider.retrieve(tip.providerRef))?.clientSecret ?? null;
    // Refused: recorded (committed above), then the client hears it in their language; nothing was charged.
    if (tip.status === 'failed' || tip.status === 'canceled') throw tipErrors.cardRefused();
    const nextAction = tip.status === 'requires_action' && clientSecret ? { clientSecret } : null;
    return viewOf(deps, facts, { userId: clientId, role: 'client' }, nextAction);
  };

/**
 * The provider's state of a tip's intent applied to our row (a webhook, the browser's sync); starts
 * `tip.paid` once, in the transaction that records the payment. False when the intent is no tip's.
 */
export async function observeTipIntent(deps: PaymentsDeps, reference: string, seen: IntentState): Promise<boolean> {
  return deps.tips.tx(async (repo) => {
    const tip = (await repo.lockByRef(reference)) ?? (seen.metadata.kind === 'tip' && seen.metadata.chargeId ? await repo.lock(seen.metadata.chargeId) : null);
    if (!tip) return false;
    const { tip: next, becamePaid } = observeTip(tip, { ...answerOf(seen), reference }, deps.clock.now());
    if (next !== tip) await repo.update(next);
    if (becamePaid) await deps.flows.emit(TIP_PAID, next.id, { tipId: next.id });
    return true;
  });
}

/** The client's step after their browser authenticated the tip (a missed webhook heals the same way). */
export const syncTip = (deps: PaymentsDeps) => async (bookingId: string, viewer: Viewer): Promise<TipView> => {
  const facts = await visitFor(deps, bookingId, viewer);
  if (viewer.userId !== facts.clientId) throw tipErrors.onlyClient();
  const tip = await deps.tips.read().ofBooking(bookingId);
  if (tip?.providerRef && tip.status !== 'succeeded') {
    const seen = await deps.provider.retrieve(tip.providerRef);
    if (seen) await observeTipIntent(deps, tip.providerRef, seen);
  }
  const after = await deps.tips.read().ofBooking(bookingId);
  if (after && (after.status === 'failed' || after.status === 'canceled') && tip?.status !== after.status) throw tipErrors.cardRefused();
  return viewOf(deps, facts, viewer, null);
};

/** What the tip.paid flow's steps read of a paid tip (payouts' earning, the emails). */
export interface PaidTipFacts {
  tipId: string;
  bookingId: string;
  clientId: string;
  cleanerId: string;
  amountCents: number;
  paidAt: Date;
  /** The visit's Quebec date. */
  serviceDate: string;
}

export const paidTip = (deps: PaymentsDeps) => async (tipId: string): Promise<PaidTipFacts | null> => {
  const tip = await deps.tips.read().find(tipId);
  if (!tip || tip.status !== 'succeeded' || !tip.paidAt) return null;
  const facts = await deps.bookings.paymentFacts(tip.bookingId);
  return { tipId: tip.id, bookingId: tip.bookingId, clientId: tip.clientId, cleanerId: tip.cleanerId, amountCents: tip.amountCents, paidAt: tip.paidAt, serviceDate: facts?.date ?? tip.paidAt.toISOString().slice(0, 10) };
};

/** The `tip.paid` flow's email steps: the cleaner hears of it, the client gets the receipt (each once, through the outbox). */
export const tipEmails = (deps: PaymentsDeps) => {
  const load = async (tipId: string) => {
    const tip = await paidTip(deps)(tipId);
    if (!tip) return null;
    const [client, cleaner] = await Promise.all([deps.accounts.find(tip.clientId), deps.accounts.find(tip.cleanerId)]);
    return client && cleaner ? { tip, client, cleaner } : null;
  };
  const facts = (tip: PaidTipFacts, otherPartyName: string) => ({ amountCents: tip.amountCents, serviceDate: tip.serviceDate, paidAt: tip.paidAt, otherPartyName });
  return {
    toCleaner: async (tipId: string): Promise<void> => {
      const found = await load(tipId);
      if (found) await deps.mailer.send(tipReceivedEmail(found.cleaner, facts(found.tip, found.client.name), { earnings: `${deps.settings.publicUrl}/profile/payouts` }));
    },
    receiptToClient: async (tipId: string): Promise<void> => {
      const found = await load(tipId);
      if (found) await deps.mailer.send(tipReceiptEmail(found.client, facts(found.tip, found.cleaner.name), { booking: `${deps.settings.publicUrl}/bookings/${found.tip.bookingId}` }));
    },
  };
};
