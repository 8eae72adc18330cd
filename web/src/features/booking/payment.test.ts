import { describe, expect, it } from 'vitest';
import { paymentReadiness } from './payment';

describe('paymentReadiness', () => {
  it('waits for a card', () => {
    expect(paymentReadiness(null)).toEqual({ ready: false, paymentMethodId: null });
  });

  it("sends the chosen card's provider id, never anything else of the card", () => {
    expect(paymentReadiness({ id: 'c1', paymentMethodId: 'dev_pm_success', brand: 'visa', last4: '4242' })).toEqual({ ready: true, paymentMethodId: 'dev_pm_success' });
  });
});
