import { recordAttempt, type Charge } from '../domain/charge.js';
import { DomainError } from '../../../src/shared/domain-error.js';
import { afterRemainderPaid, emailPaymentFailed } from './settle.js';
import { UNKNOWN_OUTCOME_REPLAY_MS } from './booking-charges.js';
import type { IntentState, PaymentsDeps, PaymentsRepository } from './ports.js';
import { tellChargeFailed } from './integrator-events.js';

const noCard: IntentState = { reference: null, status: 'failed', failureCode: 'error', clientSecret: null, amountRefundedCents: 0, metadata: {} };

/**
 * A charge whose first call got no answer from the provider: the same request is sent again with the
 * same idempotency key, so Stripe answers what really happened (or does it now). A deposit found held
 * this way belongs to a request the booking module already gave up on: its hold is released.
 */
async function replayUnknown(deps: PaymentsDeps, tx: PaymentsRepository, due: Charge): Promise<Charge> {
  const now = deps.clock.now();
  const request = { customerRef: due.customerRef!, paymentMethodRef: due.paymentMethodRef!, amountCents: due.amountCents, bookingId: due.bookingId, chargeId: due.id, kind: due.kind, idempotencyKey: due.idempotencyKey };
  let answer: IntentState;
  try {
    answer = !due.customerRef || !due.paymentMethodRef ? noCard : due.kind === 'deposit' ? await deps.provider.authorize(request) : await deps.provider.charge({ ...request, offSession: true });
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'payments.provider_unavailable')) throw error;
    // Still no answer: try again later.
    const later = { ...due, nextRetryAt: new Date(now.getTime() + UNKNOWN_OUTCOME_REPLAY_MS), updatedAt: now };
    await tx.updateCharge(later);
    return later;
  }
  if (due.kind === 'deposit' && answer.reference && (answer.status === 'authorized' || answer.status === 'requires_action')) {
    answer = await deps.provider.cancel(answer.reference, `abandon:${answer.reference}`);
  }
  const next = recordAttempt(due, answer, now, deps.settings.remainderRetryHours, 'first');
  await tx.updateCharge(next);
  await tellChargeFailed(deps, due, next, true);
  return next;
}

/**
 * The scheduled job: refused remainders (and late-cancellation fees) are charged off-session again
 * at config.payments.remainderRetryHours after the first failure, each retry with its own key
 * (`remainder:<booking>:retry:<n>`); charges whose outcome is unknown are replayed with their own key.
 * Rows are taken one by one with FOR UPDATE SKIP LOCKED and held during the provider call, so
 * instances running the job at once never retry the same charge twice. After the last retry the
 * schedule stops; the client pays by the emailed link. Returns how many were tried.
 */
export const retryDueRemainders = (deps: PaymentsDeps) => async (): Promise<number> => {
  let tried = 0;
  for (; tried < 100; tried++) {
    const done = await deps.store.tx(async (tx): Promise<{ charge: Charge; replayed: boolean } | null> => {
      const [due] = await tx.lockDueRetries(deps.clock.now(), 1);
      if (!due) return null;
      if (due.status === 'pending') return { charge: await replayUnknown(deps, tx, due), replayed: true };
      // An on-session attempt left waiting for the client's authentication is abandoned: one open intent at a time.
      if (due.status === 'requires_action' && due.providerRef) await deps.provider.cancel(due.providerRef, `abandon:${due.providerRef}`);
      const prefix = due.kind === 'remainder' ? 'remainder' : 'cancel-fee';
      const answer =
        due.customerRef && due.paymentMethodRef
          ? await deps.provider.charge({
              customerRef: due.customerRef,
              paymentMethodRef: due.paymentMethodRef,
              amountCents: due.amountCents,
              bookingId: due.bookingId,
              chargeId: due.id,
              kind: due.kind,
              idempotencyKey: `${prefix}:${due.bookingId}:retry:${due.retriesDone + 1}`,
              offSession: true,
            })
          : noCard;
      const next = recordAttempt(due, answer, deps.clock.now(), deps.settings.remainderRetryHours, 'retry');
      await tx.updateCharge(next);
      await tellChargeFailed(deps, due, next, true);
      return { charge: next, replayed: false };
    });
    if (!done) break;
    const { charge, replayed } = done;
    if (charge.status === 'succeeded') await afterRemainderPaid(deps, charge);
    // A replay that found a refusal is the first the client hears of it; after the last retry they are told once more.
    else if (charge.status === 'failed' && charge.kind !== 'deposit' && (replayed || charge.nextRetryAt === null)) await emailPaymentFailed(deps, charge).catch(deps.onSideEffectError);
  }
  return tried;
};
