import { addDays, toInstant, type LocalDate } from '../../../src/shared/local-time.js';
import type { Frequency } from './booking.js';

export interface VisitTime {
  date: LocalDate;
  startMinute: number;
  startsAt: Date;
  endsAt: Date;
}

/** Same day of the month, or the month's last day when it has fewer days (31 Jan -> 28 Feb -> 31 Mar). */
export function addMonths(date: LocalDate, months: number): LocalDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The date of visit `index` (0-based) of a series. */
export function visitDate(first: LocalDate, frequency: Frequency, index: number, intervalDays: number | null): LocalDate {
  switch (frequency) {
    case 'once':
      return first;
    case 'weekly':
      return addDays(first, 7 * index);
    case 'biweekly':
      return addDays(first, 14 * index);
    case 'monthly':
      return addMonths(first, index);
    case 'custom':
      return addDays(first, (intervalDays ?? 7) * index);
  }
}

/**
 * Every visit of a series at the same wall-clock time: a 9:00 weekly visit stays at 9:00 across the
 * clock changes, its instant moves instead (like availability).
 */
export function visitTimes(input: { date: LocalDate; startMinute: number; durationMinutes: number; frequency: Frequency; visits: number; intervalDays: number | null }): VisitTime[] {
  return Array.from({ length: input.visits }, (_, i) => {
    const date = visitDate(input.date, input.frequency, i, input.intervalDays);
    const startsAt = toInstant(date, input.startMinute);
    return { date, startMinute: input.startMinute, startsAt, endsAt: new Date(startsAt.getTime() + input.durationMinutes * 60_000) };
  });
}
