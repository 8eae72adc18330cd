import { QUEBEC_TIME_ZONE } from '../../../web/src/lib/format-datetime';

// The dashboard's periods: whole days on Quebec's calendar (America/Montreal), whatever the browser's time zone.

export const PRESETS = ['7d', '30d', 'this_month', 'last_month', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];
export interface PeriodRange {
  from: string;
  to: string;
}
export interface Period extends PeriodRange {
  preset: Preset;
}

export const DEFAULT_PRESET: Exclude<Preset, 'custom'> = '30d';
/** The server's default limit (ANALYTICS_MAX_PERIOD_DAYS): two years, both ends included. */
export const MAX_PERIOD_DAYS = 731;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const civil = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const d = civil(date);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}

export const isDate = (value: string): boolean => DATE.test(value) && iso(civil(value)) === value;

/** Today's date in Quebec. */
export function quebecToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: QUEBEC_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The days a preset covers, today included (the month so far for "this month"). */
export function presetRange(preset: Exclude<Preset, 'custom'>, now: Date): PeriodRange {
  const today = quebecToday(now);
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  switch (preset) {
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'this_month':
      return { from: firstOfMonth, to: today };
    case 'last_month': {
      const lastDay = addDays(firstOfMonth, -1);
      return { from: `${lastDay.slice(0, 7)}-01`, to: lastDay };
    }
  }
}

export type PeriodRangeError = 'invalid' | 'reversed' | 'too_long';

/** Why a typed range cannot be asked for, or null. */
export function rangeError(range: PeriodRange): PeriodRangeError | null {
  if (!isDate(range.from) || !isDate(range.to)) return 'invalid';
  const days = Math.round((civil(range.to).getTime() - civil(range.from).getTime()) / 86_400_000) + 1;
  if (days < 1) return 'reversed';
  if (days > MAX_PERIOD_DAYS) return 'too_long';
  return null;
}

/**
 * The period in the address (`?period=7d`, or `?from=…&to=…` for a custom range), so that a link or
 * a bookmark opens the same figures; anything unreadable falls back to the last 30 days.
 */
export function readPeriod(search: URLSearchParams, now: Date): Period {
  const preset = PRESETS.find((p): p is Exclude<Preset, 'custom'> => p !== 'custom' && p === search.get('period'));
  if (preset) return { preset, ...presetRange(preset, now) };
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  if (rangeError({ from, to }) === null) return { preset: 'custom', from, to };
  return { preset: DEFAULT_PRESET, ...presetRange(DEFAULT_PRESET, now) };
}

/** The address's query for a period (presets by name: "last 7 days" stays the last 7 days tomorrow). */
export function periodSearch(period: Period): Record<string, string> {
  return period.preset === 'custom' ? { from: period.from, to: period.to } : { period: period.preset };
}
