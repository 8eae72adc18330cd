import { describe, expect, it } from 'vitest';
import { parseTipDollars } from './tip-amount';

describe('parseTipDollars', () => {
  it('reads dollars written the Quebec or the English way', () => {
    expect(parseTipDollars('15')).toBe(1_500);
    expect(parseTipDollars('12,50')).toBe(1_250);
    expect(parseTipDollars('12.5 $')).toBe(1_250);
    expect(parseTipDollars(' 7,05 ')).toBe(705);
  });

  it('refuses what is not an amount', () => {
    expect(parseTipDollars('')).toBeNull();
    expect(parseTipDollars('abc')).toBeNull();
    expect(parseTipDollars('1,234')).toBeNull();
    expect(parseTipDollars('-5')).toBeNull();
    expect(parseTipDollars('1e3')).toBeNull();
  });
});
