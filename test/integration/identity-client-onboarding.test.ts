import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type ApiResponse, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';

// Gender on the account and the end of client onboarding (spec section 3, Client onboarding).

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ configure: (c) => (c.rateLimits.login.perIp = 10_000) });
});
afterAll(() => t.close());

const detail = (res: ApiResponse, field: string) => (res.body.details ?? []).find((d: { field: string }) => d.field === field);

describe('PATCH /api/users/me (gender)', () => {
  it('starts with no gender and no onboarding', async () => {
    const { token } = await loginAs(t, 'client');
    expect((await t.api('GET', '/api/users/me', { token })).body).toMatchObject({ gender: null, clientOnboardedAt: null });
  });

  it('answers 400 for a gender outside the four choices', async () => {
    const { token } = await loginAs(t, 'client');
    const res = await t.api('PATCH', '/api/users/me', { token, body: { gender: 'robot' } });
    expect(res.status).toBe(400);
    expect(detail(res, 'body.gender')).toMatchObject({ code: 'fields.invalid_choice', message: 'Choix invalide' });
  });

  it('records each of the four choices, and null clears it', async () => {
    const { token } = await loginAs(t, 'cleaner');
    for (const gender of ['male', 'female', 'other', 'prefer_not_to_say']) {
      const res = await t.api('PATCH', '/api/users/me', { token, body: { gender } });
      expect(res.status).toBe(200);
      expect(res.body.gender).toBe(gender);
    }
    expect((await t.api('GET', '/api/users/me', { token })).body.gender).toBe('prefer_not_to_say');
    expect((await t.api('PATCH', '/api/users/me', { token, body: { gender: null } })).body.gender).toBeNull();
  });
});

describe('POST /api/users/me/client-onboarding/complete', () => {
  it('answers 401 when not signed in', async () => {
    expect((await t.api('POST', '/api/users/me/client-onboarding/complete')).status).toBe(401);
  });

  it('answers 403 to cleaners, admins and people without a role', async () => {
    for (const role of ['cleaner', 'admin', null] as const) {
      const { token } = await loginAs(t, role);
      const res = await t.api('POST', '/api/users/me/client-onboarding/complete', { token, headers: { 'accept-language': 'fr' } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'onboarding.clients_only', message: "L'accueil des nouveaux clients est réservé aux comptes clients." });
    }
  });

  it('records the completion once; calling again keeps the first time', async () => {
    const { token } = await loginAs(t, 'client');
    const first = await t.api('POST', '/api/users/me/client-onboarding/complete', { token });
    expect(first.status).toBe(200);
    expect(first.body.clientOnboardedAt).toEqual(expect.any(String));
    const again = await t.api('POST', '/api/users/me/client-onboarding/complete', { token });
    expect(again.body.clientOnboardedAt).toBe(first.body.clientOnboardedAt);
    expect((await t.api('GET', '/api/users/me', { token })).body.clientOnboardedAt).toBe(first.body.clientOnboardedAt);
  });
});
