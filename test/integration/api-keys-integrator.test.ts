import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { randomUUID } from 'node:crypto';
import { translate } from '../../src/http/messages.js';
import { generateKeySecret } from '../../modules/integrations/domain/api-key.js';

/**
 * Issue #41, what an integrator hits with a key: a `properties:write` key creates a property from
 * start to end (the address suggestions included), and error messages follow `Accept-Language`.
 */
let t: TestServer;
let client: { token: string; user: { id: string } };
beforeAll(async () => {
  t = await createTestServer();
  client = await loginAs(t, 'client', { locale: 'fr' });
});
afterAll(() => t.close());

const newKey = async (scopes: string[]): Promise<string> => {
  const res = await t.api<{ secret: string }>('POST', '/api/users/me/api-keys', { token: client.token, body: { name: `Gestion ${scopes.join(' ')}`, scopes } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.secret;
};
const suggestionsPath = `/api/geo/address-suggestions?q=${encodeURIComponent('1234 rue Saint-Denis, Montréal')}&postalCode=${encodeURIComponent('H2X 1Y4')}`;

describe('a properties:write key', () => {
  it('gets address suggestions and creates the property with one', async () => {
    const key = await newKey(['properties:write', 'properties:read']);
    const suggestions = await t.api<{ suggestionId: string }[]>('GET', suggestionsPath, { token: key });
    expect(suggestions.status, JSON.stringify(suggestions.body)).toBe(200);
    expect(suggestions.body.length).toBeGreaterThan(0);
    const created = await t.api<{ id: string; address: { city: string } }>('POST', '/api/properties', {
      token: key,
      body: { name: 'Chalet locatif', suggestionId: suggestions.body[0]!.suggestionId, type: 'house', bedrooms: 2, bathrooms: 1, stories: 1 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.address.city).toBe('Montréal');
    const listed = await t.api<{ id: string }[]>('GET', '/api/properties', { token: key });
    expect(listed.body.map((p) => p.id)).toContain(created.body.id);
  });

  it('a key without properties:write is refused the suggestions, naming the scope', async () => {
    const key = await newKey(['bookings:read']);
    const res = await t.api('GET', suggestionsPath, { token: key });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('integrations.missing_scope');
  });
});

describe('the language of errors answered to a key', () => {
  it('is English with Accept-Language: en, though the owner chose French', async () => {
    const key = await newKey(['bookings:read']);
    const res = await t.api('POST', '/api/properties', { token: key, headers: { 'Accept-Language': 'en' }, body: { name: 'X' } });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('integrations.missing_scope');
    expect(res.body.message).toBe(translate('integrations.missing_scope', 'en', { scope: 'properties:write' }));
    expect(res.body.message).not.toBe(translate('integrations.missing_scope', 'fr', { scope: 'properties:write' }));
    const invalid = await t.api('GET', '/api/bookings?scope=nowhere', { token: key, headers: { 'Accept-Language': 'en-CA,en;q=0.9' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(translate('validation_failed', 'en'));
  });

  it("is the owner's language without Accept-Language, or when it asks for neither French nor English", async () => {
    const key = await newKey(['bookings:read']);
    const plain = await t.api('POST', '/api/properties', { token: key, body: { name: 'X' } });
    expect(plain.body.message).toBe(translate('integrations.missing_scope', 'fr', { scope: 'properties:write' }));
    const other = await t.api('POST', '/api/properties', { token: key, headers: { 'Accept-Language': 'de' }, body: { name: 'X' } });
    expect(other.body.message).toBe(translate('integrations.missing_scope', 'fr', { scope: 'properties:write' }));
  });
});

describe('key prefixes', () => {
  it('are eclat_test_ outside production, and a key made with the other prefix (eclat_live_) still works: keys are found by their hash', async () => {
    expect(await newKey(['bookings:read'])).toMatch(/^eclat_test_/);
    const live = generateKeySecret('production');
    expect(live.secret).toMatch(/^eclat_live_/);
    await t.inContext(() =>
      t.server.orm.em.getConnection().execute('insert into integrations_api_keys (id, owner_id, name, prefix, token_hash, scopes, expires_at, created_at) values (?, ?, ?, ?, ?, ?::text[], null, now())', [
        randomUUID(), client.user.id, 'Clé de production', live.prefix, live.hash, '{bookings:read}',
      ]),
    );
    const res = await t.api('GET', '/api/bookings', { token: live.secret });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
