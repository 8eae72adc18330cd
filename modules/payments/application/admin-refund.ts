import type { PaymentStatus } from '../../booking/index.js';
import { DomainError } from '../../../src/shared/domain-error.js';
import { splitRefund } from '../domain/refund-split.js';
import { paymentErrors } from '../domain/payments.errors.js';
import { refundEmail } from './payment-emails.js';
import { paymentsView, type BookingPaymentsView } from './booking-payments.js';
import type { PaymentsDeps } from './ports.js';
import { tellRefunded } from './integrator-events.js';

/** Statuses in which the client has money captured that an admin may give back. */
const CAPTURED: readonly PaymentStatus[] = ['initial_completed', 'final_pending', 'final_failed', 'final_completed', 'final_partially_refunded', 'fully_paid', 'partially_paid', 'completed'];

/**
 * An admin refunds part or all of what the client paid, with a reason. The amount is split across the
 * captured charges, newest payment first; each piece is a provider refund keyed by the charge's state, recorded
 * under the charges' row locks so two admins cannot give back more than was paid.
 */
export const adminRefund =
  (deps: PaymentsDeps) =>
  async (bookingId: string, adminId: string, input: { amountCents: number; reason: string; notifyClient?: boolean }): Promise<BookingPaymentsView> => {
    const facts = await deps.bookings.paymentFacts(bookingId);
    if (!facts) throw paymentErrors.bookingNotFound();
    const reason = input.reason.trim();
    const outcome = await deps.store.tx(async (tx) => {
      const charges = await tx.lockChargesOf(bookingId);
      const captured = charges.filter((c) => c.status === 'succeeded' && c.paidAt);
      const pieces = splitRefund(
        captured.map((c) => ({ id: c.id, amountCents: c.amountCents, refundedCents: c.refundedCents, paidAt: c.paidAt! })),
        input.amountCents,
      );
      if (!pieces) return { tooLarge: true as const };
      const now = deps.clock.now();
      let failed = false;
      let unavailable = false;
      for (const piece of pieces) {
        const charge = captured.find((c) => c.id === piece.chargeId)!;
        // The key follows the charge's state: the same refund asked again after an unanswered call (the
        // charge's refunded total unchanged) replays at Stripe instead of refunding twice.
        const idempotencyKey = `refund:admin:${charge.id}:${charge.refundedCents}:${piece.amountCents}`;
        let id = deps.newId();
        if (!(await tx.insertRefund({ id, bookingId, chargeId: charge.id, amountCents: piece.amountCents, by: 'admin', reason, adminId, providerRef: null, idempotencyKey, status: 'pending', createdAt: now }))) {
          id = (await tx.refundsOf(bookingId)).find((r) => r.idempotencyKey === idempotencyKey)!.id;
        }
        let answer: Awaited<ReturnType<typeof deps.provider.refund>>;
        try {
          answer = await deps.provider.refund({ reference: charge.providerRef!, amountCents: piece.amountCents, idempotencyKey });
        } catch (error) {
          if (!(error instanceof DomainError && error.code === 'payments.provider_unavailable')) throw error;
          // Unknown outcome: the row stays pending and the pieces already refunded stay recorded (this commit);
          // Stripe's charge.refunded event brings the charge's refunded total in line if it did go through.
          unavailable = true;
          break;
        }
        await tx.updateRefund(id, answer.ok ? 'succeeded' : 'failed', answer.ok ? answer.reference : null);
        if (!answer.ok) {
          failed = true;
          break;
        }
        await tx.updateCharge({ ...charge, refundedCents: charge.refundedCents + piece.amountCents, updatedAt: now });
        await tellRefunded(deps, { id, bookingId, amountCents: piece.amountCents, by: 'admin', reason, createdAt: now });
      }
      const after = await tx.chargesOf(bookingId);
      const left = after.filter((c) => c.status === 'succeeded').reduce((s, c) => s + c.amountCents - c.refundedCents, 0);
      return { tooLarge: false as const, failed, unavailable, left };
    });
    if (outcome.tooLarge) throw paymentErrors.refundTooLarge();
    // Pieces refunded before a refusal stay recorded (the money moved); the status follows what is left.
    await deps.bookings.setPaymentStatus(bookingId, CAPTURED, outcome.left === 0 ? 'final_refunded' : 'final_partially_refunded');
    if (outcome.unavailable) throw paymentErrors.providerUnavailable();
    if (outcome.failed) throw paymentErrors.refundFailed();
    // A case's refund is announced by the case's decision email (one email, issue #36), not by this one as well.
    const client = input.notifyClient === false ? null : await deps.accounts.find(facts.clientId);
    if (client) {
      deps.mailer
        .send(refundEmail(client, { amountCents: input.amountCents, date: facts.date, reason, link: `${deps.settings.publicUrl}/bookings/${bookingId}`, ...(deps.settings.refundBusinessDays ? { businessDays: deps.settings.refundBusinessDays } : {}) }))
        .catch(deps.onSideEffectError);
    }
    return paymentsView(deps, bookingId, { userId: adminId, role: 'admin' });
  };
