import { reviewsToPublish } from '../domain/publication.js';
import { checkRatings, directionFor, isVisible, normalizeComment, windowEnd, type Direction, type RatingCategory, type Review } from '../domain/review.js';
import { reviewErrors } from '../domain/reviews.errors.js';
import type { ReviewBookingFacts, ReviewsDeps } from './ports.js';
import { partiesOf, presentReview, type ReviewDto } from './review-views.js';
import { refreshAfter } from './refresh-aggregates.js';
import { tellPublished } from './review-notices.js';

export interface BookingReviewsDto {
  mine: ReviewDto | null;
  theirs: ReviewDto | null;
  canReview: boolean;
  reviewUntil: string | null;
}

export interface ReviewInput {
  ratings?: Partial<Record<RatingCategory, number>> | null;
  comment?: string | null;
}

/** The booking and the caller's side of it; 404 when unknown, 403 to anyone but its two parties (admins included). */
async function partyOf(deps: ReviewsDeps, bookingId: string, userId: string): Promise<{ facts: ReviewBookingFacts; direction: Direction }> {
  const facts = await deps.bookings.reviewFacts(bookingId);
  if (!facts) throw reviewErrors.bookingNotFound();
  const direction = directionFor(userId, facts);
  if (!direction) throw reviewErrors.forbidden();
  return { facts, direction };
}

const untilOf = (deps: ReviewsDeps, facts: ReviewBookingFacts): Date | null => (facts.status === 'completed' && facts.completedAt ? windowEnd(facts.completedAt, deps.settings.windowDays) : null);

/** Applies the double-blind rule to one booking (inside a transaction holding its lock). */
async function publishDue(deps: ReviewsDeps, bookingId: string): Promise<Review[]> {
  const reviews = await deps.reviews.ofBooking(bookingId);
  const ids = reviewsToPublish(reviews, deps.clock.now());
  if (!ids.length) return reviews;
  const published = await deps.reviews.publish(ids, deps.clock.now());
  await refreshAfter(deps, published);
  await tellPublished(deps, published);
  return deps.reviews.ofBooking(bookingId);
}

async function view(deps: ReviewsDeps, reviews: Review[], facts: ReviewBookingFacts, direction: Direction): Promise<BookingReviewsDto> {
  const mine = reviews.find((r) => r.direction === direction) ?? null;
  const other = reviews.find((r) => r.direction !== direction);
  // The other party's review stays out of sight until published (and while a moderator hides it).
  const theirs = other && isVisible(other) ? other : null;
  const parties = await partiesOf(deps, [mine, theirs].filter((r): r is Review => r !== null));
  const until = untilOf(deps, facts);
  return {
    mine: mine ? presentReview(mine, parties) : null,
    theirs: theirs ? presentReview(theirs, parties) : null,
    canReview: !mine && until !== null && deps.clock.now().getTime() <= until.getTime(),
    reviewUntil: until?.toISOString() ?? null,
  };
}

/** GET /api/bookings/{id}/reviews. Publishes lazily when the window closed and the job has not run yet. */
export const bookingReviews =
  (deps: ReviewsDeps) =>
  async (bookingId: string, userId: string): Promise<BookingReviewsDto> => {
    const { facts, direction } = await partyOf(deps, bookingId, userId);
    const reviews = await deps.tx.run(async () => {
      await deps.reviews.lockBooking(bookingId);
      return publishDue(deps, bookingId);
    });
    return view(deps, reviews, facts, direction);
  };

/** POST /api/bookings/{id}/reviews: once per party, on a completed booking, within the window. */
export const reviewBooking =
  (deps: ReviewsDeps) =>
  async (bookingId: string, userId: string, input: ReviewInput): Promise<BookingReviewsDto> => {
    const { facts, direction } = await partyOf(deps, bookingId, userId);
    const ratings = checkRatings(input.ratings);
    const comment = normalizeComment(input.comment);
    const until = untilOf(deps, facts);
    if (!until || !facts.completedAt) throw reviewErrors.notCompleted();
    const reviews = await deps.tx.run(async () => {
      // Both parties may submit at the same moment: the lock makes the second one see the first.
      await deps.reviews.lockBooking(bookingId);
      const existing = await deps.reviews.ofBooking(bookingId);
      if (existing.some((r) => r.direction === direction)) throw reviewErrors.alreadyReviewed();
      const now = deps.clock.now();
      if (now.getTime() > until.getTime()) throw reviewErrors.windowClosed();
      const inserted = await deps.reviews.insert({
        id: deps.newId(),
        bookingId,
        direction,
        authorId: userId,
        subjectId: direction === 'client_to_cleaner' ? facts.cleanerId : facts.clientId,
        cleanerId: facts.cleanerId,
        cleaningType: facts.cleaningType,
        ratings,
        comment,
        status: 'pending',
        moderation: null,
        createdAt: now,
        publishedAt: null,
        windowEndsAt: until,
      });
      if (!inserted) throw reviewErrors.alreadyReviewed();
      return publishDue(deps, bookingId);
    });
    return view(deps, reviews, facts, direction);
  };

/** The scheduled job: publishes the pending reviews of closed windows, exactly once across instances; returns how many. */
export const publishClosedWindows = (deps: ReviewsDeps) => async (): Promise<number> => {
  let total = 0;
  for (;;) {
    const published = await deps.tx.run(async () => {
      const batch = await deps.reviews.publishClosedWindows(deps.clock.now(), 200);
      await refreshAfter(deps, batch);
      await tellPublished(deps, batch);
      return batch.length;
    });
    total += published;
    if (published < 200) return total;
  }
};
