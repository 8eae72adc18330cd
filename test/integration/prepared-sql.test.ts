import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedRows } from '../../src/shared/prepared-sql.js';
import { createTestServer, type TestServer } from '../support/test-server.js';

/** src/shared/prepared-sql.ts: named statements on the pool, and the running transaction's connection inside one. */
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

const ECHO = { name: 'test.echo_twice', text: 'select $1::int as a, $2::text as b, $1::int + 1 as c' };

describe('preparedRows', () => {
  it('runs a named statement with positional parameters, a parameter used twice', async () => {
    const em = t.server.orm.em.fork() as EntityManager;
    expect(await preparedRows(em, ECHO, [41, 'x'])).toEqual([{ a: 41, b: 'x', c: 42 }]);
    // Prepared once per connection: a second call with other values answers those values.
    expect(await preparedRows(em, ECHO, [1, 'y'])).toEqual([{ a: 1, b: 'y', c: 2 }]);
  });

  it('inside a transaction, runs on its connection and sees what it wrote', async () => {
    const em = t.server.orm.em.fork() as EntityManager;
    const rows = await em.transactional(async (tx) => {
      // A temporary table exists on this connection only: another pooled connection would not find it.
      await tx.execute('create temporary table prepared_sql_probe (id int, label text) on commit drop');
      await tx.execute("insert into prepared_sql_probe values (7, 'sept')");
      return preparedRows<{ label: string; twice: number }>(tx as EntityManager, { name: 'test.probe', text: 'select label, $1::int * 2 as twice from prepared_sql_probe where id = $1' }, [7]);
    });
    expect(rows).toEqual([{ label: 'sept', twice: 14 }]);
  });
});
