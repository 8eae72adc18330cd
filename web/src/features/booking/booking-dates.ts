import { formatCalendarDate, formatDateTime, formatWallTime, quebecDateOf, quebecMinuteOf, QUEBEC_TIME_ZONE } from '../../lib/format-datetime';
import { localeTag } from './money';

export const BOOKING_TIME_ZONE = QUEBEC_TIME_ZONE;

/** A visit's start, e.g. "mardi 24 novembre 2026 à 9 h" (Quebec time; lib/format-datetime.ts writes it). */
export function formatBookingStart(startsAt: string, language: string | undefined): string {
  return formatDateTime(startsAt, language, { year: true });
}

/** A `YYYY-MM-DD` date, e.g. "mardi 24 novembre 2026" (as written, whatever the browser's zone). */
export function formatDay(date: string, language: string | undefined): string {
  return formatCalendarDate(date, language, { year: true });
}

/** Today's date and the current minute in Quebec. */
export function quebecNow(now = new Date()): { date: string; minute: number } {
  return { date: quebecDateOf(now), minute: quebecMinuteOf(now) };
}

/** A wall-clock `HH:MM` as people read it: "9 h" or "9 h 30" in French, "9:00 AM" in English. */
export function formatWallClock(time: string, language: string | undefined): string {
  return formatWallTime(time, language);
}

/** Hours with the language's decimal mark ("4,5" / "4.5"). */
export function formatHours(hours: number, language: string | undefined): string {
  return new Intl.NumberFormat(localeTag(language), { maximumFractionDigits: 1 }).format(hours);
}
