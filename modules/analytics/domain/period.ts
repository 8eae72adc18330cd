import { addDays, daysBetween, isLocalDate, localDateOf, toInstant, type LocalDate } from '../../../src/shared/local-time.js';
import type { ReportPeriod } from '../../../src/shared/report-period.js';
import { analyticsErrors } from './analytics.errors.js';

/** The console's default period: the last 30 days, today included. */
export const DEFAULT_PERIOD_DAYS = 30;
/** Up to this many days a chart has a bar per day; longer periods have a bar per week. */
export const DAILY_BARS_UP_TO = 62;

/**
 * The period asked for, in Quebec calendar days: `from` and `to` inclusive (either may be left out:
 * `to` defaults to today, `from` to 29 days before `to`), at most `maxDays` long.
 */
export function resolvePeriod(input: { from?: string | undefined; to?: string | undefined }, now: Date, maxDays: number): ReportPeriod {
  if (input.from !== undefined && !isLocalDate(input.from)) throw analyticsErrors.invalidDate('from');
  if (input.to !== undefined && !isLocalDate(input.to)) throw analyticsErrors.invalidDate('to');
  const to: LocalDate = input.to ?? localDateOf(now);
  const from: LocalDate = input.from ?? addDays(to, -(DEFAULT_PERIOD_DAYS - 1));
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw analyticsErrors.periodReversed();
  if (days > maxDays) throw analyticsErrors.periodTooLong(maxDays);
  return { from, to, start: toInstant(from, 0), end: toInstant(addDays(to, 1), 0), bucket: days <= DAILY_BARS_UP_TO ? 'day' : 'week' };
}

/** Every bucket start of the period, in order, so that charts show empty days and weeks as zero. */
export function bucketsOf(period: Pick<ReportPeriod, 'from' | 'to' | 'bucket'>): LocalDate[] {
  if (period.bucket === 'day') return Array.from({ length: daysBetween(period.from, period.to) + 1 }, (_, i) => addDays(period.from, i));
  return weeksOf(period);
}

/** The Mondays of the ISO weeks the period touches (the first may start before `from`). */
export function weeksOf(period: Pick<ReportPeriod, 'from' | 'to'>): LocalDate[] {
  const weekday = (new Date(`${period.from}T00:00:00Z`).getUTCDay() + 6) % 7;
  const out: LocalDate[] = [];
  for (let monday = addDays(period.from, -weekday); monday <= period.to; monday = addDays(monday, 7)) out.push(monday);
  return out;
}
