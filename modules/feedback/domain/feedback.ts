import { feedbackErrors } from './feedback.errors.js';

export const FEEDBACK_KINDS = ['like', 'dislike', 'not_interested', 'report'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];
/** The kinds that are one current opinion per (client, cleaner), each replacing the previous one. */
export type OpinionKind = Exclude<FeedbackKind, 'report'>;
export const FEEDBACK_REASONS = ['price', 'availability', 'location', 'communication', 'experience', 'services', 'other'] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const COMMENT_MAX = 1000;
export const NOTE_MAX = 1000;
/** Reports per client per day: enough for real problems, not for flooding the review queue. */
export const REPORTS_PER_DAY = 5;

export interface FeedbackInput {
  kind: FeedbackKind;
  reason?: FeedbackReason | null;
  comment?: string | null;
}

/** What a client's feedback becomes: a replacing opinion, or a report kept on its own for the console. */
export type FeedbackDecision =
  | { type: 'opinion'; kind: OpinionKind; reason: FeedbackReason | null; comment: string | null }
  | { type: 'report'; reason: FeedbackReason; comment: string | null };

export interface Opinion {
  id: string;
  clientId: string;
  cleanerId: string;
  kind: OpinionKind;
  reason: FeedbackReason | null;
  comment: string | null;
  createdAt: Date;
}

export interface Report {
  id: string;
  clientId: string;
  cleanerId: string;
  reason: FeedbackReason;
  comment: string | null;
  status: ReportStatus;
  note: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
}

/** Trimmed; empty becomes null; longer than `max` is refused (field named for the error). */
export function normaliseText(value: string | null | undefined, max: number, field: string): string | null {
  const text = value?.trim() ?? '';
  if (!text) return null;
  if (text.length > max) throw feedbackErrors.invalid([{ field, code: 'fields.too_long', params: { max } }]);
  return text;
}

export function decideFeedback(input: FeedbackInput): FeedbackDecision {
  const comment = normaliseText(input.comment, COMMENT_MAX, 'body.comment');
  const reason = input.reason ?? null;
  if (input.kind === 'report') {
    if (!reason) throw feedbackErrors.reasonRequired();
    return { type: 'report', reason, comment };
  }
  return { type: 'opinion', kind: input.kind, reason, comment };
}

/** An admin closes a report (resolved or dismissed) or reopens it; the decision is dated and signed, cleared on reopening. */
export function decideReport(report: Report, decision: { status: ReportStatus; note?: string | null }, adminId: string, at: Date): Report {
  const note = normaliseText(decision.note, NOTE_MAX, 'body.note');
  if (decision.status === 'open') return { ...report, status: 'open', note, decidedAt: null, decidedBy: null };
  return { ...report, status: decision.status, note, decidedAt: at, decidedBy: adminId };
}
