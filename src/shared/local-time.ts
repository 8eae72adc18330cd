/**
 * Wall-clock time in Quebec. Availability is stored as a local date plus minutes after local
 * midnight (see docs/decisions.md, "Time zone"), and turned into instants only when a caller needs
 * one, with the time zone database that ships with Node's Intl. A 9:00 slot stays 9:00 on the days
 * clocks change; its UTC instant moves instead.
 */
export const TIME_ZONE = 'America/Toronto';

/** A calendar date, `YYYY-MM-DD`, in Quebec. */
export type LocalDate = string;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function formattedPartsOf(instant: Date): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts: Record<string, number> = {};
  for (const p of wallClock.formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

const HOUR_MS = 3_600_000;
/**
 * The wall clock's offset per UTC hour (issue #39: `formatToParts` was ~3 % of the server thread in the
 * booking bench, a request and its emails asking for dozens of instants). Since 1970 Quebec's clocks
 * change only on whole UTC hours (02:00 local is 06:00 or 07:00 UTC), so an offset holds for its hour.
 */
const offsetOfHour = new Map<number, number>();

function partsOf(instant: Date): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const t = instant.getTime();
  if (!(t >= 0)) return formattedPartsOf(instant);
  const hour = Math.floor(t / HOUR_MS);
  let offsetMs = offsetOfHour.get(hour);
  if (offsetMs === undefined) {
    const p = formattedPartsOf(new Date(hour * HOUR_MS));
    offsetMs = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - hour * HOUR_MS;
    if (offsetOfHour.size >= 100_000) offsetOfHour.clear();
    offsetOfHour.set(hour, offsetMs);
  }
  const wall = new Date(Math.floor(t / 1000) * 1000 + offsetMs);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate(), hour: wall.getUTCHours(), minute: wall.getUTCMinutes(), second: wall.getUTCSeconds() };
}

export function isLocalDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** Offset of Quebec's wall clock from UTC at that instant, in minutes (-300 in winter, -240 in summer). */
export function offsetMinutesAt(instant: Date): number {
  const p = partsOf(instant);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant of `minuteOfDay` minutes after midnight on that Quebec date (1440 is the next
 * midnight). A wall time skipped by the spring change (02:00-03:00) lands one hour later, as clocks do.
 */
export function toInstant(date: LocalDate, minuteOfDay: number): Date {
  const m = DATE_RE.exec(date);
  if (!m) throw new Error(`not a date: ${date}`);
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 0, minuteOfDay);
  // Two passes: the offset of the first guess can differ from the offset at the answer near a change.
  const first = wall - offsetMinutesAt(new Date(wall)) * 60_000;
  const second = wall - offsetMinutesAt(new Date(first)) * 60_000;
  if (localMinuteOf(new Date(second)) === minuteOfDay % 1440) return new Date(second);
  // The wall time does not exist (spring change): the later reading is the one clocks show.
  return new Date(Math.max(first, second));
}

/** The Quebec date of an instant. */
export function localDateOf(instant: Date): LocalDate {
  const p = partsOf(instant);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Minutes after local midnight shown by a Quebec wall clock at that instant. */
export function localMinuteOf(instant: Date): number {
  const p = partsOf(instant);
  return p.hour * 60 + p.minute;
}

const civil = (date: LocalDate): Date => {
  const m = DATE_RE.exec(date);
  if (!m) throw new Error(`not a date: ${date}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
};

export function addDays(date: LocalDate, days: number): LocalDate {
  const d = civil(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: LocalDate, b: LocalDate): number {
  return Math.round((civil(b).getTime() - civil(a).getTime()) / 86_400_000);
}

/** 0 = Sunday ... 6 = Saturday, as Canadian calendars start their weeks on Sunday. */
export function weekdayOf(date: LocalDate): number {
  return civil(date).getUTCDay();
}

/** Every date of a `YYYY-MM` month, in order. */
export function datesOfMonth(month: string): LocalDate[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

export const isMonth = (value: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
