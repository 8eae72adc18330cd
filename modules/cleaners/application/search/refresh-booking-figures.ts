import { RESPONSE_TIME_WINDOW_DAYS, responseTimeSeconds } from '../../domain/search/response-time.js';
import type { BookingFigures, CleanersDeps } from '../ports.js';

/** Cleaners per round (two grouped reads of bookings and one write). */
const BATCH = 1000;
const DAY_MS = 86_400_000;

/**
 * Recomputes these cleaners' booking figures in the search read model (issue #35): completed
 * visits and the response time, from modules/booking's rows, never made up. Called with every
 * rebuild of a search row (so a completed visit, which refreshes the ratings, moves its count at
 * once), and by the `search-free-time` job for cleaners whose bookings changed (an answer, an
 * expiry) and for every listed cleaner once a day (the 90-day window moves).
 */
export const refreshBookingFigures =
  (deps: CleanersDeps) =>
  async (userIds: readonly string[]): Promise<void> => {
    if (!deps.bookingFacts) return;
    const since = new Date(deps.clock.now().getTime() - RESPONSE_TIME_WINDOW_DAYS * DAY_MS);
    const ids = [...new Set(userIds)];
    for (let i = 0; i < ids.length; i += BATCH) {
      const batch = ids.slice(i, i + BATCH);
      const facts = await deps.bookingFacts.trustFactsOf(batch, since);
      const figures = new Map<string, BookingFigures>(
        batch.map((id) => {
          const f = facts.get(id);
          return [id, { completedVisits: f?.completedVisits ?? 0, responseSeconds: f ? responseTimeSeconds(f.responseSamples, deps.responseTimeMinRequests) : null }];
        }),
      );
      await deps.search.setBookingFigures(figures);
    }
  };
