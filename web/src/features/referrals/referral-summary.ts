import type { Role } from '../../api/types';
import type { ReferralOverview } from './api/types';

/**
 * What /referrals sums up, per role (spec section 9; modules/referrals/domain/reward-rules.ts).
 * A client earns discounts on their next booking; a cleaner earns cash added to their earnings
 * (never a discount: cleaners do not book); a person without a role has earned nothing yet.
 */
export type SummaryFigure = { id: 'discount' | 'cashPending' | 'cashEarned'; cents: number };

export function summaryFigures(role: Role | null | undefined, overview: Pick<ReferralOverview, 'availableDiscountCents' | 'cashEarnedCents' | 'rewards'>): SummaryFigure[] {
  if (role === 'client') return [{ id: 'discount', cents: overview.availableDiscountCents }];
  if (role === 'cleaner') {
    const pending = overview.rewards.filter((r) => r.kind === 'cash' && r.status === 'pending').reduce((sum, r) => sum + r.amountCents, 0);
    return [
      { id: 'cashPending', cents: pending },
      { id: 'cashEarned', cents: overview.cashEarnedCents },
    ];
  }
  return [];
}

/** Which wording the page uses: a client's, a cleaner's, or that of a person still choosing. */
export type ReferralAudience = 'client' | 'cleaner' | 'none';

export function referralAudience(role: Role | null | undefined): ReferralAudience {
  return role === 'client' || role === 'cleaner' ? role : 'none';
}

/**
 * Whether the person holds as many active codes as allowed (docs/decisions.md, referral codes): the
 * page then says so, and that referrals themselves stay unlimited, instead of offering a new code.
 */
export function codeCapReached(codes: Pick<ReferralOverview['codes'][number], 'active'>[], maxActiveCodes: number): boolean {
  return codes.filter((c) => c.active).length >= maxActiveCodes;
}
