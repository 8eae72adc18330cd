import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { clientWithProperty, movableClock } from '../support/booking-fixtures.js';
import { readOne, readTogether } from '../../src/shared/sql-read.js';

/** Issue #24: a client's spendable referral credit as a read, with the rule the quote applies (the module's clock decides expiry). */
const clock = movableClock();
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ clock, configure: (c) => void (c.rateLimits.login.perIp = 10_000) });
});
afterEach(() => clock.set(null));
afterAll(() => t.close());

const credits = () => t.server.app.referrals.api.credits;
const read = (clientId: string) => t.inContext(() => readOne(t.server.orm.em, credits().availableCentsRead(clientId)));
const sql = (query: string, params: unknown[]) => t.inContext(() => t.server.orm.em.getConnection().execute(query, params));
const shown = async (token: string) => (await t.api('GET', '/api/referrals/me', { token })).body.availableDiscountCents as number;

async function referredPair() {
  const referrer = await clientWithProperty(t, { name: 'Marie Tremblay' });
  const code = (await t.api('POST', '/api/referrals/codes', { token: referrer.token })).body.code as string;
  const friend = await clientWithProperty(t, { name: 'Léa Bouchard' });
  expect((await t.api('POST', '/api/referrals/claim', { token: friend.token, body: { code } })).status).toBe(201);
  return { referrer, friend };
}

describe('referrals.credits.availableCentsRead', () => {
  it('counts available discounts only, as the referrals page shows them', async () => {
    const { referrer, friend } = await referredPair();
    const welcome = await shown(friend.token);
    expect(welcome).toBeGreaterThan(0);
    expect(await read(friend.user.id)).toBe(welcome);
    expect(await t.inContext(() => credits().availableCents(friend.user.id))).toBe(welcome);
    // The referrer's reward is pending until the friend's first visit.
    expect(await read(referrer.user.id)).toBe(0);
    expect(await read('00000000-0000-4000-8000-000000000000')).toBe(0);

    // Made available (as a qualification does), expiring in 10 days: both count; their sum in one statement.
    await sql(`update referral_rewards set status = 'available', expires_at = now() + interval '10 days' where user_id = ?`, [referrer.user.id]);
    const earned = await shown(referrer.token);
    expect(earned).toBeGreaterThan(0);
    expect(await t.inContext(() => readTogether(t.server.orm.em, credits().availableCentsRead(friend.user.id), credits().availableCentsRead(referrer.user.id)))).toEqual([welcome, earned]);

    // Eleven days on, before the hourly job marks it: the clock alone makes it unspendable.
    clock.set(new Date(Date.now() + 11 * 86_400_000));
    expect(await read(referrer.user.id)).toBe(0);
    expect(await read(friend.user.id)).toBe(welcome);
    clock.set(null);

    // Reserved for a visit: no longer spendable; inside a transaction too.
    await sql(`update referral_rewards set status = 'reserved', booking_id = gen_random_uuid() where user_id = ?`, [friend.user.id]);
    expect(await t.inContext(() => t.server.orm.em.transactional((em) => readOne(em, credits().availableCentsRead(friend.user.id))))).toBe(0);
  });
});
