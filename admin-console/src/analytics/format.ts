import { toIntlLocale } from '../bookings/format';
import { formatCalendarDate } from '../../../web/src/lib/format-datetime';

export { formatMoney } from '../bookings/format';

/** A share (0..1) as a percentage, "66,7 %" / "66.7%"; "—" when there is nothing to divide. */
export function formatRate(rate: number | null, locale: string): string {
  if (rate === null) return '—';
  return new Intl.NumberFormat(toIntlLocale(locale), { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

export function formatCount(n: number, locale: string): string {
  return new Intl.NumberFormat(toIntlLocale(locale)).format(n);
}

/** A rating mean, "4,5" / "4.5"; "—" without reviews. */
export function formatRating(value: number | null, locale: string): string {
  if (value === null) return '—';
  return new Intl.NumberFormat(toIntlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(value);
}

/** A duration the way Quebec writes it: "45 min", "2 h 05", "3 j 4 h" (fr) / "45 min", "2 h 5 min", "3 d 4 h" (en); "—" when unknown. */
export function formatDuration(seconds: number | null, locale: string): string {
  if (seconds === null) return '—';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) {
    const rest = minutes % 60;
    if (locale === 'en') return rest ? `${hours} h ${rest} min` : `${hours} h`;
    return rest ? `${hours} h ${String(rest).padStart(2, '0')}` : `${hours} h`;
  }
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const unit = locale === 'en' ? 'd' : 'j';
  return rest ? `${days} ${unit} ${rest} h` : `${days} ${unit}`;
}

/** A bar's label: "24 nov." / "Nov 24" ("1er déc." on the first) for a day; the same date for a week (its Monday). */
export function formatDay(date: string, locale: string): string {
  return formatCalendarDate(date, locale, { weekday: false, month: 'short' });
}

/** "novembre 2026" / "November 2026" for `YYYY-MM`. */
export function formatMonth(month: string, locale: string): string {
  return new Intl.DateTimeFormat(toIntlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}

/** A long date, "1er décembre 2026" (the first of the month is "1er" in French) / "December 1, 2026". */
export function formatLongDate(date: string, locale: string): string {
  return formatCalendarDate(date, locale, { weekday: false, month: 'long', year: true });
}
