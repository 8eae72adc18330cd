import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs, uniqueEmail } from '../support/factories.js';

// What every identity endpoint does with requests that break openapi.yaml.

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await createTestServer({ configure: (c) => void (c.rateLimits.login.perIp = 10_000) });
  token = (await loginAs(t, null)).token;
});
afterAll(() => t.close());

const STRONG = 'Gentle-Lantern-Harbour-73';

// One valid body per JSON endpoint, to which an unknown field is added.
const endpoints: [method: string, path: string, body: () => Record<string, unknown>, auth: boolean][] = [
  ['POST', '/api/auth/signup', () => ({ name: 'Ana Lys', email: uniqueEmail(), password: STRONG, dateOfBirth: '1990-01-01', acceptTerms: true }), false],
  ['POST', '/api/register', () => ({ name: 'Ana Lys', email: uniqueEmail(), password: STRONG, dateOfBirth: '1990-01-01', acceptTerms: true }), false],
  ['POST', '/api/auth/login', () => ({ email: uniqueEmail(), password: STRONG }), false],
  ['POST', '/api/login', () => ({ email: uniqueEmail(), password: STRONG }), false],
  ['POST', '/api/auth/forgot-password', () => ({ email: uniqueEmail() }), false],
  ['POST', '/api/auth/reset-password', () => ({ token: 'a'.repeat(43), password: STRONG }), false],
  ['POST', '/api/auth/select-role', () => ({ role: 'client' }), true],
  ['PATCH', '/api/users/me', () => ({ name: 'Ana Lys' }), true],
  ['POST', '/api/users/me/email', () => ({ email: uniqueEmail(), currentPassword: 'x' }), true],
  ['POST', '/api/users/me/password', () => ({ currentPassword: 'x', newPassword: STRONG }), true],
  ['DELETE', '/api/users/me', () => ({ confirmation: 'SUPPRIMER' }), true],
];

describe('requests that break the contract', () => {
  it.each(endpoints)('%s %s: an unknown body field answers 400 validation_failed naming body.<field>', async (method, path, body, auth) => {
    const res = await t.api(method, path, { body: { ...body(), isAdmin: true }, ...(auth ? { token } : {}) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_failed');
    expect(res.body.details).toEqual([{ field: 'body.isAdmin', code: 'fields.unknown', message: 'Champ inconnu' }]);
  });

  it('a request refused for an unknown field has no effect', async () => {
    const own = (await loginAs(t, null)).token;
    expect((await t.api('POST', '/api/auth/select-role', { token: own, body: { role: 'cleaner', extra: 1 } })).status).toBe(400);
    expect((await t.api('DELETE', '/api/users/me', { token: own, body: { confirmation: 'SUPPRIMER', extra: 1 } })).status).toBe(400);
    const me = await t.api('GET', '/api/users/me', { token: own });
    expect(me.status).toBe(200);
    expect(me.body.role).toBeNull();
  });

  it.each(endpoints)('%s %s: malformed JSON answers 400 invalid_json', async (method, path, _body, auth) => {
    const res = await t.api(method, path, {
      raw: '{"email": "a@b.c",',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      ...(auth ? { token } : {}),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'invalid_json', message: 'The request body is not valid JSON.' });
  });

  it('a JSON value that is not an object answers 400 validation_failed', async () => {
    const res = await t.api('POST', '/api/auth/login', { body: ['a@b.c', STRONG] });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_failed');
    expect(res.body.details).toEqual([{ field: 'body', code: 'fields.invalid_type', message: 'Type de valeur invalide' }]);
  });

  it('a wrong type answers 400 fields.invalid_type on that field', async () => {
    const res = await t.api('POST', '/api/auth/login', { body: { email: uniqueEmail(), password: STRONG, rememberMe: 'yes' } });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field: 'body.rememberMe', code: 'fields.invalid_type', message: 'Type de valeur invalide' }]);
  });

  it('a request without any body answers 400, not a server error', async () => {
    // fetch sends no Content-Length on a body-less DELETE: the request "has no body" for Koa.
    const own = (await loginAs(t, 'client')).token;
    const del = await t.api('DELETE', '/api/users/me', { token: own });
    expect(del.status).toBe(400);
    expect(del.body.error).toBe('validation_failed');
    expect((await t.api('GET', '/api/users/me', { token: own })).status).toBe(200);
    for (const path of ['/api/auth/login', '/api/auth/forgot-password']) {
      const res = await t.api('POST', path);
      expect(res.status, path).toBe(400);
      expect(res.body.error).toBe('validation_failed');
    }
  });

  it('a JSON endpoint refuses multipart and form bodies with 415 (no way around the contract, no login CSRF)', async () => {
    const email = uniqueEmail('multipart');
    const fd = new FormData();
    const fields = { name: 'Ana Lys', email, password: STRONG, dateOfBirth: '1990-01-01', acceptTerms: 'true' };
    for (const [k, v] of Object.entries(fields)) fd.append(k, v);
    // 415 is the shell's answer to any JSON operation, hence plain fetch.
    const multipart = await fetch(`${t.url}/api/auth/signup`, { method: 'POST', body: fd });
    expect(multipart.status).toBe(415);
    expect((await multipart.json()).error).toBe('unsupported_media_type');
    const form = await fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password: STRONG }).toString(),
    });
    expect(form.status).toBe(415);
    // Nothing was created.
    expect((await t.api('POST', '/api/auth/login', { body: { email, password: STRONG } })).status).toBe(401);
  });

  it('a multipart PATCH cannot set a value outside the contract', async () => {
    const own = (await loginAs(t, 'client')).token;
    const fd = new FormData();
    fd.append('locale', 'de');
    const res = await fetch(`${t.url}/api/users/me`, { method: 'PATCH', headers: { authorization: `Bearer ${own}` }, body: fd });
    expect(res.status).toBe(415);
    expect((await t.api('GET', '/api/users/me', { token: own })).body.locale).toBe('fr');
  });

  it('a body over the JSON limit answers 413 payload_too_large', async () => {
    // 413 is not listed in openapi.yaml for login, hence plain fetch.
    const res = await fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail(), password: 'x'.repeat(200_000) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe('payload_too_large');
  });
});
