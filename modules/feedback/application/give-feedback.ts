import { RateLimitedError } from '../../../src/shared/domain-error.js';
import { decideFeedback, REPORTS_PER_DAY, type FeedbackInput, type FeedbackKind, type FeedbackReason, type Opinion } from '../domain/feedback.js';
import { feedbackErrors } from '../domain/feedback.errors.js';
import type { FeedbackDeps } from './ports.js';

export interface CleanerFeedbackDto {
  id: string;
  cleanerId: string;
  kind: FeedbackKind;
  reason: FeedbackReason | null;
  comment: string | null;
  createdAt: string;
}

const presentOpinion = (o: Opinion): CleanerFeedbackDto => ({ id: o.id, cleanerId: o.cleanerId, kind: o.kind, reason: o.reason, comment: o.comment, createdAt: o.createdAt.toISOString() });

/**
 * A client's feedback on a listed cleaner. like, dislike and not_interested replace the client's
 * previous opinion of this cleaner; a report is its own entry in the console's queue (rate limited).
 */
export const giveFeedback =
  (deps: FeedbackDeps) =>
  async (clientId: string, cleanerId: string, input: FeedbackInput): Promise<CleanerFeedbackDto> => {
    const decision = decideFeedback(input);
    if (!(await deps.cleaners.isListed(cleanerId))) throw feedbackErrors.cleanerNotFound();
    const now = deps.clock.now();
    if (decision.type === 'opinion') {
      const stored = await deps.feedback.saveOpinion({ id: deps.newId(), clientId, cleanerId, kind: decision.kind, reason: decision.reason, comment: decision.comment, createdAt: now });
      return presentOpinion(stored);
    }
    const hit = await deps.rateLimiter.hit(`feedback:report:${clientId}`, REPORTS_PER_DAY, 86_400);
    if (!hit.allowed) throw new RateLimitedError(hit.retryAfterSeconds);
    const id = deps.newId();
    await deps.feedback.insertReport({ id, clientId, cleanerId, reason: decision.reason, comment: decision.comment, status: 'open', note: null, createdAt: now, decidedAt: null, decidedBy: null });
    return { id, cleanerId, kind: 'report', reason: decision.reason, comment: decision.comment, createdAt: now.toISOString() };
  };

/** Withdraws the client's opinion of this cleaner (none is fine); reports stay. */
export const withdrawFeedback = (deps: FeedbackDeps) => (clientId: string, cleanerId: string) => deps.feedback.deleteOpinion(clientId, cleanerId);

export const myOpinions = (deps: FeedbackDeps) => async (clientId: string) => ({ opinions: (await deps.feedback.opinionsOf(clientId)).map(presentOpinion) });
