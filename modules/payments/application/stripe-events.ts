import { applyObserved, type Charge } from '../domain/charge.js';
import { paymentErrors } from '../domain/payments.errors.js';
import { afterRemainderPaid } from './settle.js';
import { observeTipIntent } from './tips.js';
import type { PaymentsDeps, PaymentsRepository, StoredEvent } from './ports.js';
import { tellChargeFailed, tellProviderRefunds } from './integrator-events.js';

/** A verified Stripe event, as much of it as we read. */
export interface VerifiedEvent {
  id: string;
  type: string;
  account?: string | null;
  data: { object: Record<string, unknown> };
}

/** Checks the Stripe-Signature of the raw body (300 s tolerance); throws on a bad or stale signature. */
export type WebhookVerifier = (rawBody: string, signature: string) => VerifiedEvent;

/** The flow a card dispute starts (src/flows/case-flows.ts): a case of kind dispute, the visit's earning held. */
export const DISPUTE_OPENED = 'payments.dispute_opened';
/** The flow a closed card dispute starts (src/flows/case-flows.ts): the outcome on the case, the held earning settled, emails. */
export const DISPUTE_CLOSED = 'payments.dispute_closed';

const PAYMENT_INTENT_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.canceled', 'payment_intent.amount_capturable_updated', 'payment_intent.requires_action', 'payment_intent.processing']);

/**
 * Stores a verified event (its id is the primary key: a redelivery changes nothing) and answers at
 * once; the dispatcher applies it right after the commit, and the per-minute job picks up leftovers.
 */
export const receiveWebhook =
  (deps: PaymentsDeps, verify: WebhookVerifier | null) =>
  async (rawBody: string, signature: string | undefined): Promise<{ received: true }> => {
    if (!verify) throw paymentErrors.webhooksDisabled();
    let event: VerifiedEvent;
    try {
      event = verify(rawBody, signature ?? '');
    } catch {
      throw paymentErrors.invalidSignature();
    }
    const payload = JSON.parse(rawBody) as Record<string, unknown>;
    const stored = await deps.store.read().insertEvent({ id: event.id, type: event.type, payload }, deps.clock.now());
    if (stored) dispatchEvent(deps, event.id).catch(deps.onSideEffectError);
    return { received: true };
  };

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** The charge a PaymentIntent belongs to: by its reference, else by the charge id we put in its metadata. */
async function chargeOfIntent(repo: PaymentsRepository, intentId: string, metadata: Record<string, string>): Promise<Charge | null> {
  return (await repo.lockChargeByRef(intentId)) ?? (metadata.chargeId ? await repo.lockCharge(metadata.chargeId) : null);
}

/** Applies one stored event (the one given, or the oldest waiting) exactly once; false when none was waiting. */
export async function dispatchEvent(deps: PaymentsDeps, id: string | null): Promise<boolean> {
  const taken: { id: string | null } = { id: null };
  try {
    const result = await deps.store.tx(async (tx) => {
      const event = await tx.lockPendingEvent(id);
      if (!event) return { found: false, paid: null };
      taken.id = event.id;
      const paid = await applyEvent(deps, tx, event);
      await tx.markEventProcessed(event.id, deps.clock.now());
      return { found: true, paid };
    });
    if (result.paid) await afterRemainderPaid(deps, result.paid);
    return result.found;
  } catch (error) {
    // The transaction rolled back: the event stays waiting for the next run, with the error kept for the logs.
    if (taken.id) await deps.store.read().markEventFailed(taken.id, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

async function applyEvent(deps: PaymentsDeps, tx: PaymentsRepository, event: StoredEvent): Promise<Charge | null> {
  const data = (event.payload.data ?? {}) as { object?: Record<string, unknown> };
  const object = data.object ?? {};
  let intentId: string | null = null;
  if (event.type === 'charge.dispute.created') {
    await disputeOpened(deps, tx, object);
    return null;
  }
  if (event.type === 'charge.dispute.closed') {
    await disputeClosed(deps, tx, object);
    return null;
  }
  if (PAYMENT_INTENT_EVENTS.has(event.type)) intentId = str(object.id);
  else if (event.type === 'charge.refunded' || event.type === 'charge.refund.updated') intentId = str(object.payment_intent);
  else if (!event.type.startsWith('payment_intent.') && !event.type.startsWith('charge.') && !event.type.startsWith('setup_intent.') && !event.type.startsWith('payment_method.') && !event.type.startsWith('customer.')) {
    await deps.externalEventHandler({ id: event.id, type: event.type, account: str(event.payload.account), object });
    return null;
  }
  if (!intentId) return null;
  // The intent's state now, not the event's copy: events arrive late, twice or out of order.
  const seen = await deps.provider.retrieve(intentId);
  if (!seen) return null;
  const charge = await chargeOfIntent(tx, intentId, seen.metadata);
  if (!charge) {
    // A tip's intent: the same event path moves the tip and starts `tip.paid` once (in this transaction).
    await observeTipIntent(deps, intentId, seen);
    return null;
  }
  const { charge: next, becamePaid } = applyObserved(charge, seen, deps.clock.now());
  if (next !== charge) {
    await tx.updateCharge(next);
    // An off-session attempt's refusal is recorded when our call answers; what Stripe adds (an on-session
    // payment refused, a refund made at Stripe) is told here, once: a repeated event changes nothing.
    await tellChargeFailed(deps, charge, next, false);
    await tellProviderRefunds(deps, tx, charge, next);
  }
  return becamePaid ? next : null;
}

/**
 * The client's bank disputes a charge (issue #36): the booking's charge is found by its PaymentIntent,
 * and `payments.dispute_opened` starts in this event's transaction, keyed by the dispute's id (the
 * event is applied once by its id; a second event of the same dispute starts nothing more). A dispute
 * of a payment that is not a booking's (a tip) is left to the dashboard.
 */
async function disputeOpened(deps: PaymentsDeps, tx: PaymentsRepository, dispute: Record<string, unknown>): Promise<void> {
  const disputeId = str(dispute.id);
  const intentId = str(dispute.payment_intent);
  if (!disputeId || !intentId) return;
  const charge = await tx.lockChargeByRef(intentId);
  if (!charge) return;
  await deps.flows.emit(DISPUTE_OPENED, disputeId, disputeFacts(dispute, disputeId, charge));
}

/** What both dispute flows carry: the dispute, its booking, the amount, the reason and Stripe's evidence deadline. */
function disputeFacts(dispute: Record<string, unknown>, disputeId: string, charge: Charge): Record<string, unknown> {
  const amount = typeof dispute.amount === 'number' ? dispute.amount : charge.amountCents;
  const details = (dispute.evidence_details ?? {}) as { due_by?: unknown };
  const dueBy = typeof details.due_by === 'number' ? new Date(details.due_by * 1000).toISOString() : null;
  return { disputeId, bookingId: charge.bookingId, amountCents: amount, reason: str(dispute.reason) ?? '', dueBy };
}

/**
 * Stripe closed a dispute (charge.dispute.closed): `payments.dispute_closed` starts once per dispute
 * (its key), with the outcome: `lost` when the bank kept the money, `won` otherwise (won, or an
 * inquiry closed with a warning: nothing was taken).
 */
async function disputeClosed(deps: PaymentsDeps, tx: PaymentsRepository, dispute: Record<string, unknown>): Promise<void> {
  const disputeId = str(dispute.id);
  const intentId = str(dispute.payment_intent);
  if (!disputeId || !intentId) return;
  const charge = await tx.lockChargeByRef(intentId);
  if (!charge) return;
  const outcome = str(dispute.status) === 'lost' ? 'lost' : 'won';
  await deps.flows.emit(DISPUTE_CLOSED, disputeId, { ...disputeFacts(dispute, disputeId, charge), outcome });
}

/** The per-minute job: events left waiting (a crash after the commit, a failed apply) are applied; returns how many. */
export const dispatchPendingEvents = (deps: PaymentsDeps) => async (): Promise<number> => {
  let applied = 0;
  while (applied < 200) {
    let found: boolean;
    try {
      found = await dispatchEvent(deps, null);
    } catch (error) {
      deps.onSideEffectError(error);
      break;
    }
    if (!found) break;
    applied++;
  }
  return applied;
};
