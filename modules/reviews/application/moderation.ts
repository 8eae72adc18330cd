import { reviewErrors } from '../domain/reviews.errors.js';
import type { AdminReviewQuery, ReviewsDeps } from './ports.js';
import { partiesOf, presentAdminReview, type AdminReviewDto } from './review-views.js';
import { refreshAfter } from './refresh-aggregates.js';

export const REASON_MIN = 3;

export const adminReview =
  (deps: ReviewsDeps) =>
  async (id: string): Promise<AdminReviewDto> => {
    const review = await deps.reviews.find(id);
    if (!review) throw reviewErrors.notFound();
    return presentAdminReview(review, await partiesOf(deps, [review]));
  };

export const adminReviewList =
  (deps: ReviewsDeps) =>
  async (query: AdminReviewQuery): Promise<{ items: AdminReviewDto[]; total: number }> => {
    const { items, total } = await deps.reviews.adminList(query);
    const parties = await partiesOf(deps, items);
    return { items: items.map((r) => presentAdminReview(r, parties)), total };
  };

/**
 * An admin hides a review that breaks the rules (a reason is required) or shows it again. The decision
 * is recorded (admin, reason, time) and the cleaner's aggregates follow in the same transaction.
 */
export const moderateReview =
  (deps: ReviewsDeps) =>
  async (id: string, adminId: string, decision: { hidden: boolean; reason?: string | null }): Promise<AdminReviewDto> => {
    const reason = decision.reason?.trim() || null;
    if (decision.hidden && (!reason || reason.length < REASON_MIN)) throw reviewErrors.invalid([{ field: 'body.reason', code: 'fields.too_short', params: { min: REASON_MIN } }]);
    await deps.tx.run(async () => {
      const review = await deps.reviews.find(id);
      if (!review) throw reviewErrors.notFound();
      await deps.reviews.lockBooking(review.bookingId);
      await deps.reviews.moderate(id, { hidden: decision.hidden, reason, adminId, at: deps.clock.now() });
      await refreshAfter(deps, [review]);
    });
    return adminReview(deps)(id);
  };
