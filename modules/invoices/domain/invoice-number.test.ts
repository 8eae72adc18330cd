import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, parseInvoiceNumber } from './invoice-number.js';

describe('invoice numbers', () => {
  it('are ECL, the year and a six-digit sequence', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('ECL-2026-000001');
    expect(formatInvoiceNumber(2026, 42)).toBe('ECL-2026-000042');
    expect(formatInvoiceNumber(2027, 999_999)).toBe('ECL-2027-999999');
  });

  it('keep counting past a million rather than failing an issue', () => {
    expect(formatInvoiceNumber(2026, 1_000_000)).toBe('ECL-2026-1000000');
  });

  it('refuse sequences and years that cannot be numbers of an invoice', () => {
    expect(() => formatInvoiceNumber(2026, 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber(2026, 1.5)).toThrow(RangeError);
    expect(() => formatInvoiceNumber(26, 1)).toThrow(RangeError);
  });

  it('read back what they write', () => {
    expect(parseInvoiceNumber('ECL-2026-000017')).toEqual({ year: 2026, sequence: 17 });
    expect(parseInvoiceNumber('ECL-2026-000000')).toBeNull();
    expect(parseInvoiceNumber('ECL-2026-17')).toBeNull();
    expect(parseInvoiceNumber('FAC-2026-000017')).toBeNull();
  });
});
