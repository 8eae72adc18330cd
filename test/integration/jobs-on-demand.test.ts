import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { ownDatabase } from '../support/own-database.js';
import { loginAs } from '../support/factories.js';
import { jobDefinitions } from '../../src/jobs/jobs.js';
import { loadConfig, ConfigError } from '../../src/config/config.js';

/**
 * Issue #41: ops run any scheduled job on demand (`npm run job -- <name>`), the privacy retention job
 * also from the console with its report, and set the retention job's schedule in configuration.
 */
let db: Awaited<ReturnType<typeof ownDatabase>>;
let t: TestServer;
let admin: string;
const em = () => t.server.orm.em.fork() as unknown as EntityManager;

beforeAll(async () => {
  // Its own database: the retention run deletes what is past its period everywhere, and the script connects to it.
  db = await ownDatabase('jobs_on_demand');
  t = await createTestServer({ env: { DATABASE_URL: db.url, RETENTION_SCHEDULE: '5 3 * * *' } });
  admin = (await loginAs(t, 'admin')).token;
});
afterAll(async () => {
  await t?.close();
  await db?.drop();
});

/** A signed-in person's session made to have ended `days` ago. */
async function endedSession(days: number): Promise<string> {
  const person = await loginAs(t, 'client');
  const [row] = await em().execute<{ id: string }[]>(
    `update identity_sessions set revoked_at = now() - make_interval(days => ?) where id = (select s.id from identity_sessions s join identity_users u on u.id = s.user_id where u.email = ? order by s.created_at desc limit 1) returning id`,
    [days, person.user.email],
  );
  expect(row, 'the session exists').toBeDefined();
  return row!.id;
}
const sessionExists = async (id: string) => (await em().execute<{ n: number }[]>('select count(*)::int as n from identity_sessions where id = ?', [id]))[0]!.n === 1;

describe('the retention job from the console', () => {
  it('runs now for an admin and reports what it deleted; a second run finds nothing more', async () => {
    const old = await endedSession(200);
    const recent = await endedSession(2);
    const res = await t.api('POST', '/api/admin/retention-runs', { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.schedule).toBe('5 3 * * *');
    expect(res.body.outcome.endedSessions).toBeGreaterThanOrEqual(1);
    expect(new Date(res.body.finishedAt).getTime()).toBeGreaterThanOrEqual(new Date(res.body.startedAt).getTime());
    expect(await sessionExists(old)).toBe(false);
    expect(await sessionExists(recent)).toBe(true);
    const again = await t.api('POST', '/api/admin/retention-runs', { token: admin });
    expect(again.body.outcome.endedSessions).toBe(0);
  });

  it('is for admins only', async () => {
    expect((await t.api('POST', '/api/admin/retention-runs')).status).toBe(401);
    const client = await loginAs(t, 'client');
    expect((await t.api('POST', '/api/admin/retention-runs', { token: client.token })).status).toBe(403);
  });
});

describe('every scheduled job by name', () => {
  it('lists the jobs the scheduler runs, the retention one on its configured schedule', () => {
    const jobs = jobDefinitions(t.server.app, { retention: '5 3 * * *' });
    const names = jobs.map((j) => j.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of ['privacy-retention', 'payouts-weekly', 'booking-request-expiry', 'outbox-sweep', 'messaging-daily-digest']) expect(names).toContain(name);
    expect(jobs.find((j) => j.name === 'privacy-retention')!.schedule).toBe('5 3 * * *');
    expect(jobDefinitions(t.server.app).find((j) => j.name === 'privacy-retention')!.schedule).toBe('23 4 * * *');
  });

  it('RETENTION_SCHEDULE must be a cron expression', () => {
    const base = { NODE_ENV: 'test' };
    expect(loadConfig({ ...base, RETENTION_SCHEDULE: '0 2 * * 0' }).retention.schedule).toBe('0 2 * * 0');
    expect(loadConfig(base).retention.schedule).toBe('23 4 * * *');
    expect(() => loadConfig({ ...base, RETENTION_SCHEDULE: 'every night' })).toThrow(ConfigError);
  });

  it('`npm run job -- privacy-retention` runs it and prints its report; an unknown name lists the jobs', async () => {
    const old = await endedSession(300);
    const run = (args: string[]) =>
      new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/job.ts', ...args], { env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: db.url, LOG_LEVEL: 'error' } });
        let out = '';
        let err = '';
        child.stdout.on('data', (c: Buffer) => (out += c.toString()));
        child.stderr.on('data', (c: Buffer) => (err += c.toString()));
        child.on('close', (code) => resolve({ code, out, err }));
      });
    const done = await run(['privacy-retention']);
    expect(done.code, done.err).toBe(0);
    const report = JSON.parse(done.out) as { job: string; outcome: Record<string, number> };
    expect(report.job).toBe('privacy-retention');
    expect(report.outcome.endedSessions).toBeGreaterThanOrEqual(1);
    expect(await sessionExists(old)).toBe(false);
    const unknown = await run(['no-such-job']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown job "no-such-job"');
    expect(unknown.out).toContain('payouts-weekly');
  }, 120_000);
});
