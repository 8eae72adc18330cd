import type { Locale } from '../../api/types';
import { quebecDateOf } from '../../lib/format-datetime';
import { numberFormat } from '../../lib/number-format';

/** Money and percentages in the page's language (fr-CA: "32,00 $", en-CA: "$32.00"). */
export function localeTag(language: string | undefined): 'fr-CA' | 'en-CA' {
  return language === 'en' ? 'en-CA' : 'fr-CA';
}

export function formatCents(cents: number, language: Locale | string | undefined): string {
  return numberFormat(localeTag(language), { style: 'currency', currency: 'CAD' }).format(cents / 100);
}

/** A 0..1 score or rate as a whole percentage. */
export function formatPercent(ratio: number, language: Locale | string | undefined): string {
  return numberFormat(localeTag(language), { style: 'percent', maximumFractionDigits: 0 }).format(ratio);
}

export function formatRating(average: number, language: Locale | string | undefined): string {
  return numberFormat(localeTag(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}

/** The lowest fixed rate, for cards of cleaners in fixed-price mode. */
export function lowestFixedRate(fixedRates: Partial<Record<string, number>>): number | null {
  const values = Object.values(fixedRates).filter((v): v is number => typeof v === 'number');
  return values.length ? Math.min(...values) : null;
}

/** Today's date in Quebec (the availability calendar's time zone), YYYY-MM-DD. */
export function quebecToday(now = new Date()): string {
  return quebecDateOf(now);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A whole count in the page's language ("1 234" in French, with its no-break space; "1,234" in English). */
export function formatCount(n: number, language: Locale | string | undefined): string {
  return numberFormat(localeTag(language), { maximumFractionDigits: 0 }).format(n);
}

/**
 * The card's response time (issue #35) as a translation key and count: under an hour, "moins d'une
 * heure"; then whole hours, rounded up (never faster than the habit); from 48 hours, whole days.
 */
export function responseTimeText(minutes: number): { key: 'card.respondsWithinHour' | 'card.respondsInHours' | 'card.respondsInDays'; count: number } {
  if (minutes < 60) return { key: 'card.respondsWithinHour', count: 1 };
  const hours = Math.ceil(minutes / 60);
  if (hours < 48) return { key: 'card.respondsInHours', count: hours };
  return { key: 'card.respondsInDays', count: Math.ceil(hours / 24) };
}
