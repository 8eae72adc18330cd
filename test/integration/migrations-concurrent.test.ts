import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createOrm, runMigrations } from '../../src/db/orm.js';
import { allEntities, allMigrations } from '../../src/modules.js';
import { ownDatabase } from '../support/own-database.js';

/**
 * Issue #21, "migrations on deploy": instances started together on an empty database take turns on an
 * advisory lock; one applies every migration, the others wait and find nothing left to do.
 */
describe('migrations on deploy', () => {
  it('three instances migrating one empty database at once: each migration applied once, none fails', async () => {
    const db = await ownDatabase('migrate');
    const orms = await Promise.all([1, 2, 3].map(() => createOrm({ databaseUrl: db.url, entities: allEntities, migrations: allMigrations, pool: { max: 2 } })));
    try {
      const applied = await Promise.all(orms.map((orm) => runMigrations(orm)));
      // One of them did the work, in full; the others waited for it.
      expect(applied.map((a) => a.length).sort((a, b) => b - a)).toEqual([allMigrations.length, 0, 0]);
      const c = new pg.Client({ connectionString: db.url });
      await c.connect();
      const rows = await c.query<{ name: string; n: string }>('select name, count(*) as n from platform_migrations group by name having count(*) > 1');
      const held = await c.query("select 1 from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())");
      await c.end();
      expect(rows.rows).toEqual([]);
      // The lock is given back.
      expect(held.rows).toEqual([]);
    } finally {
      await Promise.all(orms.map((orm) => orm.close(true)));
      await db.drop();
    }
  }, 60_000);
});
