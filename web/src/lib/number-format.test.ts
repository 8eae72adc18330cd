import { describe, expect, it } from 'vitest';
import { numberFormat } from './number-format';

describe('numberFormat', () => {
  it('makes one format per locale and options, and formats as Intl does', () => {
    const money = numberFormat('fr-CA', { style: 'currency', currency: 'CAD' });
    expect(numberFormat('fr-CA', { style: 'currency', currency: 'CAD' })).toBe(money);
    expect(numberFormat('en-CA', { style: 'currency', currency: 'CAD' })).not.toBe(money);
    expect(numberFormat('fr-CA', { style: 'percent' })).not.toBe(money);
    expect(money.format(32)).toBe(new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(32));
  });
});
