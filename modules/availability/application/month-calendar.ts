import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import { AvailabilityErrors } from '../domain/availability.errors.js';
import { busynessOf, type Busyness } from '../domain/busyness.js';
import { mergeIntervals, totalLength } from '../domain/intervals.js';
import { addDays, datesOfMonth, isMonth, localDateOf, toInstant, type LocalDate } from '../../../src/shared/local-time.js';
import { horizonOf } from './horizon.js';
import { bookedMinutesOn, bySlotTime, toSlot, type Slot } from './slots.js';
import type { AvailabilityDeps } from './ports.js';

export interface CalendarDay {
  date: LocalDate;
  busyness: Busyness;
  availableMinutes: number;
  bookedMinutes: number;
  slots: Slot[];
  /** Busy times imported from the cleaner's other calendars that day, in local minutes (1440 = midnight after). */
  busy: { startMinute: number; endMinute: number }[];
  /** The visits booked that day (issue #40: the day panel did not list them), by start, in local minutes. */
  bookings: { bookingId: string; startMinute: number; endMinute: number; cleaningType: string | null; city: string | null }[];
}

/** The signed-in cleaner's month: each day with its slots and its busyness (spec sections 2 and 4). */
export const monthCalendar =
  (deps: AvailabilityDeps) =>
  async (cleanerId: string, month: string): Promise<Result<{ month: string; today: LocalDate; horizonEnd: LocalDate; days: CalendarDay[] }, DomainError>> => {
    if (!isMonth(month)) return err(AvailabilityErrors.invalidFields([{ field: 'query.month', code: 'fields.invalid_format' }]));
    const dates = datesOfMonth(month);
    const first = dates[0]!;
    const last = dates[dates.length - 1]!;
    const { today, horizonEnd } = horizonOf(deps);
    const blocks = await deps.blocks.listOverlapping([cleanerId], first, last);
    const slots = blocks.flatMap((b) => b.occurrencesBetween(first, last, horizonEnd)).map(toSlot).sort(bySlotTime);
    const [from, to] = [toInstant(first, 0), toInstant(addDays(last, 1), 0)];
    const booked = deps.bookings.calendarVisits ? await deps.bookings.calendarVisits(cleanerId, from, to) : await deps.bookings.bookedIntervals(cleanerId, from, to);
    const busy = (await deps.busy.busyOf([cleanerId], toInstant(first, 0), toInstant(addDays(last, 1), 0))).get(cleanerId) ?? [];
    const days = dates.map((date): CalendarDay => {
      const daySlots = slots.filter((s) => s.date === date);
      const available = daySlots.map((s) => ({ start: s.startMinute, end: s.endMinute }));
      const bookedOnDay = bookedMinutesOn(date, booked);
      const bookedMinutes = totalLength(bookedOnDay);
      const workingMinutes = totalLength([...available, ...bookedOnDay]);
      const bookings = booked
        .filter((b) => localDateOf(b.start) === date)
        .sort((a, b) => a.start.getTime() - b.start.getTime())
        .map((b) => {
          const [interval] = bookedMinutesOn(date, [b]);
          const visit = b as Partial<{ cleaningType: string; city: string }>;
          return { bookingId: b.bookingId, startMinute: interval?.start ?? 0, endMinute: interval?.end ?? 0, cleaningType: visit.cleaningType ?? null, city: visit.city ?? null };
        });
      return { date, busyness: busynessOf({ workingMinutes, bookedMinutes }), availableMinutes: totalLength(available), bookedMinutes, slots: daySlots, busy: mergeIntervals(bookedMinutesOn(date, busy)).map((b) => ({ startMinute: b.start, endMinute: b.end })), bookings };
    });
    return ok({ month, today, horizonEnd, days });
  };
