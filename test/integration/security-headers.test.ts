import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type ApiResponse, type TestServer } from '../support/test-server.js';
import { uniqueEmail } from '../support/factories.js';
import { TEST_VAPID_KEYS } from '../../src/config/production-env.fixture.js';

/** Issue #13: security headers on every answer, production's HTTPS rules, development pages for this machine only. */
let dev: TestServer;
let prod: TestServer;

beforeAll(async () => {
  dev = await createTestServer();
  prod = await createTestServer({
    configure: (c) => {
      c.env = 'production';
      c.publicUrl = 'https://eclat.example';
      c.stripe = { ...c.stripe, secretKey: 'sk_test_headers', publishableKey: 'pk_test_headers', webhookSecret: 'whsec_headers' };
      // Production requires its own VAPID keys (push notifications, issue #34).
      c.push = { ...c.push, vapid: TEST_VAPID_KEYS };
    },
  });
});
afterAll(async () => {
  await dev.close();
  await prod.close();
});

const csp = (res: { headers: Headers }) =>
  Object.fromEntries(
    (res.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  ) as Record<string, string[]>;

const get = (t: TestServer, path: string) => fetch(`${t.url}${path}`);

describe('security headers', () => {
  it.each([
    ['the web app (HTML)', '/'],
    ['a client-side route (HTML)', '/bookings'],
    ['the console (HTML)', '/admin/'],
    ['an API answer', '/api/health'],
    ['an API error', '/api/nothing-here'],
    ['a translation file', '/locales/fr/common.json'],
    ['the API reference', '/api/docs'],
    ['a malformed path', '/api/properties/%E0%A4%A'],
  ])('are on %s', async (_, path) => {
    const res = await get(dev, path);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.headers.get('permissions-policy')).toContain('geolocation=(self)');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    const policy = csp(res);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
    // Development over plain HTTP: no HSTS (it would pin localhost to HTTPS).
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it("allow Stripe's origins only when Stripe's keys are set, and HSTS in production", async () => {
    const res = await get(prod, '/');
    const policy = csp(res);
    expect(policy['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
    expect(policy['frame-src']).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(policy['connect-src']).toEqual(expect.arrayContaining(['https://api.stripe.com', 'wss://eclat.example']));
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('permissions-policy')).toContain('payment=(self "https://js.stripe.com")');
  });
});

describe('production behind its TLS proxy', () => {
  const signup = (headers: Record<string, string>) =>
    prod.api('POST', '/api/auth/signup', { headers, body: { name: 'Camille Tremblay', email: uniqueEmail('tls'), password: 'Un-mot-de-passe-solide-2026', dateOfBirth: '1990-05-17', acceptTerms: true } });
  const cookie = (res: ApiResponse) => res.headers.get('set-cookie') ?? '';

  it('sets the Secure session cookie when the proxy says the request came over HTTPS', async () => {
    const res = await signup({ 'x-forwarded-proto': 'https' });
    expect(res.status).toBe(201);
    const [session, hint] = res.headers.getSetCookie();
    expect(session).toMatch(/^eclat_session=[^;]+;/);
    expect(session!.toLowerCase().split('; ')).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax']));
    // Beside it, the readable hint that a session cookie exists (no secret), so visitors' pages skip the lookup.
    expect(hint).toMatch(/^eclat_signed_in=1;/);
    expect(hint!.toLowerCase().split('; ')).toEqual(expect.arrayContaining(['secure', 'samesite=lax']));
    expect(hint!.toLowerCase()).not.toContain('httponly');
  });

  it('answers a plain-HTTP sign-up without the cookie rather than a 500 (the token is in the body)', async () => {
    const res = await signup({});
    expect(res.status).toBe(201);
    expect(res.body.token).toEqual(expect.any(String));
    expect(cookie(res)).not.toContain('eclat_session');
    // The account is usable with the token.
    expect((await prod.api('GET', '/api/users/me', { token: res.body.token })).status).toBe(200);
  });
});

describe('development pages', () => {
  it('answer this machine', async () => {
    expect((await dev.api('GET', '/api/dev/mailbox', { headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(200);
    expect((await get(dev, '/dev/mailbox')).status).toBe(200);
  });

  it('answer 404 to anyone else, and never exist in production', async () => {
    const remote = await dev.api('GET', '/api/dev/mailbox', { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(remote.status).toBe(404);
    expect(remote.body.error).toBe('not_found');
    expect((await fetch(`${dev.url}/dev/mailbox`, { headers: { 'x-forwarded-for': '203.0.113.7' } })).status).toBe(404);
    expect((await prod.api('GET', '/api/dev/mailbox', { headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(404);
  });
});
