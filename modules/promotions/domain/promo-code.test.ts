import { describe, expect, it } from 'vitest';
import { checkPromoFacts, normalizeCode, promoCodeState, type PromoCodeInput } from './promo-code.js';

const input = (over: Partial<PromoCodeInput> = {}): PromoCodeInput => ({ kind: 'amount', amountCents: 1000, startsAt: '2026-11-01T05:00:00Z', active: true, ...over });
const issues = (over: Partial<PromoCodeInput>) => {
  const r = checkPromoFacts(input(over));
  return r.ok ? [] : r.issues.map((i) => `${i.field}:${i.code}`);
};

describe('checkPromoFacts', () => {
  it('takes an amount or a percentage, an optional end after the start', () => {
    expect(checkPromoFacts(input({ description: '  ' }))).toMatchObject({ ok: true, value: { discount: { kind: 'amount', amountCents: 1000 }, description: null, endsAt: null, maxUses: null } });
    expect(checkPromoFacts(input({ kind: 'percent', amountCents: null, percent: 100, endsAt: '2026-12-01T05:00:00Z', maxUses: 5 }))).toMatchObject({ ok: true, value: { discount: { kind: 'percent', percent: 100 }, maxUses: 5 } });
  });

  it('names the field of each refusal', () => {
    expect(issues({ amountCents: null })).toEqual(['body.amountCents:promotions.amount_required']);
    expect(issues({ kind: 'percent', amountCents: null })).toEqual(['body.percent:promotions.percent_required']);
    expect(issues({ percent: 10 })).toEqual(['body.percent:promotions.one_discount']);
    expect(issues({ kind: 'percent', amountCents: null, percent: 0 })).toEqual(['body.percent:fields.invalid']);
    expect(issues({ endsAt: '2026-11-01T05:00:00Z' })).toEqual(['body.endsAt:promotions.ends_before_start']);
    expect(issues({ startsAt: 'soon' })).toEqual(['body.startsAt:fields.invalid_date']);
  });
});

describe('codes and states', () => {
  it('stores codes in upper case', () => expect(normalizeCode(' hiver-20 ')).toBe('HIVER-20'));

  it('tells where a code stands', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const c = { active: true, startsAt: new Date('2026-11-01T00:00:00Z'), endsAt: new Date('2026-12-01T00:00:00Z'), maxUses: 3 };
    expect(promoCodeState(c, 2, now)).toBe('running');
    expect(promoCodeState(c, 3, now)).toBe('exhausted');
    expect(promoCodeState({ ...c, active: false }, 0, now)).toBe('inactive');
    expect(promoCodeState(c, 0, new Date('2026-10-01T00:00:00Z'))).toBe('scheduled');
    expect(promoCodeState(c, 0, new Date('2026-12-01T00:00:00Z'))).toBe('expired');
  });
});
