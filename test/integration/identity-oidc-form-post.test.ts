import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { uniqueEmail } from '../support/factories.js';
import { CookieJar, browse, freePort, signInAtProviderFormPost, startOidcProvider, type LocalOidcProvider } from '../support/oidc-provider.js';
import { nameFromAppleUser } from '../../modules/identity/adapters/http/social.routes.js';

// Apple answers with response_mode=form_post: a cross-site POST to the callback. Played here by a real local
// OpenID provider configured as "apple", behind an https PUBLIC_URL (the TLS proxy's X-Forwarded-Proto is
// sent with each request), so the flow cookie's SameSite=None; Secure is what a browser would get.

let t: TestServer;
let idp: LocalOidcProvider;
let app: string;
let publicUrl: string;

beforeAll(async () => {
  const port = await freePort();
  app = `http://localhost:${port}`;
  publicUrl = `https://localhost:${port}`;
  idp = await startOidcProvider({ redirectUris: [`${publicUrl}/api/auth/oidc/apple/callback`, `${publicUrl}/api/auth/oidc/oidc/callback`] });
  t = await createTestServer({
    env: {
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: 'true',
      OIDC_APPLE_ISSUER: idp.issuer,
      OIDC_APPLE_CLIENT_ID: idp.clientId,
      OIDC_APPLE_CLIENT_SECRET: idp.clientSecret,
      OIDC_OIDC_ISSUER: idp.issuer,
      OIDC_OIDC_CLIENT_ID: idp.clientId,
      OIDC_OIDC_CLIENT_SECRET: idp.clientSecret,
    },
    configure: (c) => {
      c.rateLimits.social.perIp = 10_000;
    },
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/** A request to the app as the TLS proxy forwards it (https), cookies from the jar; redirects not followed. */
async function toApp(jar: CookieJar, path: string, init: { method?: string; body?: string; type?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '10.79.0.1' };
  const cookie = jar.header(app);
  if (cookie) headers.cookie = cookie;
  if (init.type) headers['content-type'] = init.type;
  const res = await fetch(`${app}${path}`, { method: init.method ?? 'GET', headers, body: init.body, redirect: 'manual' });
  jar.store(app, res);
  return res;
}

const flowCookieLine = (res: Response) => res.headers.getSetCookie().find((l) => l.startsWith('eclat_oidc='))!;

/** Start with Apple, then the provider's pages: the form the browser would post back. */
async function startApple(jar: CookieJar, accountId: string) {
  const start = await toApp(jar, '/api/auth/oidc/apple/start');
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location')!);
  const answer = await signInAtProviderFormPost(jar, authorize.href, accountId, publicUrl);
  return { start, authorize, answer };
}

const post = (jar: CookieJar, provider: string, form: Record<string, string>) =>
  toApp(jar, `/api/auth/oidc/${provider}/callback`, { method: 'POST', type: 'application/x-www-form-urlencoded', body: new URLSearchParams(form).toString() });

describe("POST /api/auth/oidc/{provider}/callback (Apple's form_post)", () => {
  it('asks for form_post, keeps the flow in a SameSite=None; Secure cookie, and signs up with the name Apple posts once', async () => {
    const email = uniqueEmail('apple-form-post');
    const accountId = `apple-${randomUUID()}`;
    // Like Apple: the email in the ID token, no name there.
    idp.addAccount(accountId, { email, email_verified: true });
    const jar = new CookieJar();
    const { start, authorize, answer } = await startApple(jar, accountId);
    expect(authorize.searchParams.get('response_mode')).toBe('form_post');
    expect(authorize.searchParams.get('scope')).toBe('openid email name');
    expect(flowCookieLine(start)).toMatch(/;\s*samesite=none/i);
    expect(flowCookieLine(start)).toMatch(/;\s*secure/i);
    expect(answer.action).toBe(`${publicUrl}/api/auth/oidc/apple/callback`);
    expect(answer.form).toMatchObject({ code: expect.any(String), state: authorize.searchParams.get('state') });

    const user = JSON.stringify({ name: { firstName: 'Camille', lastName: 'Bouchard' }, email: 'pas-la-meme@exemple.com' });
    const back = await post(jar, 'apple', { ...answer.form, user });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(`${publicUrl}/auth/select-role`);
    const me = await toApp(jar, '/api/users/me');
    expect(me.status).toBe(200);
    // The name from `user`; the email from the validated ID token, never from `user`.
    expect(await me.json()).toMatchObject({ email, name: 'Camille Bouchard', role: null });

    // The same answer again: the flow cookie is gone, so it is refused (posted cross-site, as Apple does:
    // the browser sends no SameSite=Lax session cookie with it).
    expect(jar.get(app, 'eclat_oidc')).toBeUndefined();
    const replay = await post(new CookieJar(), 'apple', { ...answer.form, user });
    expect(new URL(replay.headers.get('location')!).searchParams.get('socialError')).toBe('auth.social_state_mismatch');
  });

  it("refuses Apple's answer in the query, a posted answer for a provider that answers in the query, and a body that is not a form", async () => {
    const accountId = `apple-${randomUUID()}`;
    idp.addAccount(accountId, { email: uniqueEmail('apple-refused'), email_verified: true });
    const jar = new CookieJar();
    const { answer } = await startApple(jar, accountId);
    const asQuery = await toApp(jar, `/api/auth/oidc/apple/callback?${new URLSearchParams(answer.form).toString()}`);
    expect(new URL(asQuery.headers.get('location')!).searchParams.get('socialError')).toBe('auth.social_state_mismatch');

    const other = new CookieJar();
    const start = await toApp(other, '/api/auth/oidc/oidc/start');
    // The query providers' flow cookie stays SameSite=Lax.
    expect(flowCookieLine(start)).toMatch(/;\s*samesite=lax/i);
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const posted = await post(other, 'oidc', { code: 'x', state });
    expect(new URL(posted.headers.get('location')!).searchParams.get('socialError')).toBe('auth.social_state_mismatch');

    const json = await toApp(new CookieJar(), '/api/auth/oidc/apple/callback', { method: 'POST', type: 'application/json', body: '{}' });
    expect(json.status).toBe(415);
    expect((await browse(new CookieJar(), `${app}/api/auth/oidc/apple/callback`, { method: 'POST', form: { code: 'x'.repeat(20_000) } })).status).toBe(413);
  });
});

describe('nameFromAppleUser', () => {
  it("reads the first and last name of Apple's `user`, and nothing from anything else", () => {
    expect(nameFromAppleUser('{"name":{"firstName":"Marie","lastName":"Tremblay"},"email":"m@privaterelay.appleid.com"}')).toBe('Marie Tremblay');
    expect(nameFromAppleUser('{"name":{"firstName":"Marie"}}')).toBe('Marie');
    expect(nameFromAppleUser('{"email":"m@x.com"}')).toBeNull();
    expect(nameFromAppleUser('pas du JSON')).toBeNull();
    expect(nameFromAppleUser(null)).toBeNull();
  });
});
