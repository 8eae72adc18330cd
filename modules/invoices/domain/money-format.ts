import type { Locale } from '../../../src/shared/locale.js';

/**
 * Money and rates written the Quebec way: `1 234,56 $` in French, `$1,234.56` in English.
 * The spaces are no-break spaces (U+00A0), not the narrow one Intl uses in fr-CA (U+202F): the
 * standard PDF fonts encode text in WinAnsi, which has U+00A0 but no U+202F, and an amount must
 * never wrap between its digits and its sign.
 */
export const NBSP = '\u00a0';

function groups(units: bigint, separator: string): string {
  return units.toString().replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Integer cents as text; negative amounts (discounts, refunds) keep their minus sign in front. */
export function formatMoney(cents: number, locale: Locale): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be an integer, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = BigInt(Math.abs(cents));
  const units = abs / 100n;
  const fraction = String(abs % 100n).padStart(2, '0');
  return locale === 'fr' ? `${sign}${groups(units, NBSP)},${fraction}${NBSP}$` : `${sign}$${groups(units, ',')}.${fraction}`;
}

/** A tax rate given in permille (99.75 = 9.975 %), as a percentage: `9,975 %` / `9.975%`. */
export function formatPermilleAsPercent(permille: number, locale: Locale): string {
  // Permille with at most two decimals becomes a percentage with at most three: exact in integers.
  const thousandths = Math.round(permille * 100);
  const whole = Math.trunc(thousandths / 1000);
  const decimals = String(thousandths % 1000).padStart(3, '0').replace(/0+$/, '');
  const separator = locale === 'fr' ? ',' : '.';
  const number = decimals ? `${whole}${separator}${decimals}` : String(whole);
  return locale === 'fr' ? `${number}${NBSP}%` : `${number}%`;
}

/** Hours as written on an invoice: `4 h`, `4,5 h` / `4 h`, `4.5 h`. */
export function formatHours(hours: number, locale: Locale): string {
  const text = String(hours);
  return `${locale === 'fr' ? text.replace('.', ',') : text}${NBSP}h`;
}
