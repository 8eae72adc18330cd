import type { Occurrence } from '../domain/availability-block.js';
import { clip, subtractIntervals, type Interval } from '../domain/intervals.js';
import { addDays, localMinuteOf, toInstant, type LocalDate } from '../../../src/shared/local-time.js';
import type { BookedInterval } from './ports.js';

/** An occurrence with its instants, as every reader of availability gets it. */
export interface Slot {
  blockId: string;
  kind: Occurrence['block']['kind'];
  slot: Occurrence['block']['slot'];
  date: LocalDate;
  startMinute: number;
  endMinute: number;
  startsAt: Date;
  endsAt: Date;
}

export const toSlot = (o: Occurrence): Slot => ({
  blockId: o.block.id,
  kind: o.block.kind,
  slot: o.block.slot,
  date: o.date,
  startMinute: o.startMinute,
  endMinute: o.endMinute,
  startsAt: toInstant(o.date, o.startMinute),
  endsAt: toInstant(o.date, o.endMinute),
});

export const bySlotTime = (a: Slot, b: Slot) => (a.date === b.date ? a.startMinute - b.startMinute : a.date < b.date ? -1 : 1);

/** The part of each booking that falls on that Quebec date, in local minutes (1440 = midnight after). */
export function bookedMinutesOn(date: LocalDate, booked: readonly Pick<BookedInterval, 'start' | 'end'>[]): Interval[] {
  const dayStart = toInstant(date, 0).getTime();
  const dayEnd = toInstant(addDays(date, 1), 0).getTime();
  const minutes: Interval[] = [];
  for (const b of booked) {
    const part = clip({ start: b.start.getTime(), end: b.end.getTime() }, { start: dayStart, end: dayEnd });
    if (!part) continue;
    minutes.push({
      start: part.start === dayStart ? 0 : localMinuteOf(new Date(part.start)),
      end: part.end === dayEnd ? 24 * 60 : localMinuteOf(new Date(part.end)),
    });
  }
  return minutes;
}

/** The free parts of each slot once bookings are taken out: a slot booked in its middle becomes two. */
export function freeParts(slots: readonly Slot[], booked: readonly Pick<BookedInterval, 'start' | 'end'>[]): Slot[] {
  if (!booked.length) return [...slots];
  const byDate = new Map<LocalDate, Interval[]>();
  return slots.flatMap((s) => {
    const taken = byDate.get(s.date) ?? bookedMinutesOn(s.date, booked);
    byDate.set(s.date, taken);
    return subtractIntervals([{ start: s.startMinute, end: s.endMinute }], taken).map((part) => ({
      ...s,
      startMinute: part.start,
      endMinute: part.end,
      startsAt: toInstant(s.date, part.start),
      endsAt: toInstant(s.date, part.end),
    }));
  });
}
