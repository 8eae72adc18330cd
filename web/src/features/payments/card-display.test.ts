import { describe, expect, it } from 'vitest';
import { brandName, cardExpiry, cardLabel, isCardExpired, preselectedCard } from './card-display';
import { DEV_TEST_CARDS } from './dev-test-cards';

describe('card display', () => {
  it('names known brands as people write them', () => {
    expect(brandName('visa')).toBe('Visa');
    expect(brandName('amex')).toBe('American Express');
    expect(brandName('MasterCard')).toBe('Mastercard');
  });

  it('capitalizes an unknown brand id and leaves "unknown" to the caller', () => {
    expect(brandName('eftpos_au')).toBe('Eftpos_au');
    expect(brandName('unknown')).toBeNull();
    expect(brandName('')).toBeNull();
  });

  it('shows the brand and the last four digits only', () => {
    expect(cardLabel({ brand: 'visa', last4: '4242' }, 'Carte')).toBe('Visa •••• 4242');
    expect(cardLabel({ brand: 'unknown', last4: '0002' }, 'Carte')).toBe('Carte •••• 0002');
  });

  it('writes the expiry as MM/YY', () => {
    expect(cardExpiry({ expMonth: 4, expYear: 2030 })).toBe('04/30');
    expect(cardExpiry({ expMonth: 12, expYear: 2105 })).toBe('12/05');
  });

  it('keeps a card valid through its expiry month', () => {
    const nov2026 = new Date(2026, 10, 30, 23, 0);
    expect(isCardExpired({ expMonth: 11, expYear: 2026 }, nov2026)).toBe(false);
    expect(isCardExpired({ expMonth: 10, expYear: 2026 }, nov2026)).toBe(true);
    expect(isCardExpired({ expMonth: 1, expYear: 2027 }, nov2026)).toBe(false);
    expect(isCardExpired({ expMonth: 12, expYear: 2025 }, nov2026)).toBe(true);
  });

  it('offers the three development test cards with the provider ids the server knows', () => {
    expect(DEV_TEST_CARDS.map((c) => [c.id, c.paymentMethodId, cardLabel(c, 'Carte')])).toEqual([
      ['success', 'dev_pm_success', 'Visa •••• 4242'],
      ['declined', 'dev_pm_declined', 'Visa •••• 0002'],
      ['authentication', 'dev_pm_authentication_required', 'Visa •••• 3184'],
    ]);
  });
});

describe('preselectedCard (issue #42)', () => {
  const now = new Date('2026-12-03T12:00:00Z');
  const card = (id: string, lastWorkedAt: string | null, expYear = 2030) => ({ id, expMonth: 12, expYear, lastWorkedAt });
  it('preselects the card that worked last, among several', () => {
    expect(preselectedCard([card('a', null), card('b', '2026-11-01T10:00:00Z'), card('c', '2026-11-20T10:00:00Z')], now)?.id).toBe('c');
  });
  it('the only usable card when none worked; none when several never worked', () => {
    expect(preselectedCard([card('a', null), card('b', '2026-11-01T10:00:00Z', 2020)], now)?.id).toBe('a');
    expect(preselectedCard([card('a', null), card('b', null)], now)).toBeNull();
  });
});
