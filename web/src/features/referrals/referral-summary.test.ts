import { describe, expect, it } from 'vitest';
import type { ReferralReward } from './api/types';
import { codeCapReached, referralAudience, summaryFigures } from './referral-summary';

const reward = (kind: ReferralReward['kind'], status: ReferralReward['status'], amountCents: number): ReferralReward =>
  ({ id: `${kind}-${status}-${amountCents}`, kind, reason: kind === 'cash' ? 'referred_cleaner' : 'referred_client', amountCents, status, expiresAt: null, createdAt: '2026-11-01T12:00:00Z', bookingId: null, referredName: 'Léa' }) as ReferralReward;

const overview = {
  availableDiscountCents: 1000,
  cashEarnedCents: 2000,
  rewards: [reward('cash', 'pending', 2000), reward('cash', 'pending', 2000), reward('cash', 'credited', 2000), reward('discount', 'available', 1000)],
};

describe('referral summary per role (issue #14)', () => {
  it('shows a client the discount on their next booking', () => {
    expect(summaryFigures('client', overview)).toEqual([{ id: 'discount', cents: 1000 }]);
  });

  it('never offers a cleaner a booking discount: cash pending and cash added to earnings', () => {
    const figures = summaryFigures('cleaner', overview);
    expect(figures.map((f) => f.id)).not.toContain('discount');
    expect(figures).toEqual([
      { id: 'cashPending', cents: 4000 },
      { id: 'cashEarned', cents: 2000 },
    ]);
  });

  it('shows no amounts to a person who has not chosen a role', () => {
    expect(summaryFigures(null, overview)).toEqual([]);
  });

  it('picks the wording by role', () => {
    expect(referralAudience('client')).toBe('client');
    expect(referralAudience('cleaner')).toBe('cleaner');
    expect(referralAudience(null)).toBe('none');
    expect(referralAudience('admin')).toBe('none');
  });
});

describe('active-code cap (spec 9: referrals have no limit, codes have a cap)', () => {
  it('counts only active codes against the cap', () => {
    const codes = (active: number, inactive: number) => [...Array(active).fill({ active: true }), ...Array(inactive).fill({ active: false })];
    expect(codeCapReached(codes(9, 5), 10)).toBe(false);
    expect(codeCapReached(codes(10, 0), 10)).toBe(true);
    expect(codeCapReached(codes(0, 12), 10)).toBe(false);
  });
});
