import type { AvailabilityBlock } from '../../domain/availability-block.js';
import { TIME_ZONE } from '../../../../src/shared/local-time.js';
import { formatTime } from '../../domain/time-slot.js';
import type { Slot } from '../../application/slots.js';
import type { CalendarDay } from '../../application/month-calendar.js';

/** The contract's AvailabilityBlock: local dates and `HH:MM` wall-clock times in America/Toronto. */
export const presentBlock = (b: AvailabilityBlock) => ({
  id: b.id,
  kind: b.kind,
  slot: b.slot,
  start: formatTime(b.startMinute),
  end: formatTime(b.endMinute),
  date: b.date,
  weekday: b.kind === 'weekly' ? b.weekday() : null,
  endDate: b.endDate,
  exceptionDates: [...b.exceptionDates].sort(),
  createdAt: b.createdAt.toISOString(),
});

/** An occurrence with both its wall-clock times and its instants. */
export const presentSlot = (s: Slot) => ({
  blockId: s.blockId,
  kind: s.kind,
  slot: s.slot,
  date: s.date,
  start: formatTime(s.startMinute),
  end: formatTime(s.endMinute),
  startsAt: s.startsAt.toISOString(),
  endsAt: s.endsAt.toISOString(),
});

export const presentDay = (d: CalendarDay) => ({
  date: d.date,
  busyness: d.busyness,
  availableMinutes: d.availableMinutes,
  bookedMinutes: d.bookedMinutes,
  slots: d.slots.map(presentSlot),
  busy: d.busy.map((b) => ({ start: formatTime(b.startMinute), end: formatTime(b.endMinute) })),
  bookings: d.bookings.map((b) => ({ id: b.bookingId, start: formatTime(b.startMinute), end: formatTime(b.endMinute), cleaningType: b.cleaningType, city: b.city })),
});

export const timeZone = TIME_ZONE;
