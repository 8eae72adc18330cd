import { describe, expect, it } from 'vitest';
import { earningLines } from './earnings';

describe('earningLines (issue #14: the cleaner reads what they earn)', () => {
  const visit = { kind: 'visit' as const, grossCents: 13_000, commissionCents: 1300, taxCents: 0, amountCents: 11_700 };

  it('adds up to what the cleaner receives, taxes shown only when collected', () => {
    const shown = earningLines({ status: 'confirmed', cleanerEarning: visit })!;
    expect(shown.lines).toEqual([
      { key: 'service', cents: 13_000 },
      { key: 'commission', cents: -1300 },
    ]);
    expect(shown.total).toEqual({ key: 'youWillEarn', cents: 11_700 });
    const taxed = earningLines({ status: 'completed', cleanerEarning: { ...visit, taxCents: 1946, amountCents: 13_646 } })!;
    expect(taxed.lines.reduce((s, l) => s + l.cents, 0)).toBe(taxed.total.cents);
    expect(taxed.total.key).toBe('earned');
  });

  it("words a late-cancellation fee as the client's fee, and earns nothing without an earning", () => {
    const fee = earningLines({ status: 'cancelled', cleanerEarning: { kind: 'cancellation_fee', grossCents: 5000, commissionCents: 500, taxCents: 0, amountCents: 4500 } })!;
    expect(fee.lines[0]).toEqual({ key: 'fee', cents: 5000 });
    expect(fee.total).toEqual({ key: 'earned', cents: 4500 });
    expect(earningLines({ status: 'declined', cleanerEarning: null })).toBeNull();
  });
});
