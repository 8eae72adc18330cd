import { describe, expect, it } from 'vitest';
import { checkQuebecPostalCode, normalizePostalCode } from './postal-code.js';

describe('postal codes (A1A 1A1)', () => {
  it.each([
    ['H2X 1Y4', 'H2X 1Y4'],
    ['h2x1y4', 'H2X 1Y4'],
    ['  g1r 4p5 ', 'G1R 4P5'],
    ['J4K5G4', 'J4K 5G4'],
    ['K1A 0B1', 'K1A 0B1'],
  ])('normalises %s to %s', (raw, expected) => {
    expect(normalizePostalCode(raw)).toBe(expected);
  });

  it.each(['', 'H2X', 'H2X 1Y', '12345', 'H2X-1Y4', 'H2X  1Y4', 'HH2 1Y4', 'D2X 1Y4', 'H2O 1Y4', 'W2X 1Y4', 'Z2X 1Y4', 'H2X 1U4'])(
    'refuses %j (format or letters Canada Post never uses)',
    (raw) => {
      expect(normalizePostalCode(raw)).toBeNull();
      expect(checkQuebecPostalCode(raw)).toEqual({ ok: false, reason: 'format' });
    },
  );

  it('accepts only Quebec forward sortation areas (G, H, J)', () => {
    expect(checkQuebecPostalCode('g1r4p5')).toEqual({ ok: true, value: 'G1R 4P5' });
    expect(checkQuebecPostalCode('H3B 2Y5')).toEqual({ ok: true, value: 'H3B 2Y5' });
    expect(checkQuebecPostalCode('J8Y 3R6')).toEqual({ ok: true, value: 'J8Y 3R6' });
    expect(checkQuebecPostalCode('K1A 0B1')).toEqual({ ok: false, reason: 'outside_quebec' });
    expect(checkQuebecPostalCode('M5V 3L9')).toEqual({ ok: false, reason: 'outside_quebec' });
  });
});
