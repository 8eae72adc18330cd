import { formatCalendarDate, formatMonth, quebecDateOf } from '../../lib/format-datetime';

/** A calendar date (YYYY-MM-DD) read as that day, whatever the browser's time zone. */
function utcDay(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}

/** "vendredi 27 novembre 2026" / "Friday, November 27, 2026". */
export function formatPayoutDate(date: string, language: string | undefined): string {
  return formatCalendarDate(date, language, { year: true });
}

/** Whole days from `today` to `date` (both YYYY-MM-DD), for "today", "tomorrow", "in 3 days". */
export function daysUntil(date: string, today: string): number {
  return Math.round((utcDay(date).getTime() - utcDay(today).getTime()) / 86_400_000);
}

/** "novembre 2026" / "November 2026" for a statement month (YYYY-MM). */
export function formatStatementMonth(month: string, language: string | undefined): string {
  return formatMonth(month, language);
}

/** Today in Quebec (the weekly run follows America/Toronto), as YYYY-MM-DD. */
export function quebecToday(now: Date = new Date()): string {
  return quebecDateOf(now);
}
