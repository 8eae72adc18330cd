import type { Flow } from './outbox.js';
import { CASE_DECIDED, DISPUTE_LOST_NOTE, type ClosedDispute, type DecidedCase, type DisputeClosed, type DisputeOpened } from '../../modules/cases/index.js';
import { DISPUTE_CLOSED, DISPUTE_OPENED } from '../../modules/payments/index.js';

/**
 * An admin decided a case (issue #36, modules/cases). Each step runs once per case in a transaction
 * of its own (src/flows/outbox.ts), so a crash between two steps loses none and repeats none (the steps after the refund wait for it):
 * the refund's Stripe calls are keyed by the charges' refunded totals, which roll back with the step
 * (a replay at Stripe, never a second refund); the adjustment has the case as its unique source and
 * releases the hold in the same transaction; the credit note is unique per case; the emails are
 * external (at least once).
 */
export interface CaseFlowSteps {
  cases: { decidedCase(caseId: string): Promise<DecidedCase | null>; markRefunded(caseId: string): Promise<void>; emailDecision(caseId: string): Promise<void> };
  payments: { refundForCase(input: { bookingId: string; adminId: string; amountCents: number; reason: string }): Promise<unknown> };
  payouts: { settleCase(input: { caseId: string; bookingId: string; cleanerId: string; serviceDate: string | null; adjustmentCents: number; note: string | null }): Promise<void> };
  invoices: { issueCreditNote(input: { bookingId: string; sourceKey: string; amountCents: number; reason: string }): Promise<unknown> };
}

const caseIdOf = (p: Record<string, unknown>): string => String(p.caseId);

/**
 * The outbox runs a flow's steps each on its own (a failed one does not stop the next): the steps
 * after the refund wait for it by failing (then retried) until the refund step went through, so a
 * refund Stripe has not made yet never takes the cleaner's share nor releases the hold.
 */
async function refunded(s: CaseFlowSteps, caseId: string): Promise<DecidedCase | null> {
  const c = await s.cases.decidedCase(caseId);
  if (c?.resolution === 'refund' && !c.refundedAt) throw new Error(`case ${caseId}: waiting for the refund step`);
  return c;
}

export const caseDecided = (s: CaseFlowSteps): Flow => ({
  event: CASE_DECIDED,
  steps: [
    {
      name: 'payments.case_refund',
      run: async (p) => {
        const c = await s.cases.decidedCase(caseIdOf(p));
        if (c?.resolution !== 'refund' || !c.refundCents || c.refundedAt) return;
        await s.payments.refundForCase({ bookingId: c.bookingId, adminId: c.decidedBy, amountCents: c.refundCents, reason: c.reason });
        // Same transaction as the refund's records: the later steps see it only once the refund is in.
        await s.cases.markRefunded(c.caseId);
      },
    },
    {
      // After the refund: the cleaner's share comes off their earnings, then the hold goes (one transaction), so no payout pays the visit whole in between.
      name: 'payouts.case_settle',
      run: async (p) => {
        const c = await refunded(s, caseIdOf(p));
        if (c) await s.payouts.settleCase({ caseId: c.caseId, bookingId: c.bookingId, cleanerId: c.cleanerId, serviceDate: c.serviceDate || null, adjustmentCents: c.resolution === 'refund' ? (c.cleanerShareCents ?? 0) : 0, note: null });
      },
    },
    {
      name: 'invoices.credit_note',
      run: async (p) => {
        const c = await refunded(s, caseIdOf(p));
        if (c?.resolution === 'refund' && c.refundCents) await s.invoices.issueCreditNote({ bookingId: c.bookingId, sourceKey: `case:${c.caseId}`, amountCents: c.refundCents, reason: c.reason });
      },
    },
    { name: 'mail.case_decided', external: true, run: (p) => s.cases.emailDecision(caseIdOf(p)) },
  ],
});

/**
 * The client's bank disputes a card payment of a visit (payments, Stripe's charge.dispute.created): a
 * case of kind dispute in the console's queue and the visit's earning held, once per dispute.
 */
export const disputeOpened = (s: { cases: { openDispute(d: DisputeOpened): Promise<void> } }): Flow => ({
  event: DISPUTE_OPENED,
  steps: [
    {
      name: 'cases.open_dispute',
      run: (p) => s.cases.openDispute(disputeOf(p)),
    },
  ],
});

const disputeOf = (p: Record<string, unknown>): DisputeOpened => ({
  disputeId: String(p.disputeId),
  bookingId: String(p.bookingId),
  amountCents: Number(p.amountCents),
  reason: String(p.reason ?? ''),
  dueBy: typeof p.dueBy === 'string' ? p.dueBy : null,
});

export interface DisputeClosedSteps {
  cases: { closeDispute(d: DisputeClosed): Promise<void>; closedDispute(disputeId: string): Promise<ClosedDispute | null>; emailDisputeClosed(disputeId: string): Promise<void> };
  payouts: CaseFlowSteps['payouts'];
}

/**
 * Stripe closed a card dispute (payments, charge.dispute.closed), once per dispute: the outcome on
 * the case; then the visit's held earning settled (won: payable again, paid in the next run; lost:
 * the cleaner's share of the disputed amount taken off as an adjustment, then the hold released,
 * one transaction, once per case by its source key); then ops and the cleaner emailed.
 */
export const disputeClosed = (s: DisputeClosedSteps): Flow => ({
  event: DISPUTE_CLOSED,
  steps: [
    { name: 'cases.close_dispute', run: (p) => s.cases.closeDispute({ ...disputeOf(p), outcome: p.outcome === 'lost' ? 'lost' : 'won' }) },
    {
      name: 'payouts.dispute_settle',
      run: async (p) => {
        const d = await s.cases.closedDispute(String(p.disputeId));
        // Retried until the first step recorded the outcome.
        if (!d) throw new Error(`dispute ${String(p.disputeId)}: waiting for its outcome on the case`);
        const lost = d.outcome === 'lost';
        await s.payouts.settleCase({ caseId: d.caseId, bookingId: d.bookingId, cleanerId: d.cleanerId, serviceDate: d.serviceDate, adjustmentCents: lost ? d.cleanerShareCents : 0, note: lost ? DISPUTE_LOST_NOTE : null });
      },
    },
    { name: 'mail.dispute_closed', external: true, run: (p) => s.cases.emailDisputeClosed(String(p.disputeId)) },
  ],
});
