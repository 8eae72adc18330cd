import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type ApiResponse, type TestServer } from '../support/test-server.js';
import { buildUser, uniqueEmail } from '../support/factories.js';

// Forgotten password: the emailed single-use link, valid one hour. The server's clock can be moved forward.

const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({
    clock,
    configure: (c) => {
      c.rateLimits.login.perIp = 10_000;
      c.rateLimits.forgotPassword.perIp = 10_000;
    },
  });
});
afterEach(() => {
  clock.offsetMs = 0;
});
afterAll(() => t.close());

const MINUTE = 60_000;
const NEW_PASSWORD = 'Quiet-Meadow-Compass-58';

const detail = (res: ApiResponse, field: string) => (res.body.details ?? []).find((d: { field: string }) => d.field === field);
const login = (email: string, password: string) => t.api('POST', '/api/auth/login', { body: { email, password } });
const forgot = (email: string, headers: Record<string, string> = {}) => t.api('POST', '/api/auth/forgot-password', { body: { email }, headers });
const reset = (token: string, password: string) => t.api('POST', '/api/auth/reset-password', { body: { token, password } });

async function mailTo(address: string) {
  // The development mailbox answers this machine only (the test server otherwise poses as another client).
  const res = await t.api('GET', '/api/dev/mailbox', { headers: { 'x-forwarded-for': '127.0.0.1' } });
  expect(res.status).toBe(200);
  return (res.body as { to: string; subject: string; text: string }[]).filter((m) => m.to === address);
}

/** Asks for a link and returns the token from the newest email sent to that address. */
async function requestResetToken(email: string): Promise<string> {
  expect((await forgot(email)).status).toBe(202);
  const [newest] = await mailTo(email);
  const token = /\/reset-password\/([\w-]+)/.exec(newest?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return token;
}

describe('POST /api/auth/forgot-password', () => {
  it('answers 202 with the same body whether or not the account exists', async () => {
    const user = await buildUser(t);
    const known = await forgot(user.email);
    const unknown = await forgot(uniqueEmail('nobody'));
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toBe("Si un compte existe pour ce courriel, un lien de réinitialisation vient d'y être envoyé.");
  });

  it('answers in English with Accept-Language: en', async () => {
    const res = await forgot(uniqueEmail('nobody'), { 'accept-language': 'en' });
    expect(res.body.message).toBe('If an account exists for this email, a reset link has just been sent to it.');
  });

  it('mails a reset link only when the account exists', async () => {
    const user = await buildUser(t);
    const ghost = uniqueEmail('ghost');
    await forgot(user.email);
    await forgot(ghost);
    const mails = await mailTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/http:\/\/localhost[^\s]*\/reset-password\/[\w-]{20,}/);
    expect(await mailTo(ghost)).toEqual([]);
  });

  it('finds the account whatever the case of the email', async () => {
    const user = await buildUser(t);
    expect((await forgot(user.email.toUpperCase())).status).toBe(202);
    expect(await mailTo(user.email)).toHaveLength(1);
  });

  it("writes in the user's language: French for a fr user, English for an en user", async () => {
    const fr = await buildUser(t, { locale: 'fr', name: 'Anne Hébert' });
    const en = await buildUser(t, { locale: 'en', name: 'Leonard Cohen' });
    // The caller's Accept-Language does not matter: the account's language does.
    await forgot(fr.email, { 'accept-language': 'en' });
    await forgot(en.email, { 'accept-language': 'fr' });
    const [toFr] = await mailTo(fr.email);
    const [toEn] = await mailTo(en.email);
    expect(toFr!.subject).toBe('Réinitialisez votre mot de passe Éclat');
    expect(toFr!.text).toContain('Bonjour Anne Hébert');
    expect(toEn!.subject).toBe('Reset your Éclat password');
    expect(toEn!.text).toContain('Hello Leonard Cohen');
    expect(toEn!.text).toContain('60 minutes');
  });

  it('sends nothing to a suspended account', async () => {
    const user = await buildUser(t);
    await t.inContext(async () => {
      const u = await t.server.app.identity.deps.users.findById(user.id);
      u!.status = 'suspended';
      await t.server.app.identity.deps.users.flush();
    });
    expect((await forgot(user.email)).status).toBe(202);
    expect(await mailTo(user.email)).toEqual([]);
  });

  it('answers 400 for a malformed or missing email', async () => {
    const bad = await forgot('not-an-email');
    expect(bad.status).toBe(400);
    expect(detail(bad, 'body.email')?.code).toBe('fields.invalid_email');
    const missing = await t.api('POST', '/api/auth/forgot-password', { body: {} });
    expect(missing.status).toBe(400);
    expect(detail(missing, 'body.email')?.code).toBe('fields.required');
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password with the emailed token (200): new one works, old one fails', async () => {
    const user = await buildUser(t);
    const token = await requestResetToken(user.email);
    const res = await reset(token, NEW_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Votre mot de passe a été changé. Vous pouvez maintenant vous connecter.');
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(401);
  });

  it('works once: the second use answers 400 auth.reset_token_invalid', async () => {
    const user = await buildUser(t);
    const token = await requestResetToken(user.email);
    expect((await reset(token, NEW_PASSWORD)).status).toBe(200);
    const again = await reset(token, 'Another-Strong-Phrase-77');
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('auth.reset_token_invalid');
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('signs the user out everywhere', async () => {
    const user = await buildUser(t);
    const session = (await login(user.email, user.password)).body.token as string;
    expect((await t.api('GET', '/api/users/me', { token: session })).status).toBe(200);
    expect((await reset(await requestResetToken(user.email), NEW_PASSWORD)).status).toBe(200);
    expect((await t.api('GET', '/api/users/me', { token: session })).status).toBe(401);
  });

  it('still works 59 minutes later', async () => {
    const user = await buildUser(t);
    const token = await requestResetToken(user.email);
    clock.offsetMs = 59 * MINUTE;
    expect((await reset(token, NEW_PASSWORD)).status).toBe(200);
  });

  it('has expired 61 minutes later (400) and does not change the password', async () => {
    const user = await buildUser(t);
    const token = await requestResetToken(user.email);
    clock.offsetMs = 61 * MINUTE;
    const res = await reset(token, NEW_PASSWORD);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('auth.reset_token_invalid');
    clock.offsetMs = 0;
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('refuses a weak password (400) without burning the token', async () => {
    const user = await buildUser(t);
    const token = await requestResetToken(user.email);
    const common = await reset(token, 'password123');
    expect(common.status).toBe(400);
    expect(detail(common, 'body.password')?.code).toBe('auth.password_too_common');
    const short = await reset(token, 'Ab1#');
    expect(short.status).toBe(400);
    expect(detail(short, 'body.password')?.code).toMatch(/too_short/);
    expect((await reset(token, NEW_PASSWORD)).status).toBe(200);
  });

  it('only the newest link works', async () => {
    const user = await buildUser(t);
    const older = await requestResetToken(user.email);
    const newer = await requestResetToken(user.email);
    expect(newer).not.toBe(older);
    const res = await reset(older, NEW_PASSWORD);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('auth.reset_token_invalid');
    expect((await reset(newer, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers 400 auth.reset_token_invalid for a made-up token, in English when asked', async () => {
    const res = await t.api('POST', '/api/auth/reset-password', {
      body: { token: 'a'.repeat(43), password: NEW_PASSWORD },
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'auth.reset_token_invalid', message: 'This reset link is invalid or has expired. Ask for a new one.' });
  });

  it('answers 400 validation_failed for a missing password or a too-short token', async () => {
    const res = await t.api('POST', '/api/auth/reset-password', { body: { token: 'short' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_failed');
    expect(detail(res, 'body.token')?.code).toBe('fields.too_short');
    expect(detail(res, 'body.password')?.code).toBe('fields.required');
  });
});
