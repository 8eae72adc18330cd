import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { buildUser } from '../support/factories.js';

// Session lifetimes end to end, with the server's clock moved forward:
// browser session 24 h absolute / 12 h idle, remember-me 30 days absolute / 14 days idle (defaults).

const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ clock });
});
afterEach(() => {
  clock.offsetMs = 0;
});
afterAll(() => t.close());

const HOUR = 3600_000;
const DAY = 24 * HOUR;

async function signIn(rememberMe: boolean) {
  const user = await buildUser(t);
  const res = await t.api('POST', '/api/auth/login', { body: { email: user.email, password: user.password, rememberMe } });
  expect(res.status).toBe(200);
  return res.body.token as string;
}
const status = async (token: string) => (await t.api('GET', '/api/users/me', { token })).status;

describe('GET /api/users/me with an ageing session', () => {
  it('browser session: use keeps it alive within 24 hours, then it ends at its absolute expiry', async () => {
    const token = await signIn(false);
    clock.offsetMs = 11 * HOUR;
    expect(await status(token)).toBe(200);
    clock.offsetMs = 22 * HOUR;
    expect(await status(token)).toBe(200);
    clock.offsetMs = 24 * HOUR + 60_000;
    expect(await status(token)).toBe(401);
  });

  it('browser session: ends after 12 hours without use', async () => {
    const token = await signIn(false);
    clock.offsetMs = 12 * HOUR + 60_000;
    expect(await status(token)).toBe(401);
  });

  it('remember-me: outlives the browser-session limits, ends after 30 days', async () => {
    const token = await signIn(true);
    clock.offsetMs = 13 * DAY;
    expect(await status(token)).toBe(200);
    clock.offsetMs = 26 * DAY;
    expect(await status(token)).toBe(200);
    clock.offsetMs = 30 * DAY + 60_000;
    expect(await status(token)).toBe(401);
  });

  it('remember-me: ends after 14 days without use', async () => {
    const token = await signIn(true);
    clock.offsetMs = 14 * DAY + 60_000;
    expect(await status(token)).toBe(401);
  });
});
