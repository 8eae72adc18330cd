import type { PricingTerms } from './api/types';
import { formatAmount, formatPercent } from './format';

export type FeaturedPromo = NonNullable<PricingTerms['featuredPromo']>;

/** What the featured code takes off the first visit: "10,00 $" or "15 %", in the page's language. */
export function promoDiscountText(promo: FeaturedPromo, language: string | undefined): string {
  return promo.kind === 'amount' ? formatAmount(promo.amountCents ?? 0, language) : formatPercent(promo.percent ?? 0, language);
}

/**
 * The last day the code is offered, in Quebec's time zone (its end is exclusive: a code ending at
 * midnight on January 1 is offered until December 31); null without an end.
 */
export function promoLastDay(promo: FeaturedPromo, language: string | undefined): string | null {
  if (!promo.endsAt) return null;
  const lastInstant = new Date(new Date(promo.endsAt).getTime() - 1);
  return new Intl.DateTimeFormat(language === 'en' ? 'en-CA' : 'fr-CA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Toronto' }).format(lastInstant);
}
