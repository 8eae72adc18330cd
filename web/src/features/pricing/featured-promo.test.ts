import { describe, expect, it } from 'vitest';
import { promoDiscountText, promoLastDay, type FeaturedPromo } from './featured-promo';

const amount: FeaturedPromo = { code: 'BIENVENUE10', kind: 'amount', amountCents: 1000, percent: null, endsAt: null };

describe('the featured promo code on /pricing', () => {
  it('states an amount or a percentage in the page language', () => {
    expect(promoDiscountText(amount, 'en')).toMatch(/^\$10(\.00)?$/);
    expect(promoDiscountText(amount, 'fr')).toMatch(/^10\s\$$/);
    expect(promoDiscountText({ ...amount, amountCents: 1050 }, 'en')).toBe('$10.50');
    expect(promoDiscountText({ ...amount, kind: 'percent', amountCents: null, percent: 20 }, 'fr')).toMatch(/^20\s%$/);
  });

  it('names the last day of an exclusive end in Quebec time, and none without an end', () => {
    expect(promoLastDay(amount, 'fr')).toBeNull();
    // Midnight on January 1 in Montreal (05:00 UTC): offered until December 31.
    const ending = { ...amount, endsAt: '2027-01-01T05:00:00.000Z' };
    expect(promoLastDay(ending, 'fr')).toBe('31 décembre 2026');
    expect(promoLastDay(ending, 'en')).toBe('December 31, 2026');
  });
});
