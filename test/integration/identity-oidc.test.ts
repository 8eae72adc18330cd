import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { buildUser, uniqueEmail } from '../support/factories.js';
import { browse, CookieJar, freePort, signInAtProvider, startOidcProvider, type IdTokenForgery, type LocalOidcProvider } from '../support/oidc-provider.js';

// Social sign-in against a real OpenID Connect provider (oidc-provider) on a local port: the whole
// redirect flow over HTTP, as a browser does it, with the provider's own login and consent pages.

let t: TestServer;
let idp: LocalOidcProvider;
let app: string;

beforeAll(async () => {
  const port = await freePort();
  app = `http://localhost:${port}`;
  idp = await startOidcProvider({ redirectUris: [`${app}/api/auth/oidc/oidc/callback`] });
  t = await createTestServer({
    env: {
      PORT: String(port),
      PUBLIC_URL: app,
      OIDC_OIDC_ISSUER: idp.issuer,
      OIDC_OIDC_CLIENT_ID: idp.clientId,
      OIDC_OIDC_CLIENT_SECRET: idp.clientSecret,
      OIDC_LABEL: 'Local ID',
    },
    configure: (c) => {
      c.rateLimits.login.perIp = 10_000;
      c.rateLimits.social.perIp = 10_000;
    },
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/** A person at the provider, with these claims (and, for refusal tests, a re-made ID token). */
function person(claims: { email?: string; email_verified?: boolean; name?: string }, forgeIdToken?: IdTokenForgery): string {
  const id = `acct-${randomUUID()}`;
  idp.addAccount(id, claims, { forgeIdToken });
  return id;
}

/** Clicks the button: start, the provider's pages as `accountId`, then the callback; returns where the app sends the browser. */
async function socialSignIn(jar: CookieJar, accountId: string, query = ''): Promise<URL> {
  const start = await browse(jar, `${app}/api/auth/oidc/oidc/start${query}`);
  expect(start.status).toBe(302);
  const toProvider = start.headers.get('location')!;
  expect(toProvider.startsWith(idp.issuer)).toBe(true);
  const back = await signInAtProvider(jar, toProvider, accountId, app);
  const callback = await browse(jar, back);
  expect(callback.status).toBe(302);
  return new URL(callback.headers.get('location')!);
}

const meWith = async (jar: CookieJar) => {
  const res = await fetch(`${app}/api/users/me`, { headers: { cookie: jar.header(app) } });
  return { status: res.status, body: res.status === 200 ? ((await res.json()) as { id: string; email: string; name: string; role: string | null }) : null };
};

async function mailTo(address: string): Promise<{ subject: string; text: string }[]> {
  const res = await t.api('GET', '/api/dev/mailbox', { headers: { 'x-forwarded-for': '127.0.0.1' } });
  return (res.body as { to: string; subject: string; text: string }[]).filter((m) => m.to === address);
}

describe('GET /api/auth/providers', () => {
  it('lists only the configured providers, without secrets', async () => {
    const res = await t.api('GET', '/api/auth/providers');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ providers: [{ id: 'oidc', label: 'Local ID' }] });
  });

  it('refuses to start with a provider that is not configured', async () => {
    const res = await browse(new CookieJar(), `${app}/api/auth/oidc/google/start`);
    expect(res.status).toBe(404);
  });
});

describe('social sign-in', () => {
  it('creates the account on a first sign-in (no role yet) and sends the browser to role selection', async () => {
    const email = uniqueEmail('social-new');
    const jar = new CookieJar();
    const start = await browse(jar, `${app}/api/auth/oidc/oidc/start`);
    const authorize = new URL(start.headers.get('location')!);
    // Code flow with PKCE (S256), state and nonce.
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toBeTruthy();
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${app}/api/auth/oidc/oidc/callback`);

    const accountId = person({ email, email_verified: true, name: 'Rosalie Gagnon' });
    const back = await signInAtProvider(jar, authorize.href, accountId, app);
    const callback = await browse(jar, back);
    expect(callback.status).toBe(302);
    expect(new URL(callback.headers.get('location')!).pathname).toBe('/auth/select-role');
    const me = await meWith(jar);
    expect(me.body).toMatchObject({ email, name: 'Rosalie Gagnon', role: null });

    // Role selection, then a later sign-in with the same provider goes to /auth/success into the same account.
    // The terms were never shown to this account: choosing a role needs their express acceptance, then records it.
    const chooseRole = (body: Record<string, unknown>) =>
      fetch(`${app}/api/auth/select-role`, { method: 'POST', headers: { cookie: jar.header(app), 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const terms = async () => (await fetch(`${app}/api/users/me/terms-acceptance`, { headers: { cookie: jar.header(app) } })).json() as Promise<{ accepted: boolean; mustAccept: boolean; acceptance: { version: string; language: string; acceptedAt: string } | null }>;
    expect(await terms()).toMatchObject({ accepted: false, mustAccept: true, acceptance: null });
    const refused = await chooseRole({ role: 'client' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'validation_failed', details: [{ field: 'body.acceptTerms', code: 'auth.terms_required' }] });
    expect((await meWith(jar)).body).toMatchObject({ role: null });
    const legal = (await (await fetch(`${app}/api/legal`)).json()) as { terms: { version: string } };
    const before = Date.now();
    const chosen = await chooseRole({ role: 'client', acceptTerms: true, termsVersion: legal.terms.version, termsLanguage: 'en' });
    expect(chosen.status).toBe(200);
    const accepted = await terms();
    expect(accepted).toMatchObject({ accepted: true, mustAccept: false, acceptance: { version: legal.terms.version, language: 'en' } });
    expect(new Date(accepted.acceptance!.acceptedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const again = new CookieJar();
    expect((await socialSignIn(again, accountId)).pathname).toBe('/auth/success');
    expect((await meWith(again)).body?.id).toBe(me.body!.id);
  });

  it('rotates the session: the session the browser had ends at the social sign-in', async () => {
    const accountId = person({ email: uniqueEmail('social-rotate'), email_verified: true, name: 'Léo Roy' });
    const jar = new CookieJar();
    await socialSignIn(jar, accountId);
    const first = jar.get(app, 'eclat_session')!;
    await socialSignIn(jar, accountId);
    const second = jar.get(app, 'eclat_session')!;
    expect(second).not.toBe(first);
    const old = await fetch(`${app}/api/users/me`, { headers: { authorization: `Bearer ${first}` } });
    expect(old.status).toBe(401);
  });

  it('refuses to make an account from an unverified email', async () => {
    const email = uniqueEmail('social-unverified');
    const url = await socialSignIn(new CookieJar(), person({ email, email_verified: false, name: 'Zoé Côté' }));
    expect(url.pathname).toBe('/auth');
    expect(url.searchParams.get('socialError')).toBe('auth.social_email_unverified');
    expect(await t.inContext(() => t.server.app.identity.deps.users.findByEmail(email))).toBeNull();
  });

  it('refuses an answer whose state is not the one this browser started (no signed-in session)', async () => {
    const jar = new CookieJar();
    const accountId = person({ email: uniqueEmail('social-state'), email_verified: true, name: 'Noé Lévesque' });
    const start = await browse(jar, `${app}/api/auth/oidc/oidc/start`);
    const back = new URL(await signInAtProvider(jar, start.headers.get('location')!, accountId, app));
    back.searchParams.set('state', 'forged-state-value');
    const callback = await browse(jar, back.href);
    const url = new URL(callback.headers.get('location')!);
    expect(url.searchParams.get('socialError')).toBe('auth.social_state_mismatch');
    expect(jar.get(app, 'eclat_session')).toBeUndefined();
  });

  it('refuses a callback carried to another browser (login CSRF: the flow cookie is missing)', async () => {
    const jar = new CookieJar();
    const accountId = person({ email: uniqueEmail('social-csrf'), email_verified: true, name: 'Éli Fortin' });
    const start = await browse(jar, `${app}/api/auth/oidc/oidc/start`);
    const back = await signInAtProvider(jar, start.headers.get('location')!, accountId, app);
    const victim = new CookieJar();
    const callback = await browse(victim, back);
    expect(new URL(callback.headers.get('location')!).searchParams.get('socialError')).toBe('auth.social_state_mismatch');
    expect(victim.get(app, 'eclat_session')).toBeUndefined();
  });

  it('refuses a tampered flow cookie', async () => {
    const jar = new CookieJar();
    const accountId = person({ email: uniqueEmail('social-tamper'), email_verified: true, name: 'Maé Pelletier' });
    const start = await browse(jar, `${app}/api/auth/oidc/oidc/start`);
    const back = await signInAtProvider(jar, start.headers.get('location')!, accountId, app);
    const [payload] = jar.get(app, 'eclat_oidc')!.split('.');
    jar.set(app, 'eclat_oidc', `${payload}.${'A'.repeat(43)}`);
    const callback = await browse(jar, back);
    expect(new URL(callback.headers.get('location')!).searchParams.get('socialError')).toBe('auth.social_state_mismatch');
  });

  it('sends the browser back with socialError when the person declines at the provider', async () => {
    const jar = new CookieJar();
    const accountId = person({ email: uniqueEmail('social-decline'), email_verified: true, name: 'Jade Morin' });
    const start = await browse(jar, `${app}/api/auth/oidc/oidc/start`);
    const back = await signInAtProvider(jar, start.headers.get('location')!, accountId, app, { consent: false });
    const callback = await browse(jar, back);
    expect(new URL(callback.headers.get('location')!).searchParams.get('socialError')).toBe('auth.social_cancelled');
  });
});

describe('the ID token (checked against the provider\'s published keys, not only trusted for coming over TLS)', () => {
  it('accepts a token the provider signed with its published key (the re-signing itself changes nothing)', async () => {
    const email = uniqueEmail('token-own-key');
    const url = await socialSignIn(new CookieJar(), person({ email, email_verified: true, name: 'Clara Bédard' }, { key: 'provider' }));
    expect(url.pathname).toBe('/auth/select-role');
  });

  const refused: [string, IdTokenForgery][] = [
    ['signed by a key the provider never published, under its key id', { key: 'foreign' }],
    ['signed by a key the provider never published, under another key id', { key: 'foreign', kid: 'someone-else' }],
    ['for another client (audience)', { key: 'provider', claims: { aud: 'another-client' } }],
    ['from another issuer', { key: 'provider', claims: { iss: 'http://localhost:1/' } }],
    ['expired', { key: 'provider', claims: { exp: Math.floor(Date.now() / 1000) - 3600, iat: Math.floor(Date.now() / 1000) - 7200 } }],
    ['for another sign-in (nonce)', { key: 'provider', claims: { nonce: 'another-sign-in' } }],
  ];
  it.each(refused)('refuses a token %s: no account, no session, the reason for the auth page', async (_, forgery) => {
    const email = uniqueEmail('token-refused');
    const jar = new CookieJar();
    const url = await socialSignIn(jar, person({ email, email_verified: true, name: 'Faux Jeton' }, forgery));
    expect(url.pathname).toBe('/auth');
    expect(url.searchParams.get('socialError')).toBe('auth.social_token_refused');
    expect(jar.get(app, 'eclat_session')).toBeUndefined();
    expect(await t.inContext(() => t.server.app.identity.deps.users.findByEmail(email))).toBeNull();
  });
});

describe('linking to an existing account', () => {
  it('does not link, and leaves no pending link, when the provider does not assert a verified email', async () => {
    const user = await buildUser(t, { email: uniqueEmail('link-unverified') });
    const jar = new CookieJar();
    const url = await socialSignIn(jar, person({ email: user.email, email_verified: false, name: 'Not Verified' }));
    expect(url.searchParams.get('socialError')).toBe('auth.social_email_unverified');
    expect(jar.get(app, 'eclat_social_link')).toBeUndefined();
    expect(jar.get(app, 'eclat_session')).toBeUndefined();
    const methods = await t.api('GET', '/api/users/me/sign-in-methods', { token: await passwordToken(user.email, user.password) });
    expect(methods.body.identities).toEqual([]);
  });

  it('links only after the person signs in once with the account password, then signs in with the provider', async () => {
    const user = await buildUser(t, { email: uniqueEmail('link-confirm'), locale: 'en' });
    const accountId = person({ email: user.email.toUpperCase(), email_verified: true, name: 'Someone' });
    // Another browser's pending link is replaced by the newer one: only the newest can complete.
    const elsewhere = new CookieJar();
    await socialSignIn(elsewhere, accountId);
    const jar = new CookieJar();
    const url = await socialSignIn(jar, accountId);
    // Pending: no session, and the provider does not sign in to the account yet.
    expect(url.pathname).toBe('/auth');
    expect(url.searchParams.get('link')).toBe('oidc');
    expect(jar.get(app, 'eclat_session')).toBeUndefined();
    expect(jar.get(app, 'eclat_social_link')).toBeTruthy();
    expect((await loginWith(elsewhere, user.email, user.password)).body.linkedProvider).toBeUndefined();

    // A wrong password completes nothing.
    const wrong = await loginWith(jar, user.email, 'not-the-password');
    expect(wrong.status).toBe(401);

    const login = await loginWith(jar, user.email, user.password);
    expect(login.status).toBe(200);
    expect(login.body.linkedProvider).toBe('oidc');
    expect(jar.get(app, 'eclat_social_link')).toBeUndefined();

    const fresh = new CookieJar();
    expect((await socialSignIn(fresh, accountId)).pathname).toBe('/auth/success');
    expect((await meWith(fresh)).body?.id).toBe(user.id);
    await expect.poll(async () => (await mailTo(user.email)).map((m) => m.subject)).toContain('Local ID can now sign in to your Éclat account');
  });

  it('does not link a pending link to another account that signs in with its password in that browser', async () => {
    const owner = await buildUser(t, { email: uniqueEmail('link-owner') });
    const other = await buildUser(t, { email: uniqueEmail('link-other') });
    const accountId = person({ email: owner.email, email_verified: true, name: 'Owner' });
    const jar = new CookieJar();
    await socialSignIn(jar, accountId);
    const login = await loginWith(jar, other.email, other.password);
    expect(login.status).toBe(200);
    expect(login.body.linkedProvider).toBeUndefined();
    const methods = await t.api('GET', '/api/users/me/sign-in-methods', { token: login.body.token });
    expect(methods.body.identities).toEqual([]);
  });

  it('links from settings for the signed-in person, and refuses an identity linked to another account', async () => {
    const user = await buildUser(t, { email: uniqueEmail('link-settings') });
    const jar = new CookieJar();
    expect((await loginWith(jar, user.email, user.password)).status).toBe(200);
    const accountId = person({ email: uniqueEmail('other-address'), email_verified: false, name: 'Any' });
    const url = await socialSignIn(jar, accountId, '?intent=link&returnTo=%2Fprofile');
    expect(url.pathname).toBe('/profile');
    expect(url.searchParams.get('linked')).toBe('oidc');
    const methods = await fetch(`${app}/api/users/me/sign-in-methods`, { headers: { cookie: jar.header(app) } });
    expect(((await methods.json()) as { identities: { provider: string }[] }).identities.map((i) => i.provider)).toEqual(['oidc']);

    const second = await buildUser(t, { email: uniqueEmail('link-second') });
    const jar2 = new CookieJar();
    await loginWith(jar2, second.email, second.password);
    const taken = await socialSignIn(jar2, accountId, '?intent=link&returnTo=%2Fprofile');
    expect(taken.searchParams.get('socialError')).toBe('auth.social_identity_taken');
  });

  it('never sends the browser to another site after linking (returnTo is a path of this site)', async () => {
    const user = await buildUser(t, { email: uniqueEmail('link-open-redirect') });
    const jar = new CookieJar();
    await loginWith(jar, user.email, user.password);
    const url = await socialSignIn(jar, person({ email: user.email, email_verified: true }), `?intent=link&returnTo=${encodeURIComponent('//evil.example/x')}`);
    expect(url.origin).toBe(app);
    expect(url.pathname).toBe('/profile');
  });
});

describe('DELETE /api/users/me/identities/{provider}', () => {
  it('401 without a session', async () => {
    expect((await t.api('DELETE', '/api/users/me/identities/oidc')).status).toBe(401);
  });

  it('refuses to unlink the only way to sign in (an account made by social sign-in has no password)', async () => {
    const email = uniqueEmail('unlink-last');
    const jar = new CookieJar();
    await socialSignIn(jar, person({ email, email_verified: true, name: 'Sam Ouellet' }));
    const token = jar.get(app, 'eclat_session')!;
    const res = await t.api('DELETE', '/api/users/me/identities/oidc', { token });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('auth.last_sign_in_method');
    const methods = await t.api('GET', '/api/users/me/sign-in-methods', { token });
    expect(methods.body).toMatchObject({ hasPassword: false, identities: [{ provider: 'oidc', email }] });
  });

  it('unlinks while the password remains, emails the holder in their language, and the provider no longer signs in', async () => {
    const user = await buildUser(t, { email: uniqueEmail('unlink-ok'), locale: 'fr' });
    const jar = new CookieJar();
    const token = (await loginWith(jar, user.email, user.password)).body.token as string;
    const accountId = person({ email: uniqueEmail('unlink-provider-address'), email_verified: true, name: 'Unlinked Person' });
    await socialSignIn(jar, accountId, '?intent=link');
    const res = await t.api('DELETE', '/api/users/me/identities/oidc', { token });
    expect(res.status).toBe(204);
    expect((await t.api('GET', '/api/users/me/sign-in-methods', { token })).body.identities).toEqual([]);
    await expect.poll(async () => (await mailTo(user.email)).map((m) => m.subject)).toContain('Local ID ne vous connecte plus à Éclat');
    expect((await mailTo(user.email)).map((m) => m.subject)).toContain('Local ID peut maintenant vous connecter à Éclat');
    // The provider's identity is free again: signing in with it makes a new account of its own verified email.
    const url = await socialSignIn(new CookieJar(), accountId);
    expect(url.pathname).toBe('/auth/select-role');
    // Unlinking again: nothing linked.
    expect((await t.api('DELETE', '/api/users/me/identities/oidc', { token })).status).toBe(404);
  });
});

async function loginWith(jar: CookieJar, email: string, password: string) {
  const res = await fetch(`${app}/api/auth/login`, {
    method: 'POST',
    headers: { cookie: jar.header(app), 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.1' },
    body: JSON.stringify({ email, password }),
  });
  jar.store(app, res);
  return { status: res.status, body: (await res.json()) as { token: string; linkedProvider?: string } };
}

async function passwordToken(email: string, password: string): Promise<string> {
  return (await loginWith(new CookieJar(), email, password)).body.token;
}

describe('POST /api/users/me/password/add (a passwordless account adds a password)', () => {
  const addWith = async (jar: CookieJar, newPassword: string) => {
    const res = await fetch(`${app}/api/users/me/password/add`, { method: 'POST', headers: { cookie: jar.header(app), 'content-type': 'application/json' }, body: JSON.stringify({ newPassword }) });
    return { status: res.status, body: res.status === 204 ? null : ((await res.json()) as { error: string; message: string; details?: { field: string }[] }) };
  };
  const sql = <T>(query: string, params: unknown[] = []) => t.server.orm.em.getConnection().execute<T[]>(query, params);

  it('needs a recent sign-in and the password rules, then signs in with it; the holder is emailed; only once', async () => {
    const email = uniqueEmail('social-add-password');
    const jar = new CookieJar();
    const accountId = person({ email, email_verified: true, name: 'Maude Pelletier' });
    await socialSignIn(jar, accountId);
    const me = (await meWith(jar)).body!;
    const methods = async () => (await fetch(`${app}/api/users/me/sign-in-methods`, { headers: { cookie: jar.header(app) } }).then((r) => r.json())) as { hasPassword: boolean };
    expect(await methods()).toMatchObject({ hasPassword: false });

    // The spec's rules (8 characters at least).
    const short = await addWith(jar, 'court');
    expect(short.status).toBe(400);
    expect(short.body?.details?.[0]?.field).toBe('body.newPassword');
    // A sign-in older than 10 minutes (a session left open): refused, in French, nothing changed.
    await sql("update identity_sessions set created_at = now() - interval '11 minutes' where user_id = ?", [me.id]);
    const stale = await addWith(jar, 'Un mot de passe solide 42');
    expect(stale).toMatchObject({ status: 403, body: { error: 'auth.recent_sign_in_required', message: expect.stringContaining('10 minutes') } });
    expect(await methods()).toMatchObject({ hasPassword: false });
    // Signed in again with the provider just now: added.
    const fresh = new CookieJar();
    expect((await socialSignIn(fresh, accountId)).pathname).toBe('/auth/select-role');
    expect((await addWith(fresh, 'Un mot de passe solide 42')).status).toBe(204);
    expect((await loginWith(new CookieJar(), email, 'Un mot de passe solide 42')).status).toBe(200);
    await expect.poll(async () => (await mailTo(email)).map((m) => m.subject), { timeout: 10_000 }).toContain('Un mot de passe a été ajouté à votre compte Éclat');
    // Once: the change form (with the current password) takes over.
    expect(await addWith(fresh, 'Un autre mot de passe 43')).toMatchObject({ status: 409, body: { error: 'auth.password_already_set' } });
    expect((await loginWith(new CookieJar(), email, 'Un autre mot de passe 43')).status).toBe(401);
  });

  it('is for signed-in people only', async () => {
    expect((await addWith(new CookieJar(), 'Un mot de passe solide 42')).status).toBe(401);
  });
});

describe('rate limits', () => {
  it('429 past the social sign-in starts per IP', async () => {
    const port = await freePort();
    const limited = await createTestServer({
      env: { PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, OIDC_OIDC_ISSUER: idp.issuer, OIDC_OIDC_CLIENT_ID: idp.clientId, OIDC_OIDC_CLIENT_SECRET: idp.clientSecret },
      configure: (c) => Object.assign(c.rateLimits.social, { perIp: 2, windowSeconds: 24 * 60 * 60 }),
    });
    try {
      // An address of its own: the attempt counters are shared by every server of the run.
      const ip = `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const start = () => browse(new CookieJar(), `http://localhost:${port}/api/auth/oidc/oidc/start`, { ip });
      expect((await start()).status).toBe(302);
      expect((await start()).status).toBe(302);
      const third = await start();
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});
