import { DomainError } from '../../../src/shared/domain-error.js';
import { caseErrors } from '../domain/cases.errors.js';
import { NOTE_MAX, type Case, type DisputeEvidenceText, type DisputeOutcome } from '../domain/case.js';
import { disputeClosedEmail, disputeOpenedEmail } from './dispute-emails.js';
import { disputeEvidence } from './dispute-evidence.js';
import type { CaseAccount, CaseDeps } from './ports.js';

/** Ops' mailbox (OPS_EMAIL), addressed in French (Éclat's team works in French; the emails exist in English too). */
const opsAccount = (deps: Pick<CaseDeps, 'settings'>): CaseAccount => ({ id: 'ops', name: 'équipe Éclat', email: deps.settings.opsEmail, locale: 'fr' });

export interface DisputeOpened {
  disputeId: string;
  bookingId: string;
  amountCents: number;
  reason: string;
  /** Stripe's evidence_details.due_by (ISO), null when Stripe gave none. */
  dueBy: string | null;
}

export interface DisputeClosed extends DisputeOpened {
  outcome: DisputeOutcome;
}

/** The earning note of a lost dispute's adjustment (payouts describes it in the cleaner's language). */
export const DISPUTE_LOST_NOTE = 'case:dispute_lost';

/**
 * The client's bank disputes a card payment of a visit (Stripe's charge.dispute.created, through the
 * payments module and the `payments.dispute_opened` flow): a case of kind `dispute` opens in the
 * console's queue with Stripe's evidence deadline, the visit's earning is held and ops are emailed,
 * in one transaction; once per dispute (its id is unique), so a redelivered event or a retried step
 * changes nothing. Not shown to the parties (the dispute is between the client's bank and Éclat);
 * the cleaner's payouts page says the visit is held.
 */
export const openDispute =
  (deps: CaseDeps) =>
  async (d: DisputeOpened): Promise<void> => {
    const visit = await deps.bookings.visitFacts(d.bookingId);
    if (!visit) return;
    const amount = (d.amountCents / 100).toFixed(2).replace('.', ',');
    const dueBy = d.dueBy ? new Date(d.dueBy) : null;
    const c: Case = {
      id: deps.newId(),
      kind: 'dispute',
      bookingId: visit.bookingId,
      clientId: visit.clientId,
      cleanerId: visit.cleanerId,
      category: 'other',
      description: `Litige bancaire Stripe ${d.disputeId} (motif\u00a0: ${d.reason || 'non précisé'}), ${amount}\u00a0$ contestés.`,
      wish: null,
      status: 'open',
      reportedAt: deps.clock.now(),
      answer: null,
      answeredAt: null,
      decision: null,
      dispute: { ref: d.disputeId, amountCents: d.amountCents, evidenceDueBy: dueBy, evidence: null, evidenceSubmittedAt: null, evidenceSubmittedBy: null, outcome: null, closedAt: null, cleanerShareCents: null },
    };
    await deps.tx.run(async () => {
      if (!(await deps.cases.insertDispute(c, d.disputeId))) return;
      await deps.payouts.holdVisit({ bookingId: visit.bookingId, cleanerId: visit.cleanerId, caseId: c.id });
      // The outbox's mailer: the email leaves once the case is recorded.
      await deps.mailer.send(disputeOpenedEmail(opsAccount(deps), c, visit.date, `${deps.settings.publicUrl}/admin/cases/${c.id}/show`));
    });
  };

const invalidNote = () => new DomainError('validation_failed', 'invalid', {}, [{ field: 'body.note', code: 'fields.too_long', params: { max: NOTE_MAX } }]);

/**
 * Ops send a dispute's evidence to the bank from the console, once, before Stripe's deadline: the
 * visit's facts gathered here (service date, punch times and distances, checklist, photos, the
 * client's acceptance of the terms, the booking's messages), with an optional note of theirs.
 * The provider call carries a key of the case, so a retry after an unanswered call replays at Stripe
 * instead of submitting twice; the record is set only when Stripe took it.
 */
export const submitDisputeEvidence =
  (deps: CaseDeps) =>
  async (caseId: string, adminId: string, input: { note?: string | null }): Promise<DisputeEvidenceText> => {
    const note = (input.note ?? '').trim();
    if (note.length > NOTE_MAX) throw invalidNote();
    const c = await deps.cases.byId(caseId);
    if (!c) throw caseErrors.notFound();
    if (c.kind !== 'dispute' || !c.dispute) throw caseErrors.notADispute();
    if (c.dispute.outcome) throw caseErrors.disputeClosed();
    if (c.dispute.evidenceSubmittedAt) throw caseErrors.evidenceAlreadySubmitted();
    const due = c.dispute.evidenceDueBy;
    if (due && deps.clock.now().getTime() > due.getTime()) throw caseErrors.evidenceDeadlinePassed(due.toISOString());
    const visit = await deps.bookings.visitFacts(c.bookingId);
    if (!visit) throw caseErrors.visitNotFound();
    const [client, terms, messages] = await Promise.all([deps.accounts.find(c.clientId), deps.evidence.termsAcceptance(c.clientId), deps.evidence.messageCount(c.bookingId)]);
    const evidence = disputeEvidence({ visit, client, terms, messages, note });
    await deps.payments.submitDisputeEvidence({ disputeRef: c.dispute.ref, evidence, idempotencyKey: `dispute-evidence:${c.id}` });
    if (!(await deps.cases.markEvidenceSubmitted(c.id, evidence, deps.clock.now(), adminId))) throw caseErrors.evidenceAlreadySubmitted();
    return evidence;
  };

/**
 * Stripe closed the dispute (`payments.dispute_closed`'s first step): the outcome on the case, once.
 * Lost: the cleaner gives back their share of the disputed amount, split like a refund
 * (docs/decisions.md, "Card disputes: the outcome"). A dispute whose opening event never arrived
 * gets its case first, so the earning is settled all the same.
 */
export const closeDispute =
  (deps: CaseDeps) =>
  async (d: DisputeClosed): Promise<void> => {
    if (!(await deps.cases.byDisputeRef(d.disputeId))) await openDispute(deps)(d);
    const c = await deps.cases.byDisputeRef(d.disputeId);
    if (!c || c.dispute?.outcome) return;
    const share = d.outcome === 'lost' ? (await deps.payouts.refundShares(c.bookingId, d.amountCents)).cleanerCents : null;
    await deps.cases.closeDispute(c.id, d.outcome, deps.clock.now(), share);
  };

/** What the flow's settlement step needs of a closed dispute (null until its outcome is recorded). */
export interface ClosedDispute {
  caseId: string;
  bookingId: string;
  cleanerId: string;
  serviceDate: string | null;
  outcome: DisputeOutcome;
  cleanerShareCents: number;
}

export const closedDispute =
  (deps: CaseDeps) =>
  async (disputeId: string): Promise<ClosedDispute | null> => {
    const c = await deps.cases.byDisputeRef(disputeId);
    if (!c?.dispute?.outcome) return null;
    const visit = await deps.bookings.visitFacts(c.bookingId);
    return { caseId: c.id, bookingId: c.bookingId, cleanerId: c.cleanerId, serviceDate: visit?.date ?? null, outcome: c.dispute.outcome, cleanerShareCents: c.dispute.cleanerShareCents ?? 0 };
  };

/** The flow's last step: ops and the cleaner told how the dispute ended, each in their language. */
export const emailDisputeClosed =
  (deps: CaseDeps) =>
  async (disputeId: string): Promise<void> => {
    const c = await deps.cases.byDisputeRef(disputeId);
    if (!c?.dispute?.outcome) return;
    const visit = await deps.bookings.visitFacts(c.bookingId);
    if (!visit) return;
    await deps.mailer.send(disputeClosedEmail(opsAccount(deps), 'ops', c, visit.date, `${deps.settings.publicUrl}/admin/cases/${c.id}/show`));
    const cleaner = await deps.accounts.find(c.cleanerId);
    if (cleaner) await deps.mailer.send(disputeClosedEmail(cleaner, 'cleaner', c, visit.date, `${deps.settings.publicUrl}/profile/payouts`));
  };
