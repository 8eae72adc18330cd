import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import cron, { type ScheduledTask } from 'node-cron';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { ownDatabase } from '../support/own-database.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, movableClock, requestVisit } from '../support/booking-fixtures.js';

/**
 * Issue #21: two instances started with their schedules on (RUN_JOBS=true, as in production), the same
 * cron task of each fired at the same moment through node-cron: its effect happens once. The job is
 * the expiry of unanswered booking requests (a state change, a transition row and an email per side).
 */
const HOUR = 3_600_000;
const EXPIRED_FR = 'Une demande de réservation a expiré';
const clockA = movableClock();
const clockB = movableClock();
let a: TestServer;
let b: TestServer;
let db: Awaited<ReturnType<typeof ownDatabase>>;
const tasksOf = new Map<TestServer, ScheduledTask[]>();

/** Starts an instance with its schedules on and keeps the node-cron tasks it registered. */
async function instance(clock: ReturnType<typeof movableClock>): Promise<TestServer> {
  const before = new Set(cron.getTasks().keys());
  const server = await createTestServer({ env: { LOG_LEVEL: 'error', DATABASE_URL: db.url, RUN_JOBS: 'true' }, clock, configure: (c) => (c.rateLimits.login.perIp = 10_000) });
  tasksOf.set(server, [...cron.getTasks()].filter(([id]) => !before.has(id)).map(([, task]) => task));
  return server;
}

const task = (server: TestServer, name: string): ScheduledTask => {
  const found = tasksOf.get(server)!.find((t) => t.name === name);
  if (!found) throw new Error(`no scheduled task ${name}`);
  return found;
};

/** Successful runs of a job counted by an instance (/metrics' eclat_job_runs_total). */
async function runsOf(server: TestServer, job: string): Promise<number> {
  const { values } = await server.server.app.metrics.jobRuns.get();
  return values.find((v) => v.labels.job === job && v.labels.outcome === 'succeeded')?.value ?? 0;
}

beforeAll(async () => {
  // A database of its own: the job expires every stale request in it, whatever test file left it there.
  db = await ownDatabase('jobs_instances');
  a = await instance(clockA);
  b = await instance(clockB);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await db?.drop();
});

const sql = <R extends Record<string, unknown>>(query: string, params: unknown[]) => a.server.orm.em.getConnection().execute<R[]>(query, params);

describe('scheduled jobs on several instances', () => {
  it('each instance registered the whole schedule', () => {
    for (const server of [a, b]) expect(tasksOf.get(server)!.map((t) => t.name)).toContain('booking-request-expiry');
  });

  it('runs the request expiry once when both instances fire it at the same moment', async () => {
    const admin = (await loginAs(a, 'admin')).token;
    const cleaner = await listedCleaner(a, admin);
    const client = await clientWithProperty(a);
    // Requests made 25 h ago: past their 24 h to be answered.
    const past = new Date(Date.now() - 25 * HOUR);
    clockA.set(past);
    clockB.set(past);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await requestVisit(a, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(5 + i) }))).booking.id);

    const runsBefore = await Promise.all([runsOf(a, 'booking-request-expiry'), runsOf(b, 'booking-request-expiry')]);
    clockA.set(null);
    clockB.set(null);
    // node-cron runs each instance's task now, as at its minute: both at once, through the job runner (context, metrics).
    await Promise.all([task(a, 'booking-request-expiry').execute(), task(b, 'booking-request-expiry').execute()]);

    // Both instances ran the job...
    expect(await runsOf(a, 'booking-request-expiry')).toBeGreaterThan(runsBefore[0]);
    expect(await runsOf(b, 'booking-request-expiry')).toBeGreaterThan(runsBefore[1]);
    // ...and each request was expired once: one transition each, one email to each side per request.
    const rows = await sql<{ id: string; status: string; expires: string }>(
      `select b.id, b.status, (select count(*) from booking_transitions t where t.booking_id = b.id and t.action = 'expire') as expires
         from bookings b where b.id in (${ids.map(() => '?').join(', ')})`,
      ids,
    );
    expect(rows).toHaveLength(ids.length);
    for (const r of rows) {
      expect(r.status, r.id).toBe('expired');
      expect(Number(r.expires), r.id).toBe(1);
    }
    const mailsTo = async (address: string) => Number((await sql<{ n: string }>('select count(*) as n from platform_dev_mailbox where recipient = ? and subject = ?', [address, EXPIRED_FR]))[0]!.n);
    // The emails leave through the outbox after the commits (each instance's poller runs every second).
    const until = Date.now() + 10_000;
    while ((await mailsTo(client.user.email)) < ids.length || (await mailsTo(cleaner.user.email)) < ids.length) {
      if (Date.now() > until) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // One more poll of both outboxes: nothing is sent twice.
    await Promise.all([a.inContext(() => a.server.app.outbox.processDue()), b.inContext(() => b.server.app.outbox.processDue())]);
    expect(await mailsTo(client.user.email)).toBe(ids.length);
    expect(await mailsTo(cleaner.user.email)).toBe(ids.length);

    // Fired again on both, it finds nothing left to do.
    await Promise.all([task(a, 'booking-request-expiry').execute(), task(b, 'booking-request-expiry').execute()]);
    const [again] = await sql<{ n: string }>(`select count(*) as n from booking_transitions where action = 'expire' and booking_id in (${ids.map(() => '?').join(', ')})`, ids);
    expect(Number(again!.n)).toBe(ids.length);
  }, 60_000);
});
