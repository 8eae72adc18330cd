import type { Clock } from '../../../src/shared/clock.js';
import type { SqlRead } from '../../../src/shared/sql-read.js';
import type { ReferralOffer, ReferralRole, Reward, RewardStatus, SpendableFacts } from '../domain/reward-rules.js';

export interface ReferralAccount {
  id: string;
  name: string;
  email: string;
  role: 'client' | 'cleaner' | 'admin' | null;
  /** False when suspended or deleted. */
  active: boolean;
}

/** Identity's accounts. */
export interface Accounts {
  find(userId: string): Promise<ReferralAccount | null>;
  findMany(userIds: string[]): Promise<ReferralAccount[]>;
}

/** What the booking module tells about a user's bookings and one visit. */
export interface Bookings {
  /** A booking of this client went ahead (requested, confirmed, running or completed). */
  clientHasBooked(clientId: string): Promise<boolean>;
  /** Visits this cleaner completed. */
  completedJobs(cleanerId: string): Promise<number>;
  /** The parties and status of a visit (null when unknown). */
  visitFacts(bookingId: string): Promise<{ clientId: string; cleanerId: string; status: string } | null>;
}

/** The payments module's saved cards: their fingerprints, to recognise one person under two accounts. */
export interface Cards {
  fingerprints(userId: string): Promise<string[]>;
}

/** The payouts module: a cleaner's referral cash joins their earnings, paid with the next weekly payout. */
export interface CashRewards {
  /** Idempotent on `rewardId` (the payouts module keeps one earning per reward); false when nothing could take it yet. */
  credit(input: { cleanerId: string; amountCents: number; rewardId: string }): Promise<boolean>;
}

export interface ReferralCode {
  id: string;
  ownerId: string;
  code: string;
  active: boolean;
  createdAt: Date;
  deletedAt: Date | null;
}

export interface Referral {
  id: string;
  codeId: string;
  code: string;
  referrerId: string;
  referredId: string;
  referredRole: ReferralRole;
  createdAt: Date;
  /** The referred person's first booking (client) or first job (cleaner) was completed. */
  qualifiedAt: Date | null;
}

export interface ReferralRepository {
  /** The owner's codes that are not deleted, newest first, with the people referred with each. */
  codesOf(ownerId: string): Promise<(ReferralCode & { uses: number })[]>;
  /** Serializes one owner's code changes (the active-code cap) until the transaction ends. */
  lockOwner(ownerId: string): Promise<void>;
  countActiveCodes(ownerId: string): Promise<number>;
  /** False when the code exists already (any case, deleted codes included). */
  insertCode(code: ReferralCode): Promise<boolean>;
  ownedCode(id: string, ownerId: string): Promise<(ReferralCode & { uses: number }) | null>;
  setCodeActive(id: string, active: boolean): Promise<void>;
  deleteCode(id: string, at: Date): Promise<void>;
  /** An active, not deleted code, matched case-insensitively. */
  findActiveCode(code: string): Promise<ReferralCode | null>;
  referralOf(referredId: string): Promise<Referral | null>;
  referralsBy(referrerId: string): Promise<Referral[]>;
  /** False when this person was already referred (one referrer per user, for ever). */
  insertReferral(r: Referral): Promise<boolean>;
  /** The referral of this person in that role, not qualified yet, locked until the transaction ends. */
  lockUnqualified(referredId: string, role: ReferralRole): Promise<Referral | null>;
  markQualified(referralId: string, at: Date): Promise<void>;
  insertRewards(rewards: Reward[]): Promise<void>;
  rewardsOf(userId: string): Promise<Reward[]>;
  /** Rewards earned through these referrals (the referrers' and the friends'). */
  rewardsOfReferral(referralId: string): Promise<Reward[]>;
  /** The user's available discount rewards as the quote weighs them (no lock): the database adapter runs availableDiscountsRead. */
  availableDiscounts(userId: string): Promise<SpendableFacts[]>;
  /** The user's available discount rewards, locked until the transaction ends. */
  lockSpendable(userId: string): Promise<Reward[]>;
  /** The rewards reserved for this visit, locked until the transaction ends. */
  lockReservedFor(bookingId: string): Promise<Reward[]>;
  /** Some reserved rewards (oldest reservation first), skipping rows another instance holds. */
  lockReservedBatch(limit: number): Promise<Reward[]>;
  /** Marks available rewards past their expiry as expired, once each (SKIP LOCKED); returns how many. */
  expireDue(now: Date, limit: number): Promise<number>;
  update(id: string, change: { status: RewardStatus; bookingId?: string | null; expiresAt?: Date | null; at: Date }): Promise<void>;
}

/** Reads that run as SQL alongside other modules' (src/shared/sql-read.ts): the database adapter only. */
export interface RewardReads {
  /** ReferralRepository.availableDiscounts as a read. */
  availableDiscountsRead(userId: string): SqlRead<SpendableFacts[]>;
}

export interface Transactor {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export interface ReferralSettings extends ReferralOffer {
  maxActiveCodes: number;
  publicUrl: string;
}

export interface ReferralsDeps {
  referrals: ReferralRepository;
  tx: Transactor;
  accounts: Accounts;
  bookings: Bookings;
  cards: Cards;
  cash: CashRewards;
  clock: Clock;
  newId: () => string;
  settings: ReferralSettings;
  /** Failures of follow-ups that must not fail the caller (a visit's end hook). */
  onSideEffectError: (error: unknown) => void;
}
