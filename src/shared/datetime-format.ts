import type { Locale } from './locale.js';
import { addDays, localDateOf, localMinuteOf } from './local-time.js';

/**
 * Dates and times in the server's texts (emails, documents, earnings labels), with the same
 * conventions as the web app's web/src/lib/format-datetime.ts (test/unit/datetime-format-parity
 * checks that both agree):
 *
 * - French (Quebec, OQLF): "8 h", "8 h 30", "13 h 05"; "lundi 24 novembre", "1er décembre";
 *   "lundi 24 novembre à 8 h".
 * - English: "8:00 AM", "1:30 PM"; "Monday, November 24"; "Monday, November 24 at 8:00 AM".
 *
 * Instants are read on Quebec's clock; spaces inside a time are no-break spaces.
 */

const NBSP = '\u00a0';
const INTL_LOCALE: Record<Locale, string> = { fr: 'fr-CA', en: 'en-CA' };

export interface DateStyle {
  /** The day's name first; default true. */
  weekday?: boolean;
  month?: 'long' | 'short';
  /** With the year; default false. */
  year?: boolean;
}

interface CivilDate {
  year: number;
  month: number;
  day: number;
}

const nameCache = new Map<string, Intl.DateTimeFormat>();
function name(d: CivilDate, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = nameCache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: 'UTC' });
    nameCache.set(key, format);
  }
  return format.format(new Date(Date.UTC(d.year, d.month - 1, d.day, 12)));
}

function civil(date: string): CivilDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  const check = new Date(Date.UTC(d.year, d.month - 1, d.day));
  return check.getUTCMonth() === d.month - 1 && check.getUTCDate() === d.day ? d : null;
}

function dateText(d: CivilDate, locale: Locale, style: DateStyle = {}): string {
  const month = name(d, locale, { month: style.month ?? 'long' });
  const weekday = style.weekday === false ? null : name(d, locale, { weekday: 'long' });
  if (locale === 'fr') {
    const day = d.day === 1 ? '1er' : String(d.day);
    return [weekday, day, month, style.year ? String(d.year) : null].filter(Boolean).join(' ');
  }
  const monthDay = `${month} ${d.day}`;
  const withWeekday = weekday ? `${weekday}, ${monthDay}` : monthDay;
  return style.year ? `${withWeekday}, ${d.year}` : withWeekday;
}

/** Minutes after midnight -> "8 h 30" / "8:30 AM". */
export function formatClock(minuteOfDay: number, locale: Locale): string {
  const hour = Math.floor(minuteOfDay / 60) % 24;
  const minute = minuteOfDay % 60;
  const mm = String(minute).padStart(2, '0');
  if (locale === 'fr') return minute === 0 ? `${hour}${NBSP}h` : `${hour}${NBSP}h${NBSP}${mm}`;
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${mm}${NBSP}${hour < 12 ? 'AM' : 'PM'}`;
}

/** The Quebec time of an instant: "8 h" / "8:00 AM". */
export function formatTime(instant: Date, locale: Locale): string {
  return formatClock(localMinuteOf(instant), locale);
}

/** A calendar date (YYYY-MM-DD) as written: "lundi 24 novembre" / "Monday, November 24". */
export function formatCalendarDate(date: string, locale: Locale, style?: DateStyle): string {
  const d = civil(date);
  return d ? dateText(d, locale, style) : date;
}

/** The Quebec day of an instant. */
export function formatDate(instant: Date, locale: Locale, style?: DateStyle): string {
  return formatCalendarDate(localDateOf(instant), locale, style);
}

/** "lundi 24 novembre à 8 h" / "Monday, November 24 at 8:00 AM", on Quebec's clock. */
export function formatDateTime(instant: Date, locale: Locale, style?: DateStyle): string {
  const date = formatDate(instant, locale, style);
  const time = formatTime(instant, locale);
  return locale === 'fr' ? `${date} à ${time}` : `${date} at ${time}`;
}

/**
 * A deadline as a person reads it, from `now` (issue #40: a same-day request's email said "24 heures" when it
 * expired 41 minutes later): "avant 15 h 20 aujourd’hui", "avant 9 h demain", "avant le samedi 28 novembre à 9 h" /
 * "by 3:20 PM today", "by 9:00 AM tomorrow", "by Saturday, November 28 at 9:00 AM".
 */
export function formatDeadline(deadline: Date, now: Date, locale: Locale): string {
  const day = localDateOf(deadline);
  const time = formatTime(deadline, locale);
  const today = localDateOf(now);
  if (day === today) return locale === 'fr' ? `avant ${time} aujourd’hui` : `by ${time} today`;
  if (day === addDays(today, 1)) return locale === 'fr' ? `avant ${time} demain` : `by ${time} tomorrow`;
  return locale === 'fr' ? `avant le ${formatDateTime(deadline, locale)}` : `by ${formatDateTime(deadline, locale)}`;
}

/** A month (YYYY-MM): "novembre 2026" / "November 2026". */
export function formatMonth(month: string, locale: Locale): string {
  const d = civil(`${month}-01`);
  return d ? `${name(d, locale, { month: 'long' })} ${d.year}` : month;
}
