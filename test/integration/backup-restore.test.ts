import { databaseUrl } from '../support/database-url.js';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { buildUser } from '../support/factories.js';
import { spawnServer } from '../support/server-process.js';

/**
 * docs/deploy.md, "Backups": the procedure it gives (pg_dump -Fc, then pg_restore into a fresh
 * database) run on the run's test database, and Éclat started on the restored copy: ready (its
 * migrations current) and serving the accounts the dump held.
 */
const hasPgTools = ['pg_dump', 'pg_restore'].every((tool) => spawnSync(tool, ['--version']).status === 0);
if (!hasPgTools) console.warn('backup-restore test skipped: pg_dump/pg_restore not installed (apt-get install -y postgresql-client)');

const dir = mkdtempSync(path.join(os.tmpdir(), 'eclat-backup-'));
let t: TestServer;
const restoredName = `test_restore_${process.pid}_${Date.now()}`;
const restoredUrl = () => {
  const u = new URL(databaseUrl());
  u.pathname = `/${restoredName}`;
  return u.toString();
};
const admin = async (text: string) => {
  const c = new pg.Client({ connectionString: databaseUrl() });
  await c.connect();
  await c.query(text).finally(() => c.end());
};

beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t?.close();
  await admin(`drop database if exists ${restoredName} with (force)`).catch(() => {});
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!hasPgTools)('backup and restore (pg_dump / pg_restore)', () => {
  it('a dump of the database, restored into a fresh one, starts Éclat with its data', async () => {
    const person = await buildUser(t, { role: 'client' });
    const dump = path.join(dir, 'eclat.dump');
    // The documented commands, verbatim but for the names.
    execFileSync('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${dump}`, databaseUrl()], { stdio: ['ignore', 'ignore', 'pipe'] });
    expect(statSync(dump).size).toBeGreaterThan(0);
    await admin(`create database ${restoredName}`);
    execFileSync('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--jobs=2', `--dbname=${restoredUrl()}`, dump], { stdio: ['ignore', 'ignore', 'pipe'] });

    const port = 40000 + Math.floor(Math.random() * 10000);
    const child = spawnServer({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: String(port), DATABASE_URL: restoredUrl(), SEED_DEMO_DATA: 'false' }, { stdio: ['ignore', 'ignore', 'pipe'] });
    // What the server said on stderr, so that a start that never gets ready says why.
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    let exitCode: number | null = null;
    const exited = new Promise((resolve) => child.on('exit', (code) => resolve((exitCode = code))));
    try {
      let ready = 0;
      for (let i = 0; i < 300 && ready !== 200 && exitCode === null; i++) {
        await new Promise((r) => setTimeout(r, 200));
        ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then((r) => r.status, () => 0);
      }
      // Ready: the pool answers and no migration is pending (the restored schema is the current one).
      expect(ready, `not ready (exit ${exitCode}): ${stderr}`).toBe(200);
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: person.email, password: person.password }) });
      expect(login.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 6000))]);
      child.kill('SIGKILL');
    }
  }, 120_000);
});
