import type { PromoCode } from './promo-codes-api';

// Choice names are message keys (react-admin translates them).
export const kindChoices: { id: PromoCode['kind']; name: string }[] = [
  { id: 'amount', name: 'eclat.promo_codes.kind.amount' },
  { id: 'percent', name: 'eclat.promo_codes.kind.percent' },
];

export const statusChoices = [
  { id: 'active', name: 'eclat.promo_codes.status.active' },
  { id: 'inactive', name: 'eclat.promo_codes.status.inactive' },
];

export const STATES: PromoCode['state'][] = ['inactive', 'scheduled', 'running', 'expired', 'exhausted'];

/** The code's discount as the list shows it: "10,00 $" or "15 %". */
export function formatDiscount(code: Pick<PromoCode, 'kind' | 'amountCents' | 'percent'>, locale: string): string {
  const intl = locale === 'en' ? 'en-CA' : 'fr-CA';
  if (code.kind === 'amount') return new Intl.NumberFormat(intl, { style: 'currency', currency: 'CAD' }).format((code.amountCents ?? 0) / 100);
  return new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 0 }).format((code.percent ?? 0) / 100);
}

/** Dollars typed in the form <-> the API's integer cents. */
export const centsToDollars = (cents: unknown): number | string => (typeof cents === 'number' ? cents / 100 : '');
export const dollarsToCents = (dollars: unknown): number | null => {
  if (dollars === '' || dollars === null || dollars === undefined) return null;
  const n = Number(dollars);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
};
