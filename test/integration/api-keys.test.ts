import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, draft, listedCleaner, requestVisit } from '../support/booking-fixtures.js';
import { SCOPE_RULES } from '../../modules/integrations/domain/scope-rules.js';
import { findOperation } from '../../src/http/openapi.js';

/**
 * Issue #25, API keys: created in settings (and the console for admins), shown once, stored hashed;
 * `Authorization: Bearer <key>` acts as the owner within the key's scopes (403 naming a missing
 * scope), a revoked or expired key answers 401, and no key manages keys or the account.
 */
let t: TestServer;
let admin: string;
let client: Awaited<ReturnType<typeof clientWithProperty>>;
let other: Awaited<ReturnType<typeof clientWithProperty>>;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let ownBookingId: string;
let othersBookingId: string;
const em = () => t.server.orm.em as unknown as EntityManager;
const sql = <R extends object>(query: string, params: unknown[] = []) => t.inContext(() => em().execute<R[]>(query, params));

type Created = { id: string; name: string; prefix: string; scopes: string[]; secret: string; status: string; lastUsedAt: string | null; lastUsedIp: string | null };
const createKey = async (token: string, body: Record<string, unknown>, path = '/api/users/me/api-keys') => {
  const res = await t.api<Created>('POST', path, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};

beforeAll(async () => {
  t = await createTestServer({ configure: (c) => (c.rateLimits.login.perIp = 10_000) });
  admin = (await loginAs(t, 'admin')).token;
  cleaner = await listedCleaner(t, admin);
  client = await clientWithProperty(t);
  other = await clientWithProperty(t);
  ownBookingId = (await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { time: '08:00' }))).booking.id;
  othersBookingId = (await requestVisit(t, other.token, draft(cleaner.user.id, other.property.id, { time: '13:00' }))).booking.id;
});
afterAll(() => t.close());

describe('creating and listing keys', () => {
  it('shows the secret once, with the test prefix, and stores only its hash', async () => {
    const key = await createKey(client.token, { name: 'Gestion locative', scopes: ['bookings:read'] });
    expect(key.secret).toMatch(/^eclat_test_[A-Za-z0-9_-]{43}$/);
    expect(key.secret.startsWith(key.prefix)).toBe(true);
    const listed = await t.api('GET', '/api/users/me/api-keys', { token: client.token });
    expect(listed.status).toBe(200);
    const entry = listed.body.items.find((k: { id: string }) => k.id === key.id);
    expect(entry).toMatchObject({ name: 'Gestion locative', scopes: ['bookings:read'], status: 'active', lastUsedAt: null });
    expect(JSON.stringify(listed.body)).not.toContain(key.secret);
    const [row] = await sql<{ token_hash: string }>('select token_hash from integrations_api_keys where id = ?', [key.id]);
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await sql('select * from integrations_api_keys where id = ?', [key.id]))).not.toContain(key.secret);
  });

  it('refuses admin scopes to clients and cleaners, allows them to admins (console)', async () => {
    const refused = await t.api('POST', '/api/users/me/api-keys', { token: client.token, body: { name: 'Tout', scopes: ['admin:read'] } });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('integrations.admin_scope_forbidden');
    const key = await createKey(admin, { name: 'Tableau de bord', scopes: ['admin:read'] }, '/api/admin/api-keys');
    const list = await t.api('GET', '/api/admin/api-keys', { token: admin });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toMatch(/^api-keys 0-\d+\/\d+$/);
    expect(list.body.map((k: { id: string }) => k.id)).toContain(key.id);
    // The admin key reads the console's API and nothing of it that writes.
    expect((await t.api('GET', '/api/admin/bookings', { token: key.secret })).status).toBe(200);
    const write = await t.api('POST', '/api/admin/promo-codes', { token: key.secret, body: { code: 'APIKEY10', kind: 'amount', amountCents: 1000, startsAt: new Date().toISOString(), active: true } });
    expect(write.status).toBe(403);
    expect(write.body.error).toBe('integrations.missing_scope');
    // Console routes are for admins only.
    expect((await t.api('GET', '/api/admin/api-keys', { token: client.token })).status).toBe(403);
  });

  it('refuses an expiry in the past, an unknown scope, an empty name', async () => {
    const past = await t.api('POST', '/api/users/me/api-keys', { token: client.token, body: { name: 'Vieille', scopes: ['bookings:read'], expiresAt: new Date(Date.now() - 60_000).toISOString() } });
    expect(past.status).toBe(400);
    expect(past.body.details[0]).toMatchObject({ field: 'body.expiresAt', code: 'integrations.expiry_not_in_future' });
    expect((await t.api('POST', '/api/users/me/api-keys', { token: client.token, body: { name: 'X', scopes: ['bookings:delete'] } })).status).toBe(400);
    expect((await t.api('POST', '/api/users/me/api-keys', { token: client.token, body: { name: '   ', scopes: ['bookings:read'] } })).status).toBe(400);
    expect((await t.api('POST', '/api/users/me/api-keys', { body: { name: 'Anonyme', scopes: ['bookings:read'] } })).status).toBe(401);
  });

  it('holds at most the configured number of active keys', async () => {
    const person = await loginAs(t, 'cleaner');
    for (let i = 0; i < t.config.integrations.maxKeysPerAccount; i++) await createKey(person.token, { name: `Clé ${i}`, scopes: ['payouts:read'] });
    const over = await t.api('POST', '/api/users/me/api-keys', { token: person.token, body: { name: 'Une de trop', scopes: ['payouts:read'] } });
    expect(over.status).toBe(409);
    expect(over.body.error).toBe('integrations.too_many_keys');
  });
});

describe('a key acts as its owner within its scopes', () => {
  it('bookings:read lists bookings, records the last use, and is refused bookings:write naming the scope', async () => {
    const key = await createKey(client.token, { name: 'Lecture', scopes: ['bookings:read'] });
    const list = await t.api('GET', '/api/bookings?scope=all', { token: key.secret });
    expect(list.status).toBe(200);
    expect(list.body.items.map((b: { id: string }) => b.id)).toContain(ownBookingId);
    expect((await t.api('GET', `/api/bookings/${ownBookingId}`, { token: key.secret })).status).toBe(200);

    const write = await t.api('POST', `/api/bookings/${ownBookingId}/withdraw`, { token: key.secret, headers: { 'accept-language': 'en' } });
    expect(write.status).toBe(403);
    expect(write.body.error).toBe('integrations.missing_scope');
    expect(write.body.message).toContain('bookings:write');
    // The message is in the owner's language (French here).
    expect((await t.api('POST', '/api/bookings', { token: key.secret, body: draft(cleaner.user.id, client.property.id) })).body.message).toContain('«\u00a0bookings:write\u00a0»');

    const listed = await t.api('GET', '/api/users/me/api-keys', { token: client.token });
    const entry = listed.body.items.find((k: { id: string }) => k.id === key.id);
    expect(entry.lastUsedAt).not.toBeNull();
    expect(entry.lastUsedIp).toMatch(/^10\./);
  });

  it("never shows another client's booking", async () => {
    const key = await createKey(client.token, { name: 'Lecture', scopes: ['bookings:read'] });
    const list = await t.api('GET', '/api/bookings?scope=all', { token: key.secret });
    expect(list.body.items.map((b: { id: string }) => b.id)).not.toContain(othersBookingId);
    expect([403, 404]).toContain((await t.api('GET', `/api/bookings/${othersBookingId}`, { token: key.secret })).status);
  });

  it('opens other scopes only when given: properties, messages, payouts', async () => {
    const key = await createKey(client.token, { name: 'Propriétés', scopes: ['properties:read'] });
    expect((await t.api('GET', '/api/properties', { token: key.secret })).status).toBe(200);
    expect((await t.api('DELETE', `/api/properties/${client.property.id}`, { token: key.secret })).body.error).toBe('integrations.missing_scope');
    expect((await t.api('GET', '/api/messages/conversations', { token: key.secret })).body.error).toBe('integrations.missing_scope');
    expect((await t.api('GET', '/api/users/me', { token: key.secret })).status).toBe(200);
    // Public operations answer a key as anyone.
    expect((await t.api('GET', '/api/pricing', { token: key.secret })).status).toBe(200);
  });

  it('can never manage keys, change the password or the email, or delete the account', async () => {
    const key = await createKey(client.token, { name: 'Tout', scopes: ['bookings:read', 'bookings:write', 'messages:read', 'messages:write', 'properties:read', 'properties:write', 'invoices:read', 'payouts:read'] });
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/users/me/api-keys'],
      ['POST', '/api/users/me/api-keys', { name: 'Enfant', scopes: ['bookings:read'] }],
      ['DELETE', `/api/users/me/api-keys/${key.id}`],
      ['POST', '/api/users/me/password', { currentPassword: client.user.password, newPassword: 'Un-autre-mot-de-passe-9' }],
      ['DELETE', '/api/users/me'],
      ['PATCH', '/api/users/me', { name: 'Autre nom' }],
    ];
    for (const [method, path, body] of calls) {
      const res = await t.api(method, path, { token: key.secret, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error, `${method} ${path}`).toBe('integrations.operation_not_allowed');
    }
    expect((await sql('select id from integrations_api_keys where owner_id = ? and revoked_at is not null and id = ?', [client.user.id, key.id]))).toEqual([]);
    // Signing out is public: made anonymously with a key, it ends nothing and the key still works.
    expect((await t.api('POST', '/api/auth/logout', { token: key.secret })).status).toBeLessThan(300);
    expect((await t.api('GET', '/api/bookings', { token: key.secret })).status).toBe(200);
  });

  it('answers an unknown address 404 and a wrong method 405, as without a key (issue #41: 403 operation_not_allowed)', async () => {
    const key = await createKey(client.token, { name: 'Intégration', scopes: ['bookings:read'] });
    const call = (method: string, path: string) => fetch(`${t.url}${path}`, { method, headers: { authorization: `Bearer ${key.secret}`, 'content-type': 'application/json' }, ...(method === 'GET' ? {} : { body: '{}' }) });
    for (const path of ['/api/bookingz', '/api/v2/bookings', '/api/bookings/quote/extra']) {
      const res = await call('GET', path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'not_found', message: expect.any(String) });
    }
    const wrong = await call('DELETE', '/api/bookings');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toContain('GET');
    expect(await wrong.json()).toMatchObject({ error: 'method_not_allowed' });
  });
});

describe('revoked and expired keys', () => {
  it('a revoked key answers 401 at once', async () => {
    const key = await createKey(client.token, { name: 'Révoquée', scopes: ['bookings:read'] });
    expect((await t.api('GET', '/api/bookings', { token: key.secret })).status).toBe(200);
    const revoked = await t.api('DELETE', `/api/users/me/api-keys/${key.id}`, { token: client.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.status).toBe('revoked');
    const res = await t.api('GET', '/api/bookings', { token: key.secret });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('integrations.key_invalid');
    // Another person cannot revoke it (nor learn it exists).
    expect((await t.api('DELETE', `/api/users/me/api-keys/${key.id}`, { token: other.token })).status).toBe(404);
  });

  it('an expired key answers 401', async () => {
    const key = await createKey(client.token, { name: 'Courte', scopes: ['bookings:read'], expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await t.api('GET', '/api/bookings', { token: key.secret })).status).toBe(200);
    await sql("update integrations_api_keys set expires_at = now() - interval '1 second' where id = ?", [key.id]);
    expect((await t.api('GET', '/api/bookings', { token: key.secret })).status).toBe(401);
    const listed = await t.api('GET', '/api/users/me/api-keys', { token: client.token });
    expect(listed.body.items.find((k: { id: string }) => k.id === key.id).status).toBe('expired');
  });

  it('an unknown key answers 401, and so does a key of a suspended account', async () => {
    expect((await t.api('GET', '/api/bookings', { token: `eclat_test_${'A'.repeat(43)}` })).status).toBe(401);
    expect((await t.api('GET', '/api/bookings', { token: 'eclat_live_nope' })).status).toBe(401);
    const person = await loginAs(t, 'client');
    const key = await createKey(person.token, { name: 'Compte', scopes: ['bookings:read'] });
    await sql("update identity_users set status = 'suspended' where id = ?", [person.user.id]);
    expect((await t.api('GET', '/api/bookings', { token: key.secret })).status).toBe(401);
  });
});

describe('the scope table', () => {
  it('names only operations of the contract', () => {
    for (const rule of SCOPE_RULES) {
      const concrete = rule.template.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const found = findOperation(t.server.app.contract, rule.method, concrete);
      expect(found?.op.template, `${rule.method} ${rule.template}`).toBe(rule.template);
    }
  });

  it('documents 401 and 403 on every operation that needs a caller, since a key may get either', () => {
    const missing = t.server.app.contract.filter((op) => !op.isPublic && !(op.responses.has('401') && op.responses.has('403'))).map((op) => `${op.method} ${op.template}`);
    expect(missing).toEqual([]);
  });
});
