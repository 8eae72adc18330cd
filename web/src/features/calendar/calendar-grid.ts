import { quebecDateOf } from '../../lib/format-datetime';

/**
 * Pure date helpers of the month view. Dates are Quebec calendar dates (`YYYY-MM-DD`), handled as
 * UTC midnights so that the browser's own time zone never shifts a day.
 */

const toUtc = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}

/** 0 = Sunday: Canadian calendars start their weeks on Sunday, as the API's weekdays do. */
export const weekdayOf = (date: string): number => toUtc(date).getUTCDay();

export const monthOf = (date: string): string => date.slice(0, 7);

export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return iso(d).slice(0, 7);
}

export function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Weeks of the month, Sunday first; days of neighbouring months are null. */
export function weeksOfMonth(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const cells: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let i = 0; i < daysInMonth(month); i++) cells.push(addDays(first, i));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Same day of the month in another month, clamped to its length (31 Jan -> 28 Feb). */
export function sameDayIn(date: string, month: string): string {
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** The day focus moves to for a key of the grid (WAI-ARIA date grid pattern), or null for other keys. */
export function nextFocus(date: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayOf(date));
    case 'End':
      return addDays(date, 6 - weekdayOf(date));
    case 'PageUp':
      return sameDayIn(date, shiftMonth(monthOf(date), -1));
    case 'PageDown':
      return sameDayIn(date, shiftMonth(monthOf(date), 1));
    default:
      return null;
  }
}

/** Today's date in Quebec. */
export function todayInQuebec(now: Date = new Date()): string {
  return quebecDateOf(now);
}
