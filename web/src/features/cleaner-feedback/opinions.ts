import type { CleanerFeedback, CleanerFeedbackReason, OpinionKind } from './api/types';

/** In the order the report dialog lists them (openapi.yaml CleanerFeedbackReason). */
export const FEEDBACK_REASONS: readonly CleanerFeedbackReason[] = ['price', 'availability', 'location', 'communication', 'experience', 'services', 'other'];
/** The server's limit on a comment (openapi.yaml CleanerFeedbackInput.comment). */
export const COMMENT_MAX_LENGTH = 1000;

export function isFeedbackReason(value: string): value is CleanerFeedbackReason {
  return (FEEDBACK_REASONS as readonly string[]).includes(value);
}

/** The client's current opinion of this cleaner, or null. */
export function opinionOf(opinions: readonly CleanerFeedback[] | undefined, cleanerId: string): OpinionKind | null {
  const found = opinions?.find((o) => o.cleanerId === cleanerId && o.kind !== 'report');
  return found && found.kind !== 'report' ? found.kind : null;
}

/** The list with `feedback` as this cleaner's only opinion (the server keeps one per cleaner too). */
export function withOpinion(opinions: readonly CleanerFeedback[], feedback: CleanerFeedback): CleanerFeedback[] {
  return [...withoutOpinion(opinions, feedback.cleanerId), feedback];
}

export function withoutOpinion(opinions: readonly CleanerFeedback[], cleanerId: string): CleanerFeedback[] {
  return opinions.filter((o) => o.cleanerId !== cleanerId);
}

/** Clicking the pressed button withdraws the opinion; any other button replaces it. */
export function toggleAction(current: OpinionKind | null, clicked: OpinionKind): { type: 'give'; kind: OpinionKind } | { type: 'withdraw' } {
  return current === clicked ? { type: 'withdraw' } : { type: 'give', kind: clicked };
}

/** The comment as sent: trimmed, empty -> null (the server does the same). */
export function normalizeComment(comment: string): string | null {
  const trimmed = comment.trim();
  return trimmed === '' ? null : trimmed;
}

export type ReportProblem = 'reasonRequired' | 'commentTooLong';

/** What keeps a report from being sent, checked before asking the server. */
export function reportProblems(reason: string, comment: string): { reason?: ReportProblem; comment?: ReportProblem } {
  const problems: { reason?: ReportProblem; comment?: ReportProblem } = {};
  if (!isFeedbackReason(reason)) problems.reason = 'reasonRequired';
  if (comment.trim().length > COMMENT_MAX_LENGTH) problems.comment = 'commentTooLong';
  return problems;
}
