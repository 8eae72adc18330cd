import { describe, expect, it } from 'vitest';
import { refundableCents, splitRefund } from './refund-split.js';

const deposit = { id: 'deposit', amountCents: 6_000, refundedCents: 0, paidAt: new Date('2026-11-20T10:00:00Z') };
const remainder = { id: 'remainder', amountCents: 6_001, refundedCents: 0, paidAt: new Date('2026-11-23T14:00:00Z') };

describe('splitRefund', () => {
  it('takes from the newest payment first', () => {
    expect(splitRefund([deposit, remainder], 2_500)).toEqual([{ chargeId: 'remainder', amountCents: 2_500 }]);
  });

  it('spills into older charges and refunds everything to the cent', () => {
    expect(splitRefund([deposit, remainder], 12_001)).toEqual([
      { chargeId: 'remainder', amountCents: 6_001 },
      { chargeId: 'deposit', amountCents: 6_000 },
    ]);
  });

  it('skips what was refunded already', () => {
    expect(splitRefund([deposit, { ...remainder, refundedCents: 6_000 }], 100)).toEqual([
      { chargeId: 'remainder', amountCents: 1 },
      { chargeId: 'deposit', amountCents: 99 },
    ]);
  });

  it('refuses more than the charges hold, rather than refunding part', () => {
    expect(splitRefund([deposit, remainder], 12_002)).toBeNull();
    expect(splitRefund([], 1)).toBeNull();
    expect(refundableCents([deposit, { ...remainder, refundedCents: 1 }])).toBe(12_000);
  });

  it('refuses amounts that are not positive integer cents', () => {
    expect(() => splitRefund([deposit], 0)).toThrow(RangeError);
    expect(() => splitRefund([deposit], 10.5)).toThrow(RangeError);
  });
});
