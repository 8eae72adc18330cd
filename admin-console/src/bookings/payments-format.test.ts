import { describe, expect, it } from 'vitest';
import { parseDollars, refundAmountError, refundReasonError, refundableCents } from './payments-format';

describe('refund amounts', () => {
  it('reads dollars as integer cents, with a French or English decimal mark', () => {
    expect(parseDollars('12')).toBe(1200);
    expect(parseDollars('12.5')).toBe(1250);
    expect(parseDollars('12,50')).toBe(1250);
    expect(parseDollars(' 1 234,05 $')).toBe(123405);
    expect(parseDollars('$0.29')).toBe(29);
    expect(parseDollars('0,07')).toBe(7);
  });

  it('refuses what is not an amount of dollars and cents', () => {
    for (const text of ['', 'abc', '12.345', '-5', '1e3', '12..5', '1,234.50', '.5']) {
      expect(parseDollars(text), text).toBeNull();
    }
  });

  it('names what is wrong with the amount', () => {
    expect(refundAmountError('25,00')).toBeNull();
    expect(refundAmountError('x')).toBe('eclat.booking_payments.refund.amount_invalid');
    expect(refundAmountError('0')).toBe('eclat.booking_payments.refund.amount_zero');
    expect(refundAmountError('0,00')).toBe('eclat.booking_payments.refund.amount_zero');
    expect(refundAmountError('100000')).toBeNull();
    expect(refundAmountError('100000,01')).toBe('eclat.booking_payments.refund.amount_too_large');
  });

  it('requires a reason of 3 to 500 characters', () => {
    expect(refundReasonError('  ab ')).toBe('eclat.booking_payments.refund.reason_too_short');
    expect(refundReasonError('abc')).toBeNull();
    expect(refundReasonError('x'.repeat(500))).toBeNull();
    expect(refundReasonError('x'.repeat(501))).toBe('eclat.booking_payments.refund.reason_too_long');
  });

  it('never offers to refund more than was captured and not yet refunded', () => {
    expect(refundableCents({ paidCents: 20000, refundedCents: 5000 })).toBe(15000);
    expect(refundableCents({ paidCents: 0, refundedCents: 0 })).toBe(0);
    expect(refundableCents({ paidCents: 100, refundedCents: 200 })).toBe(0);
  });
});
