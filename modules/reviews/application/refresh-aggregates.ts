import { completionRate, summarize } from '../domain/aggregates.js';
import type { Review } from '../domain/review.js';
import type { ReviewsDeps, StoredAggregates } from './ports.js';

/**
 * Recomputes a cleaner's aggregates from their visible reviews and the booking module's reliability
 * counts, stores them and pushes them to the cleaners module (search sorting, profile,
 * recommendations). Runs inside the caller's transaction, so the numbers move with the review.
 */
export const refreshAggregates =
  (deps: ReviewsDeps) =>
  async (cleanerId: string): Promise<StoredAggregates> => {
    const summary = summarize(await deps.reviews.visibleRatingsOfCleaner(cleanerId));
    const aggregates: StoredAggregates = { ...summary, cleanerId, completionRate: completionRate(await deps.bookings.reliabilityOf(cleanerId)), updatedAt: deps.clock.now() };
    await deps.reviews.saveAggregates(aggregates);
    const pushed = await deps.cleaners.recordRatings(cleanerId, { average: summary.average, count: summary.count, completionRate: aggregates.completionRate });
    // A cleaner without a profile (never onboarded, or deleted) has no search entry to update.
    if (!pushed.ok && pushed.error.kind !== 'not_found') throw pushed.error;
    return aggregates;
  };

/** After publishing or moderating: refresh each cleaner whose client reviews changed. */
export async function refreshAfter(deps: ReviewsDeps, changed: Review[]): Promise<void> {
  const cleaners = new Set(changed.filter((r) => r.direction === 'client_to_cleaner').map((r) => r.cleanerId));
  for (const cleanerId of cleaners) await refreshAggregates(deps)(cleanerId);
}
