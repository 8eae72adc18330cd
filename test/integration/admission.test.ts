import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionGuardOf } from '../../src/db/orm.js';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { databaseUrl } from '../support/database-url.js';
import { connect } from '../support/realtime-client.js';

/**
 * Issue #37: admission control in front of the work and per-address limits on cheap public reads.
 * Timing-free on purpose (a loaded 2-core machine): admitted writes are held on a row lock, so what is
 * refused is refused while they are still running, and "before any database work" is counted in
 * statements sent on the pool, not in milliseconds. The event loop's lag is not a signal here (a busy
 * CI machine would thin requests at random); its rule is unit-tested beside the controller.
 */
let t: TestServer;
let db: pg.Client;
let client: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await createTestServer({
    env: {
      ADMISSION_CONTROL: 'true',
      ADMISSION_WRITE_CONCURRENCY: '2',
      ADMISSION_MAX_WAIT_MS: '20000',
      ADMISSION_EVENT_LOOP_LAG_MS: '0',
      ADMISSION_EVENT_LOOP_UTILIZATION: '0',
      PUBLIC_READS_PER_MINUTE: '60',
      PUBLIC_READS_BURST: '3',
    },
  });
  db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
  client = await loginAs(t, 'client');
});

afterAll(async () => {
  await db?.end();
  await t?.close();
});

/** Statements sent on the server's pool while `work` runs. */
async function statementsDuring<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const guard = connectionGuardOf(t.server.orm);
  let statements = 0;
  const before = guard.traceQuery;
  guard.traceQuery = (_statement, run) => {
    statements++;
    return run();
  };
  try {
    return { result: await work(), statements };
  } finally {
    guard.traceQuery = before;
  }
}

async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const rename = (name: string, locale = 'fr') => t.api('PATCH', '/api/users/me', { token: client.token, body: { name }, headers: { 'accept-language': locale } });

describe('admission control (issue #37)', () => {
  it('refuses writes beyond the bound at once with 503 and Retry-After, before any statement, while the admitted ones complete', async () => {
    const other = await loginAs(t, 'client');
    // The account's row is locked: admitted renames hold their slot, waiting on it.
    await db.query('begin');
    await db.query('select 1 from identity_users where id = $1 for update', [client.user.id]);
    const admitted = [rename('Première'), rename('Deuxième')];
    await until(async () => {
      // pg_stat_activity is a snapshot inside a transaction: cleared before each look.
      await db.query('select pg_stat_clear_snapshot()');
      const { rows } = await db.query("select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'");
      return rows[0].n === 2;
    }, 'two renames waiting on the lock');
    // As many again wait for a slot (the queue is as long as the class's concurrency).
    const queued = [rename('Troisième'), rename('Quatrième')];
    await until(() => t.server.app.admission.stats().waiting.write === 2, 'two renames queued');
    let settled = 0;
    for (const p of [...admitted, ...queued]) void p.finally(() => settled++);

    const { result: refused, statements } = await statementsDuring(() => Promise.all([rename('Cinquième'), rename('Sixième', 'en'), rename('Septième')]));
    expect(refused.map((r) => r.status)).toEqual([503, 503, 503]);
    for (const r of refused) expect(r.headers.get('retry-after')).toBe('2');
    expect(refused[0]!.body).toEqual({ error: 'service_unavailable', message: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.' });
    expect(refused[1]!.body.message).toMatch(/temporarily unavailable/);
    expect(statements).toBe(0);
    // Refused while the admitted and queued ones were still held.
    expect(settled).toBe(0);

    // Other classes are not starved by full writes; health, readiness and sign-out are always admitted.
    expect((await t.api('GET', '/api/users/me', { token: client.token })).status).toBe(200);
    expect((await t.api('GET', '/api/health')).status).toBe(200);
    expect((await t.api('GET', '/api/ready')).status).toBe(200);
    expect((await t.api('POST', '/api/auth/logout', { token: other.token })).status).toBe(204);

    await db.query('commit');
    expect((await Promise.all([...admitted, ...queued])).map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(t.server.app.admission.stats()).toMatchObject({ running: { write: 0 }, waiting: { write: 0 } });
    const metrics = await t.server.app.metrics.render();
    expect(metrics).toMatch(/eclat_admission_refused_total\{class="write",reason="busy"\} 3/);
  });

  it('limits public search per address: RateLimit headers on every answer, 429 with Retry-After past the budget', async () => {
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await t.api('GET', '/api/cleaners?page=1', from('198.51.100.7')));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    expect(answers.map((r) => r.headers.get('ratelimit-remaining'))).toEqual(['2', '1', '0', '0']);
    for (const r of answers) expect(r.headers.get('ratelimit-limit')).toBe('3');
    const limited = answers[3]!;
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get('ratelimit-reset'))).toBeGreaterThanOrEqual(1);
    expect(limited.body).toMatchObject({ error: 'rate_limited', message: expect.stringContaining('Trop de demandes') });
    // Recommendations share search's budget; place suggestions and profiles have their own; other addresses theirs.
    expect((await t.api('GET', '/api/cleaners/recommended', from('198.51.100.7'))).status).toBe(429);
    expect((await t.api('GET', '/api/geo/places?q=Mont', from('198.51.100.7'))).status).toBe(200);
    expect((await t.api('GET', '/api/cleaners?page=2', from('198.51.100.8'))).status).toBe(200);
    // An IPv6 subscriber's whole /64 is one address.
    for (let i = 1; i <= 3; i++) expect((await t.api('GET', '/api/cleaners', from(`2001:db8:1:2::${i}`))).status).toBe(200);
    expect((await t.api('GET', '/api/cleaners', from('2001:db8:1:2::99'))).status).toBe(429);
    // Reads that are not cheap public ones carry no such budget.
    expect((await t.api('GET', '/api/users/me', { token: client.token, ...from('198.51.100.7') })).headers.get('ratelimit-limit')).toBeNull();
  });

  it('spends one hit of the budget for a search the ready answers hand on to the route (a refusal, a signed-in caller)', async () => {
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    const refused = await t.api('GET', '/api/cleaners?city=atlantide', from('198.51.100.20'));
    expect(refused.status).toBe(400);
    expect(refused.headers.get('ratelimit-remaining')).toBe('2');
    const invalid = await t.api('GET', '/api/cleaners?pageSize=500', from('198.51.100.20'));
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('ratelimit-remaining')).toBe('1');
    expect((await t.api('GET', '/api/cleaners?page=1', from('198.51.100.20'))).headers.get('ratelimit-remaining')).toBe('0');
    const signedIn = await t.api('GET', '/api/cleaners?page=1', { token: client.token, ...from('198.51.100.21') });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('ratelimit-remaining')).toBe('2');
  });
});

describe('draining at SIGTERM (issue #37)', () => {
  it('fails readiness and closes each connection after its answer, while still serving it', async () => {
    const s = await createTestServer();
    const agent = new http.Agent({ keepAlive: true });
    const get = (path: string) =>
      new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
        http
          .get(`${s.url}${path}`, { agent }, (res) => {
            let body = '';
            res.on('data', (d) => (body += d));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
          })
          .on('error', reject);
      });
    try {
      expect(await get('/api/ready')).toMatchObject({ status: 200, connection: 'keep-alive' });
      const closing = s.server.close(2000, { delayMs: 400, keepIdle: true });
      const ready = await get('/api/ready');
      expect(ready).toMatchObject({ status: 503, connection: 'close' });
      expect(JSON.parse(ready.body)).toMatchObject({ status: 'not_ready', database: 'up', draining: true });
      const health = await get('/api/health');
      expect(health).toMatchObject({ status: 200, connection: 'close' });
      await closing;
    } finally {
      agent.destroy();
      await s.close();
    }
  });
});

describe('the realtime path under pressure (issue #37)', () => {
  it('closes a socket whose unsent frames pass the bound with 1013, so that the client reconnects, instead of growing memory', async () => {
    // A bound below zero: any frame finds the socket "too far behind" (a real one passes 1 MB waiting).
    const s = await createTestServer({ gateway: { maxBufferedBytes: -1 } });
    try {
      const person = await loginAs(s, 'client');
      const socket = await connect(s.url, { token: person.token });
      socket.send({ type: 'REQUEST_UNREAD_COUNT' });
      expect(await socket.closed).toEqual({ code: 1013, reason: 'try again later' });
      // Not in the web app's normal closes (1000, 1001, 1005): it reconnects with its backoff.
      expect((await import('../../web/src/features/messaging/realtime/realtime-constants.js')).NORMAL_CLOSE_CODES).not.toContain(1013);
    } finally {
      await s.close();
    }
  });
});
