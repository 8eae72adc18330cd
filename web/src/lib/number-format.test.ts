import { describe, expect, it } from 'vitest';
import { numberFormat } from './number-format';

/** Every option set the app formats with, and a few more. */
const OPTIONS: Intl.NumberFormatOptions[] = [
  {},
  { style: 'currency', currency: 'CAD' },
  { style: 'currency', currency: 'CAD', minimumFractionDigits: 0, maximumFractionDigits: 2 },
  { style: 'currency', currency: 'CAD', minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { style: 'percent', maximumFractionDigits: 0 },
  { style: 'percent', maximumFractionDigits: 3 },
  { style: 'percent' },
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 1 },
  { minimumFractionDigits: 4 },
];

/** Halves, nines that carry, values whose double is just under or over a half, large and tiny ones. */
function values(): number[] {
  const fixed = [0, -0, 0.5, 1.005, 1.05, 4.25, 4.35, 2.675, 0.145, 0.125, 9.995, 99.95, 999.5, 999999.995, -1234.565, -0.2, -0.0004, 0.0000012, 12345678.9, 1e21, 1.5e-7, 0.1 + 0.2, 32, 3200, 1234, 12.5, 0.09975, 0.14975];
  // A fixed pseudo-random walk, so that a failure is the same on every run.
  let seed = 39;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const random = Array.from({ length: 400 }, (_, i) => Math.round((next() - 0.3) * 10 ** (1 + (i % 7)) * 1000) / 10 ** (i % 5));
  return [...fixed, ...random, NaN, Infinity, -Infinity];
}

describe('numberFormat', () => {
  it('makes one format per locale and options', () => {
    const money = numberFormat('fr-CA', { style: 'currency', currency: 'CAD' });
    expect(numberFormat('fr-CA', { style: 'currency', currency: 'CAD' })).toBe(money);
    expect(numberFormat('en-CA', { style: 'currency', currency: 'CAD' })).not.toBe(money);
    expect(numberFormat('fr-CA', { style: 'percent' })).not.toBe(money);
  });

  it.each(['fr-CA', 'en-CA'])('formats in %s exactly as Intl.NumberFormat does', (locale) => {
    const differences: string[] = [];
    for (const options of OPTIONS) {
      const intl = new Intl.NumberFormat(locale, options);
      const ours = numberFormat(locale, options);
      for (const value of values()) {
        if (ours.format(value) !== intl.format(value)) differences.push(`${JSON.stringify(options)} ${value}: ${ours.format(value)} instead of ${intl.format(value)}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('leaves other locales and options to Intl', () => {
    expect(numberFormat('fr-FR', { style: 'currency', currency: 'EUR' })).toBeInstanceOf(Intl.NumberFormat);
    expect(numberFormat('fr-CA', { style: 'currency', currency: 'USD' })).toBeInstanceOf(Intl.NumberFormat);
    expect(numberFormat('en-CA', { notation: 'compact' })).toBeInstanceOf(Intl.NumberFormat);
    expect(numberFormat('fr-CA', { style: 'currency', currency: 'CAD' })).not.toBeInstanceOf(Intl.NumberFormat);
  });
});
