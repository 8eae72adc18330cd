import { formatCount } from './format';

/**
 * The value axis of a chart of counts or amounts (issue #41). With nothing but zeros the charts'
 * scale has no extent and writes its ticks as "0.000000": the axis starts at 0, reaches at least
 * `floor` and writes its ticks in the console's language.
 */
export function valueAxis(values: readonly (number | null)[], format: (value: number) => string, floor = 1) {
  const highest = Math.max(0, ...values.map((v) => v ?? 0));
  return { min: 0, ...(highest > 0 ? {} : { max: floor }), valueFormatter: (value: number | null) => (value === null ? '' : format(value)) };
}

/** Counts: whole ticks only. */
export function countAxis(values: readonly (number | null)[], locale: string) {
  return { ...valueAxis(values, (v) => formatCount(v, locale)), tickMinStep: 1 };
}
