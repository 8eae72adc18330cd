import { databaseUrl } from '../support/database-url.js';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ownDatabase } from '../support/own-database.js';
import { spawnServer } from '../support/server-process.js';

async function waitUntilUp(port: number): Promise<boolean> {
  for (let i = 0; i < 150; i++) {
    await new Promise((r) => setTimeout(r, 200));
    if (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) return true;
  }
  return false;
}

function run(env: Record<string, string>) {
  const child = spawnServer({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, out: () => stdout, err: () => stderr };
}

describe('boot', () => {
  it('stops with one line naming a malformed variable', async () => {
    const p = run({ PORT: 'abc', DATABASE_URL: databaseUrl() });
    expect(await p.exited).toBe(1);
    const lines = p.err().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('PORT');
  });

  it('stops on SIGTERM within 5 seconds, finishing cleanly', async () => {
    const port = 40000 + Math.floor(Math.random() * 10000);
    const p = run({ PORT: String(port), DATABASE_URL: databaseUrl(), SEED_DEMO_DATA: 'false' });
    expect(await waitUntilUp(port)).toBe(true);
    // A keep-alive connection stays open; shutdown must not wait for it.
    await fetch(`http://127.0.0.1:${port}/api/ready`);
    const started = Date.now();
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
  }, 30_000);

  it('stops on SIGTERM even while requests wait on a database that does not answer (issue #26)', async () => {
    // Its own database: the lock below would stall every other file's searches.
    const db = await ownDatabase('shutdown');
    const port = 40000 + Math.floor(Math.random() * 10000);
    const p = run({ PORT: String(port), DATABASE_URL: db.url, SEED_DEMO_DATA: 'false', DB_STATEMENT_TIMEOUT_MS: '600000' });
    const locker = new pg.Client({ connectionString: db.url });
    try {
      expect(await waitUntilUp(port)).toBe(true);
      await locker.connect();
      await locker.query('begin');
      await locker.query('lock table cleaners_search in access exclusive mode');
      // Searches now wait on the lock with no statement timeout to end them: the server is stuck.
      const stuck = Array.from({ length: 4 }, () => fetch(`http://127.0.0.1:${port}/api/cleaners?page=1`).catch(() => null));
      await new Promise((r) => setTimeout(r, 500));
      const started = Date.now();
      p.child.kill('SIGTERM');
      await p.exited;
      // Grace period (4 s), then at most a second per stuck step; never a SIGKILL.
      expect(Date.now() - started).toBeLessThan(8000);
      await Promise.all(stuck);
    } finally {
      p.child.kill('SIGKILL');
      await locker.end().catch(() => {});
      await db.drop();
    }
  }, 60_000);
});
