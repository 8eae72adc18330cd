import { covers, subtractIntervals, clip, totalLength, type Interval } from '../domain/intervals.js';
import { addDays, localDateOf, localMinuteOf } from '../../../src/shared/local-time.js';
import { horizonOf } from './horizon.js';
import { toSlot } from './slots.js';
import type { AvailabilityDeps } from './ports.js';

/**
 * Whether [start, end) lies inside the cleaner's availability: within one Quebec day, not in the
 * past, covered by that day's slots (back-to-back slots join, so 10:00-14:00 fits morning + afternoon).
 * Bookings are not subtracted here: that is the booking module's own rule.
 */
export const isAvailable =
  (deps: AvailabilityDeps) =>
  async (cleanerId: string, start: Date, end: Date): Promise<boolean> => {
    if (!(end.getTime() > start.getTime())) return false;
    const { today, horizonEnd } = horizonOf(deps);
    const date = localDateOf(start);
    if (date < today) return false;
    let endMinute = localMinuteOf(end);
    const endDate = localDateOf(end);
    if (endDate !== date) {
      if (endDate === addDays(date, 1) && endMinute === 0) endMinute = 24 * 60;
      else return false;
    }
    const blocks = await deps.blocks.listOverlapping([cleanerId], date, date);
    const intervals = blocks.flatMap((b) => b.occurrencesBetween(date, date, horizonEnd)).map((o) => ({ start: o.startMinute, end: o.endMinute }));
    return covers(intervals, { start: localMinuteOf(start), end: endMinute });
  };

/**
 * Of `cleanerIds`, those with some free time (availability not booked) between `from` and `to`:
 * search's "available in the next 3 days" filter (spec section 9).
 */
export const availableWithin =
  (deps: AvailabilityDeps) =>
  async (cleanerIds: readonly string[], from: Date, to: Date): Promise<string[]> => {
    if (!cleanerIds.length || !(to.getTime() > from.getTime())) return [];
    const { horizonEnd } = horizonOf(deps);
    const first = localDateOf(from);
    const last = localDateOf(to);
    const window: Interval = { start: from.getTime(), end: to.getTime() };
    const blocks = await deps.blocks.listOverlapping([...new Set(cleanerIds)], first, last);
    // Grouped once: search asks about up to thousands of cleaners at a time.
    const blocksOf = new Map<string, typeof blocks>();
    for (const b of blocks) blocksOf.set(b.cleanerId, [...(blocksOf.get(b.cleanerId) ?? []), b]);
    const found: string[] = [];
    for (const cleanerId of new Set(cleanerIds)) {
      const free = (blocksOf.get(cleanerId) ?? [])
        .flatMap((b) => b.occurrencesBetween(first, last, horizonEnd))
        .map(toSlot)
        .map((s) => clip({ start: s.startsAt.getTime(), end: s.endsAt.getTime() }, window))
        .filter((i): i is Interval => i !== null);
      if (!free.length) continue;
      const booked = await deps.bookings.bookedIntervals(cleanerId, from, to);
      if (totalLength(subtractIntervals(free, booked.map((b) => ({ start: b.start.getTime(), end: b.end.getTime() })))) > 0) found.push(cleanerId);
    }
    return found;
  };
