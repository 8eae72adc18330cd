import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type ApiResponse, type TestServer } from '../support/test-server.js';
import { buildUser, loginAs, uniqueEmail } from '../support/factories.js';

// Sign-up, sign-in (and their older aliases), sign-out and role choice, against real PostgreSQL.

let t: TestServer;
beforeAll(async () => {
  // Every test of this file comes from the same client IP: per-IP limits are raised here and
  // exercised on their own servers at the end of the file.
  t = await createTestServer({
    configure: (c) => {
      c.rateLimits.login.perIp = 10_000;
      c.rateLimits.signup.perIp = 10_000;
    },
  });
});
afterAll(() => t.close());

const STRONG = 'Gentle-Lantern-Harbour-73';

/** A date of birth `years` years before today (UTC), shifted by `days`. */
function birthDate(years: number, days = 0): string {
  const d = new Date();
  const date = new Date(Date.UTC(d.getUTCFullYear() - years, d.getUTCMonth(), d.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

const validSignup = (over: Record<string, unknown> = {}) => ({
  name: 'Camille Tremblay',
  email: uniqueEmail('signup'),
  password: STRONG,
  dateOfBirth: '1990-05-17',
  acceptTerms: true,
  ...over,
});

const detail = (res: ApiResponse, field: string) => (res.body.details ?? []).find((d: { field: string }) => d.field === field);

function sessionCookie(res: ApiResponse): string | undefined {
  return res.headers.getSetCookie().find((c) => c.startsWith('eclat_session='));
}

const me = (token: string) => t.api('GET', '/api/users/me', { token });

async function suspend(userId: string) {
  await t.inContext(async () => {
    const user = await t.server.app.identity.deps.users.findById(userId);
    user!.status = 'suspended';
    await t.server.app.identity.deps.users.flush();
  });
}

describe.each(['/api/auth/signup', '/api/register'])('POST %s', (path) => {
  it('creates the account: 201 with the user (no role yet) and a working token', async () => {
    const input = validSignup();
    const res = await t.api('POST', path, { body: input });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email: input.email, name: input.name, role: null, locale: 'fr', status: 'active', profilePic: null, dateOfBirth: '1990-05-17' });
    expect(res.body.token).toEqual(expect.any(String));
    const current = await me(res.body.token);
    expect(current.status).toBe(200);
    expect(current.body.id).toBe(res.body.user.id);
  });

  it('never returns the password or its hash', async () => {
    const input = validSignup();
    const res = await t.api('POST', path, { body: input });
    expect(res.status).toBe(201);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(STRONG);
    expect(text).not.toMatch(/argon2|passwordHash|password_hash/i);
    expect(Object.keys(res.body.user)).not.toContain('password');
  });

  it('sets an httpOnly, SameSite=Lax session cookie that lasts only the browser session', async () => {
    const res = await t.api('POST', path, { body: validSignup() });
    const cookie = sessionCookie(res);
    expect(cookie).toBeDefined();
    expect(cookie).toContain(`eclat_session=${res.body.token}`);
    expect(cookie).toMatch(/;\s*httponly/i);
    expect(cookie).toMatch(/;\s*samesite=lax/i);
    // Sign-up never remembers the browser (spec section 4).
    expect(cookie).not.toMatch(/max-age/i);
    expect(cookie).not.toMatch(/expires=/i);
  });

  it('takes the locale from Accept-Language, or from the body when given', async () => {
    const en = await t.api('POST', path, { body: validSignup(), headers: { 'accept-language': 'en-CA,en;q=0.9' } });
    expect(en.status).toBe(201);
    expect(en.body.user.locale).toBe('en');
    const explicit = await t.api('POST', path, { body: validSignup({ locale: 'fr' }), headers: { 'accept-language': 'en' } });
    expect(explicit.body.user.locale).toBe('fr');
  });

  it('stores the email in lower case, so sign-in works whatever the case', async () => {
    const email = uniqueEmail('MixedCase').replace('mixedcase', 'MixedCase');
    const res = await t.api('POST', path, { body: validSignup({ email }) });
    expect(res.status).toBe(201);
    expect(res.body.user.email).toBe(email.toLowerCase());
    const login = await t.api('POST', '/api/auth/login', { body: { email: email.toUpperCase(), password: STRONG } });
    expect(login.status).toBe(200);
  });

  it('answers 400 with one detail per missing field, in French by default', async () => {
    const res = await t.api('POST', path, { body: {} });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_failed');
    expect(res.body.message).toBe('Veuillez vérifier tous les champs');
    for (const field of ['name', 'email', 'password', 'dateOfBirth', 'acceptTerms']) {
      expect(detail(res, `body.${field}`)).toMatchObject({ code: 'fields.required', message: 'Ce champ est requis' });
    }
  });

  it('answers in English with Accept-Language: en', async () => {
    const { email: _omit, ...body } = validSignup();
    const res = await t.api('POST', path, { body, headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please check all fields');
    expect(detail(res, 'body.email')).toEqual({ field: 'body.email', code: 'fields.required', message: 'This field is required' });
  });

  it('rejects a malformed email', async () => {
    const res = await t.api('POST', path, { body: validSignup({ email: 'not-an-email' }) });
    expect(res.status).toBe(400);
    expect(detail(res, 'body.email')?.code).toBe('fields.invalid_email');
  });

  it('rejects a password shorter than 8 characters (7 fails, 8 passes)', async () => {
    const res = await t.api('POST', path, { body: validSignup({ password: 'Zq9#kLm' }) });
    expect(res.status).toBe(400);
    expect(detail(res, 'body.password')?.code).toMatch(/too_short/);
    const eight = await t.api('POST', path, { body: validSignup({ password: 'Zq9#kLmX' }) });
    expect(eight.status).toBe(201);
  });

  it('rejects a password longer than 128 characters', async () => {
    const res = await t.api('POST', path, { body: validSignup({ password: 'Zq9#'.repeat(32) + 'x' }) });
    expect(res.status).toBe(400);
    expect(detail(res, 'body.password')?.code).toMatch(/too_long/);
  });

  it('rejects a common password', async () => {
    const res = await t.api('POST', path, { body: validSignup({ password: 'password123' }), headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(400);
    expect(detail(res, 'body.password')).toEqual({
      field: 'body.password',
      code: 'auth.password_too_common',
      message: 'This password is too common. Choose another one.',
    });
  });

  it('rejects anyone under 18 (the day before the 18th birthday), accepts the birthday itself', async () => {
    const young = await t.api('POST', path, { body: validSignup({ dateOfBirth: birthDate(18, 1) }) });
    expect(young.status).toBe(400);
    expect(detail(young, 'body.dateOfBirth')).toMatchObject({ code: 'auth.too_young', message: 'Vous devez avoir au moins 18 ans.' });
    const adult = await t.api('POST', path, { body: validSignup({ dateOfBirth: birthDate(18) }) });
    expect(adult.status).toBe(201);
  });

  it('rejects a birth date in the future', async () => {
    const res = await t.api('POST', path, { body: validSignup({ dateOfBirth: birthDate(-1) }) });
    expect(res.status).toBe(400);
    expect(detail(res, 'body.dateOfBirth')?.code).toBe('fields.invalid_date');
  });

  it('requires the terms to be accepted', async () => {
    const res = await t.api('POST', path, { body: validSignup({ acceptTerms: false }) });
    expect(res.status).toBe(400);
    expect(detail(res, 'body.acceptTerms')).toMatchObject({ code: 'auth.terms_required', message: "Vous devez accepter les conditions d'utilisation." });
  });

  it('rejects a name of blanks', async () => {
    const res = await t.api('POST', path, { body: validSignup({ name: '   ' }) });
    expect(res.status).toBe(400);
    expect(detail(res, 'body.name')?.code).toBe('fields.too_short');
  });

  it('creates nothing when the input is invalid', async () => {
    const input = validSignup({ acceptTerms: false });
    expect((await t.api('POST', path, { body: input })).status).toBe(400);
    const retry = await t.api('POST', path, { body: { ...input, acceptTerms: true } });
    expect(retry.status).toBe(201);
  });

  it('answers 409 when the email is taken, whatever its case', async () => {
    const email = uniqueEmail('taken');
    expect((await t.api('POST', path, { body: validSignup({ email }) })).status).toBe(201);
    const upper = email.replace(/^taken/, 'Taken').replace('@test', '@TEST');
    const res = await t.api('POST', path, { body: validSignup({ email: upper }), headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('auth.email_taken');
    expect(res.body.message).toBe('An account already exists with this email.');
  });
});

describe.each(['/api/auth/login', '/api/login'])('POST %s', (path) => {
  it('signs in: 200 with the user and a working token', async () => {
    const user = await buildUser(t, { role: 'cleaner' });
    const res = await t.api('POST', path, { body: { email: user.email, password: user.password } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, email: user.email, role: 'cleaner' });
    expect(JSON.stringify(res.body)).not.toContain(user.password);
    expect((await me(res.body.token)).body.id).toBe(user.id);
  });

  it('without remember-me sets a browser-session cookie (no Expires, no Max-Age)', async () => {
    const user = await buildUser(t);
    const res = await t.api('POST', path, { body: { email: user.email, password: user.password, rememberMe: false } });
    const cookie = sessionCookie(res)!;
    expect(cookie).toContain(`eclat_session=${res.body.token}`);
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).not.toMatch(/expires=|max-age/i);
  });

  it('with remember-me sets a cookie lasting about 30 days', async () => {
    const user = await buildUser(t);
    const res = await t.api('POST', path, { body: { email: user.email, password: user.password, rememberMe: true } });
    const cookie = sessionCookie(res)!;
    expect(cookie).toMatch(/httponly/i);
    const maxAge = /max-age=(\d+)/i.exec(cookie)?.[1];
    const expires = /expires=([^;]+)/i.exec(cookie)?.[1];
    const lifetimeMs = maxAge ? Number(maxAge) * 1000 : new Date(expires!).getTime() - Date.now();
    const thirtyDays = 30 * 24 * 3600_000;
    expect(Math.abs(lifetimeMs - thirtyDays)).toBeLessThan(5 * 60_000);
  });

  it('answers 401 auth.invalid_credentials for a wrong password', async () => {
    const user = await buildUser(t);
    const res = await t.api('POST', path, { body: { email: user.email, password: `${user.password}x` } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'auth.invalid_credentials', message: 'Courriel ou mot de passe incorrect.' });
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('answers exactly the same 401 for an unknown email', async () => {
    const user = await buildUser(t);
    const wrong = await t.api('POST', path, { body: { email: user.email, password: 'Not-The-Password-1' } });
    const unknown = await t.api('POST', path, { body: { email: uniqueEmail('ghost'), password: 'Not-The-Password-1' } });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers 403 auth.account_suspended for a suspended account with the right password', async () => {
    const user = await buildUser(t);
    await suspend(user.id);
    const res = await t.api('POST', path, { body: { email: user.email, password: user.password }, headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('auth.account_suspended');
    expect(res.body.message).toBe('This account is suspended. Contact Éclat support.');
    // A wrong password on a suspended account reveals nothing more than on an active one.
    const wrong = await t.api('POST', path, { body: { email: user.email, password: 'Not-The-Password-1' } });
    expect(wrong.status).toBe(401);
  });

  it('rotates: the bearer token presented with the login stops working', async () => {
    const { user, token: old } = await loginAs(t, 'client');
    const res = await t.api('POST', path, { body: { email: user.email, password: user.password }, token: old });
    expect(res.status).toBe(200);
    expect(res.body.token).not.toBe(old);
    expect((await me(old)).status).toBe(401);
    expect((await me(res.body.token)).status).toBe(200);
  });

  it('rotates the cookie session too', async () => {
    const { user, token: old } = await loginAs(t, 'client');
    const res = await t.api('POST', path, { body: { email: user.email, password: user.password }, headers: { cookie: `eclat_session=${old}` } });
    expect(res.status).toBe(200);
    expect((await me(old)).status).toBe(401);
  });

  it('keeps the sessions of other devices (logins without a token do not revoke each other)', async () => {
    const { user, token: first } = await loginAs(t, 'client');
    const second = await t.api('POST', path, { body: { email: user.email, password: user.password } });
    expect(second.status).toBe(200);
    expect((await me(first)).status).toBe(200);
    expect((await me(second.body.token)).status).toBe(200);
  });

  it('answers 400 with details when the password is missing', async () => {
    const res = await t.api('POST', path, { body: { email: uniqueEmail() } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_failed');
    expect(detail(res, 'body.password')?.code).toBe('fields.required');
  });

  it('answers 400 for a malformed email', async () => {
    const res = await t.api('POST', path, { body: { email: 'nope', password: 'whatever-1' } });
    expect(res.status).toBe(400);
    expect(detail(res, 'body.email')?.code).toBe('fields.invalid_email');
  });
});

describe.each(['/api/auth/logout', '/api/logout'])('POST %s', (path) => {
  it('answers 204 and the token stops working', async () => {
    const { token } = await loginAs(t, 'client');
    const res = await t.api('POST', path, { token });
    expect(res.status).toBe(204);
    expect((await me(token)).status).toBe(401);
  });

  it('clears the session cookie', async () => {
    const { token } = await loginAs(t, 'client');
    const res = await t.api('POST', path, { token });
    const cookie = sessionCookie(res)!;
    expect(cookie).toMatch(/^eclat_session=;/);
    expect(new Date(/expires=([^;]+)/i.exec(cookie)![1]!).getTime()).toBeLessThan(Date.now());
  });

  it('ends only the current session', async () => {
    const { user, token } = await loginAs(t, 'client');
    const other = await t.api('POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect((await t.api('POST', path, { token })).status).toBe(204);
    expect((await me(other.body.token)).status).toBe(200);
  });

  it('ends a cookie session when the browser proves it is our script', async () => {
    const { token } = await loginAs(t, 'client');
    const res = await t.api('POST', path, { headers: { cookie: `eclat_session=${token}`, 'x-requested-with': 'XMLHttpRequest' } });
    expect(res.status).toBe(204);
    expect((await me(token)).status).toBe(401);
  });

  it('answers 204 without any session', async () => {
    expect((await t.api('POST', path)).status).toBe(204);
  });

  it('answers 204 with an unknown or already-ended token', async () => {
    expect((await t.api('POST', path, { token: 'x'.repeat(43) })).status).toBe(204);
  });
});

describe('POST /api/auth/select-role', () => {
  const signupToken = async () => (await t.api('POST', '/api/auth/signup', { body: validSignup() })).body.token as string;

  it('answers 401 without a token', async () => {
    const res = await t.api('POST', '/api/auth/select-role', { body: { role: 'client' } });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('auth.unauthenticated');
  });

  it('answers 401 with an invalid token', async () => {
    const res = await t.api('POST', '/api/auth/select-role', { body: { role: 'client' }, token: 'y'.repeat(43) });
    expect(res.status).toBe(401);
  });

  it("refuses 'admin' with 400", async () => {
    const token = await signupToken();
    const res = await t.api('POST', '/api/auth/select-role', { body: { role: 'admin' }, token });
    expect(res.status).toBe(400);
    expect(detail(res, 'body.role')?.code).toBe('fields.invalid_choice');
    expect((await me(token)).body.role).toBeNull();
  });

  it('answers 400 when the role is missing', async () => {
    const token = await signupToken();
    const res = await t.api('POST', '/api/auth/select-role', { body: {}, token });
    expect(res.status).toBe(400);
    expect(detail(res, 'body.role')?.code).toBe('fields.required');
  });

  it('client: 200, redirect to /client-onboarding, role saved', async () => {
    const token = await signupToken();
    const res = await t.api('POST', '/api/auth/select-role', { body: { role: 'client' }, token });
    expect(res.status).toBe(200);
    expect(res.body.redirectTo).toBe('/client-onboarding');
    expect(res.body.user.role).toBe('client');
    expect((await me(token)).body.role).toBe('client');
  });

  it('cleaner: 200, redirect to /onboarding, role saved', async () => {
    const token = await signupToken();
    const res = await t.api('POST', '/api/auth/select-role', { body: { role: 'cleaner' }, token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ redirectTo: '/onboarding', user: { role: 'cleaner' } });
    expect((await me(token)).body.role).toBe('cleaner');
  });

  it('answers 409 auth.role_already_chosen for another role, 200 for the same one again', async () => {
    const token = await signupToken();
    expect((await t.api('POST', '/api/auth/select-role', { body: { role: 'cleaner' }, token })).status).toBe(200);
    const other = await t.api('POST', '/api/auth/select-role', { body: { role: 'client' }, token });
    expect(other.status).toBe(409);
    expect(other.body.error).toBe('auth.role_already_chosen');
    expect((await me(token)).body.role).toBe('cleaner');
    const same = await t.api('POST', '/api/auth/select-role', { body: { role: 'cleaner' }, token });
    expect(same.status).toBe(200);
    expect(same.body.redirectTo).toBe('/onboarding');
  });

  it('answers 409 for an admin trying to become a client', async () => {
    const { token } = await loginAs(t, 'admin');
    const res = await t.api('POST', '/api/auth/select-role', { body: { role: 'client' }, token });
    expect(res.status).toBe(409);
  });
});

describe('rate limits', () => {
  const DAY = 24 * 3600;

  function expectRateLimited(res: ApiResponse, windowSeconds: number) {
    expect(res.status).toBe(429);
    expect(res.body.error).toBe('rate_limited');
    const retryAfter = res.headers.get('retry-after');
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(windowSeconds);
    expect(res.body.message).toBe(`Trop de demandes. Veuillez réessayer dans ${retryAfter} secondes.`);
  }

  describe('POST /api/auth/login', () => {
    it('limits attempts per email, even with the right password, and not other emails', async () => {
      const s = await createTestServer({ configure: (c) => Object.assign(c.rateLimits.login, { perEmail: 2, perIp: 100, windowSeconds: DAY }) });
      try {
        const user = await buildUser(s);
        for (let i = 0; i < 2; i++) {
          expect((await s.api('POST', '/api/auth/login', { body: { email: user.email, password: 'Wrong-Password-1' } })).status).toBe(401);
        }
        const blocked = await s.api('POST', '/api/auth/login', { body: { email: user.email.toUpperCase(), password: user.password } });
        expectRateLimited(blocked, DAY);
        expect(blocked.body.token).toBeUndefined();
        const other = await buildUser(s);
        expect((await s.api('POST', '/api/auth/login', { body: { email: other.email, password: other.password } })).status).toBe(200);
      } finally {
        await s.close();
      }
    });

    it('limits attempts per IP across emails', async () => {
      const s = await createTestServer({ configure: (c) => Object.assign(c.rateLimits.login, { perEmail: 100, perIp: 3, windowSeconds: DAY }) });
      try {
        for (let i = 0; i < 3; i++) {
          expect((await s.api('POST', '/api/auth/login', { body: { email: uniqueEmail('ip'), password: 'Wrong-Password-1' } })).status).toBe(401);
        }
        const user = await buildUser(s);
        expectRateLimited(await s.api('POST', '/api/auth/login', { body: { email: user.email, password: user.password } }), DAY);
      } finally {
        await s.close();
      }
    });
  });

  describe('POST /api/auth/signup', () => {
    it('limits sign-ups per IP (both paths share the counter)', async () => {
      const s = await createTestServer({ configure: (c) => Object.assign(c.rateLimits.signup, { perIp: 2, windowSeconds: DAY }) });
      try {
        expect((await s.api('POST', '/api/auth/signup', { body: validSignup() })).status).toBe(201);
        expect((await s.api('POST', '/api/register', { body: validSignup() })).status).toBe(201);
        const input = validSignup();
        expectRateLimited(await s.api('POST', '/api/auth/signup', { body: input }), DAY);
        expectRateLimited(await s.api('POST', '/api/register', { body: validSignup() }), DAY);
        // Nothing was created by the refused attempt.
        expect((await s.api('POST', '/api/auth/login', { body: { email: input.email, password: input.password } })).status).toBe(401);
      } finally {
        await s.close();
      }
    });
  });

  describe('POST /api/auth/forgot-password', () => {
    it('limits requests per email', async () => {
      const s = await createTestServer({ configure: (c) => Object.assign(c.rateLimits.forgotPassword, { perEmail: 2, perIp: 100, windowSeconds: DAY }) });
      try {
        const email = uniqueEmail('forgot');
        for (let i = 0; i < 2; i++) expect((await s.api('POST', '/api/auth/forgot-password', { body: { email } })).status).toBe(202);
        expectRateLimited(await s.api('POST', '/api/auth/forgot-password', { body: { email: email.toUpperCase() } }), DAY);
        expect((await s.api('POST', '/api/auth/forgot-password', { body: { email: uniqueEmail('forgot') } })).status).toBe(202);
      } finally {
        await s.close();
      }
    });

    it('limits requests per IP across emails', async () => {
      const s = await createTestServer({ configure: (c) => Object.assign(c.rateLimits.forgotPassword, { perEmail: 100, perIp: 2, windowSeconds: DAY }) });
      try {
        for (let i = 0; i < 2; i++) expect((await s.api('POST', '/api/auth/forgot-password', { body: { email: uniqueEmail('fip') } })).status).toBe(202);
        expectRateLimited(await s.api('POST', '/api/auth/forgot-password', { body: { email: uniqueEmail('fip') } }), DAY);
      } finally {
        await s.close();
      }
    });
  });
});
