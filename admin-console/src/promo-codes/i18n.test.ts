import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatDiscount, kindChoices, STATES, statusChoices } from './choices';
import { promoCodesEn, promoCodesFr } from './i18n';
import { toFormErrors } from '../api/request-helpers';
import { toPromoBody } from './promo-codes-api';
import { keyPaths, lookup } from '../i18n/message-keys';

describe('the promo codes’ console messages', () => {
  it('have the same keys in French and English', () => {
    expect(keyPaths(promoCodesEn).sort()).toEqual(keyPaths(promoCodesFr).sort());
  });

  it('name every choice, state and written field', () => {
    for (const messages of [promoCodesFr, promoCodesEn]) {
      for (const c of [...kindChoices, ...statusChoices]) expect(lookup(messages, c.name), c.name).toEqual(expect.any(String));
      for (const s of STATES) expect(lookup(messages, `eclat.promo_codes.state.${s}`), s).toEqual(expect.any(String));
      for (const field of ['code', 'description', 'kind', 'amountCents', 'percent', 'startsAt', 'endsAt', 'maxUses', 'active', 'uses', 'clients', 'discountCents']) {
        expect(lookup(messages, `resources.promo-codes.fields.${field}`), field).toEqual(expect.any(String));
      }
    }
  });
});

describe('the form and the API', () => {
  it('sends the writable fields only, the discount of the chosen kind, the code on creation in capitals', () => {
    const record = { id: 'x', code: ' hiver20 ', description: '  ', kind: 'percent', amountCents: 1000, percent: 20, startsAt: '2026-12-01T10:00', endsAt: '', maxUses: '', active: true, uses: 3, clients: 2, discountCents: 900, state: 'running' };
    const created = toPromoBody(record, true);
    expect(created).toEqual({ code: 'HIVER20', description: null, kind: 'percent', amountCents: null, percent: 20, startsAt: new Date('2026-12-01T10:00').toISOString(), endsAt: null, maxUses: null, active: true });
    expect('code' in toPromoBody(record, false)).toBe(false);
  });

  it('shows dollars and sends cents', () => {
    expect(centsToDollars(1050)).toBe(10.5);
    expect(dollarsToCents('10.5')).toBe(1050);
    expect(dollarsToCents('')).toBeNull();
    expect(formatDiscount({ kind: 'amount', amountCents: 1000, percent: null }, 'fr')).toMatch(/^10,00\s\$$/);
    expect(formatDiscount({ kind: 'percent', amountCents: null, percent: 15 }, 'en')).toBe('15%');
  });

  it('puts the server’s refusals on their fields', () => {
    expect(toFormErrors([{ field: 'body.code', message: 'Ce code existe déjà.' }, { field: 'body.endsAt', message: 'La fin doit suivre le début.' }])).toEqual({ code: 'Ce code existe déjà.', endsAt: 'La fin doit suivre le début.' });
  });
});
