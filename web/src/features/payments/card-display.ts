/** What the app shows of a card: the brand, the last four digits and the expiry; never more. */
export type CardLike = { brand: string; last4: string; expMonth: number; expYear: number };

const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  interac: 'Interac',
  cartes_bancaires: 'Cartes Bancaires',
};

/** Stripe's brand id as people write it; `null` for an unknown brand (the caller says "Carte"). */
export function brandName(brand: string): string | null {
  const id = brand.trim().toLowerCase();
  if (id === '' || id === 'unknown') return null;
  return BRAND_NAMES[id] ?? id.charAt(0).toUpperCase() + id.slice(1);
}

/** "Visa •••• 4242" (the dots stand for the hidden digits in both languages). */
export function cardLabel(card: Pick<CardLike, 'brand' | 'last4'>, genericName: string): string {
  return `${brandName(card.brand) ?? genericName} •••• ${card.last4}`;
}

/** "04/30": month and two-digit year, as printed on the card. */
export function cardExpiry(card: Pick<CardLike, 'expMonth' | 'expYear'>): string {
  return `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
}

/** A card is good through the last day of its expiry month (compared on the calendar month of `now`). */
export function isCardExpired(card: Pick<CardLike, 'expMonth' | 'expYear'>, now: Date): boolean {
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  return card.expYear < year || (card.expYear === year && card.expMonth < month);
}

/**
 * The card a form starts with (issue #42): the usable card that worked last (a hold or a payment),
 * else the only usable card; none when several never worked (the client picks).
 */
export function preselectedCard<C extends Pick<CardLike, 'expMonth' | 'expYear'> & { lastWorkedAt: string | null }>(cards: readonly C[], now: Date): C | null {
  const usable = cards.filter((card) => !isCardExpired(card, now));
  const worked = usable.filter((card) => card.lastWorkedAt !== null).sort((a, b) => Date.parse(b.lastWorkedAt!) - Date.parse(a.lastWorkedAt!));
  return worked[0] ?? (usable.length === 1 ? usable[0]! : null);
}
