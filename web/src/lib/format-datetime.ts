/**
 * The web app's one place for showing dates and times (issue #14): every screen formats through
 * these functions, so that French and English each follow one convention everywhere.
 *
 * - French (Quebec, OQLF "Écriture des heures"): 24-hour clock, the symbol h between spaces, no
 *   leading zero on the hour, minutes on two digits, nothing after h on the hour:
 *   "8 h", "8 h 30", "13 h 05". Dates "lundi 24 novembre", "1er décembre"; joined with "à":
 *   "lundi 24 novembre à 8 h".
 * - English (Canada): 12-hour clock "8:00 AM", "1:30 PM"; dates "Monday, November 24"; joined with
 *   "at": "Monday, November 24 at 8:00 AM".
 *
 * Instants are shown on Quebec's clock (every visit happens there), whatever the browser's zone.
 * Calendar dates (YYYY-MM-DD) and wall-clock times (HH:MM) are shown as written, never shifted.
 * Names of days and months come from Intl (fr-CA, en-CA); the assembly is ours, so that a browser's
 * ICU version cannot bring back "08 h 00" or "a.m.". Spaces inside a time are no-break spaces, so
 * "8 h 30" never wraps. The server's emails follow the same rules (src/shared/datetime-format.ts).
 */

export type DateTimeLanguage = 'fr' | 'en';

export const QUEBEC_TIME_ZONE = 'America/Toronto';

const NBSP = '\u00a0';

/** The page's language (i18next's "en", "en-CA", "fr"...) as one of the two conventions; French by default. */
export function dateTimeLanguage(language: string | null | undefined): DateTimeLanguage {
  return language?.trim().toLowerCase().startsWith('en') ? 'en' : 'fr';
}

export interface DateStyle {
  /** The day's name first ("lundi 24 novembre"); default true. */
  weekday?: boolean;
  /** "novembre" / "November" (default) or "nov." / "Nov". */
  month?: 'long' | 'short';
  /** With the year ("24 novembre 2026"); default false. */
  year?: boolean;
}

/** A civil date: year, month 1-12, day 1-31. */
interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/**
 * CLDR's month and weekday names for fr-CA and en-CA (format-datetime.test.ts holds them to Intl's), not
 * Intl.DateTimeFormat: the first one a page makes costs tens of milliseconds in one task, which a
 * cleaner's profile paid as it was hydrated (issue #39); and the server and the browser, whose Intl data
 * may differ, write the same names.
 */
const MONTHS: Record<DateTimeLanguage, Record<'long' | 'short', readonly string[]>> = {
  fr: {
    long: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    short: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juill.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  },
  en: {
    long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
};
/** Sunday first, as Date's getUTCDay. */
const WEEKDAYS: Record<DateTimeLanguage, Record<'long' | 'short', readonly string[]>> = {
  fr: { long: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'], short: ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'] },
  en: { long: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], short: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] },
};

function monthName(d: CivilDate, language: DateTimeLanguage, style: 'long' | 'short'): string {
  return MONTHS[language][style][d.month - 1]!;
}

function weekdayName(d: CivilDate, language: DateTimeLanguage, style: 'long' | 'short' = 'long'): string {
  return WEEKDAYS[language][style][new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()]!;
}

function civilDateText(d: CivilDate, language: DateTimeLanguage, style: DateStyle = {}): string {
  const month = monthName(d, language, style.month ?? 'long');
  const weekday = style.weekday === false ? null : weekdayName(d, language);
  if (language === 'fr') {
    // French writes the first of the month as an ordinal: "1er décembre".
    const day = d.day === 1 ? '1er' : String(d.day);
    return [weekday, day, month, style.year ? String(d.year) : null].filter(Boolean).join(' ');
  }
  const monthDay = `${month} ${d.day}`;
  const withWeekday = weekday ? `${weekday}, ${monthDay}` : monthDay;
  return style.year ? `${withWeekday}, ${d.year}` : withWeekday;
}

export interface TimeStyle {
  /** With the seconds, for the console's technical screens: "8 h 05 min 30 s" / "8:05:30 AM". */
  seconds?: boolean;
}

function clockText(hour: number, minute: number, language: DateTimeLanguage, second: number | null = null): string {
  const mm = String(minute).padStart(2, '0');
  const ss = second === null ? null : String(second).padStart(2, '0');
  if (language === 'fr') {
    if (ss !== null) return `${hour}${NBSP}h${NBSP}${mm}${NBSP}min${NBSP}${ss}${NBSP}s`;
    return minute === 0 ? `${hour}${NBSP}h` : `${hour}${NBSP}h${NBSP}${mm}`;
  }
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${mm}${ss === null ? '' : `:${ss}`}${NBSP}${hour < 12 ? 'AM' : 'PM'}`;
}

function joinDateTime(date: string, time: string, language: DateTimeLanguage): string {
  return language === 'fr' ? `${date} à ${time}` : `${date} at ${time}`;
}

/**
 * Made on first use, not when the module loads: a formatter with a time zone costs tens of milliseconds
 * to make (the locale's patterns and the zone's rules), and pages import this module without formatting
 * a date as they start (a long task of the search page's start, issue #39).
 */
let quebecClockMade: Intl.DateTimeFormat | null = null;
const quebecClock = (): Intl.DateTimeFormat =>
  (quebecClockMade ??= new Intl.DateTimeFormat('en-CA', {
  timeZone: QUEBEC_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
}));

function toDate(instant: Date | string): Date {
  return instant instanceof Date ? instant : new Date(instant);
}

/** What a Quebec wall clock and calendar show at that instant. */
function quebecParts(instant: Date): CivilDate & { hour: number; minute: number; second: number } {
  const parts: Record<string, number> = {};
  for (const p of quebecClock().formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute!, second: parts.second! };
}

function parseCivilDate(date: string): CivilDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  const check = new Date(Date.UTC(d.year, d.month - 1, d.day));
  return check.getUTCMonth() === d.month - 1 && check.getUTCDate() === d.day ? d : null;
}

/** "HH:MM" (or "H:MM") or minutes after midnight -> hour and minute; null when it is neither. */
function parseWallTime(time: string | number): { hour: number; minute: number } | null {
  if (typeof time === 'number') {
    if (!Number.isInteger(time) || time < 0 || time > 1440) return null;
    return { hour: Math.floor(time / 60) % 24, minute: time % 60 };
  }
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  return hour <= 24 && minute < 60 ? { hour: hour % 24, minute } : null;
}

// ---- Instants (ISO strings or Dates), on Quebec's clock ----

/** "8 h", "13 h 30" / "8:00 AM", "1:30 PM". */
export function formatTime(instant: Date | string, language: string | null | undefined, timeStyle: TimeStyle = {}): string {
  const p = quebecParts(toDate(instant));
  return clockText(p.hour, p.minute, dateTimeLanguage(language), timeStyle.seconds ? p.second : null);
}

/** The Quebec day of an instant: "lundi 24 novembre" / "Monday, November 24" (see DateStyle). */
export function formatDate(instant: Date | string, language: string | null | undefined, style?: DateStyle): string {
  return civilDateText(quebecParts(toDate(instant)), dateTimeLanguage(language), style);
}

/** "lundi 24 novembre à 8 h" / "Monday, November 24 at 8:00 AM". */
export function formatDateTime(instant: Date | string, language: string | null | undefined, style?: DateStyle, timeStyle: TimeStyle = {}): string {
  const lang = dateTimeLanguage(language);
  const p = quebecParts(toDate(instant));
  return joinDateTime(civilDateText(p, lang, style), clockText(p.hour, p.minute, lang, timeStyle.seconds ? p.second : null), lang);
}

// ---- Calendar dates (YYYY-MM-DD) and wall-clock times (HH:MM), as written ----

/** A calendar date as written, never shifted by a time zone; the input itself when it is not a date. */
export function formatCalendarDate(date: string, language: string | null | undefined, style?: DateStyle): string {
  const d = parseCivilDate(date);
  return d ? civilDateText(d, dateTimeLanguage(language), style) : date;
}

/** A wall-clock time ("08:30" or minutes after midnight): "8 h 30" / "8:30 AM"; the input itself when unreadable. */
export function formatWallTime(time: string | number, language: string | null | undefined): string {
  const t = parseWallTime(time);
  return t ? clockText(t.hour, t.minute, dateTimeLanguage(language)) : String(time);
}

/** A calendar date with a wall-clock time: "24 novembre à 8 h" / "November 24 at 8:00 AM". */
export function formatCalendarDateTime(date: string, time: string | number, language: string | null | undefined, style?: DateStyle): string {
  const lang = dateTimeLanguage(language);
  return joinDateTime(formatCalendarDate(date, lang, style), formatWallTime(time, lang), lang);
}

/** A month (YYYY-MM): "novembre 2026" / "November 2026". */
export function formatMonth(month: string, language: string | null | undefined): string {
  const d = parseCivilDate(`${month}-01`);
  if (!d) return month;
  const lang = dateTimeLanguage(language);
  return `${monthName(d, lang, 'long')} ${d.year}`;
}

/** A day of the week, 0 = Sunday ... 6 = Saturday: "lundi" / "Monday", or "lun." / "Mon". */
export function formatWeekday(weekday: number, language: string | null | undefined, style: 'long' | 'short' = 'long'): string {
  // 2026-03-01 is a Sunday.
  return weekdayName({ year: 2026, month: 3, day: 1 + (((weekday % 7) + 7) % 7) }, dateTimeLanguage(language), style);
}

// ---- Quebec's calendar, for date arithmetic ----

/** The Quebec calendar date of an instant, YYYY-MM-DD. */
export function quebecDateOf(instant: Date | string = new Date()): string {
  const p = quebecParts(toDate(instant));
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Minutes after midnight on Quebec's wall clock at that instant. */
export function quebecMinuteOf(instant: Date | string = new Date()): number {
  const p = quebecParts(toDate(instant));
  return p.hour * 60 + p.minute;
}
