import { createDatabaseOn } from '../../test/support/test-database.js';

export interface ScratchDatabase {
  /** `bench_<prefix>_<pid>`: what pg_stat_* and the uploads directory know it by. */
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A bench's own database, `bench_<prefix>_<pid>`, on the server of `serverUrl` (by default DATABASE_URL,
 * else TEST_DATABASE_URL), never tables in the server's shared database; drop() when the bench ends.
 */
export function scratchDatabase(prefix: string, serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL): Promise<ScratchDatabase> {
  if (!serverUrl) throw new Error('set DATABASE_URL to a PostgreSQL server');
  const name = `bench_${prefix}_${process.pid}`;
  return createDatabaseOn(serverUrl, name).then((db) => ({ name, ...db }));
}
