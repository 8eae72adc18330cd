import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { buildUser, loginAs } from '../support/factories.js';
import { connectionGuardOf } from '../../src/db/orm.js';

// Issue #24: each instance caches who holds a token (SESSION_CACHE_SECONDS, 30 s by default); every
// change, made anywhere (another instance, plain SQL), reaches every instance through identity's
// trigger and NOTIFY. Two servers started the production way share the database and a clock.

const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
let a: TestServer;
let b: TestServer;
let off: TestServer;
const reads = new Map<TestServer, { callers: number; touches: number }>();

/** Counts, per server, the caller reads (a prepared statement on the ORM's pool) and the last-seen touches. */
async function observe(t: TestServer) {
  const counts = { callers: 0, touches: 0 };
  const pool = await (t.server.orm.em.getConnection().getNativeClient() as unknown as Promise<pg.Pool>);
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if ((args[0] as { name?: string } | undefined)?.name === 'identity.find_caller') counts.callers++;
    return query(...args);
  };
  connectionGuardOf(t.server.orm).traceQuery = (statement, run) => {
    if (/^update "identity_sessions" set "last_seen_at"/i.test(statement)) counts.touches++;
    return run();
  };
  reads.set(t, counts);
}
const counts = (t: TestServer) => ({ ...reads.get(t)! });
const sql = (query: string, params: unknown[] = []) => a.server.orm.em.getConnection().execute(query, params);
const me = async (t: TestServer, token: string) => (await t.api('GET', '/api/users/me', { token })).status;

/**
 * Runs `work` while `t`'s listening connection is busy (a query holds it), so that announcements reach
 * `t` only afterwards: what `work` sees on `t` is then its own doing, not the notification's.
 */
async function withAnnouncementsHeld<T>(t: TestServer, work: () => Promise<T>): Promise<T> {
  const listening = (t.server.app.realtime as unknown as { client: pg.Client }).client;
  const held = listening.query('select pg_sleep(1)');
  try {
    return await work();
  } finally {
    await held;
  }
}

/** Asks until the answer is `status`; the time it took (ms), or fails after `withinMs`. */
async function untilStatus(ask: () => Promise<number>, status: number, withinMs: number): Promise<number> {
  const start = Date.now();
  for (;;) {
    if ((await ask()) === status) return Date.now() - start;
    if (Date.now() - start > withinMs) throw new Error(`still not ${status} after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  [a, b, off] = await Promise.all([createTestServer({ clock }), createTestServer({ clock }), createTestServer({ clock, env: { SESSION_CACHE_SECONDS: '0' } })]);
  for (const t of [a, b, off]) await observe(t);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close(), off?.close()]);
});

describe('session cache', () => {
  it('answers repeated requests without reading the session, and touches last-seen once a minute, not once a request', async () => {
    const { token } = await loginAs(a, 'client');
    const before = counts(a);
    for (let i = 0; i < 4; i++) expect(await me(a, token)).toBe(200);
    expect(counts(a).callers - before.callers).toBe(1);
    clock.offsetMs = 2 * 60_000;
    try {
      for (let i = 0; i < 4; i++) expect(await me(a, token)).toBe(200);
      expect(counts(a).touches - before.touches).toBe(1);
      expect(counts(a).callers - before.callers).toBe(1);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('reads every time when SESSION_CACHE_SECONDS is 0', async () => {
    const { token } = await loginAs(off, 'client');
    const before = counts(off);
    for (let i = 0; i < 3; i++) expect(await me(off, token)).toBe(200);
    expect(counts(off).callers - before.callers).toBe(3);
  });

  it('refuses a session revoked by plain SQL on every instance within a second', async () => {
    const { user, token } = await loginAs(a, 'client');
    for (const t of [a, b]) {
      expect(await me(t, token)).toBe(200);
      const cached = counts(t).callers;
      expect(await me(t, token)).toBe(200);
      expect(counts(t).callers).toBe(cached);
    }
    await sql('update identity_sessions set revoked_at = now() where user_id = ?', [user.id]);
    const took = await Promise.all([a, b].map((t) => untilStatus(() => me(t, token), 401, 1000)));
    expect(Math.max(...took)).toBeLessThan(1000);
  });

  it('refuses a session deleted by plain SQL (retention, erasure) within a second', async () => {
    const { user, token } = await loginAs(a, 'client');
    expect(await me(a, token)).toBe(200);
    await sql('delete from identity_sessions where user_id = ?', [user.id]);
    await untilStatus(() => me(a, token), 401, 1000);
  });

  it('refuses the sessions of an account suspended by plain SQL within a second', async () => {
    const { user, token } = await loginAs(a, 'client');
    for (const t of [a, b]) expect(await me(t, token)).toBe(200);
    await sql("update identity_users set status = 'suspended' where id = ?", [user.id]);
    await Promise.all([a, b].map((t) => untilStatus(() => me(t, token), 401, 1000)));
  });

  it('applies a role changed by plain SQL within a second', async () => {
    const { user, token } = await loginAs(a, 'admin');
    const users = async (t: TestServer) => (await t.api('GET', '/api/admin/users', { token })).status;
    for (const t of [a, b]) {
      expect(await users(t)).toBe(200);
      expect(await users(t)).toBe(200);
    }
    await sql("update identity_users set role = 'client' where id = ?", [user.id]);
    await Promise.all([a, b].map((t) => untilStatus(() => users(t), 403, 1000)));
  });

  it("applies a language change at once on the instance that made it, and within a second on the others", async () => {
    const { token } = await loginAs(a, 'client', { locale: 'fr' });
    const refusal = async (t: TestServer) => (await t.api('GET', '/api/admin/users', { token })).body.message as string;
    const french = await refusal(a);
    expect(await refusal(b)).toBe(french);
    const english = await withAnnouncementsHeld(a, async () => {
      expect((await a.api('PATCH', '/api/users/me', { token, body: { locale: 'en' } })).status).toBe(200);
      return refusal(a);
    });
    expect(english).not.toBe(french);
    await untilStatus(async () => ((await refusal(b)) === english ? 1 : 0), 1, 1000);
  });

  it('signs out at once on the instance that signed out, and within a second on the others', async () => {
    const { token } = await loginAs(a, 'client');
    for (const t of [a, b]) expect(await me(t, token)).toBe(200);
    await withAnnouncementsHeld(a, async () => {
      expect((await a.api('POST', '/api/auth/logout', { token })).status).toBe(204);
      expect(await me(a, token)).toBe(401);
    });
    await untilStatus(() => me(b, token), 401, 1000);
  });

  it('revokes the other sessions at a password change, on every instance', async () => {
    const user = await buildUser(a);
    const login = async () => (await a.api('POST', '/api/auth/login', { body: { email: user.email, password: user.password } })).body.token as string;
    const [kept, other] = [await login(), await login()];
    for (const t of [a, b]) for (const token of [kept, other]) expect(await me(t, token)).toBe(200);
    await withAnnouncementsHeld(a, async () => {
      const changed = await a.api('POST', '/api/users/me/password', { token: kept, body: { currentPassword: user.password, newPassword: 'A-new-passw0rd-for-cache' } });
      expect(changed.status).toBe(204);
      expect(await me(a, other)).toBe(401);
    });
    await untilStatus(() => me(b, other), 401, 1000);
    for (const t of [a, b]) expect(await me(t, kept)).toBe(200);
  });

  it('reads again before refusing a cached session that looks idle: another instance may have used it since', async () => {
    const { token } = await loginAs(a, 'client');
    expect(await me(a, token)).toBe(200);
    try {
      // 11 h later the session is used on the other instance (which records it); this one's copy still says 11 h ago.
      clock.offsetMs = 11 * 3600_000;
      expect(await me(b, token)).toBe(200);
      // 12 h 1 min after sign-in: idle by the cached copy (12 h), not by the database's last-seen (1 h 1 min).
      clock.offsetMs = 12 * 3600_000 + 60_000;
      const before = counts(a).callers;
      expect(await me(a, token)).toBe(200);
      expect(counts(a).callers - before).toBe(1);
    } finally {
      clock.offsetMs = 0;
    }
  });
});
