import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner } from '../support/booking-fixtures.js';

/**
 * Issue #25: `Idempotency-Key` on the POSTs that create something (the same answer replayed, 422 for
 * another request under the key, 409 while the first runs), and per-key rate limits with RateLimit-*
 * headers and a 429 JSON with Retry-After.
 */
let t: TestServer;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let client: Awaited<ReturnType<typeof clientWithProperty>>;
const KEY_LIMIT = 5;
const em = () => t.server.orm.em as unknown as EntityManager;
const sql = <R extends object>(query: string, params: unknown[] = []) => t.inContext(() => em().execute<R[]>(query, params));

beforeAll(async () => {
  t = await createTestServer({
    configure: (c) => {
      c.rateLimits.login.perIp = 10_000;
      // An hour's window: the test never straddles two windows.
      c.integrations.keyRateLimit = { limit: KEY_LIMIT, windowSeconds: 3600 };
    },
  });
  const admin = (await loginAs(t, 'admin')).token;
  cleaner = await listedCleaner(t, admin);
  client = await clientWithProperty(t);
});
afterAll(() => t.close());

const book = (token: string, key: string, body: Record<string, unknown>) => t.api('POST', '/api/bookings', { token, body: { paymentMethod: 'card', ...body }, headers: { 'Idempotency-Key': key } });

describe('Idempotency-Key', () => {
  it('replays the same booking for the same key and request, and creates nothing more', async () => {
    const key = randomUUID();
    const body = draft(cleaner.user.id, client.property.id, { date: dateInDays(4) });
    const first = await book(client.token, key, body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await book(client.token, key, body);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.booking.id).toBe(first.body.booking.id);
    expect(again.body).toEqual(first.body);
    const [row] = await sql<{ n: string }>('select count(*) as n from bookings where client_id = ?', [client.user.id]);
    expect(Number(row!.n)).toBe(1);
  });

  it('answers 422 JSON when the key comes back with another request, and keeps keys per caller', async () => {
    const key = randomUUID();
    const first = await book(client.token, key, draft(cleaner.user.id, client.property.id, { date: dateInDays(6) }));
    expect(first.status).toBe(201);
    const other = await book(client.token, key, draft(cleaner.user.id, client.property.id, { date: dateInDays(7) }));
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ error: 'integrations.idempotency_key_reused' });
    expect(other.body.message).toContain('clé d’idempotence');
    // Another person's key of the same value is theirs: it creates their own booking.
    const someone = await clientWithProperty(t);
    const theirs = await t.api('POST', '/api/bookings', { token: someone.token, body: { paymentMethod: 'card', ...draft(cleaner.user.id, someone.property.id, { date: dateInDays(8) }) }, headers: { 'Idempotency-Key': key } });
    expect(theirs.status).toBe(201);
    expect(theirs.body.booking.id).not.toBe(first.body.booking.id);
  });

  it('gives another POST the same answer again (a property), and 409 while a first request is still running', async () => {
    const key = `prop-${randomUUID()}`;
    const suggestion = (await t.api('GET', `/api/geo/address-suggestions?q=${encodeURIComponent('4321 rue Saint-Denis, Montréal')}&postalCode=H2J%202K9`, { token: client.token })).body[0].suggestionId;
    const body = { name: 'Chalet', suggestionId: suggestion, type: 'house', bedrooms: 2, bathrooms: 1, stories: 1 };
    const first = await t.api('POST', '/api/properties', { token: client.token, body, headers: { 'Idempotency-Key': key } });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await t.api('POST', '/api/properties', { token: client.token, body, headers: { 'Idempotency-Key': key } });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    const listed = (await t.api('GET', '/api/properties', { token: client.token })).body;
    expect((Array.isArray(listed) ? listed : listed.items).filter((p: { name: string }) => p.name === 'Chalet')).toHaveLength(1);

    // A first request that has not answered yet (as another instance would be running it).
    const running = randomUUID();
    await sql(
      `insert into integrations_idempotency_keys (caller_id, key, request_hash, started_at, expires_at) values (?, ?, ?, now(), now() + interval '1 day')`,
      [client.user.id, running, 'a'.repeat(64)],
    );
    const busy = await t.api('POST', '/api/properties', { token: client.token, body, headers: { 'Idempotency-Key': running } });
    expect(busy.status).toBe(422);
    const [stored] = await sql<{ request_hash: string }>('select request_hash from integrations_idempotency_keys where caller_id = ? and key = ?', [client.user.id, key]);
    await sql('update integrations_idempotency_keys set request_hash = ?, answered_at = null, status = null, body = null, started_at = now() where caller_id = ? and key = ?', [stored!.request_hash, client.user.id, running]);
    const inFlight = await t.api('POST', '/api/properties', { token: client.token, body, headers: { 'Idempotency-Key': running } });
    expect(inFlight.status).toBe(409);
    expect(inFlight.body.error).toBe('integrations.idempotency_in_progress');
  });

  it('refuses a malformed key with JSON 400', async () => {
    const res = await t.api('POST', '/api/properties', { token: client.token, body: {}, headers: { 'Idempotency-Key': 'x'.repeat(300) } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBeTruthy();
  });
});

describe('per-key rate limits', () => {
  it('counts down in RateLimit-* headers, then answers 429 JSON with Retry-After; another key has its own count', async () => {
    const person = await loginAs(t, 'client');
    const created = await t.api('POST', '/api/users/me/api-keys', { token: person.token, body: { name: 'Tableau de bord', scopes: ['bookings:read'] } });
    const secret = created.body.secret as string;
    for (let i = 1; i <= KEY_LIMIT; i++) {
      const res = await t.api('GET', '/api/bookings', { token: secret });
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-limit')).toBe(String(KEY_LIMIT));
      expect(res.headers.get('ratelimit-remaining')).toBe(String(KEY_LIMIT - i));
      const reset = Number(res.headers.get('ratelimit-reset'));
      expect(reset).toBeGreaterThan(0);
      expect(reset).toBeLessThanOrEqual(3600);
    }
    const refused = await t.api('GET', '/api/bookings', { token: secret });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'integrations.key_rate_limited' });
    expect(refused.body.message).toMatch(/Réessayez dans \d+ secondes/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');

    // The person's session is not the key: it is not limited by it.
    expect((await t.api('GET', '/api/bookings', { token: person.token })).headers.get('ratelimit-limit')).toBeNull();
    const second = await t.api('POST', '/api/users/me/api-keys', { token: person.token, body: { name: 'Comptabilité', scopes: ['bookings:read'] } });
    const fresh = await t.api('GET', '/api/bookings', { token: second.body.secret });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('ratelimit-remaining')).toBe(String(KEY_LIMIT - 1));
  });
});
