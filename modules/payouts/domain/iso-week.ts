import { addDays, localDateOf, localMinuteOf, toInstant, weekdayOf, type LocalDate } from '../../../src/shared/local-time.js';

/**
 * ISO weeks (Monday to Sunday) on Quebec's wall clock: a weekly payout carries the earnings of one
 * such week, and its idempotency key names it (`payout:<cleaner>:2026-W47`). A week starts at
 * Monday 00:00 in America/Toronto, whatever the UTC offset (the weeks of the DST changes are 167 and
 * 169 hours long).
 */
export type IsoWeek = string;

const WEEK_RE = /^(\d{4})-W(\d{2})$/;

const civil = (date: LocalDate) => new Date(`${date}T00:00:00Z`);

/** The ISO week of a Quebec calendar date. */
export function isoWeekOfDate(date: LocalDate): IsoWeek {
  const d = civil(date);
  const mondayBased = (d.getUTCDay() + 6) % 7;
  // The week belongs to the year of its Thursday.
  const thursday = new Date(d.getTime() + (3 - mondayBased) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const dayOfYear = Math.round((thursday.getTime() - Date.UTC(year, 0, 1)) / 86_400_000);
  const week = Math.floor(dayOfYear / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The ISO week an instant falls in, on Quebec's wall clock. */
export const isoWeekOf = (instant: Date): IsoWeek => isoWeekOfDate(localDateOf(instant));

/** The Monday (Quebec date) of an ISO week. */
export function mondayOf(week: IsoWeek): LocalDate {
  const m = WEEK_RE.exec(week);
  if (!m) throw new RangeError(`not an ISO week: ${week}`);
  const jan4 = `${m[1]}-01-04`;
  const firstMonday = addDays(jan4, -((weekdayOf(jan4) + 6) % 7));
  return addDays(firstMonday, (Number(m[2]) - 1) * 7);
}

/** True for `YYYY-Www` naming a week that exists (W53 only in long years). */
export function isIsoWeek(value: string): boolean {
  if (!WEEK_RE.test(value)) return false;
  const n = Number(value.slice(6));
  return n >= 1 && isoWeekOfDate(mondayOf(value)) === value;
}

/** [start, end) of a week as instants: Monday 00:00 to the next Monday 00:00, Quebec time. */
export function weekBounds(week: IsoWeek): { start: Date; end: Date } {
  const monday = mondayOf(week);
  return { start: toInstant(monday, 0), end: toInstant(addDays(monday, 7), 0) };
}

export const previousWeek = (week: IsoWeek): IsoWeek => isoWeekOfDate(addDays(mondayOf(week), -7));

/** The week a run started now pays by default: the one before the current week. */
export const defaultRunWeek = (now: Date): IsoWeek => previousWeek(isoWeekOf(now));

/** The weekly run's time: Fridays at 06:00, Quebec time (spec 9: payouts on Fridays for the previous week). */
export const WEEKLY_RUN = { weekday: 5, minute: 6 * 60, cron: '0 6 * * 5' } as const;

/** The Quebec date of the next weekly run: today if it is Friday before 06:00, else the next Friday. */
export function nextPayoutDate(now: Date): LocalDate {
  const today = localDateOf(now);
  const weekday = weekdayOf(today);
  if (weekday === WEEKLY_RUN.weekday && localMinuteOf(now) < WEEKLY_RUN.minute) return today;
  const ahead = (WEEKLY_RUN.weekday - weekday + 7) % 7 || 7;
  return addDays(today, ahead);
}

/** The instant before which an earning rides on the next weekly run (the start of that run's own week). */
export const nextRunCutoff = (now: Date): Date => weekBounds(isoWeekOfDate(nextPayoutDate(now))).start;

/** The calendar month (`YYYY-MM`) of an instant in Quebec, and a month's bounds as instants. */
export const monthOf = (instant: Date): string => localDateOf(instant).slice(0, 7);
export function monthBounds(month: string): { start: Date; end: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { start: toInstant(`${month}-01`, 0), end: toInstant(`${next}-01`, 0) };
}
