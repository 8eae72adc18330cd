import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, completedVisit, dateInDays, draft, listedCleaner, movableClock, requestVisit } from '../support/booking-fixtures.js';

/**
 * Referral rewards through the booking flow (development payment provider): the quote takes the
 * referral discount off, the request reserves it, a decline or cancellation releases it, a completed
 * visit spends it and qualifies the referral; the hourly job releases and expires.
 */
const clock = movableClock();
let t: TestServer;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestServer({
    clock,
    configure: (c) => {
      c.rateLimits.login.perIp = 10_000;
      // Sessions must outlive the months the clock jumps (rewards are valid 6 months).
      c.session.idleHours = 24 * 400;
      c.session.browserSessionHours = 24 * 400;
    },
  });
  admin = (await loginAs(t, 'admin')).token;
  cleaner = await listedCleaner(t, admin);
});
afterEach(() => clock.set(null));
afterAll(() => t.close());

let day = 3;
const me = async (token: string) => {
  const res = await t.api('GET', '/api/referrals/me', { token });
  expect(res.status).toBe(200);
  return res.body;
};
const maintenance = () => t.inContext(() => t.server.app.referrals.api.runMaintenance());
const referralDiscount = async (client: { token: string; property: { id: string } }, cleanerId = cleaner.user.id) => {
  const res = await t.api('POST', '/api/bookings/quote', { token: client.token, body: draft(cleanerId, client.property.id, { date: dateInDays(40), tasks: [] }) });
  expect(res.status).toBe(200);
  return (res.body.discounts as { kind: string; amountCents: number }[]).find((d) => d.kind === 'referral')?.amountCents ?? 0;
};
async function referredPair() {
  const referrer = await clientWithProperty(t, { name: 'Marie Tremblay' });
  const code = (await t.api('POST', '/api/referrals/codes', { token: referrer.token })).body.code as string;
  const friend = await clientWithProperty(t, { name: 'Léa Bouchard' });
  expect((await t.api('POST', '/api/referrals/claim', { token: friend.token, body: { code } })).status).toBe(201);
  return { referrer, friend };
}
const answer = async (id: string, action: string, token: string) => {
  const res = await t.api('POST', `/api/bookings/${id}/${action}`, { token, body: {} });
  expect(res.status).toBe(200);
};

describe('the referral discount in the booking flow', () => {
  it('a referred client’s quote takes 10 $ off; the request reserves it; the next quote no longer has it', async () => {
    const { friend } = await referredPair();
    const body = draft(cleaner.user.id, friend.property.id, { date: dateInDays(day++), tasks: [], allowPhotos: false });
    const quoted = (await t.api('POST', '/api/bookings/quote', { token: friend.token, body })).body;
    expect(quoted.discounts).toContainEqual({ kind: 'referral', amountCents: 1000 });
    const { booking } = await requestVisit(t, friend.token, body);
    // The stored visit carries the discounts it was quoted with, the referral one included.
    expect((booking.money as { discountCents: number }).discountCents).toBe(quoted.discountCents);
    const overview = await me(friend.token);
    expect(overview.rewards).toMatchObject([{ reason: 'welcome', status: 'reserved', bookingId: booking.id }]);
    expect(overview.availableDiscountCents).toBe(0);
    expect(await referralDiscount(friend)).toBe(0);
  });

  it('a declined request gives it back with the hourly job (declines do not end a visit through the hook)', async () => {
    const { friend } = await referredPair();
    const { booking } = await requestVisit(t, friend.token, draft(cleaner.user.id, friend.property.id, { date: dateInDays(day++), tasks: [], allowPhotos: false }));
    await answer(booking.id, 'decline', cleaner.token);
    expect((await me(friend.token)).rewards[0].status).toBe('reserved');
    const done = await maintenance();
    expect(done.released).toBeGreaterThanOrEqual(1);
    expect((await me(friend.token)).rewards).toMatchObject([{ status: 'available', bookingId: null }]);
    expect(await referralDiscount(friend)).toBe(1000);
    // Run again: nothing changes twice.
    await maintenance();
    expect((await me(friend.token)).rewards).toMatchObject([{ status: 'available' }]);
  });

  it('a cancelled visit gives it back at once', async () => {
    const { friend } = await referredPair();
    const { booking } = await requestVisit(t, friend.token, draft(cleaner.user.id, friend.property.id, { date: dateInDays(day++), tasks: [], allowPhotos: false }));
    await answer(booking.id, 'accept', cleaner.token);
    await answer(booking.id, 'cancel', friend.token);
    expect((await me(friend.token)).rewards).toMatchObject([{ status: 'available', bookingId: null, amountCents: 1000 }]);
  });

  it('the friend’s first completed booking spends it and makes the referrer’s 10 $ discount available for 6 months, once', async () => {
    const { referrer, friend } = await referredPair();
    expect(await referralDiscount(referrer)).toBe(0);
    const visit = await completedVisit(t, clock, cleaner, friend, dateInDays(day++));
    expect((await me(friend.token)).rewards).toMatchObject([{ reason: 'welcome', status: 'used', bookingId: visit.id }]);
    clock.set(null);
    const overview = await me(referrer.token);
    expect(overview.referred).toMatchObject([{ firstName: 'Léa', qualified: true }]);
    expect(overview.rewards).toMatchObject([{ kind: 'discount', reason: 'referred_client', amountCents: 1000, status: 'available', referredName: 'Léa' }]);
    const sixMonths = new Date(visit.completedAt);
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
    expect(Math.abs(new Date(overview.rewards[0].expiresAt).getTime() - sixMonths.getTime())).toBeLessThan(3 * DAY);
    expect(overview.availableDiscountCents).toBe(1000);
    expect(await referralDiscount(referrer)).toBe(1000);
    // A second completed booking of the friend earns nothing more.
    await completedVisit(t, clock, cleaner, friend, dateInDays(day++));
    clock.set(null);
    expect((await me(referrer.token)).rewards).toHaveLength(1);
    expect((await me(friend.token)).rewards).toHaveLength(1);
  });

  it('a card both accounts saved after the claim cancels the referrer’s reward when the friend qualifies', async () => {
    const { referrer, friend } = await referredPair();
    for (const token of [referrer.token, friend.token]) {
      expect((await t.api('POST', '/api/payments/cards', { token, body: { paymentMethodId: 'dev_pm_success' } })).status).toBe(201);
    }
    await completedVisit(t, clock, cleaner, friend, dateInDays(day++));
    clock.set(null);
    const overview = await me(referrer.token);
    expect(overview.referred).toMatchObject([{ qualified: true }]);
    expect(overview.rewards).toMatchObject([{ reason: 'referred_client', status: 'cancelled' }]);
    expect(overview.availableDiscountCents).toBe(0);
  });

  it('an available reward expires 6 months after it became available (hourly job)', async () => {
    const { friend } = await referredPair();
    const expiresAt = new Date((await me(friend.token)).rewards[0].expiresAt);
    clock.set(new Date(expiresAt.getTime() - 60_000));
    await maintenance();
    expect((await me(friend.token)).rewards[0].status).toBe('available');
    clock.set(new Date(expiresAt.getTime() + 60_000));
    const done = await maintenance();
    expect(done.expired).toBeGreaterThanOrEqual(1);
    expect((await me(friend.token)).rewards[0].status).toBe('expired');
    expect((await me(friend.token)).availableDiscountCents).toBe(0);
  });
});

describe('cleaner referrals', () => {
  it('a cleaner who refers a cleaner earns 20 $ cash when the new cleaner completes a first job; only once', async () => {
    const referrer = await listedCleaner(t, admin);
    const code = (await t.api('POST', '/api/referrals/codes', { token: referrer.token })).body.code as string;
    const newcomer = await listedCleaner(t, admin);
    const claimed = await t.api('POST', '/api/referrals/claim', { token: newcomer.token, body: { code } });
    expect(claimed.status).toBe(201);
    // A new cleaner gets no discount of their own.
    expect(claimed.body.rewards).toEqual([]);
    expect((await me(referrer.token)).rewards).toMatchObject([{ kind: 'cash', reason: 'referred_cleaner', amountCents: 2000, status: 'pending' }]);
    const client = await clientWithProperty(t);
    await completedVisit(t, clock, newcomer, client, dateInDays(day++));
    clock.set(null);
    const overview = await me(referrer.token);
    expect(overview.referred).toMatchObject([{ role: 'cleaner', qualified: true }]);
    // Credited to the referrer's earnings at once: one referral_reward line, paid with the next weekly payout.
    expect(overview.rewards).toMatchObject([{ kind: 'cash', amountCents: 2000, status: 'credited' }]);
    expect(overview.cashEarnedCents).toBe(2000);
    const earnings = await t.api('GET', '/api/payouts/me/earnings', { token: referrer.token });
    expect(earnings.status).toBe(200);
    expect((earnings.body.items as { kind: string }[]).filter((e) => e.kind === 'referral_reward')).toMatchObject([{ kind: 'referral_reward', amountCents: 2000, bookingId: null, payoutId: null }]);
    await completedVisit(t, clock, newcomer, client, dateInDays(day++));
    clock.set(null);
    expect((await me(referrer.token)).rewards).toHaveLength(1);
    const again = await t.api('GET', '/api/payouts/me/earnings', { token: referrer.token });
    expect((again.body.items as { kind: string }[]).filter((e) => e.kind === 'referral_reward')).toHaveLength(1);
    // A cleaner with a completed job is no longer new.
    const late = await t.api('POST', '/api/referrals/claim', { token: newcomer.token, body: { code } });
    expect(late.body.error).toBe('referrals.already_referred');
  });

  it('a client who refers a cleaner earns nothing; a cleaner with a completed job can no longer be referred', async () => {
    const referrer = await clientWithProperty(t);
    const code = (await t.api('POST', '/api/referrals/codes', { token: referrer.token })).body.code as string;
    const worked = await listedCleaner(t, admin);
    await completedVisit(t, clock, worked, await clientWithProperty(t), dateInDays(day++));
    clock.set(null);
    const refused = await t.api('POST', '/api/referrals/claim', { token: worked.token, body: { code } });
    expect([refused.status, refused.body.error]).toEqual([409, 'referrals.not_new']);
    const fresh = await listedCleaner(t, admin);
    expect((await t.api('POST', '/api/referrals/claim', { token: fresh.token, body: { code } })).status).toBe(201);
    expect((await me(referrer.token)).rewards).toEqual([]);
  });
});
