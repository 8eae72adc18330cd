import { describe, expect, it } from 'vitest';
import { sellerYears } from './seller-report.js';
import { dollars } from '../application/report-csv.js';
import { aesGcmTaxIdCipher } from '../adapters/tax-id.cipher.js';

describe('sellerYears', () => {
  it('gives each cleaner four quarters (zeros where nothing was paid) and totals that add up', () => {
    const years = sellerYears([
      { cleanerId: 'a', quarter: 1, considerationCents: 9_000, commissionCents: 1_000, instantFeeCents: 0, activities: 1 },
      { cleanerId: 'a', quarter: 3, considerationCents: 4_500, commissionCents: 500, instantFeeCents: 500, activities: 2 },
      { cleanerId: 'b', quarter: 4, considerationCents: 100, commissionCents: 0, instantFeeCents: 0, activities: 0 },
    ]);
    expect(years.get('a')).toEqual({
      quarters: [
        { quarter: 1, considerationCents: 9_000, feesCents: 1_000, taxesCents: 0, activities: 1 },
        { quarter: 2, considerationCents: 0, feesCents: 0, taxesCents: 0, activities: 0 },
        { quarter: 3, considerationCents: 4_500, feesCents: 1_000, taxesCents: 0, activities: 2 },
        { quarter: 4, considerationCents: 0, feesCents: 0, taxesCents: 0, activities: 0 },
      ],
      totals: { considerationCents: 13_500, feesCents: 2_000, taxesCents: 0, activities: 3 },
    });
    expect([...years.keys()]).toEqual(['a', 'b']);
  });
});

describe('report amounts', () => {
  it('writes dollars with the decimal mark of the delimiter', () => {
    expect(dollars(123_450, ',')).toBe('1234.50');
    expect(dollars(5, ';')).toBe('0,05');
    expect(dollars(-1_000, ',')).toBe('-10.00');
  });
});

describe('the SIN cipher', () => {
  it('encrypts with a fresh IV each time, reads back with the same secret only, and refuses tampering', () => {
    const cipher = aesGcmTaxIdCipher('s'.repeat(40));
    const [a, b] = [cipher.encrypt('130692544'), cipher.encrypt('130692544')];
    expect(a).not.toBe(b);
    expect(a).not.toContain('130692544');
    expect(cipher.decrypt(a)).toBe('130692544');
    expect(aesGcmTaxIdCipher('t'.repeat(40)).decrypt(a)).toBeNull();
    // One character of the sealed text changed (to another one: replacing the end with a fixed "AA" left it as it was
    // once in 256 runs, when it already ended that way).
    const changed = a.at(-2) === 'A' ? 'B' : 'A';
    expect(cipher.decrypt(`${a.slice(0, -2)}${changed}${a.at(-1)}`)).toBeNull();
    expect(cipher.decrypt('v2:abc')).toBeNull();
  });
});
