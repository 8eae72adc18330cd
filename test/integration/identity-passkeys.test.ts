import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type ApiResponse, type TestServer } from '../support/test-server.js';
import { loginAs, uniqueEmail } from '../support/factories.js';
import { SoftwareAuthenticator } from '../support/software-authenticator.js';

// Passkeys (biometric sign-in) through the real endpoints, with a software authenticator standing in for the device.

let t: TestServer;
let origin: string;
beforeAll(async () => {
  t = await createTestServer({
    configure: (c) => {
      c.rateLimits.login.perIp = 10_000;
      c.passkeys.maxPerAccount = 3;
    },
  });
  origin = new URL(t.config.publicUrl).origin;
});
afterAll(() => t.close());

const challengeCookie = (res: ApiResponse) => res.headers.getSetCookie().find((c) => c.startsWith('eclat_webauthn='))!.split(';')[0]!;

async function addPasskey(token: string, device: SoftwareAuthenticator, name = 'Téléphone') {
  const options = await t.api('POST', '/api/users/me/passkeys/options', { token });
  expect(options.status).toBe(200);
  const response = device.create(options.body);
  return t.api('POST', '/api/users/me/passkeys', { token, body: { name, response }, headers: { cookie: challengeCookie(options) } });
}

async function signInWith(device: SoftwareAuthenticator, which?: number) {
  const options = await t.api('POST', '/api/auth/passkey/options');
  expect(options.status).toBe(200);
  const cookie = challengeCookie(options);
  const response = device.get(options.body, which);
  return { res: await t.api('POST', '/api/auth/passkey', { body: { response }, headers: { cookie } }), cookie, response };
}

async function mailTo(address: string): Promise<string[]> {
  const res = await t.api('GET', '/api/dev/mailbox', { headers: { 'x-forwarded-for': '127.0.0.1' } });
  return (res.body as { to: string; subject: string }[]).filter((m) => m.to === address).map((m) => m.subject);
}

describe('POST /api/users/me/passkeys', () => {
  it('401 without a session', async () => {
    expect((await t.api('POST', '/api/users/me/passkeys/options')).status).toBe(401);
    expect((await t.api('GET', '/api/users/me/passkeys')).status).toBe(401);
  });

  it('registers named passkeys (several per account), listed in settings, each emailed to the holder', async () => {
    const { user, token } = await loginAs(t, 'client');
    const device = new SoftwareAuthenticator(origin);
    const options = await t.api('POST', '/api/users/me/passkeys/options', { token });
    // A discoverable credential with user verification (the biometric step), no attestation.
    expect(options.body).toMatchObject({ rp: { id: new URL(origin).hostname }, attestation: 'none', authenticatorSelection: { residentKey: 'required', userVerification: 'required' } });
    const first = await t.api('POST', '/api/users/me/passkeys', { token, body: { name: '  Téléphone   de Camille ', response: device.create(options.body) }, headers: { cookie: challengeCookie(options) } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ name: 'Téléphone de Camille', lastUsedAt: null });
    const second = await addPasskey(token, device, 'Portable');
    expect(second.status).toBe(201);
    // The second ceremony excluded the first credential.
    const list = await t.api('GET', '/api/users/me/passkeys', { token });
    expect(list.body.items.map((p: { name: string }) => p.name)).toEqual(['Téléphone de Camille', 'Portable']);
    await expect.poll(() => mailTo(user.email)).toContain("La clé d'accès «\u00a0Portable\u00a0» peut maintenant vous connecter à Éclat");
  });

  it('refuses an answer without this browser\'s challenge, or to another challenge', async () => {
    const { token } = await loginAs(t, 'client');
    const device = new SoftwareAuthenticator(origin);
    const options = await t.api('POST', '/api/users/me/passkeys/options', { token });
    const noCookie = await t.api('POST', '/api/users/me/passkeys', { token, body: { name: 'X', response: device.create(options.body) } });
    expect(noCookie.status).toBe(400);
    expect(noCookie.body.error).toBe('passkeys.verification_failed');
    const other = await t.api('POST', '/api/users/me/passkeys/options', { token });
    const mismatch = await t.api('POST', '/api/users/me/passkeys', { token, body: { name: 'X', response: device.create(options.body) }, headers: { cookie: challengeCookie(other) } });
    expect(mismatch.status).toBe(400);
  });

  it('refuses a challenge issued to another account', async () => {
    const a = await loginAs(t, 'client');
    const b = await loginAs(t, 'client');
    const options = await t.api('POST', '/api/users/me/passkeys/options', { token: a.token });
    const res = await t.api('POST', '/api/users/me/passkeys', { token: b.token, body: { name: 'X', response: new SoftwareAuthenticator(origin).create(options.body) }, headers: { cookie: challengeCookie(options) } });
    expect(res.status).toBe(400);
  });

  it('refuses an answer made for another site (origin)', async () => {
    const { token } = await loginAs(t, 'client');
    const options = await t.api('POST', '/api/users/me/passkeys/options', { token });
    const res = await t.api('POST', '/api/users/me/passkeys', { token, body: { name: 'X', response: new SoftwareAuthenticator('https://evil.example').create(options.body) }, headers: { cookie: challengeCookie(options) } });
    expect(res.status).toBe(400);
  });

  it('409 past the number of passkeys an account may hold', async () => {
    const { token } = await loginAs(t, 'client');
    const device = new SoftwareAuthenticator(origin);
    for (const name of ['Un', 'Deux', 'Trois']) expect((await addPasskey(token, device, name)).status).toBe(201);
    const res = await addPasskey(token, device, 'Quatre');
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('passkeys.too_many');
  });

  it('400 for a name that is blank', async () => {
    const { token } = await loginAs(t, 'client');
    expect((await addPasskey(token, new SoftwareAuthenticator(origin), '   ')).status).toBe(400);
  });
});

describe('POST /api/auth/passkey', () => {
  it('signs in with a registered passkey: a new session, the cookie set, the use recorded', async () => {
    const { user, token } = await loginAs(t, 'client');
    const device = new SoftwareAuthenticator(origin);
    await addPasskey(token, device);
    const { res } = await signInWith(device);
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
    expect(res.body.token).not.toBe(token);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('eclat_session='))).toBe(true);
    const list = await t.api('GET', '/api/users/me/passkeys', { token: res.body.token });
    expect(list.body.items[0].lastUsedAt).not.toBeNull();
  });

  it('refuses a replayed assertion (one answer per challenge), with the biometric failure text', async () => {
    const { token } = await loginAs(t, 'client');
    const device = new SoftwareAuthenticator(origin);
    await addPasskey(token, device);
    const { res, cookie, response } = await signInWith(device);
    expect(res.status).toBe(200);
    const replay = await t.api('POST', '/api/auth/passkey', { body: { response }, headers: { cookie } });
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ error: 'auth.passkey_failed', message: "L'authentification biométrique a échoué. Réessayez ou connectez-vous avec votre mot de passe." });
  });

  it('refuses an assertion signed by another key for a registered credential', async () => {
    const { token } = await loginAs(t, 'client');
    const device = new SoftwareAuthenticator(origin);
    await addPasskey(token, device);
    const impostor = new SoftwareAuthenticator(origin);
    impostor.create({ challenge: 'x', user: { id: 'x' } });
    impostor.credentials[0]!.id = device.credentials[0]!.id;
    expect((await signInWith(impostor)).res.status).toBe(401);
  });

  it('answers "setup required" for a passkey this site does not know (removed, or never registered)', async () => {
    const device = new SoftwareAuthenticator(origin);
    device.create({ challenge: 'x', user: { id: 'x' } });
    const { res } = await signInWith(device);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('auth.passkey_not_set_up');
  });

  it('401 without the challenge cookie', async () => {
    const options = await t.api('POST', '/api/auth/passkey/options');
    const device = new SoftwareAuthenticator(origin);
    device.create({ challenge: 'x', user: { id: 'x' } });
    expect((await t.api('POST', '/api/auth/passkey', { body: { response: device.get(options.body) } })).status).toBe(401);
  });
});

describe('DELETE /api/users/me/passkeys/{id}', () => {
  it('removes a passkey while the password remains, emails the holder, and the passkey no longer signs in', async () => {
    const { user, token } = await loginAs(t, 'client', { locale: 'en' });
    const device = new SoftwareAuthenticator(origin);
    const added = await addPasskey(token, device, 'Laptop');
    const res = await t.api('DELETE', `/api/users/me/passkeys/${added.body.id}`, { token });
    expect(res.status).toBe(204);
    expect((await t.api('GET', '/api/users/me/passkeys', { token })).body.items).toEqual([]);
    await expect.poll(() => mailTo(user.email)).toContain('The passkey “Laptop” no longer signs in to your Éclat account');
    expect((await signInWith(device)).res.body.error).toBe('auth.passkey_not_set_up');
    expect((await t.api('DELETE', `/api/users/me/passkeys/${added.body.id}`, { token })).status).toBe(404);
  });

  it("refuses to remove the last way to sign in, and another account's passkey", async () => {
    const { user, token } = await loginAs(t, 'client', { email: uniqueEmail('passkey-only') });
    const device = new SoftwareAuthenticator(origin);
    const first = await addPasskey(token, device, 'Un');
    // An account without a password (as made by a social sign-in whose provider was since unlinked).
    await t.server.orm.em.getConnection().execute('update identity_users set password_hash = null where id = ?', [user.id]);
    const last = await t.api('DELETE', `/api/users/me/passkeys/${first.body.id}`, { token });
    expect(last.status).toBe(409);
    expect(last.body.error).toBe('auth.last_sign_in_method');
    const second = await addPasskey(token, device, 'Deux');
    expect((await t.api('DELETE', `/api/users/me/passkeys/${first.body.id}`, { token })).status).toBe(204);
    const other = await loginAs(t, 'client');
    expect((await t.api('DELETE', `/api/users/me/passkeys/${second.body.id}`, { token: other.token })).status).toBe(404);
  });
});

describe('rate limits', () => {
  it('429 past the sign-in attempts per IP (the password sign-in limit)', async () => {
    const limited = await createTestServer({ configure: (c) => Object.assign(c.rateLimits.login, { perIp: 2, windowSeconds: 24 * 60 * 60 }) });
    try {
      const attempt = () => limited.api('POST', '/api/auth/passkey', { body: { response: { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'x' } } } });
      expect((await attempt()).status).toBe(401);
      expect((await attempt()).status).toBe(401);
      const third = await attempt();
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});
