import pg from 'pg';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test run: on the server of TEST_DATABASE_URL / DATABASE_URL when set,
 * otherwise in a Testcontainers PostgreSQL, otherwise in an embedded PostgreSQL. Dropped at the end.
 */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (serverUrl) return createOn(serverUrl, label, async () => {});

  try {
    // Imported only when needed: without a container engine it fails at once and we fall through.
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:16-alpine').start();
    return createOn(container.getConnectionUri(), label, async () => {
      await container.stop();
    });
  } catch {
    const { startEmbeddedPostgres } = await import('../../src/db/embedded.js');
    const { mkdtemp } = await import('node:fs/promises');
    const os = await import('node:os');
    const path = await import('node:path');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'eclat-test-pg-'));
    const port = 55000 + Math.floor(Math.random() * 5000);
    const embedded = await startEmbeddedPostgres(dir, port, () => {});
    return createOn(embedded.url, label, () => embedded.stop());
  }
}

async function createOn(serverUrl: string, label: string, stopServer: () => Promise<void>): Promise<TestDatabase> {
  const db = await createDatabaseOn(serverUrl, `test_${label}_${process.pid}_${Date.now()}`);
  return {
    url: db.url,
    async drop() {
      await db.drop();
      await stopServer();
    },
  };
}

/**
 * Creates the database `name` on the PostgreSQL server of `serverUrl`; drop() drops it, its connections
 * ended. The one way tests (own-database.ts) and benchmarks (scripts/bench/scratch-database.ts) make one.
 */
export async function createDatabaseOn(serverUrl: string, name: string): Promise<TestDatabase> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
