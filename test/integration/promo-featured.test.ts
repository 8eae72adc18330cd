import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { ownDatabase } from '../support/own-database.js';

/**
 * Issue #41: the landing promotion is chosen in the console (a promo code marked `featured`), not only
 * by configuration; one code at a time; while none is chosen the configured default (BIENVENUE10) stays.
 * Its own database: featuring a code changes what every page states.
 */
let t: TestServer;
let db: Awaited<ReturnType<typeof ownDatabase>>;
let admin: string;

beforeAll(async () => {
  db = await ownDatabase('promo-featured');
  t = await createTestServer({ env: { DATABASE_URL: db.url } });
  admin = (await loginAs(t, 'admin')).token;
}, 120_000);
afterAll(async () => {
  await t.close();
  await db.drop();
});

const featured = async () => (await t.api<{ featuredPromo: { code: string } | null }>('GET', '/api/pricing')).body.featuredPromo?.code ?? null;
const code = () => `UNE${randomUUID().slice(0, 6).toUpperCase()}`;
const body = (over: Record<string, unknown>) => ({ description: null, kind: 'amount', amountCents: 1500, startsAt: new Date(Date.now() - 86_400_000).toISOString(), endsAt: null, maxUses: null, active: true, ...over });

describe('the landing promotion, chosen in the console', () => {
  it('is the configured default until an admin features a code, then that code, one at a time', async () => {
    expect(await featured()).toBe('BIENVENUE10');
    const first = code();
    const created = await t.api('POST', '/api/admin/promo-codes', { token: admin, body: body({ code: first, featured: true }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.featured).toBe(true);
    expect(await featured()).toBe(first);

    const second = code();
    const other = await t.api('POST', '/api/admin/promo-codes', { token: admin, body: body({ code: second }) });
    expect(other.body.featured).toBe(false);
    const chosen = await t.api('PUT', `/api/admin/promo-codes/${other.body.id}`, { token: admin, body: body({ featured: true }) });
    expect(chosen.status).toBe(200);
    expect(await featured()).toBe(second);
    // The previous one is no longer featured.
    expect((await t.api('GET', `/api/admin/promo-codes/${created.body.id}`, { token: admin })).body.featured).toBe(false);
    // An edit that does not say leaves the choice as it is.
    await t.api('PUT', `/api/admin/promo-codes/${other.body.id}`, { token: admin, body: body({ amountCents: 2000 }) });
    expect(await featured()).toBe(second);

    // A featured code that no longer runs is not stated (never a promise the quote would refuse).
    await t.api('PUT', `/api/admin/promo-codes/${other.body.id}`, { token: admin, body: body({ active: false }) });
    expect(await featured()).toBeNull();
    await t.api('PUT', `/api/admin/promo-codes/${other.body.id}`, { token: admin, body: body({ featured: false }) });
    expect(await featured()).toBe('BIENVENUE10');
  });

  it('is refused with a wrong type, and only admins choose it', async () => {
    expect((await t.api('POST', '/api/admin/promo-codes', { token: admin, body: body({ code: code(), featured: 'yes' }) })).status).toBe(400);
    const client = await loginAs(t, 'client');
    expect((await t.api('POST', '/api/admin/promo-codes', { token: client.token, body: body({ code: code(), featured: true }) })).status).toBe(403);
  });
});
