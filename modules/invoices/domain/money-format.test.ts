import { describe, expect, it } from 'vitest';
import { formatHours, formatMoney, formatPermilleAsPercent, NBSP } from './money-format.js';

const plain = (s: string) => s.replaceAll(NBSP, ' ');

describe('formatMoney', () => {
  it('writes French amounts the Quebec way: space-grouped, decimal comma, dollar sign after', () => {
    expect(plain(formatMoney(123456, 'fr'))).toBe('1 234,56 $');
    expect(plain(formatMoney(5, 'fr'))).toBe('0,05 $');
    expect(plain(formatMoney(0, 'fr'))).toBe('0,00 $');
    expect(plain(formatMoney(123456789, 'fr'))).toBe('1 234 567,89 $');
    expect(plain(formatMoney(-1950, 'fr'))).toBe('-19,50 $');
  });

  it('writes English amounts with the sign first and comma grouping', () => {
    expect(formatMoney(123456, 'en')).toBe('$1,234.56');
    expect(formatMoney(100, 'en')).toBe('$1.00');
    expect(formatMoney(-1950, 'en')).toBe('-$19.50');
    expect(formatMoney(100000000, 'en')).toBe('$1,000,000.00');
  });

  it('uses no-break spaces only (WinAnsi has U+00A0, not the narrow U+202F)', () => {
    const text = formatMoney(123456, 'fr');
    expect(text).toBe(`1${NBSP}234,56${NBSP}$`);
    expect(text).not.toMatch(/[ \u202f]/);
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatMoney(1.5, 'fr')).toThrow(RangeError);
  });
});

describe('formatPermilleAsPercent', () => {
  it('prints the Quebec tax rates exactly', () => {
    expect(plain(formatPermilleAsPercent(99.75, 'fr'))).toBe('9,975 %');
    expect(formatPermilleAsPercent(99.75, 'en')).toBe('9.975%');
    expect(plain(formatPermilleAsPercent(50, 'fr'))).toBe('5 %');
    expect(formatPermilleAsPercent(50, 'en')).toBe('5%');
  });
});

describe('formatHours', () => {
  it('uses the decimal comma in French', () => {
    expect(plain(formatHours(4.5, 'fr'))).toBe('4,5 h');
    expect(plain(formatHours(4.5, 'en'))).toBe('4.5 h');
  });
});
