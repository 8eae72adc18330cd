import { DomainError } from '../../../src/shared/domain-error.js';
import { caseErrors } from '../domain/cases.errors.js';
import { isOpen, REASON_MAX, type Case, type CaseStatus, type Resolution } from '../domain/case.js';
import { decidedEmail } from './case-emails.js';
import { photoFile } from './party-cases.js';
import type { AdminCaseQuery, CaseDeps, CaseVisit } from './ports.js';

/** The flow an admin's decision starts (src/flows/case-flows.ts): refund, earning adjustment and hold release, credit note, emails. */
export const CASE_DECIDED = 'cases.decided';

export interface DecisionInput {
  resolution: Resolution;
  reason: string;
  /** Refund: the amount in cents, or `full` for everything still refundable. */
  amountCents?: number | null;
  full?: boolean | null;
  /** Re-clean: the new visit's Quebec date and time. */
  date?: string | null;
  time?: string | null;
}

interface CaseSummary {
  id: string;
  kind: Case['kind'];
  bookingId: string;
  status: CaseStatus;
  category: Case['category'];
  wish: Case['wish'];
  reportedAt: string;
  resolution: Resolution | null;
  clientId: string;
  clientName: string;
  cleanerId: string;
  cleanerName: string;
}

async function summaries(deps: CaseDeps, cases: Case[]): Promise<CaseSummary[]> {
  const people = await deps.accounts.findMany([...new Set(cases.flatMap((c) => [c.clientId, c.cleanerId]))]);
  const name = (id: string) => people.find((p) => p.id === id)?.name ?? '';
  return cases.map((c) => ({
    id: c.id,
    kind: c.kind,
    bookingId: c.bookingId,
    status: c.status,
    category: c.category,
    wish: c.wish,
    reportedAt: c.reportedAt.toISOString(),
    resolution: c.decision?.resolution ?? null,
    clientId: c.clientId,
    clientName: name(c.clientId),
    cleanerId: c.cleanerId,
    cleanerName: name(c.cleanerId),
  }));
}

export const adminCaseList =
  (deps: CaseDeps) =>
  async (q: AdminCaseQuery): Promise<{ items: CaseSummary[]; total: number }> => {
    const { items, total } = await deps.cases.adminList(q);
    return { items: await summaries(deps, items), total };
  };

const HISTORY = 20;

/** The console's case page: the visit (punch times and distances, photos), the report and answer, money, both parties' other cases. */
export const adminCase =
  (deps: CaseDeps) =>
  async (caseId: string) => {
    const c = await deps.cases.byId(caseId);
    if (!c) throw caseErrors.notFound();
    const [visit, photos, money, clientCases, cleanerCases, [summary]] = await Promise.all([
      deps.bookings.visitFacts(c.bookingId),
      deps.cases.photosOf(c.id),
      deps.payments.bookingMoney(c.bookingId),
      deps.cases.ofParty(c.clientId, HISTORY + 1),
      deps.cases.ofParty(c.cleanerId, HISTORY + 1),
      summaries(deps, [c]),
    ]);
    const decider = c.decision ? await deps.accounts.find(c.decision.decidedBy) : null;
    const submitter = c.dispute?.evidenceSubmittedBy ? await deps.accounts.find(c.dispute.evidenceSubmittedBy) : null;
    const d = c.dispute;
    const now = deps.clock.now().getTime();
    const others = async (list: Case[]) => summaries(deps, list.filter((x) => x.id !== c.id).slice(0, HISTORY));
    const paid = money?.paidCents ?? 0;
    const refunded = money?.refundedCents ?? 0;
    return {
      ...summary!,
      description: c.description,
      answer: c.answer,
      answeredAt: c.answeredAt?.toISOString() ?? null,
      photos: photos.map((p) => ({ id: p.id, createdAt: p.createdAt.toISOString() })),
      visit: visit ? presentVisit(visit) : null,
      money: { paidCents: paid, refundedCents: refunded, refundableCents: Math.max(0, paid - refunded) },
      decision: c.decision
        ? {
            resolution: c.decision.resolution,
            reason: c.decision.reason,
            decidedBy: c.decision.decidedBy,
            decidedByName: decider?.name ?? '',
            decidedAt: c.decision.decidedAt.toISOString(),
            refundCents: c.decision.refundCents,
            cleanerShareCents: c.decision.cleanerShareCents,
            platformShareCents: c.decision.platformShareCents,
            recleanBookingId: c.decision.recleanBookingId,
            refundedAt: c.decision.refundedAt?.toISOString() ?? null,
          }
        : null,
      history: { client: await others(clientCases), cleaner: await others(cleanerCases) },
      dispute: d
        ? {
            ref: d.ref,
            amountCents: d.amountCents,
            evidenceDueBy: d.evidenceDueBy?.toISOString() ?? null,
            evidence: d.evidence,
            evidenceSubmittedAt: d.evidenceSubmittedAt?.toISOString() ?? null,
            evidenceSubmittedByName: submitter?.name ?? null,
            outcome: d.outcome,
            closedAt: d.closedAt?.toISOString() ?? null,
            cleanerShareCents: d.cleanerShareCents,
            canSubmitEvidence: !d.outcome && !d.evidenceSubmittedAt && (!d.evidenceDueBy || now <= d.evidenceDueBy.getTime()),
          }
        : null,
    };
  };

const presentVisit = (v: CaseVisit) => ({
  bookingId: v.bookingId,
  status: v.status,
  paymentStatus: v.paymentStatus,
  date: v.date,
  startsAt: v.startsAt.toISOString(),
  durationMinutes: v.durationMinutes,
  cleaningType: v.cleaningType,
  address: v.address,
  punchIn: v.punchIn,
  punchOut: v.punchOut,
  workedMinutes: v.workedMinutes,
  totalCents: v.totalCents,
  checklist: v.checklist,
  photos: v.photos,
});

const invalid = (field: string, code = 'fields.required') => new DomainError('validation_failed', 'invalid', {}, [{ field, code }]);

/**
 * An admin decides an open case, once: a re-clean (a 0 $ request to the same cleaner, created first so
 * a taken slot or a past date comes back as the answer), a refund (bounded by what the client paid and
 * has not got back yet; the cleaner's share and the platform's computed now) or a rejection with a
 * reason. The decision and its flow (cases.decided) are recorded in one transaction; the money,
 * the earning and the emails follow through the outbox.
 */
export const decideCase =
  (deps: CaseDeps) =>
  async (caseId: string, adminId: string, input: DecisionInput) => {
    const reason = input.reason.trim();
    if (!reason || reason.length > REASON_MAX) throw invalid('body.reason', reason ? 'fields.too_long' : 'fields.required');
    const before = await deps.cases.byId(caseId);
    if (!before) throw caseErrors.notFound();
    if (!isOpen(before)) throw caseErrors.notOpen();
    // A card dispute is settled at Stripe, not by a refund or a re-clean: the console only releases the hold once it is over.
    if (before.kind === 'dispute' && input.resolution !== 'rejected') throw caseErrors.disputeReleaseOnly();
    let refund: { cents: number; cleanerCents: number; platformCents: number } | null = null;
    let recleanId: string | null = null;
    if (input.resolution === 'refund') {
      const money = await deps.payments.bookingMoney(before.bookingId);
      const refundable = Math.max(0, (money?.paidCents ?? 0) - (money?.refundedCents ?? 0));
      if (refundable <= 0) throw caseErrors.nothingToRefund();
      const cents = input.full ? refundable : (input.amountCents ?? null);
      if (cents === null) throw invalid('body.amountCents');
      if (cents > refundable) throw caseErrors.refundTooLarge(refundable);
      const shares = await deps.payouts.refundShares(before.bookingId, cents);
      refund = { cents, cleanerCents: shares.cleanerCents, platformCents: shares.platformCents };
    }
    if (input.resolution === 'reclean') {
      if (!input.date) throw invalid('body.date');
      if (!input.time) throw invalid('body.time');
      recleanId = (await deps.bookings.requestReclean({ originalBookingId: before.bookingId, requestKey: before.id, date: input.date, time: input.time, adminId })).id;
    }
    await deps.tx.run(async () => {
      const c = await deps.cases.lock(caseId);
      if (!c || !isOpen(c)) throw caseErrors.notOpen();
      c.status = input.resolution === 'rejected' ? 'rejected' : 'resolved';
      c.decision = {
        resolution: input.resolution,
        reason,
        decidedBy: adminId,
        decidedAt: deps.clock.now(),
        refundCents: refund?.cents ?? null,
        cleanerShareCents: refund?.cleanerCents ?? null,
        platformShareCents: refund?.platformCents ?? null,
        recleanBookingId: recleanId,
        refundedAt: null,
      };
      await deps.cases.update(c);
      await deps.flows.emit(CASE_DECIDED, c.id, { caseId: c.id });
    });
    return adminCase(deps)(caseId);
  };

/** What the `cases.decided` flow's steps need of a decided case (null unless decided). */
export interface DecidedCase {
  caseId: string;
  bookingId: string;
  cleanerId: string;
  serviceDate: string;
  resolution: Resolution;
  reason: string;
  decidedBy: string;
  refundCents: number | null;
  cleanerShareCents: number | null;
  /** Null until the flow's refund step went through (always null for other resolutions). */
  refundedAt: Date | null;
}

export const decidedCase =
  (deps: CaseDeps) =>
  async (caseId: string): Promise<DecidedCase | null> => {
    const c = await deps.cases.byId(caseId);
    if (!c?.decision) return null;
    const visit = await deps.bookings.visitFacts(c.bookingId);
    return {
      caseId: c.id,
      bookingId: c.bookingId,
      cleanerId: c.cleanerId,
      serviceDate: visit?.date ?? '',
      resolution: c.decision.resolution,
      reason: c.decision.reason,
      decidedBy: c.decision.decidedBy,
      refundCents: c.decision.refundCents,
      cleanerShareCents: c.decision.cleanerShareCents,
      refundedAt: c.decision.refundedAt,
    };
  };

/** The flow's refund step, after the refund and in its transaction: the later steps may go. */
export const markRefunded =
  (deps: CaseDeps) =>
  (caseId: string): Promise<void> =>
    deps.cases.markRefunded(caseId, deps.clock.now());

/** The flow's last step: the decision to both parties, each in their language. */
export const emailDecision =
  (deps: CaseDeps) =>
  async (caseId: string): Promise<void> => {
    const c = await deps.cases.byId(caseId);
    // A card dispute is between the client's bank and Éclat: its closing is not announced as a report's decision.
    if (!c?.decision || c.kind === 'dispute') return;
    // A refund is announced once it went through (the flow retries this step until then).
    if (c.decision.resolution === 'refund' && !c.decision.refundedAt) throw new Error(`case ${c.id}: the refund is not through yet`);
    const visit = await deps.bookings.visitFacts(c.bookingId);
    if (!visit) return;
    let reclean: { date: string; time: string } | null = null;
    if (c.decision.recleanBookingId) {
      const r = await deps.bookings.visitFacts(c.decision.recleanBookingId);
      if (r) reclean = { date: r.date, time: new Intl.DateTimeFormat('fr-CA', { timeZone: 'America/Toronto', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(r.startsAt) };
    }
    const people = await deps.accounts.findMany([c.clientId, c.cleanerId]);
    for (const p of people) {
      const role = p.id === c.clientId ? 'client' : 'cleaner';
      await deps.mailer.send(decidedEmail(p, role, c, visit.date, `${deps.settings.publicUrl}/bookings/${c.decision.recleanBookingId && role === 'cleaner' ? c.decision.recleanBookingId : c.bookingId}`, reclean));
    }
  };

/** The console's photo routes: a case photo, or a photo of the visit under the case. */
export const adminCasePhoto =
  (deps: CaseDeps) =>
  async (caseId: string, photoId: string, source: 'case' | 'visit'): Promise<{ data: Buffer; contentType: string }> => {
    const c = await deps.cases.byId(caseId);
    if (!c) throw caseErrors.notFound();
    if (source === 'case') return photoFile(deps, c, photoId);
    const file = await deps.bookings.visitPhotoFile(c.bookingId, photoId);
    if (!file) throw caseErrors.photoNotFound();
    return file;
  };
