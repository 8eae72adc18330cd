import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import { AvailabilityErrors } from '../domain/availability.errors.js';
import { addDays, daysBetween, isLocalDate, toInstant } from '../../../src/shared/local-time.js';
import { horizonOf } from './horizon.js';
import { bySlotTime, freeParts, toSlot, type Slot } from './slots.js';
import type { AvailabilityDeps } from './ports.js';

/** At most this many days per request, so one call cannot expand a year of patterns. */
export const MAX_RANGE_DAYS = 62;

/**
 * A cleaner's availability as anyone may see it: the slots from `from` (default today) to `to`
 * (default two weeks later), never before today and never past the horizon of weekly patterns.
 * Booked time and imported busy times are taken out, so the booking form only offers times that can still be requested.
 */
export const publicAvailability =
  (deps: AvailabilityDeps) =>
  async (cleanerId: string, range: { from?: string; to?: string }): Promise<Result<{ from: string; to: string; slots: Slot[] }, DomainError>> => {
    if (!(await deps.cleaners.isCleaner(cleanerId))) return err(AvailabilityErrors.cleanerNotFound());
    const { today, horizonEnd } = horizonOf(deps);
    const from = range.from ?? today;
    const to = range.to ?? addDays(from, 13);
    const issues = [];
    if (!isLocalDate(from)) issues.push({ field: 'query.from', code: 'fields.invalid_date' });
    if (!isLocalDate(to)) issues.push({ field: 'query.to', code: 'fields.invalid_date' });
    if (issues.length) return err(AvailabilityErrors.invalidFields(issues));
    if (to < from) return err(AvailabilityErrors.invalidFields([{ field: 'query.to', code: 'availability.end_date_before_start' }]));
    if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) return err(AvailabilityErrors.rangeTooLong('query.to', MAX_RANGE_DAYS));
    const start = from < today ? today : from;
    if (start > to) return ok({ from, to, slots: [] });
    const blocks = await deps.blocks.listOverlapping([cleanerId], start, to);
    const slots = blocks.flatMap((b) => b.occurrencesBetween(start, to, horizonEnd)).map(toSlot).sort(bySlotTime);
    const [rangeStart, rangeEnd] = [toInstant(start, 0), toInstant(addDays(to, 1), 0)];
    const booked = await deps.bookings.bookedIntervals(cleanerId, rangeStart, rangeEnd);
    // Busy times imported from the cleaner's other calendars are taken out like bookings.
    const busy = (await deps.busy.busyOf([cleanerId], rangeStart, rangeEnd)).get(cleanerId) ?? [];
    return ok({ from, to, slots: freeParts(slots, [...booked, ...busy]) });
  };
