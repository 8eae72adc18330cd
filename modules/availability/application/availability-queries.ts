import { covers, subtractIntervals, clip, type Interval } from '../domain/intervals.js';
import { addDays, localDateOf, localMinuteOf, type LocalDate } from '../../../src/shared/local-time.js';
import type { SqlRead } from '../../../src/shared/sql-read.js';
import { horizonOf } from './horizon.js';
import { toSlot } from './slots.js';
import type { AvailabilityDeps, BlockReads, RequestAsk, RequestFacts } from './ports.js';

/** An interval to check; the answers keep the order of the intervals. */
export interface TimeRange {
  start: Date;
  end: Date;
}

/**
 * What to read for these intervals and how to answer from it (pure: the SQL read's decoding and the
 * repositories share it). An interval refused before any read (empty or reversed, in the past, across
 * days) is answered false and asks nothing.
 */
export function availabilityPlan(deps: Pick<AvailabilityDeps, 'clock' | 'settings'>, intervals: readonly TimeRange[]) {
  const { today, horizonEnd } = horizonOf(deps);
  const checks = intervals.map((interval) => checkOf(interval, today));
  const asks: RequestAsk[] = checks.filter((c): c is Check => c !== null).map((c) => c.ask);
  return {
    asks,
    /** `facts` as the repository answers `asks` (one each, same order). */
    answer(facts: readonly RequestFacts[]): boolean[] {
      let next = 0;
      return checks.map((c) => (c === null ? false : decide(c, facts[next++]!, horizonEnd)));
    },
  };
}

interface Check {
  ask: RequestAsk;
  startMinute: number;
  endMinute: number;
}

function checkOf({ start, end }: TimeRange, today: LocalDate): Check | null {
  if (!(end.getTime() > start.getTime())) return null;
  const date = localDateOf(start);
  if (date < today) return null;
  let endMinute = localMinuteOf(end);
  const endDate = localDateOf(end);
  if (endDate !== date) {
    if (endDate === addDays(date, 1) && endMinute === 0) endMinute = 24 * 60;
    else return null;
  }
  return { ask: { date, start, end }, startMinute: localMinuteOf(start), endMinute };
}

function decide(check: Check, { blocks, busy }: RequestFacts, horizonEnd: LocalDate): boolean {
  const date = check.ask.date;
  const intervals = blocks.flatMap((b) => b.occurrencesBetween(date, date, horizonEnd)).map((o) => ({ start: o.startMinute, end: o.endMinute }));
  // A busy time imported from one of the cleaner's other calendars refuses the request (issue #18).
  return covers(intervals, { start: check.startMinute, end: check.endMinute }) && !busy;
}

/**
 * Whether [start, end) lies inside the cleaner's availability: within one Quebec day, not in the
 * past, covered by that day's slots (back-to-back slots join, so 10:00-14:00 fits morning + afternoon),
 * and free of imported busy times. Bookings are not subtracted here: that is the booking module's own rule.
 */
export const isAvailable =
  (deps: AvailabilityDeps) =>
  async (cleanerId: string, start: Date, end: Date): Promise<boolean> => {
    const plan = availabilityPlan(deps, [{ start, end }]);
    const facts = plan.asks.length ? await deps.blocks.forRequests(cleanerId, plan.asks) : [];
    return plan.answer(facts)[0]!;
  };

/**
 * isAvailable for each interval (a series' visits), as a read to run with a booking request's other
 * reads in one statement (src/shared/sql-read.ts; issue #24).
 */
export const availabilityRead =
  (deps: Pick<AvailabilityDeps, 'clock' | 'settings'>, reads: BlockReads) =>
  (cleanerId: string, intervals: readonly TimeRange[]): SqlRead<boolean[]> => {
    const plan = availabilityPlan(deps, intervals);
    const read = reads.forRequestsRead(cleanerId, plan.asks);
    return { ...read, decode: (value) => plan.answer(read.decode(value)) };
  };

/**
 * Each cleaner's free time (availability neither booked nor busy in an imported calendar) between `from` and `to`, in epoch-millisecond
 * ranges, sorted and joined; cleaners without any are absent. Three reads whatever the number of
 * cleaners: the blocks, the bookings, the imported busy times.
 */
export const freeTimeOf =
  (deps: AvailabilityDeps) =>
  async (cleanerIds: readonly string[], from: Date, to: Date): Promise<Map<string, Interval[]>> => {
    const out = new Map<string, Interval[]>();
    if (!cleanerIds.length || !(to.getTime() > from.getTime())) return out;
    const { horizonEnd } = horizonOf(deps);
    const first = localDateOf(from);
    const last = localDateOf(to);
    const window: Interval = { start: from.getTime(), end: to.getTime() };
    const ids = [...new Set(cleanerIds)];
    const blocks = await deps.blocks.listOverlapping(ids, first, last);
    const slotsOf = new Map<string, Interval[]>();
    for (const b of blocks) {
      for (const slot of b.occurrencesBetween(first, last, horizonEnd).map(toSlot)) {
        const part = clip({ start: slot.startsAt.getTime(), end: slot.endsAt.getTime() }, window);
        if (part) slotsOf.set(b.cleanerId, [...(slotsOf.get(b.cleanerId) ?? []), part]);
      }
    }
    if (!slotsOf.size) return out;
    const booked = await deps.bookings.bookedIntervalsOf([...slotsOf.keys()], from, to);
    const busy = await deps.busy.busyOf([...slotsOf.keys()], from, to);
    for (const [cleanerId, slots] of slotsOf) {
      const taken = [...(booked.get(cleanerId) ?? []), ...(busy.get(cleanerId) ?? [])].map((b) => ({ start: b.start.getTime(), end: b.end.getTime() }));
      const free = subtractIntervals(slots, taken);
      if (free.length) out.set(cleanerId, free);
    }
    return out;
  };

/**
 * Of `cleanerIds`, those with some free time (availability not booked) between `from` and `to`:
 * recommendations' days with free time (spec section 9).
 */
export const availableWithin =
  (deps: AvailabilityDeps) =>
  async (cleanerIds: readonly string[], from: Date, to: Date): Promise<string[]> => [...(await freeTimeOf(deps)(cleanerIds, from, to)).keys()];
