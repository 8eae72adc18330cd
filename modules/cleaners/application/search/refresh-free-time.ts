import { AVAILABLE_SOON_DAYS, addDays, localDateOf, startOfLocalDay } from '../../domain/search/local-day.js';
import type { CleanersDeps } from '../ports.js';
import { refreshBookingFigures } from './refresh-booking-figures.js';

/** Cleaners per round (two reads and one write each). */
const BATCH = 1000;
/**
 * A booking written just before the job's read may commit just after it with an earlier
 * `updated_at`: each run looks this far behind the latest change it saw (re-applying is harmless).
 */
const BOOKING_LOOKBACK_MS = 2 * 60_000;

/**
 * Recomputes these cleaners' `free_until`: the end of their last free time from the start of today
 * to the end of the third day after it (spec section 9's "next 3 days"), from availability and bookings.
 */
export const refreshFreeTime =
  (deps: CleanersDeps) =>
  async (userIds: readonly string[]): Promise<void> => {
    const ids = [...new Set(userIds)];
    for (let i = 0; i < ids.length; i += BATCH) {
      const batch = ids.slice(i, i + BATCH);
      await deps.search.setFreeUntil(batch, await freeUntilOf(deps)(batch));
    }
  };

/** These cleaners' end of free time in the 3-day window (absent: no free time in it). */
export const freeUntilOf =
  (deps: CleanersDeps) =>
  async (userIds: readonly string[]): Promise<Map<string, Date>> => {
    if (!userIds.length) return new Map();
    const today = localDateOf(deps.clock.now());
    const free = await deps.availability.freeTimeOf(userIds, startOfLocalDay(today), startOfLocalDay(addDays(today, AVAILABLE_SOON_DAYS + 1)));
    return new Map([...free].map(([id, ranges]) => [id, new Date(Math.max(...ranges.map((r) => r.end.getTime())))] as const));
  };

/**
 * The `search-free-time` job (every minute): cleaners whose bookings changed since the last run get
 * their free time and booking figures (visits, response time) again, and every listed cleaner once a
 * day, when the 3-day and 90-day windows move.
 * Run in one transaction: the state row's lock makes concurrent instances skip, not repeat, a run.
 */
export const refreshChangedFreeTime =
  (deps: CleanersDeps) =>
  async (): Promise<{ refreshed: number; wholeHorizon: boolean }> =>
    deps.tx.run(async () => {
      const state = await deps.search.lockFreeTimeState();
      if (!state) return { refreshed: 0, wholeHorizon: false };
      const today = localDateOf(deps.clock.now());
      const since = new Date(state.bookingsSeenAt.getTime() - BOOKING_LOOKBACK_MS);
      const changed = deps.bookingChanges ? await deps.bookingChanges.cleanersChangedSince(since) : { cleanerIds: [], latest: null };
      const wholeHorizon = state.horizonStart !== today;
      const ids = wholeHorizon ? await deps.search.listedIds() : changed.cleanerIds;
      await refreshFreeTime(deps)(ids);
      // The same changes move the cards' booking figures (an answer, an expiry); the daily pass moves their 90-day window.
      await refreshBookingFigures(deps)(ids);
      const seen = changed.latest && changed.latest > state.bookingsSeenAt ? changed.latest : state.bookingsSeenAt;
      await deps.search.saveFreeTimeState({ bookingsSeenAt: seen, horizonStart: today });
      return { refreshed: ids.length, wholeHorizon };
    });
