import { availableCents, type ReferralOffer, type ReferralRole, type RewardKind, type RewardReason, type RewardStatus } from '../domain/reward-rules.js';
import { firstName, offerOf, presentCode, type CodeView } from './codes.js';
import type { ReferralsDeps } from './ports.js';

export interface ReferralOverview {
  codes: CodeView[];
  referred: { id: string; firstName: string; role: ReferralRole | null; joinedAt: string; qualified: boolean; code: string }[];
  rewards: {
    id: string;
    kind: RewardKind;
    reason: RewardReason;
    amountCents: number;
    status: RewardStatus;
    expiresAt: string | null;
    createdAt: string;
    bookingId: string | null;
    referredName: string | null;
  }[];
  availableDiscountCents: number;
  cashEarnedCents: number;
  referredBy: { firstName: string; code: string } | null;
  canClaim: boolean;
  offer: ReferralOffer;
  /** Active codes one person may hold at once (the page explains it when reached); referrals stay unlimited. */
  maxActiveCodes: number;
}

export const asReferralRole = (role: string | null): ReferralRole | null => (role === 'client' || role === 'cleaner' ? role : null);

/** Whether this person is still new to Éclat: a client with no booking yet, a cleaner with no completed job. */
export async function isStillNew(deps: ReferralsDeps, userId: string, role: ReferralRole): Promise<boolean> {
  return role === 'client' ? !(await deps.bookings.clientHasBooked(userId)) : (await deps.bookings.completedJobs(userId)) === 0;
}

/** The signed-in user's codes, the people they referred, their rewards, and who referred them. */
export const referralOverview =
  (deps: ReferralsDeps) =>
  async (userId: string): Promise<ReferralOverview> => {
    const now = deps.clock.now();
    const [me, codes, referred, rewards, referredBy] = await Promise.all([
      deps.accounts.find(userId),
      deps.referrals.codesOf(userId),
      deps.referrals.referralsBy(userId),
      deps.referrals.rewardsOf(userId),
      deps.referrals.referralOf(userId),
    ]);
    const referralIds = new Set(rewards.map((r) => r.referralId));
    // The people behind the rewards: those this user referred (their rewards name the friend).
    const byReferral = new Map(referred.map((r) => [r.id, r.referredId]));
    const people = await deps.accounts.findMany([...new Set([...referred.map((r) => r.referredId), ...(referredBy ? [referredBy.referrerId] : [])])]);
    const nameOf = new Map(people.map((p) => [p.id, firstName(p.name)]));
    const role = asReferralRole(me?.role ?? null);
    const canClaim = role !== null && !referredBy && (await isStillNew(deps, userId, role));
    return {
      codes: codes.map((c) => presentCode(deps, c)),
      referred: referred.map((r) => ({
        id: r.id,
        firstName: nameOf.get(r.referredId) ?? '',
        role: r.referredRole,
        joinedAt: r.createdAt.toISOString(),
        qualified: r.qualifiedAt !== null,
        code: r.code,
      })),
      rewards: rewards.map((w) => {
        const friend = referralIds.has(w.referralId) ? byReferral.get(w.referralId) : undefined;
        return {
          id: w.id,
          kind: w.kind,
          reason: w.reason,
          amountCents: w.amountCents,
          status: w.status,
          expiresAt: w.expiresAt?.toISOString() ?? null,
          createdAt: w.createdAt.toISOString(),
          bookingId: w.bookingId,
          referredName: friend ? (nameOf.get(friend) ?? null) : null,
        };
      }),
      availableDiscountCents: availableCents(rewards, now),
      cashEarnedCents: rewards.filter((w) => w.kind === 'cash' && w.status === 'credited').reduce((s, w) => s + w.amountCents, 0),
      referredBy: referredBy ? { firstName: nameOf.get(referredBy.referrerId) ?? '', code: referredBy.code } : null,
      canClaim,
      offer: offerOf(deps),
      maxActiveCodes: deps.settings.maxActiveCodes,
    };
  };
