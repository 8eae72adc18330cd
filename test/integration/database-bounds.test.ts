import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { connectionGuardOf } from '../../src/db/orm.js';
import { SecondConnectionError } from '../../src/db/connection-guard.js';
import { inTransaction } from '../../src/shared/unit-of-work.js';

/** Issue #26: one connection per unit of work, and every database wait bounded (fast 503s, truthful readiness). */
let t: TestServer;
let token: string;
let pool: pg.Pool;
const em = () => t.server.orm.em as unknown as EntityManager;

beforeAll(async () => {
  t = await createTestServer({ env: { DB_POOL_MAX: '2', DB_ACQUIRE_TIMEOUT_MS: '400', DB_STATEMENT_TIMEOUT_MS: '700', DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '1500' } });
  token = (await loginAs(t, 'client', { locale: 'en' })).token;
  pool = (await t.server.orm.em.getConnection().getNativeClient()) as pg.Pool;
});
afterAll(async () => {
  // This file provokes violations on purpose: forget them before the test server's own check.
  connectionGuardOf(t.server.orm).violations.length = 0;
  await t.close();
});

describe('the connection guard', () => {
  it('refuses a second pooled connection inside a transaction, whoever asks for it', async () => {
    const before = connectionGuardOf(t.server.orm).violations.length;
    await t.inContext(async () => {
      await expect(inTransaction(em(), () => pool.query('select 1'))).rejects.toBeInstanceOf(SecondConnectionError);
      // A transaction of another entity manager started inside is a second connection too.
      await expect(inTransaction(em(), () => em().fork().transactional(async (f) => f.execute('select 1')))).rejects.toThrow(/inside an open transaction/);
      // A raw statement on the connection rather than the transaction.
      await expect(inTransaction(em(), () => em().getConnection().execute('select 1'))).rejects.toThrow(/inside an open transaction/);
    });
    expect(connectionGuardOf(t.server.orm).violations.length - before).toBe(3);
  });

  it('lets the transaction use its own connection (Promise.all included) and work left running after the commit take a new one', async () => {
    let later: Promise<unknown> = Promise.resolve();
    const rows = await t.inContext(() =>
      inTransaction(em(), async (tem) => {
        const all = await Promise.all([tem.execute('select 1 as n'), em().execute('select 2 as n'), tem.execute('select 3 as n')]);
        // Nested: a savepoint on the same connection.
        await inTransaction(em(), (inner) => inner.execute('select 4'));
        later = new Promise((r) => setTimeout(r, 20)).then(() => pool.query('select 5'));
        return all;
      }),
    );
    expect(rows.map((r) => r[0]!.n)).toEqual([1, 2, 3]);
    await expect(later).resolves.toBeTruthy();
  });
});

describe('bounded waits', () => {
  it('sets the statement and idle-in-transaction timeouts on every connection', async () => {
    const [row] = await t.inContext(() => em().execute<{ s: string; i: string }[]>("select current_setting('statement_timeout') as s, current_setting('idle_in_transaction_session_timeout') as i"));
    expect(row).toEqual({ s: '700ms', i: '1500ms' });
  });

  it('answers a fast JSON 503 with Retry-After when no connection frees up, and readiness says not ready', async () => {
    const held = await Promise.all([pool.connect(), pool.connect()]);
    try {
      const started = Date.now();
      // The account (and its language) cannot be read: the message follows Accept-Language.
      const res = await t.api('GET', '/api/users/me', { token, headers: { 'accept-language': 'en' } });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.body).toEqual({ error: 'service_unavailable', message: 'The service is temporarily unavailable. Please try again in a few moments.' });
      const ready = await t.api('GET', '/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ status: 'not_ready', database: 'down' });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      for (const c of held) c.release();
    }
    expect((await t.api('GET', '/api/ready')).status).toBe(200);
    expect((await t.api('GET', '/api/users/me', { token })).status).toBe(200);
  });

  it('a statement that runs past its limit is cancelled by PostgreSQL: 503, and the connection serves the next request', async () => {
    const blocker = await pool.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table identity_users in access exclusive mode');
      const res = await t.api('GET', '/api/users/me', { token });
      expect(res.status).toBe(503);
      expect(res.body.error).toBe('service_unavailable');
    } finally {
      await blocker.query('rollback');
      blocker.release();
    }
    expect((await t.api('GET', '/api/users/me', { token })).status).toBe(200);
  });

  it('a transaction left idle is ended by PostgreSQL, which frees its connection and locks', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('select 1');
      await new Promise((r) => setTimeout(r, 2000));
      await expect(client.query('select 1')).rejects.toThrow(/idle-in-transaction timeout|terminat|connection error/i);
    } finally {
      client.release(true);
    }
    expect((await t.api('GET', '/api/ready')).status).toBe(200);
  });
});
