import { describe, expect, it } from 'vitest';
import { promoRefusal, type PromoCodeTerms } from './promo-redemption.js';

const now = new Date('2026-11-26T15:00:00Z');
const terms = (over: Partial<PromoCodeTerms> = {}): PromoCodeTerms => ({
  code: 'HIVER20',
  discount: { kind: 'percent', percent: 20 },
  active: true,
  startsAt: new Date('2026-11-01T05:00:00Z'),
  endsAt: null,
  maxUses: null,
  ...over,
});
const fresh = { total: 0, byClient: false };
const codeOf = (t: PromoCodeTerms | null, uses = fresh) => promoRefusal(t, uses, now)?.code ?? null;

describe('promoRefusal', () => {
  it('lets an active code in its window, not yet used up, through', () => {
    expect(codeOf(terms())).toBeNull();
    expect(codeOf(terms({ maxUses: 3 }), { total: 2, byClient: false })).toBeNull();
    expect(codeOf(terms({ endsAt: new Date(now.getTime() + 1) }))).toBeNull();
  });

  it('answers the one message of old for unknown, inactive and already used codes', () => {
    expect(codeOf(null)).toBe('booking.invalid_promo');
    expect(codeOf(terms({ active: false }))).toBe('booking.invalid_promo');
    expect(codeOf(terms(), { total: 1, byClient: true })).toBe('booking.invalid_promo');
  });

  it('names a code not yet valid (with its first day, Quebec time), expired or used up', () => {
    const early = promoRefusal(terms({ startsAt: new Date('2026-12-01T05:00:00Z') }), fresh, now);
    expect([early?.code, early?.params]).toEqual(['booking.promo_not_yet_valid', { date: '2026-12-01' }]);
    // The end is exclusive.
    expect(codeOf(terms({ endsAt: now }))).toBe('booking.promo_expired');
    expect(codeOf(terms({ maxUses: 2 }), { total: 2, byClient: false })).toBe('booking.promo_exhausted');
  });
});
