import { localeTag } from '../booking/money';
import { numberFormat } from '../../lib/number-format';

/** Dollars the way a page states a figure: "25 $" / "$25" for whole amounts, "12,50 $" / "$12.50" otherwise. */
export function formatAmount(cents: number, language: string | undefined): string {
  const whole = cents % 100 === 0;
  return numberFormat(localeTag(language), {
    style: 'currency',
    currency: 'CAD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** "15 %" / "15%", "9,975 %" / "9.975%". */
export function formatPercent(percent: number, language: string | undefined): string {
  return numberFormat(localeTag(language), { style: 'percent', maximumFractionDigits: 3 }).format(percent / 100);
}

/** A tax rate given in permille (50, 99.75) as a percentage. */
export function formatPermille(permille: number, language: string | undefined): string {
  return formatPercent(permille / 10, language);
}
