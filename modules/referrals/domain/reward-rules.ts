/**
 * The referral program's rules (spec 9; docs/decisions.md, "Referrals"), as pure functions:
 * who earns what at the claim and at the referred person's first completed visit, when a reward
 * expires, and how discount rewards are set aside for a visit and spent.
 */

export type ReferralRole = 'client' | 'cleaner';
export type RewardKind = 'cash' | 'discount';
export type RewardReason = 'referred_cleaner' | 'referred_client' | 'welcome';
export const REWARD_STATUSES = ['pending', 'available', 'reserved', 'used', 'credited', 'expired', 'cancelled'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

export interface ReferralOffer {
  cleanerRewardCents: number;
  clientRewardCents: number;
  friendDiscountCents: number;
  validityMonths: number;
}

export interface Reward {
  id: string;
  referralId: string;
  /** Who benefits. */
  userId: string;
  kind: RewardKind;
  reason: RewardReason;
  amountCents: number;
  status: RewardStatus;
  createdAt: Date;
  /** Null while pending: the validity runs from the day it can be spent. */
  expiresAt: Date | null;
  /** The visit it is reserved for or was spent on. */
  bookingId: string | null;
}

/** A reward the claim creates: for the referrer (pending until the friend qualifies) or the friend. */
export interface PlannedReward {
  beneficiary: 'referrer' | 'referred';
  kind: RewardKind;
  reason: RewardReason;
  amountCents: number;
  status: 'pending' | 'available';
}

/**
 * At the claim. A referred CLIENT gets the welcome discount at once (for their first booking); a
 * referring client earns a discount once the friend's first booking is completed. A referring cleaner
 * earns cash once a referred CLEANER completes a first job. Other pairs earn the referrer nothing: a
 * cleaner has no booking to discount, and the spec pays no client for bringing a cleaner.
 */
export function rewardsAtClaim(referrerRole: ReferralRole | null, referredRole: ReferralRole, offer: ReferralOffer): PlannedReward[] {
  const planned: PlannedReward[] = [];
  if (referredRole === 'client') {
    if (offer.friendDiscountCents > 0) planned.push({ beneficiary: 'referred', kind: 'discount', reason: 'welcome', amountCents: offer.friendDiscountCents, status: 'available' });
    if (referrerRole === 'client' && offer.clientRewardCents > 0) planned.push({ beneficiary: 'referrer', kind: 'discount', reason: 'referred_client', amountCents: offer.clientRewardCents, status: 'pending' });
  } else if (referrerRole === 'cleaner' && offer.cleanerRewardCents > 0) {
    planned.push({ beneficiary: 'referrer', kind: 'cash', reason: 'referred_cleaner', amountCents: offer.cleanerRewardCents, status: 'pending' });
  }
  return planned;
}

/** Rewards are valid `months` months from the moment they can be used (same day of month, or the month's last day). */
export function expiryFrom(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/**
 * The referred person's first booking (client) or first job (cleaner) is completed: what happens to
 * the referrer's pending reward. A discount becomes available for `validityMonths`; cash goes to the
 * cleaner's earnings (credited once the payouts module has taken it). A card shared by both accounts,
 * seen only now (cards are often added after the claim), cancels it.
 */
export type QualificationOutcome = { action: 'make_available'; expiresAt: Date } | { action: 'credit' } | { action: 'cancel' } | { action: 'none' };

export function onQualified(reward: Pick<Reward, 'status' | 'kind'>, now: Date, validityMonths: number, sharesCard: boolean): QualificationOutcome {
  if (reward.status !== 'pending') return { action: 'none' };
  if (sharesCard) return { action: 'cancel' };
  return reward.kind === 'cash' ? { action: 'credit' } : { action: 'make_available', expiresAt: expiryFrom(now, validityMonths) };
}

/** What decides whether a reward is spendable and how much it takes off. */
export type SpendableFacts = Pick<Reward, 'kind' | 'status' | 'expiresAt' | 'amountCents'>;

/** A discount reward the client may spend now. */
export const isSpendable = (r: Pick<Reward, 'kind' | 'status' | 'expiresAt'>, now: Date): boolean =>
  r.kind === 'discount' && r.status === 'available' && (r.expiresAt === null || r.expiresAt.getTime() > now.getTime());

/** What the quote may take off the next booking: every spendable discount together. */
export const availableCents = (rewards: readonly SpendableFacts[], now: Date): number => rewards.filter((r) => isSpendable(r, now)).reduce((sum, r) => sum + r.amountCents, 0);

/**
 * The rewards set aside for a visit whose quote took `amountCents` off: soonest expiry first, each
 * spent whole (a reward is never split; what a capped discount leaves of the last one is not kept).
 */
export function pickForReservation(rewards: readonly Reward[], amountCents: number, now: Date): Reward[] {
  if (amountCents <= 0) return [];
  const spendable = rewards
    .filter((r) => isSpendable(r, now))
    .sort((a, b) => (a.expiresAt?.getTime() ?? Infinity) - (b.expiresAt?.getTime() ?? Infinity) || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  const picked: Reward[] = [];
  let covered = 0;
  for (const r of spendable) {
    if (covered >= amountCents) break;
    picked.push(r);
    covered += r.amountCents;
  }
  return picked;
}

/** A reserved reward after its visit ended: spent when completed; otherwise back to available, unless it has expired meanwhile. */
export function afterVisit(reward: Pick<Reward, 'status' | 'expiresAt'>, outcome: 'completed' | 'cancelled', now: Date): RewardStatus {
  if (reward.status !== 'reserved') return reward.status;
  if (outcome === 'completed') return 'used';
  return reward.expiresAt !== null && reward.expiresAt.getTime() <= now.getTime() ? 'expired' : 'available';
}

/** The hourly sweep: an available reward past its expiry can no longer be used. */
export const hasExpired = (r: Pick<Reward, 'status' | 'expiresAt'>, now: Date): boolean => r.status === 'available' && r.expiresAt !== null && r.expiresAt.getTime() <= now.getTime();

/** Why a claim is refused, in the order the checks run (the first that applies answers). */
export type ClaimRefusal = 'no_role' | 'self_referral' | 'already_referred' | 'not_new' | 'same_person';

export interface ClaimFacts {
  claimantId: string;
  claimantRole: ReferralRole | null;
  referrerId: string;
  alreadyReferred: boolean;
  /** A client whose booking already went ahead, or a cleaner with a completed job. */
  noLongerNew: boolean;
  sameEmail: boolean;
  sharesCard: boolean;
}

export function claimRefusal(f: ClaimFacts): ClaimRefusal | null {
  if (f.claimantRole === null) return 'no_role';
  if (f.claimantId === f.referrerId) return 'self_referral';
  if (f.alreadyReferred) return 'already_referred';
  if (f.noLongerNew) return 'not_new';
  if (f.sameEmail || f.sharesCard) return 'same_person';
  return null;
}
