import { summarize } from '../domain/aggregates.js';
import { reviewErrors } from '../domain/reviews.errors.js';
import type { ReviewsDeps } from './ports.js';
import { partiesOf, presentPublicReview, presentReview, summaryDto } from './review-views.js';

export interface Page {
  page: number;
  pageSize: number;
}

/** GET /api/cleaners/{cleanerId}/reviews: a cleaner's published client reviews and stored aggregates. */
export const cleanerReviews =
  (deps: ReviewsDeps) =>
  async (cleanerId: string, { page, pageSize }: Page) => {
    if ((await deps.cleaners.slugOf(cleanerId)) === null) throw reviewErrors.cleanerNotFound();
    const { items, total } = await deps.reviews.publicPage(cleanerId, (page - 1) * pageSize, pageSize);
    const parties = await partiesOf(deps, items);
    const stored = await deps.reviews.aggregatesOf(cleanerId);
    return { items: items.map((r) => presentPublicReview(r, parties)), total, page, pageSize, summary: summaryDto(stored ?? summarize([])) };
  };

/** GET /api/reviews: the public /reviews page. */
export const recentReviews =
  (deps: ReviewsDeps) =>
  async ({ page, pageSize }: Page) => {
    const { items, total } = await deps.reviews.publicPage(null, (page - 1) * pageSize, pageSize);
    const parties = await partiesOf(deps, items);
    return { items: items.map((r) => presentPublicReview(r, parties)), total, page, pageSize };
  };

const MY_LIMIT = 100;

/** GET /api/users/me/reviews: published reviews about me (with their summary) and every review I wrote, with its status. */
export const myReviews = (deps: ReviewsDeps) => async (userId: string) => {
  const [received, written] = await Promise.all([deps.reviews.visibleAbout(userId, MY_LIMIT), deps.reviews.writtenBy(userId, MY_LIMIT)]);
  const parties = await partiesOf(deps, [...received, ...written]);
  // The summary covers every visible review about me, not only the 100 listed.
  const stored = await deps.reviews.aggregatesOf(userId);
  const summary = stored ?? summarize(received.map((r) => r.ratings));
  return { received: received.map((r) => presentReview(r, parties)), written: written.map((r) => presentReview(r, parties)), summary: summaryDto(summary) };
};
