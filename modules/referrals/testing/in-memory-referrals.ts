import type { Reward, RewardStatus, ReferralRole } from '../domain/reward-rules.js';
import type { Accounts, Bookings, Cards, CashRewards, Referral, ReferralAccount, ReferralCode, ReferralRepository, ReferralSettings, ReferralsDeps } from '../application/ports.js';

/** The repository in memory, for unit tests of the use cases (no locks: tests run one call at a time). */
export class InMemoryReferralRepository implements ReferralRepository {
  codes: ReferralCode[] = [];
  referrals: Referral[] = [];
  rewards: Reward[] = [];
  /** When each reward last changed (the SQL's updated_at), for the maintenance order. */
  touched = new Map<string, number>();

  private uses = (codeId: string) => this.referrals.filter((r) => r.codeId === codeId).length;

  async codesOf(ownerId: string) {
    return this.codes.filter((c) => c.ownerId === ownerId && !c.deletedAt).map((c) => ({ ...c, uses: this.uses(c.id) }));
  }
  async lockOwner() {}
  async countActiveCodes(ownerId: string) {
    return this.codes.filter((c) => c.ownerId === ownerId && c.active && !c.deletedAt).length;
  }
  async insertCode(code: ReferralCode) {
    if (this.codes.some((c) => c.code.toUpperCase() === code.code.toUpperCase())) return false;
    this.codes.push({ ...code });
    return true;
  }
  async ownedCode(id: string, ownerId: string) {
    const c = this.codes.find((x) => x.id === id && x.ownerId === ownerId && !x.deletedAt);
    return c ? { ...c, uses: this.uses(c.id) } : null;
  }
  async setCodeActive(id: string, active: boolean) {
    const c = this.codes.find((x) => x.id === id);
    if (c) c.active = active;
  }
  async deleteCode(id: string, at: Date) {
    const c = this.codes.find((x) => x.id === id);
    if (c) Object.assign(c, { deletedAt: at, active: false });
  }
  async findActiveCode(code: string) {
    return this.codes.find((c) => c.code.toUpperCase() === code.toUpperCase() && c.active && !c.deletedAt) ?? null;
  }
  async referralOf(referredId: string) {
    return this.referrals.find((r) => r.referredId === referredId) ?? null;
  }
  async referralsBy(referrerId: string) {
    return this.referrals.filter((r) => r.referrerId === referrerId);
  }
  async insertReferral(r: Referral) {
    if (this.referrals.some((x) => x.referredId === r.referredId)) return false;
    this.referrals.push({ ...r });
    return true;
  }
  async lockUnqualified(referredId: string, role: ReferralRole) {
    return this.referrals.find((r) => r.referredId === referredId && r.referredRole === role && !r.qualifiedAt) ?? null;
  }
  async markQualified(referralId: string, at: Date) {
    const r = this.referrals.find((x) => x.id === referralId);
    if (r && !r.qualifiedAt) r.qualifiedAt = at;
  }
  async insertRewards(rewards: Reward[]) {
    for (const w of rewards) {
      if (this.rewards.some((x) => x.referralId === w.referralId && x.reason === w.reason)) throw new Error('referral_rewards_once');
      this.rewards.push({ ...w });
      this.touched.set(w.id, w.createdAt.getTime());
    }
  }
  async rewardsOf(userId: string) {
    return this.rewards.filter((w) => w.userId === userId).map((w) => ({ ...w }));
  }
  async rewardsOfReferral(referralId: string) {
    return this.rewards.filter((w) => w.referralId === referralId).map((w) => ({ ...w }));
  }
  availableDiscounts(userId: string) {
    return this.lockSpendable(userId);
  }
  async lockSpendable(userId: string) {
    return this.rewards.filter((w) => w.userId === userId && w.kind === 'discount' && w.status === 'available').map((w) => ({ ...w }));
  }
  async lockReservedFor(bookingId: string) {
    return this.rewards.filter((w) => w.bookingId === bookingId && w.status === 'reserved').map((w) => ({ ...w }));
  }
  async lockReservedBatch(limit: number) {
    return this.rewards
      .filter((w) => w.status === 'reserved')
      .sort((a, b) => (this.touched.get(a.id) ?? 0) - (this.touched.get(b.id) ?? 0))
      .slice(0, limit)
      .map((w) => ({ ...w }));
  }
  async expireDue(now: Date, limit: number) {
    const due = this.rewards.filter((w) => w.status === 'available' && w.expiresAt && w.expiresAt.getTime() <= now.getTime()).slice(0, limit);
    for (const w of due) w.status = 'expired';
    return due.length;
  }
  async update(id: string, change: { status: RewardStatus; bookingId?: string | null; expiresAt?: Date | null; at: Date }) {
    const w = this.rewards.find((x) => x.id === id);
    if (!w) return;
    w.status = change.status;
    if (change.bookingId !== undefined) w.bookingId = change.bookingId;
    if (change.expiresAt !== undefined) w.expiresAt = change.expiresAt;
    this.touched.set(id, change.at.getTime());
  }
}

export const TEST_SETTINGS: ReferralSettings = { cleanerRewardCents: 2000, clientRewardCents: 1000, friendDiscountCents: 1000, validityMonths: 6, maxActiveCodes: 10, publicUrl: 'https://eclat.test' };

/** A whole set of fakes: accounts, bookings, cards and cash that a test arranges, and a clock it moves. */
export function fakeReferralsDeps(start = new Date('2026-03-15T14:00:00Z')) {
  let now = start;
  let seq = 0;
  const repo = new InMemoryReferralRepository();
  const people = new Map<string, ReferralAccount>();
  const booked = new Set<string>();
  const completedJobs = new Map<string, number>();
  const visits = new Map<string, { clientId: string; cleanerId: string; status: string }>();
  const cardsOf = new Map<string, string[]>();
  const credited: { cleanerId: string; amountCents: number; rewardId: string }[] = [];
  const accounts: Accounts = {
    find: async (id) => people.get(id) ?? null,
    findMany: async (ids) => ids.flatMap((id) => (people.has(id) ? [people.get(id)!] : [])),
  };
  const bookings: Bookings = {
    clientHasBooked: async (id) => booked.has(id),
    completedJobs: async (id) => completedJobs.get(id) ?? 0,
    visitFacts: async (id) => visits.get(id) ?? null,
  };
  const cards: Cards = { fingerprints: async (id) => cardsOf.get(id) ?? [] };
  const cash: CashRewards = {
    credit: async (input) => {
      if (!credited.some((c) => c.rewardId === input.rewardId)) credited.push(input);
      return true;
    },
  };
  const deps: ReferralsDeps = {
    referrals: repo,
    tx: { run: (work) => work() },
    accounts,
    bookings,
    cards,
    cash,
    clock: { now: () => now },
    newId: () => `id-${String(++seq).padStart(4, '0')}`,
    settings: TEST_SETTINGS,
    onSideEffectError: (e) => {
      throw e;
    },
  };
  return {
    deps,
    repo,
    credited,
    setNow: (d: Date) => {
      now = d;
    },
    person: (id: string, role: ReferralAccount['role'], email = `${id}@exemple.ca`, name = `${id[0]!.toUpperCase()}${id.slice(1)} Test`) => {
      people.set(id, { id, name, email, role, active: true });
      return id;
    },
    book: (clientId: string) => booked.add(clientId),
    completeJob: (cleanerId: string) => completedJobs.set(cleanerId, (completedJobs.get(cleanerId) ?? 0) + 1),
    visit: (id: string, clientId: string, cleanerId: string, status: string) => visits.set(id, { clientId, cleanerId, status }),
    saveCard: (userId: string, fingerprint: string) => cardsOf.set(userId, [...(cardsOf.get(userId) ?? []), fingerprint]),
  };
}
