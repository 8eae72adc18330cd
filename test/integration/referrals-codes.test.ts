import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, draft, listedCleaner, requestVisit } from '../support/booking-fixtures.js';

/** Referral codes (generate, activate, delete, look up) and claims with every refusal, against PostgreSQL. */
let t: TestServer;
let admin: string;
const MAX_ACTIVE = 3;

beforeAll(async () => {
  t = await createTestServer({
    configure: (c) => {
      c.rateLimits.login.perIp = 10_000;
      c.referrals.maxActiveCodes = MAX_ACTIVE;
    },
  });
  admin = (await loginAs(t, 'admin')).token;
});
afterAll(() => t.close());

const generate = (token?: string) => t.api('POST', '/api/referrals/codes', { token });
const me = (token?: string) => t.api('GET', '/api/referrals/me', { token });
const claim = (token: string | undefined, code: string) => t.api('POST', '/api/referrals/claim', { token, body: { code } });
const lookup = (code: string) => t.api('GET', `/api/referrals/codes/lookup/${encodeURIComponent(code)}`);

async function withCode(role: 'client' | 'cleaner' = 'client', overrides: { name?: string; email?: string; locale?: 'fr' | 'en' } = {}) {
  const user = await loginAs(t, role, { name: 'Marie Tremblay', ...overrides });
  const res = await generate(user.token);
  expect(res.status).toBe(201);
  return { ...user, code: res.body as { id: string; code: string; link: string; active: boolean; uses: number } };
}

describe('authentication', () => {
  it('answers 401 without a session, and the lookup is public', async () => {
    const { code } = await withCode();
    expect((await me()).status).toBe(401);
    expect((await generate()).status).toBe(401);
    expect((await claim(undefined, code.code)).status).toBe(401);
    expect((await t.api('PATCH', `/api/referrals/codes/${code.id}`, { body: { active: false } })).status).toBe(401);
    expect((await t.api('DELETE', `/api/referrals/codes/${code.id}`)).status).toBe(401);
    expect((await lookup(code.code)).status).toBe(200);
  });
});

describe('POST /api/referrals/codes', () => {
  it('generates an 8-character upper-case code with its share link', async () => {
    const { code, token } = await withCode();
    expect(code.code).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/);
    expect(code).toMatchObject({ active: true, uses: 0, link: `${t.config.publicUrl}/referral-program?code=${code.code}` });
    const overview = await me(token);
    expect(overview.status).toBe(200);
    expect(overview.body.codes.map((c: { id: string }) => c.id)).toEqual([code.id]);
    expect(overview.body.offer).toEqual({ cleanerRewardCents: 2000, clientRewardCents: 1000, friendDiscountCents: 1000, validityMonths: 6 });
  });

  it('is for clients and cleaners: an admin or an account without a role gets 403', async () => {
    expect((await generate(admin)).status).toBe(403);
    expect((await generate((await loginAs(t, null)).token)).status).toBe(403);
    expect((await generate((await loginAs(t, 'cleaner')).token)).status).toBe(201);
  });

  it(`refuses more than ${MAX_ACTIVE} active codes (409, in the user's language); a deactivated one frees a place`, async () => {
    const user = await loginAs(t, 'client', { locale: 'en' });
    const ids: string[] = [];
    for (let i = 0; i < MAX_ACTIVE; i++) ids.push((await generate(user.token)).body.id);
    const refused = await generate(user.token);
    expect([refused.status, refused.body.error]).toEqual([409, 'referrals.too_many_codes']);
    expect(refused.body.message).toBe(`You already have ${MAX_ACTIVE} active codes, the most at one time. Deactivate one before creating a new one. The number of people you can refer is not limited.`);
    expect((await t.api('PATCH', `/api/referrals/codes/${ids[0]}`, { token: user.token, body: { active: false } })).status).toBe(200);
    expect((await generate(user.token)).status).toBe(201);
    // Reactivating the first would pass the cap again.
    const reactivate = await t.api('PATCH', `/api/referrals/codes/${ids[0]}`, { token: user.token, body: { active: true } });
    expect([reactivate.status, reactivate.body.error]).toEqual([409, 'referrals.too_many_codes']);
    // The page reads the cap to explain it before anyone hits the refusal.
    expect((await me(user.token)).body.maxActiveCodes).toBe(MAX_ACTIVE);
  });

  it('caps codes, never referrals: one code takes more friends than the cap of codes (spec 9, "no limit")', async () => {
    const owner = await withCode('client');
    for (let i = 0; i <= MAX_ACTIVE; i++) {
      const friend = await loginAs(t, 'client');
      expect((await claim(friend.token, owner.code.code)).status).toBe(201);
    }
    const overview = (await me(owner.token)).body;
    expect(overview.codes[0].uses).toBe(MAX_ACTIVE + 1);
    expect(overview.referred).toHaveLength(MAX_ACTIVE + 1);
  });
});

describe('GET /api/referrals/codes/lookup/{code}', () => {
  it('finds a code case-insensitively, with the referrer’s first name and the offer', async () => {
    const { code } = await withCode('client', { name: 'Marie-Ève Gagnon' });
    const res = await lookup(code.code.toLowerCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: code.code, referrerFirstName: 'Marie-Ève', offer: { cleanerRewardCents: 2000, clientRewardCents: 1000, friendDiscountCents: 1000, validityMonths: 6 } });
  });

  it('answers 404 with a French message for an unknown code', async () => {
    const res = await lookup('ZZZZ9999');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'referrals.code_not_found', message: "Ce code de parrainage n'existe pas ou n'est plus actif." });
  });
});

describe('PATCH and DELETE /api/referrals/codes/{id}', () => {
  it('deactivates (the code can no longer be looked up or claimed) and activates again', async () => {
    const { code, token } = await withCode();
    const off = await t.api('PATCH', `/api/referrals/codes/${code.id}`, { token, body: { active: false } });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: code.id, active: false });
    expect((await lookup(code.code)).status).toBe(404);
    const friend = await loginAs(t, 'client');
    expect((await claim(friend.token, code.code)).body.error).toBe('referrals.code_not_found');
    expect((await t.api('PATCH', `/api/referrals/codes/${code.id}`, { token, body: { active: true } })).body.active).toBe(true);
    expect((await lookup(code.code)).status).toBe(200);
  });

  it('answers 404 for someone else’s code or an unknown id, and 400 for a bad body', async () => {
    const { code } = await withCode();
    const other = await loginAs(t, 'client');
    expect((await t.api('PATCH', `/api/referrals/codes/${code.id}`, { token: other.token, body: { active: false } })).status).toBe(404);
    expect((await t.api('DELETE', `/api/referrals/codes/${code.id}`, { token: other.token })).status).toBe(404);
    expect((await t.api('PATCH', `/api/referrals/codes/${randomUUID()}`, { token: other.token, body: { active: false } })).status).toBe(404);
    expect((await t.api('PATCH', `/api/referrals/codes/${code.id}`, { token: other.token, body: { active: 'no' } })).status).toBe(400);
    expect((await lookup(code.code)).status).toBe(200);
  });

  it('deletes softly: the code is gone, the people referred with it stay', async () => {
    const owner = await withCode();
    const friend = await loginAs(t, 'client', { name: 'Jade Roy' });
    expect((await claim(friend.token, owner.code.code)).status).toBe(201);
    expect((await t.api('DELETE', `/api/referrals/codes/${owner.code.id}`, { token: owner.token })).status).toBe(204);
    expect((await lookup(owner.code.code)).status).toBe(404);
    expect((await t.api('DELETE', `/api/referrals/codes/${owner.code.id}`, { token: owner.token })).status).toBe(404);
    const overview = (await me(owner.token)).body;
    expect(overview.codes).toEqual([]);
    expect(overview.referred).toMatchObject([{ firstName: 'Jade', role: 'client', qualified: false, code: owner.code.code }]);
    // A deleted code is never handed out again: the friend's referral keeps pointing at it.
    expect((await me(friend.token)).body.referredBy).toEqual({ firstName: 'Marie', code: owner.code.code });
  });
});

describe('POST /api/referrals/claim', () => {
  it('records the referrer; a referred client gets the 10 $ welcome discount at once, valid 6 months', async () => {
    const owner = await withCode();
    const friend = await loginAs(t, 'client', { name: 'Léa Bouchard' });
    expect((await me(friend.token)).body.canClaim).toBe(true);
    const res = await claim(friend.token, `  ${owner.code.code.toLowerCase()} `);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ referredBy: { firstName: 'Marie', code: owner.code.code }, canClaim: false, availableDiscountCents: 1000 });
    expect(res.body.rewards).toMatchObject([{ kind: 'discount', reason: 'welcome', amountCents: 1000, status: 'available', bookingId: null }]);
    const months = (new Date(res.body.rewards[0].expiresAt).getTime() - Date.now()) / (30.4 * 86_400_000);
    expect(months).toBeGreaterThan(5.8);
    expect(months).toBeLessThan(6.2);
    const referrer = (await me(owner.token)).body;
    expect(referrer.codes[0].uses).toBe(1);
    expect(referrer.referred).toMatchObject([{ firstName: 'Léa', role: 'client', qualified: false }]);
    expect(referrer.rewards).toMatchObject([{ kind: 'discount', reason: 'referred_client', amountCents: 1000, status: 'pending', expiresAt: null, referredName: 'Léa' }]);
    expect(referrer.availableDiscountCents).toBe(0);
  });

  it('refuses one’s own code (409)', async () => {
    const owner = await withCode();
    const res = await claim(owner.token, owner.code.code);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'referrals.self_referral', message: 'Vous ne pouvez pas utiliser votre propre code de parrainage.' });
  });

  it('refuses a second referrer, for ever (409), in English for an English user', async () => {
    const [a, b] = [await withCode(), await withCode()];
    const friend = await loginAs(t, 'client', { locale: 'en' });
    expect((await claim(friend.token, a.code.code)).status).toBe(201);
    const again = await claim(friend.token, b.code.code);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'referrals.already_referred', message: 'You have already been referred: one referrer per account.' });
    expect((await claim(friend.token, a.code.code)).body.error).toBe('referrals.already_referred');
    expect((await me(b.token)).body.referred).toEqual([]);
  });

  it('refuses a client whose booking already went ahead (409 not new)', async () => {
    const owner = await withCode();
    const cleaner = await listedCleaner(t, admin);
    const client = await clientWithProperty(t);
    await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { tasks: [], allowPhotos: false }));
    expect((await me(client.token)).body.canClaim).toBe(false);
    const res = await claim(client.token, owner.code.code);
    expect([res.status, res.body.error]).toEqual([409, 'referrals.not_new']);
    expect(res.body.message).toMatch(/^Le parrainage est réservé aux nouveaux membres/);
  });

  it('refuses the same person under a second account: the same mailbox behind an alias (409)', async () => {
    const local = `marie.roy.${randomUUID().slice(0, 6)}`;
    const owner = await withCode('client', { email: `${local}@gmail.com` });
    const alias = await loginAs(t, 'client', { email: `${local.replaceAll('.', '')}+deux@googlemail.com` });
    const res = await claim(alias.token, owner.code.code);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'referrals.same_person', message: 'Ce code appartient à un compte lié au vôtre\u00a0: le parrainage est refusé.' });
    expect((await me(alias.token)).body).toMatchObject({ referredBy: null, rewards: [], availableDiscountCents: 0 });
  });

  it('refuses the same person under a second account: the same card saved on both (409)', async () => {
    const owner = await withCode();
    const second = await loginAs(t, 'client');
    for (const token of [owner.token, second.token]) {
      expect((await t.api('POST', '/api/payments/cards', { token, body: { paymentMethodId: 'dev_pm_success' } })).status).toBe(201);
    }
    const res = await claim(second.token, owner.code.code);
    expect([res.status, res.body.error]).toEqual([409, 'referrals.same_person']);
    // Another card is another person.
    const other = await loginAs(t, 'client');
    expect((await t.api('POST', '/api/payments/cards', { token: other.token, body: { paymentMethodId: 'dev_pm_declined' } })).status).toBe(201);
    expect((await claim(other.token, owner.code.code)).status).toBe(201);
  });

  it('answers 404 for an unknown code, 403 for an account without a role, 400 for an empty code', async () => {
    const user = await loginAs(t, 'client');
    expect((await claim(user.token, 'NOPE2345')).status).toBe(404);
    const owner = await withCode();
    const roleless = await claim((await loginAs(t, null)).token, owner.code.code);
    expect([roleless.status, roleless.body.error]).toEqual([403, 'referrals.no_role']);
    expect((await claim(user.token, '')).status).toBe(400);
  });

  it('two claims at once by the same person store one referral', async () => {
    const [a, b] = [await withCode(), await withCode()];
    const friend = await loginAs(t, 'client');
    const results = await Promise.all([claim(friend.token, a.code.code), claim(friend.token, b.code.code)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const rewards = (await me(friend.token)).body.rewards;
    expect(rewards).toHaveLength(1);
  });
});
