import type { LocalDate } from './local-time.js';

/**
 * A reporting period of the console's analytics: whole Quebec calendar days, `from` to `to`
 * inclusive, and the instants that bound them ([start, end): local midnight of `from` to local
 * midnight after `to`, so a day of a clock change lasts 23 or 25 hours). Modules that answer
 * analytics questions take it as it is; modules/analytics builds and checks it.
 */
export interface ReportPeriod {
  from: LocalDate;
  to: LocalDate;
  start: Date;
  end: Date;
  /** The width of a chart's bars: a day for short periods, a week (Monday to Sunday) for long ones. */
  bucket: 'day' | 'week';
}

/** SQL: the Quebec calendar date of a timestamptz column (an immutable expression, so it can be indexed). */
export const quebecDateSql = (column: string): string => `(timezone('America/Toronto', ${column}))::date`;

/** SQL: the first day of the bucket (day, or the Monday of the ISO week) of a date expression. */
export const bucketStartSql = (bucket: ReportPeriod['bucket'], dateExpression: string): string =>
  bucket === 'day' ? `(${dateExpression})::date` : `(date_trunc('week', ${dateExpression}))::date`;
