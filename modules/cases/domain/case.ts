/**
 * A case (issue #36, "When a cleaning goes wrong, Éclat makes it right"): a client's problem report
 * on a finished visit, the cleaner's one written answer, and an admin's decision. While a case is
 * open (reported or answered) the cleaner's earning for the visit is held out of payouts.
 */
export const CASE_CATEGORIES = ['quality', 'damage', 'missing_item', 'late', 'safety', 'other'] as const;
export type CaseCategory = (typeof CASE_CATEGORIES)[number];

export const CASE_WISHES = ['reclean', 'refund'] as const;
export type CaseWish = (typeof CASE_WISHES)[number];

/** open: reported, waiting for the cleaner's answer or a decision; answered: the cleaner answered; resolved / rejected: decided. */
export const CASE_STATUSES = ['open', 'answered', 'resolved', 'rejected'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export const OPEN_STATUSES: readonly CaseStatus[] = ['open', 'answered'];

export const RESOLUTIONS = ['reclean', 'refund', 'rejected'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 2000;
export const ANSWER_MAX = 2000;
export const REASON_MAX = 1000;
export const MAX_CASE_PHOTOS = 5;

export interface CaseDecision {
  resolution: Resolution;
  reason: string;
  decidedBy: string;
  decidedAt: Date;
  /** Refunds: what the client gets back, the cleaner's share of it (taken off their earnings), the platform's. */
  refundCents: number | null;
  cleanerShareCents: number | null;
  platformShareCents: number | null;
  /** When the refund went through (the decision flow's first step); the adjustment, credit note and emails wait for it. */
  refundedAt: Date | null;
  /** Re-clean: the new 0 $ visit. */
  recleanBookingId: string | null;
}

export interface CasePhoto {
  id: string;
  caseId: string;
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  createdAt: Date;
}

/** report: a client's problem report; dispute: the client's bank disputes the card payment (Stripe's charge.dispute.created). */
export type CaseKind = 'report' | 'dispute';

/** What Stripe tells of a card dispute, the evidence the console sent, and how it ended. */
export interface DisputeEvidenceText {
  [field: string]: string;
}

export interface CaseDispute {
  ref: string;
  amountCents: number | null;
  /** Stripe's evidence_details.due_by: no evidence is sent after it. */
  evidenceDueBy: Date | null;
  evidence: DisputeEvidenceText | null;
  evidenceSubmittedAt: Date | null;
  evidenceSubmittedBy: string | null;
  outcome: DisputeOutcome | null;
  closedAt: Date | null;
  /** Lost: the cleaner's share of the disputed amount, taken off their earnings (docs/decisions.md). */
  cleanerShareCents: number | null;
}

export type DisputeOutcome = 'won' | 'lost';
export const NOTE_MAX = 2000;

export interface Case {
  id: string;
  kind: CaseKind;
  bookingId: string;
  clientId: string;
  cleanerId: string;
  category: CaseCategory;
  description: string;
  wish: CaseWish | null;
  status: CaseStatus;
  reportedAt: Date;
  answer: string | null;
  answeredAt: Date | null;
  decision: CaseDecision | null;
  /** Kind dispute only. */
  dispute: CaseDispute | null;
}

export const isOpen = (c: Pick<Case, 'status'>): boolean => OPEN_STATUSES.includes(c.status);
