import type { PaymentsPort } from '../../booking/index.js';
import { outcomeOf, recordAttempt, applyObserved, type Charge, type ChargeKind, type FailureReason } from '../domain/charge.js';
import { DomainError } from '../../../src/shared/domain-error.js';
import { failpoint } from '../../../src/shared/failpoints.js';
import { afterRemainderPaid, emailPaymentFailed } from './settle.js';
import type { IntentState, PaymentsDeps, PaymentsRepository } from './ports.js';
import { tellChargeFailed, tellRefunded } from './integrator-events.js';

type Outcome = { ok: true; reference: string } | { ok: false; reason: FailureReason };

/** When a call whose outcome is unknown (Stripe unavailable) is replayed with its own key by the retry job. */
export const UNKNOWN_OUTCOME_REPLAY_MS = 15 * 60_000;

const isUnavailable = (error: unknown): boolean => error instanceof DomainError && error.code === 'payments.provider_unavailable';

/**
 * The provider did not answer: the charge stays `pending` (we do not know whether money moved) with
 * a replay time; the retry job re-sends the same request with the same idempotency key, which makes
 * Stripe answer what really happened. The booking hears a refusal ('error') meanwhile.
 */
async function unknownOutcome(deps: PaymentsDeps, tx: PaymentsRepository, charge: Charge, error: unknown): Promise<Outcome> {
  if (!isUnavailable(error)) throw error;
  deps.onSideEffectError(error);
  const now = deps.clock.now();
  await tx.updateCharge({ ...charge, nextRetryAt: new Date(now.getTime() + UNKNOWN_OUTCOME_REPLAY_MS), updatedAt: now });
  return { ok: false, reason: 'error' };
}

/** With the development provider a request without a card pays with its always-accepted test card (demo data and old tests rely on it). */
const DEVELOPMENT_DEFAULT_CARD = 'dev_pm_success';

function newCharge(deps: PaymentsDeps, input: { bookingId: string; clientId: string; kind: ChargeKind; amountCents: number; idempotencyKey: string; customerRef: string | null; paymentMethodRef: string | null }): Charge {
  const now = deps.clock.now();
  return {
    id: deps.newId(),
    bookingId: input.bookingId,
    clientId: input.clientId,
    kind: input.kind,
    amountCents: input.amountCents,
    refundedCents: 0,
    status: 'pending',
    provider: deps.provider.name,
    providerRef: null,
    customerRef: input.customerRef,
    paymentMethodRef: input.paymentMethodRef,
    idempotencyKey: input.idempotencyKey,
    failureCode: null,
    attempts: 0,
    retriesDone: 0,
    firstFailedAt: null,
    nextRetryAt: null,
    paidAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

const refused = (reason: FailureReason): IntentState => ({ reference: null, status: 'failed', failureCode: reason, clientSecret: null, amountRefundedCents: 0, metadata: {} });

/** The card a booking's later charges use: the deposit's, unless the client forgot it since; then the one that worked last (else their newest). */
async function cardForLaterCharge(deps: PaymentsDeps, repo: PaymentsRepository, bookingId: string, clientId: string): Promise<{ customerRef: string; paymentMethodRef: string } | null> {
  const deposit = (await repo.chargesOf(bookingId)).find((c) => c.kind === 'deposit');
  if (deposit?.paymentMethodRef && deposit.customerRef) {
    const kept = deps.provider.name === 'development' && deposit.paymentMethodRef === DEVELOPMENT_DEFAULT_CARD ? true : Boolean(await repo.findCardByRef(clientId, deposit.paymentMethodRef));
    if (kept) return { customerRef: deposit.customerRef, paymentMethodRef: deposit.paymentMethodRef };
  }
  const [newest] = await repo.cardsOf(clientId);
  return newest ? { customerRef: newest.customerRef, paymentMethodRef: newest.paymentMethodRef } : null;
}

/** Forgets a saved card that was just refused and never held or paid anything; the provider detaches it. */
async function forgetRefusedCard(deps: PaymentsDeps, repo: PaymentsRepository, clientId: string, paymentMethodRef: string): Promise<void> {
  const card = (await repo.cardsOf(clientId)).find((c) => c.paymentMethodRef === paymentMethodRef);
  if (!card || card.lastWorkedAt) return;
  await repo.deleteCard(card.id, deps.clock.now());
  // Detaching is tidying at the provider: the card is already gone from the client's list.
  await deps.provider.detachCard(card.paymentMethodRef, `detach:${card.id}`).catch(deps.onSideEffectError);
}

/**
 * The booking module's PaymentsPort. Each call claims our charge row by its idempotency key first
 * (a replay answers the stored outcome), then calls the provider with the same key (while the row is
 * locked, except the deposit: see there), then records the answer: money is never moved twice and
 * never moved unrecorded.
 */
export function bookingChargesPort(deps: PaymentsDeps): PaymentsPort {
  const { provider, store } = deps;

  return {
    async authorizeDeposit(input) {
      const repo = store.read();
      // No transaction (and no pooled connection) is held during the provider call. The claim commits
      // at once with a replay time: if this process dies before the answer is recorded, the retry job
      // replays the call with the same key and releases a hold it finds (the request was given up by
      // then). A deposit's key is its booking's, which only this request path uses; Stripe answers a
      // replayed key with the first outcome.
      const now = deps.clock.now();
      const replayAt = new Date(now.getTime() + UNKNOWN_OUTCOME_REPLAY_MS);
      let claimed: { charge: Charge } | null = null;
      if (input.paymentMethodId) {
        // Only one of the client's saved cards (read by the claim's own statement).
        claimed = await repo.claimChargeWithCard({ ...newCharge(deps, { ...input, kind: 'deposit', customerRef: null, paymentMethodRef: null }), nextRetryAt: replayAt }, input.paymentMethodId);
      } else if (provider.name === 'development') {
        const card = { customerRef: await provider.ensureCustomer({ id: input.clientId, email: '', name: '' }), paymentMethodRef: DEVELOPMENT_DEFAULT_CARD };
        claimed = await repo.claimCharge({ ...newCharge(deps, { ...input, kind: 'deposit', ...card }), nextRetryAt: replayAt });
      }
      // Not one of the client's saved cards: refused before any money is held.
      if (!claimed) return { ok: false, reason: 'declined' };
      const { charge } = claimed;
      const picked = { customerRef: charge.customerRef!, paymentMethodRef: charge.paymentMethodRef! };
      const known = outcomeOf(charge);
      if (known) return known;
      let answer: IntentState;
      try {
        answer = await provider.authorize({ ...picked, amountCents: charge.amountCents, bookingId: input.bookingId, chargeId: charge.id, kind: 'deposit', idempotencyKey: input.idempotencyKey });
      } catch (error) {
        return unknownOutcome(deps, repo, charge, error);
      }
      failpoint('payments.deposit.after_provider');
      if (answer.status === 'requires_action' && answer.reference) {
        // A deposit is held while the client sends the request; a bank that wants authentication then refuses it (no hold stays behind).
        await provider.cancel(answer.reference, `abandon:${answer.reference}`);
        answer = { ...answer, status: 'failed', failureCode: 'authentication_required' };
      }
      const next = recordAttempt(charge, answer, deps.clock.now(), deps.settings.remainderRetryHours, 'first');
      await repo.updateCharge(next);
      // A card the bank refuses and that never worked is not kept (issue #42): the next form does not offer it again.
      if (next.status === 'failed' && next.failureCode === 'declined' && input.paymentMethodId) await forgetRefusedCard(deps, repo, input.clientId, input.paymentMethodId);
      return outcomeOf(next) ?? { ok: false, reason: 'error' };
    },

    captureDeposit: (input) => moveDeposit(input.bookingId, input.reference, (ref) => provider.capture(ref, input.idempotencyKey), 'succeeded'),

    releaseDeposit: (input) => moveDeposit(input.bookingId, input.reference, (ref) => provider.cancel(ref, input.idempotencyKey), 'canceled'),

    async refund(input) {
      return store.tx(async (tx): Promise<Outcome> => {
        const charge = (await tx.lockChargeByRef(input.reference)) ?? (await tx.lockChargeOf(input.bookingId, 'deposit'));
        // A booking paid before charges were recorded (older development data): the provider alone answers.
        if (!charge) return provider.refund({ reference: input.reference, amountCents: input.amountCents, idempotencyKey: input.idempotencyKey });
        // Under the charge's lock, a replayed key finds its refund: the same answer, no second refund.
        const earlier = (await tx.refundsOf(input.bookingId)).find((r) => r.idempotencyKey === input.idempotencyKey);
        if (earlier) return earlier.status === 'succeeded' ? { ok: true, reference: earlier.providerRef ?? input.reference } : { ok: false, reason: 'error' };
        if (charge.status !== 'succeeded' || charge.amountCents - charge.refundedCents < input.amountCents) return { ok: false, reason: 'error' };
        const now = deps.clock.now();
        const id = deps.newId();
        await tx.insertRefund({ id, bookingId: input.bookingId, chargeId: charge.id, amountCents: input.amountCents, by: 'policy', reason: null, adminId: null, providerRef: null, idempotencyKey: input.idempotencyKey, status: 'pending', createdAt: now });
        const answer = await provider.refund({ reference: charge.providerRef ?? input.reference, amountCents: input.amountCents, idempotencyKey: input.idempotencyKey });
        await tx.updateRefund(id, answer.ok ? 'succeeded' : 'failed', answer.ok ? answer.reference : null);
        if (answer.ok) {
          await tx.updateCharge({ ...charge, refundedCents: charge.refundedCents + input.amountCents, updatedAt: now });
          await tellRefunded(deps, { id, bookingId: input.bookingId, amountCents: input.amountCents, by: 'policy', reason: null, createdAt: now });
        }
        return answer;
      });
    },

    async depositState(bookingId) {
      const deposit = (await store.read().chargesOf(bookingId)).find((c) => c.kind === 'deposit');
      if (deposit?.status === 'authorized' && deposit.providerRef) return { status: 'held', reference: deposit.providerRef };
      // An unanswered call is replayed by the retry job, which releases a hold it finds for a request given up.
      if (deposit?.status === 'pending') return { status: 'unknown' };
      return { status: 'none' };
    },

    async chargeRemainder(input) {
      const card = await cardForLaterCharge(deps, store.read(), input.bookingId, input.clientId);
      const { charge, fresh } = await store.tx(async (tx) => {
        const claimed = await tx.claimCharge(newCharge(deps, { ...input, customerRef: card?.customerRef ?? null, paymentMethodRef: card?.paymentMethodRef ?? null }));
        if (outcomeOf(claimed.charge)) return { charge: claimed.charge, fresh: false };
        let answer: IntentState;
        try {
          answer = card
            ? await provider.charge({ ...card, amountCents: claimed.charge.amountCents, bookingId: input.bookingId, chargeId: claimed.charge.id, kind: input.kind, idempotencyKey: input.idempotencyKey, offSession: true })
            : refused('error');
        } catch (error) {
          await unknownOutcome(deps, tx, claimed.charge, error);
          return { charge: claimed.charge, fresh: false };
        }
        const next = recordAttempt(claimed.charge, answer, deps.clock.now(), deps.settings.remainderRetryHours, 'first');
        await tx.updateCharge(next);
        await tellChargeFailed(deps, claimed.charge, next, true);
        return { charge: next, fresh: true };
      });
      if (fresh && charge.status === 'succeeded') await afterRemainderPaid(deps, charge);
      if (fresh && charge.status !== 'succeeded') emailPaymentFailed(deps, charge).catch(deps.onSideEffectError);
      return outcomeOf(charge) ?? { ok: false, reason: 'error' };
    },
  };

  /** Capture or release of the deposit; the intent's real state is recorded whatever the call answered. */
  function moveDeposit(bookingId: string, reference: string, move: (ref: string) => Promise<IntentState>, wanted: 'succeeded' | 'canceled'): Promise<Outcome> {
    return store.tx(async (tx) => {
      const charge = (await tx.lockChargeByRef(reference)) ?? (await tx.lockChargeOf(bookingId, 'deposit'));
      if (charge?.status === wanted) return { ok: true, reference: charge.providerRef ?? reference };
      const answer = await move(charge?.providerRef ?? reference);
      if (charge) await tx.updateCharge(applyObserved(charge, answer, deps.clock.now()).charge);
      return answer.status === wanted ? { ok: true, reference: answer.reference ?? reference } : { ok: false, reason: answer.failureCode ?? 'error' };
    });
  }
}
