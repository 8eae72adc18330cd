import type { Case } from '../domain/case.js';
import type { CaseDeps } from './ports.js';

export interface DisputeOpened {
  disputeId: string;
  bookingId: string;
  amountCents: number;
  reason: string;
}

/**
 * The client's bank disputes a card payment of a visit (Stripe's charge.dispute.created, through the
 * payments module and the `payments.dispute_opened` flow): a case of kind `dispute` opens in the
 * console's queue and the visit's earning is held, in one transaction; once per dispute (its id is
 * unique), so a redelivered event or a retried step changes nothing. Not shown to the parties (the
 * dispute is between the client's bank and Éclat); the cleaner's payouts page says the visit is held.
 */
export const openDispute =
  (deps: CaseDeps) =>
  async (d: DisputeOpened): Promise<void> => {
    const visit = await deps.bookings.visitFacts(d.bookingId);
    if (!visit) return;
    const amount = (d.amountCents / 100).toFixed(2);
    const c: Case = {
      id: deps.newId(),
      kind: 'dispute',
      bookingId: visit.bookingId,
      clientId: visit.clientId,
      cleanerId: visit.cleanerId,
      category: 'other',
      description: `Litige bancaire Stripe ${d.disputeId} (motif\u00a0: ${d.reason || 'non précisé'}), ${amount} $ contestés.`,
      wish: null,
      status: 'open',
      reportedAt: deps.clock.now(),
      answer: null,
      answeredAt: null,
      decision: null,
    };
    await deps.tx.run(async () => {
      if (!(await deps.cases.insertDispute(c, d.disputeId))) return;
      await deps.payouts.holdVisit({ bookingId: visit.bookingId, cleanerId: visit.cleanerId, caseId: c.id });
    });
  };
