import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../src/shared/domain-error.js';
import { fakeReferralsDeps } from '../testing/in-memory-referrals.js';
import { generateReferralCode } from './codes.js';
import { claimReferralCode } from './claim.js';
import { onVisitEnded, reserveCredits, runMaintenance, spendableCents } from './credits.js';

/** The use cases over in-memory fakes: who earns what and when, nothing twice, reservations, expiry. */
async function setup(referrerRole: 'client' | 'cleaner', referredRole: 'client' | 'cleaner') {
  const f = fakeReferralsDeps();
  const referrer = f.person('marie', referrerRole);
  const friend = f.person('lea', referredRole);
  const { code } = await generateReferralCode(f.deps)(referrer);
  return { ...f, referrer, friend, code };
}
const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return (e as DomainError).code;
  }
  return 'ok';
};
const statuses = (f: Awaited<ReturnType<typeof setup>>, userId: string) => f.repo.rewards.filter((w) => w.userId === userId).map((w) => `${w.reason}:${w.status}`);

describe('claim', () => {
  it('client refers client: the friend’s 10 $ is available at once, the referrer’s waits', async () => {
    const f = await setup('client', 'client');
    const overview = await claimReferralCode(f.deps)(f.friend, f.code.toLowerCase());
    expect(overview).toMatchObject({ availableDiscountCents: 1000, canClaim: false, referredBy: { firstName: 'Marie', code: f.code } });
    expect(statuses(f, f.friend)).toEqual(['welcome:available']);
    expect(statuses(f, f.referrer)).toEqual(['referred_client:pending']);
    expect(await spendableCents(f.deps)(f.friend)).toBe(1000);
    expect(await spendableCents(f.deps)(f.referrer)).toBe(0);
  });

  it('cleaner refers client: the friend’s welcome only', async () => {
    const f = await setup('cleaner', 'client');
    await claimReferralCode(f.deps)(f.friend, f.code);
    expect(statuses(f, f.friend)).toEqual(['welcome:available']);
    expect(statuses(f, f.referrer)).toEqual([]);
  });

  it('cleaner refers cleaner: 20 $ cash pending; client refers cleaner: nothing', async () => {
    const a = await setup('cleaner', 'cleaner');
    await claimReferralCode(a.deps)(a.friend, a.code);
    expect(a.repo.rewards).toMatchObject([{ userId: a.referrer, kind: 'cash', amountCents: 2000, status: 'pending', expiresAt: null }]);
    const b = await setup('client', 'cleaner');
    await claimReferralCode(b.deps)(b.friend, b.code);
    expect(b.repo.rewards).toEqual([]);
  });

  it('refuses own code, a second referrer, a person no longer new, an alias and a shared card', async () => {
    const f = await setup('client', 'client');
    expect(await codeOf(claimReferralCode(f.deps)(f.referrer, f.code))).toBe('referrals.self_referral');
    f.book(f.friend);
    expect(await codeOf(claimReferralCode(f.deps)(f.friend, f.code))).toBe('referrals.not_new');
    const alias = f.person('alias', 'client', 'marie+2@exemple.ca');
    f.person('marie', 'client', 'Marie@Exemple.ca');
    expect(await codeOf(claimReferralCode(f.deps)(alias, f.code))).toBe('referrals.same_person');
    const carded = f.person('paul', 'client');
    f.saveCard(carded, 'fp_1');
    f.saveCard(f.referrer, 'fp_1');
    expect(await codeOf(claimReferralCode(f.deps)(carded, f.code))).toBe('referrals.same_person');
    const cleaner = f.person('zoe', 'cleaner');
    f.completeJob(cleaner);
    expect(await codeOf(claimReferralCode(f.deps)(cleaner, f.code))).toBe('referrals.not_new');
    const fresh = f.person('jade', 'client');
    expect(await codeOf(claimReferralCode(f.deps)(fresh, f.code))).toBe('ok');
    const { code: other } = await generateReferralCode(f.deps)(f.person('luc', 'client'));
    expect(await codeOf(claimReferralCode(f.deps)(fresh, other))).toBe('referrals.already_referred');
    expect(await codeOf(claimReferralCode(f.deps)(f.person('roleless', null), f.code))).toBe('referrals.no_role');
    expect(await codeOf(claimReferralCode(f.deps)(f.person('new', 'client'), 'NOPE2345'))).toBe('referrals.code_not_found');
  });
});

describe('qualification at the first completed visit', () => {
  it('the friend’s first completed booking makes the referrer’s discount available for 6 months, once', async () => {
    const f = await setup('client', 'client');
    await claimReferralCode(f.deps)(f.friend, f.code);
    f.visit('b1', f.friend, 'cleaner-1', 'completed');
    f.setNow(new Date('2026-04-02T16:00:00Z'));
    await onVisitEnded(f.deps)({ bookingId: 'b1', cleanerId: 'cleaner-1', outcome: 'completed' });
    const reward = f.repo.rewards.find((w) => w.userId === f.referrer)!;
    expect(reward).toMatchObject({ status: 'available', expiresAt: new Date('2026-10-02T16:00:00Z') });
    expect(f.repo.referrals[0]!.qualifiedAt).toEqual(new Date('2026-04-02T16:00:00Z'));
    f.visit('b2', f.friend, 'cleaner-1', 'completed');
    f.setNow(new Date('2026-05-02T16:00:00Z'));
    await onVisitEnded(f.deps)({ bookingId: 'b2', cleanerId: 'cleaner-1', outcome: 'completed' });
    expect(f.repo.rewards.filter((w) => w.userId === f.referrer)).toMatchObject([{ status: 'available', expiresAt: new Date('2026-10-02T16:00:00Z') }]);
  });

  it('a cancelled visit qualifies nobody', async () => {
    const f = await setup('client', 'client');
    await claimReferralCode(f.deps)(f.friend, f.code);
    f.visit('b1', f.friend, 'cleaner-1', 'cancelled');
    await onVisitEnded(f.deps)({ bookingId: 'b1', cleanerId: 'cleaner-1', outcome: 'cancelled' });
    expect(statuses(f, f.referrer)).toEqual(['referred_client:pending']);
  });

  it('the new cleaner’s first completed job credits the referrer’s 20 $ to their earnings, once', async () => {
    const f = await setup('cleaner', 'cleaner');
    await claimReferralCode(f.deps)(f.friend, f.code);
    for (const id of ['j1', 'j2']) {
      f.visit(id, 'some-client', f.friend, 'completed');
      await onVisitEnded(f.deps)({ bookingId: id, cleanerId: f.friend, outcome: 'completed' });
    }
    expect(statuses(f, f.referrer)).toEqual(['referred_cleaner:credited']);
    expect(f.credited).toEqual([{ cleanerId: f.referrer, amountCents: 2000, rewardId: f.repo.rewards[0]!.id }]);
  });

  it('a card both accounts saved after the claim cancels what is not spent', async () => {
    const f = await setup('client', 'client');
    await claimReferralCode(f.deps)(f.friend, f.code);
    f.saveCard(f.friend, 'fp_9');
    f.saveCard(f.referrer, 'fp_9');
    f.visit('b1', f.friend, 'cleaner-1', 'completed');
    await onVisitEnded(f.deps)({ bookingId: 'b1', cleanerId: 'cleaner-1', outcome: 'completed' });
    expect(statuses(f, f.referrer)).toEqual(['referred_client:cancelled']);
    expect(statuses(f, f.friend)).toEqual(['welcome:cancelled']);
  });
});

describe('reservation of the discount', () => {
  async function withTwoDiscounts() {
    const f = await setup('client', 'client');
    await claimReferralCode(f.deps)(f.friend, f.code);
    // The friend also refers someone who completes a booking: two discounts, the welcome expiring first.
    const { code } = await generateReferralCode(f.deps)(f.friend);
    const third = f.person('noah', 'client');
    await claimReferralCode(f.deps)(third, code);
    f.visit('t1', third, 'cleaner-1', 'completed');
    f.setNow(new Date('2026-04-15T14:00:00Z'));
    await onVisitEnded(f.deps)({ bookingId: 't1', cleanerId: 'cleaner-1', outcome: 'completed' });
    expect(await spendableCents(f.deps)(f.friend)).toBe(2000);
    return f;
  }

  it('sets aside the soonest-expiring rewards, each whole, and spends them when the visit is completed', async () => {
    const f = await withTwoDiscounts();
    await reserveCredits(f.deps)(f.friend, 'v1', 600);
    expect(statuses(f, f.friend)).toEqual(['welcome:reserved', 'referred_client:available']);
    expect(await spendableCents(f.deps)(f.friend)).toBe(1000);
    f.visit('v1', f.friend, 'cleaner-1', 'completed');
    await onVisitEnded(f.deps)({ bookingId: 'v1', cleanerId: 'cleaner-1', outcome: 'completed' });
    expect(f.repo.rewards.find((w) => w.reason === 'welcome')).toMatchObject({ status: 'used', bookingId: 'v1' });
  });

  it('gives them back when the visit is cancelled, or with the hourly job when it was declined', async () => {
    const f = await withTwoDiscounts();
    await reserveCredits(f.deps)(f.friend, 'v1', 2000);
    expect(statuses(f, f.friend)).toEqual(['welcome:reserved', 'referred_client:reserved']);
    await onVisitEnded(f.deps)({ bookingId: 'v1', cleanerId: 'cleaner-1', outcome: 'cancelled' });
    expect(statuses(f, f.friend)).toEqual(['welcome:available', 'referred_client:available']);
    expect(f.repo.rewards.every((w) => w.bookingId === null)).toBe(true);

    await reserveCredits(f.deps)(f.friend, 'v2', 1000);
    f.visit('v2', f.friend, 'cleaner-1', 'pending');
    expect(await runMaintenance(f.deps)()).toMatchObject({ released: 0, used: 0 });
    f.visit('v2', f.friend, 'cleaner-1', 'declined');
    expect(await runMaintenance(f.deps)()).toMatchObject({ released: 1, used: 0 });
    expect(await spendableCents(f.deps)(f.friend)).toBe(2000);
  });

  it('expires available rewards 6 months after they became available, and a released one past its date', async () => {
    const f = await withTwoDiscounts();
    await reserveCredits(f.deps)(f.friend, 'v1', 1000);
    f.visit('v1', f.friend, 'cleaner-1', 'confirmed');
    // Léa's welcome (available on 2026-03-15) is reserved; her other reward became available on 2026-04-15.
    // Noah's own welcome (2026-03-15) expires too.
    f.setNow(new Date('2026-10-15T14:00:00Z'));
    expect((await runMaintenance(f.deps)()).expired).toBe(2);
    expect(statuses(f, f.friend)).toEqual(['welcome:reserved', 'referred_client:expired']);
    await onVisitEnded(f.deps)({ bookingId: 'v1', cleanerId: 'cleaner-1', outcome: 'cancelled' });
    expect(statuses(f, f.friend)).toEqual(['welcome:expired', 'referred_client:expired']);
    expect(await spendableCents(f.deps)(f.friend)).toBe(0);
  });
});
