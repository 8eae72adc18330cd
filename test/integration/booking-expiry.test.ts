import { databaseUrl } from '../support/database-url.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import cron from 'node-cron';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { ownDatabase } from '../support/own-database.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner } from '../support/booking-fixtures.js';
import { loadConfig, type AppConfig } from '../../src/config/config.js';
import { startJobs } from '../../src/jobs/jobs.js';
import { localDateOf, localMinuteOf, toInstant, addDays } from '../../src/shared/local-time.js';

/**
 * Two app instances on one database, each with its own clock, run the expiry job at the same time:
 * every stale request is expired exactly once. The requests are made with the clocks 25 h in the
 * past and expired at the real time, on a database of the file's own.
 */
const HOUR = 3_600_000;
const STALE = 6;
const EXPIRED_FR = 'Une demande de réservation a expiré';

const realNow = Date.now();
let nowA = realNow - 25 * HOUR;
let nowB = nowA;
let a: TestServer;
let b: TestServer;

let db: Awaited<ReturnType<typeof ownDatabase>>;

beforeAll(async () => {
  // A database of its own: the job expires every stale request in it, whatever test file left it there.
  db = await ownDatabase('booking_expiry');
  const configure = (c: AppConfig) => (c.rateLimits.login.perIp = 10_000);
  a = await createTestServer({ env: { LOG_LEVEL: 'error', DATABASE_URL: db.url }, clock: { now: () => new Date(nowA) }, configure });
  b = await createTestServer({ env: { LOG_LEVEL: 'error', DATABASE_URL: db.url }, clock: { now: () => new Date(nowB) }, configure });
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await db?.drop();
});

const sql = <R extends Record<string, unknown>>(query: string, params: unknown[]) => a.server.orm.em.getConnection().execute<R[]>(query, params);
const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** A start between `from` and `to`, inside the cleaner's day (08:00, 4 h visits ending by 21:00). */
function startBetween(from: number, to: number): Date {
  const today = localDateOf(new Date(to));
  for (let d = -2; d <= 0; d++) {
    for (let minute = 17 * 60; minute >= 8 * 60; minute -= 30) {
      const s = toInstant(addDays(today, d), minute);
      if (s.getTime() >= from && s.getTime() <= to) return s;
    }
  }
  throw new Error('no start found');
}

async function mailsTo(address: string): Promise<number> {
  const [row] = await sql<{ n: string }>('select count(*) as n from platform_dev_mailbox where recipient = ? and subject = ?', [address, EXPIRED_FR]);
  return Number(row!.n);
}

async function eventually(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('expiry of unanswered booking requests', () => {
  it('expires each stale request exactly once across two concurrent schedulers', async () => {
    // Everything below happens on instance A at "25 h ago".
    const admin = (await loginAs(a, 'admin')).token;
    const cleaner = await listedCleaner(a, admin);
    const clients = [await clientWithProperty(a), await clientWithProperty(a)];
    const request = async (client: (typeof clients)[number], over: Record<string, unknown>) => {
      const r = await a.api('POST', '/api/bookings', { token: client.token, body: { ...draft(cleaner.user.id, client.property.id, over), paymentMethod: 'card' } });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.booking as { id: string; startsAt: string; expiresAt: string; requestedAt: string };
    };

    const stale = [];
    for (let i = 0; i < STALE; i++) stale.push({ booking: await request(clients[i % 2]!, { date: dateInDays(3 + i) }), client: clients[i % 2]! });
    for (const s of stale) expect(new Date(s.booking.expiresAt).getTime()).toBe(nowA + 24 * HOUR);

    // Starts before its 24 h are up: it waits only until its start.
    const early = startBetween(nowA + HOUR, realNow - 2 * HOUR);
    const earlyDate = localDateOf(early);
    const weeklyFrom = new Date(realNow).toISOString().slice(0, 10);
    if (earlyDate < weeklyFrom) {
      // The fixture's weekly availability begins on the real date: open that earlier day too.
      const block = await a.api('POST', '/api/availability/me/blocks', { token: cleaner.token, body: { kind: 'one_off', slot: 'full_day', date: earlyDate } });
      expect(block.status, JSON.stringify(block.body)).toBe(201);
    }
    const earlyBooking = await request(clients[0]!, { date: earlyDate, time: hhmm(localMinuteOf(early)) });
    expect(earlyBooking.expiresAt).toBe(earlyBooking.startsAt);
    expect(new Date(earlyBooking.startsAt).getTime()).toBe(early.getTime());

    // A request made 23 h before the job runs.
    nowA = realNow - 23 * HOUR;
    const young = await request(clients[1]!, { date: dateInDays(12) });

    // One minute before its start the early request is still waiting.
    nowA = nowB = early.getTime() - 60_000;
    await a.inContext(() => a.server.app.booking.api.expireRequests());
    const [earlyRow] = await sql<{ status: string }>('select status from bookings where id = ?', [earlyBooking.id]);
    expect(earlyRow!.status).toBe('pending');

    // 25 h after the requests, both instances run the job together, in small batches.
    nowA = nowB = realNow;
    const counts = await Promise.all([a.inContext(() => a.server.app.booking.api.expireRequests(2)), b.inContext(() => b.server.app.booking.api.expireRequests(2))]);
    const expiredIds = [...stale.map((s) => s.booking.id), earlyBooking.id];
    expect(counts[0] + counts[1], `counts ${JSON.stringify(counts)}`).toBe(expiredIds.length);

    const rows = await sql<{ id: string; status: string; payment_status: string; expires: string }>(
      `select b.id, b.status, b.payment_status, (select count(*) from booking_transitions t where t.booking_id = b.id and t.action = 'expire') as expires
         from bookings b where b.id in (${expiredIds.map(() => '?').join(', ')})`,
      expiredIds,
    );
    expect(rows).toHaveLength(expiredIds.length);
    for (const r of rows) {
      expect(r.status, r.id).toBe('expired');
      expect(r.payment_status, r.id).toBe('refunded');
      expect(Number(r.expires), r.id).toBe(1);
    }
    const [transition] = await sql<{ at: Date; actor_role: string; from_status: string; to_status: string }>(
      `select at, actor_role, from_status, to_status from booking_transitions where booking_id = ? and action = 'expire'`,
      [earlyBooking.id],
    );
    expect(transition).toMatchObject({ actor_role: 'system', from_status: 'pending', to_status: 'expired' });
    expect(new Date(transition!.at).getTime()).toBe(realNow);

    const [youngRow] = await sql<{ status: string }>('select status from bookings where id = ?', [young.id]);
    expect(youngRow!.status).toBe('pending');

    // Both sides are told, once per expired request (the emails are sent after the commit).
    const expected = new Map<string, number>([[cleaner.user.email, expiredIds.length]]);
    for (const s of stale) expected.set(s.client.user.email, (expected.get(s.client.user.email) ?? 0) + 1);
    expected.set(clients[0]!.user.email, expected.get(clients[0]!.user.email)! + 1);
    const all = async () => (await Promise.all([...expected].map(async ([to, n]) => (await mailsTo(to)) === n))).every(Boolean);
    await eventually(all);
    for (const [to, n] of expected) expect(await mailsTo(to), to).toBe(n);
  }, 60_000);

  it('schedules the job outside tests and not in them', async () => {
    expect(a.config.runJobs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', DATABASE_URL: databaseUrl() }).runJobs).toBe(true);
    const before = new Set(cron.getTasks().keys());
    const stop = startJobs(a.server.app, a.server.orm, a.server.log);
    try {
      const added = [...cron.getTasks()].filter(([id]) => !before.has(id)).map(([, task]) => task.name);
      expect(added.sort()).toEqual([
        'availability-calendar-sync',
        'booking-reconcile',
        'booking-reminders',
        'booking-request-expiry',
        'legal-change-notices',
        'messaging-daily-digest',
        'messaging-monthly-digest',
        'messaging-weekly-digest',
        'newsletter-deliveries',
        'newsletter-purge-unconfirmed',
        'outbox-sweep',
        'payments-remainder-retry',
        'payments-stripe-events',
        'payouts-weekly',
        'portability-expire',
        'privacy-retention',
        'referrals-maintenance',
        'reviews-publish-closed-windows',
        'reviews-reminders',
        'search-free-time',
      ]);
    } finally {
      await stop();
    }
  });
});
