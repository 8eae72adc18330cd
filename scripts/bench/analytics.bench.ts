/**
 * `npm run bench:analytics` (issues #16, #39): seeds BENCH_BOOKINGS (default 1 000 000) visits over
 * two years straight in SQL (statuses spread like a live marketplace, an earning per completed
 * visit) for max(2 000, bookings / 500) cleaners and max(50 000, bookings / 20) clients, so a
 * cleaner has about 500 visits whatever the count (10 000 000 visits for 2 000 cleaners could not
 * even fit their slots). The rollups' triggers are off during the bulk load; their migration's
 * backfill then runs, timed. Prints the server time of the console's dashboard and of a cleaner's
 * page (median and worst of 5 calls after a warm-up) for a 30-day and a long period, of
 * `GET /api/health` in the same run, each figure's ratio to it, and the dashboard's booking and
 * ledger figures computed in process from the raw rows (the statements before #39) beside the same
 * from the rollups. Targets: <= 200 ms on 1 000 000, <= 500 ms on 10 000 000, for 30 days. Prints
 * figures, never asserts. Database: a scratch database created (and dropped) next to
 * BENCH_DATABASE_URL, else DATABASE_URL, else the local PostgreSQL at 127.0.0.1:5432.
 */
import { RequestContext } from '@mikro-orm/core';
import pg from 'pg';
import { loadConfig } from '../../src/config/config.js';
import { startServer } from '../../src/server.js';
import { createUserWithRole } from '../../modules/identity/index.js';
import { resolvePeriod } from '../../modules/analytics/domain/period.js';
import type { ReportPeriod } from '../../src/shared/report-period.js';

const count = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
const cleaners = Math.max(2000, Math.ceil(count / 500));
const clients = Math.max(50_000, Math.ceil(count / 20));
const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const scratch = `bench_analytics_${process.pid}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${scratch}`);
await admin.end();
const url = new URL(baseUrl);
url.pathname = `/${scratch}`;
const drop = async () => {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  await c.query(`drop database ${scratch} with (force)`);
  await c.end();
};

try {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', PORT: '0', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent', DATABASE_URL: url.toString(), UPLOADS_DIR: `/tmp/eclat-bench-uploads/${scratch}` });
  const server = await startServer(config);
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  // Dropping the scratch database at the end ends this connection: not an error worth a crash.
  db.on('error', () => {});
  let started = Date.now();
  // The bulk load is not the write path being measured: the rollups' statement triggers are off, and their backfill runs after.
  await db.query('alter table bookings disable trigger bookings_stats_inserted');
  await db.query('alter table payout_earnings disable trigger payout_earnings_stats_inserted');
  // Visit m of cleaner c (i = c + C m, C cleaners) on day c + 4 (m / 3) of 2025-2026 at 08:00, 12:00 or 16:00: each (day, time) once per
  // cleaner while m < 1 095 (m is about 500), so active visits never overlap (the exclusion constraint), and the days spread evenly; statuses rotate per visit.
  await db.query(`
    insert into bookings (id, visit_number, series_visits, client_id, cleaner_id, property_id, status, payment_status, cleaning_type, frequency, date, start_minute,
      starts_at, ends_at, duration_minutes, has_pets, pet_kinds, supplies_provided, allow_photos, payment_method, money, total_cents, quote, property_snapshot, checklist,
      requested_at, expires_at, responded_at, punch_in, punch_out, cancellation, created_at, updated_at)
    select gen_random_uuid(), 1, 1,
      ('00000000-0000-4000-8000-' || lpad((i % $3::int)::text, 12, '0'))::uuid,
      ('10000000-0000-4000-8000-' || lpad(c::text, 12, '0'))::uuid,
      gen_random_uuid(), s.status, 'fully_paid', 'regular', 'once', (d at time zone 'America/Toronto')::date, start, d, d + interval '4 hours', 240, false, '[]', false, false, 'card',
      '{}', 13341, '{"serviceFeeCents": 553, "totalCents": 13341}', '{}', '[]',
      d - interval '3 days', d - interval '2 days',
      case when s.status in ('confirmed', 'completed', 'cancelled', 'declined') then d - interval '3 days' + (i % 600) * interval '1 minute' end,
      case when s.status = 'completed' then jsonb_build_object('at', d) end,
      case when s.status = 'completed' then jsonb_build_object('at', d + interval '4 hours') end,
      case when s.status = 'cancelled' then jsonb_build_object('by', (array['client', 'cleaner', 'admin'])[1 + i % 3], 'at', d - interval '1 hour') end,
      d - interval '3 days', d
    from generate_series(1, $1::int) as i,
      lateral (select i % $2::int as c, i / $2::int as m) as ids,
      lateral (select 480 + (m % 3) * 240 as start) as slot,
      lateral (select ((date '2025-01-01' + ((c + (m / 3) * 4) % 730)) + start * interval '1 minute') at time zone 'America/Toronto' as d) as day,
      lateral (select (array['completed', 'completed', 'completed', 'completed', 'completed', 'cancelled', 'declined', 'expired', 'confirmed', 'declined_by_client'])[1 + (m + c) % 10] as status) as s`,
    [count, cleaners, clients],
  );
  await db.query(`insert into payout_earnings (id, cleaner_id, kind, booking_id, source_key, service_date, gross_cents, commission_cents, tax_cents, amount_cents, earned_at)
    select gen_random_uuid(), cleaner_id, 'booking', id, 'booking:' || id, date, 12000, 1200, 0, 10800, ends_at from bookings where status = 'completed'`);
  console.log(`seeded ${count} bookings (${cleaners} cleaners, ${clients} clients) and their earnings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await db.query('alter table bookings enable trigger bookings_stats_inserted');
  await db.query('alter table payout_earnings enable trigger payout_earnings_stats_inserted');
  started = Date.now();
  await db.query('select booking_stats_rebuild()');
  await db.query('select payout_stats_rebuild()');
  const [rollupRows] = (await db.query<{ n: string }>('select (select count(*) from booking_stats) + (select count(*) from payout_earning_stats) + (select count(*) from payout_unpaid_stats) as n')).rows;
  console.log(`rollups backfilled (the migrations' SQL) in ${((Date.now() - started) / 1000).toFixed(1)} s: ${rollupRows?.n} rows`);
  started = Date.now();
  await db.query('vacuum analyze');
  console.log(`vacuum analyze in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const creds = { email: 'bench-admin@bench.eclat.local', password: 'une phrase de passe solide' };
  await RequestContext.create(server.orm.em, () => createUserWithRole(server.app.identity.deps, { ...creds, name: 'Bench Admin', role: 'admin', locale: 'fr' }));
  const cleanerId = '10000000-0000-4000-8000-000000000007';
  await db.query(`insert into identity_users (id, email, name, role, created_at, updated_at) values ($1, 'cleaner-7@bench.eclat.local', 'Cleaner Seven', 'cleaner', now(), now())`, [cleanerId]);
  const login = (await (await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(creds) })).json()) as { token: string };

  /** Median and worst of 5 runs after a warm-up. */
  const measure = async (label: string, run: () => Promise<void>) => {
    const runs: number[] = [];
    for (let k = 0; k < 6; k++) {
      const at = performance.now();
      await run();
      runs.push(performance.now() - at);
    }
    const measured = runs.slice(1).sort((a, b) => a - b);
    return { label, median: measured[2]!, worst: measured[4]! };
  };
  const get = (label: string, path: string) =>
    measure(label, async () => {
      const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${login.token}` } });
      await res.text();
      if (res.status !== 200) throw new Error(`${label}: ${res.status}`);
    });
  const month = resolvePeriod({ from: '2026-05-01', to: '2026-05-30' }, new Date(), 731);
  const year = resolvePeriod({ from: '2025-06-01', to: '2026-05-31' }, new Date(), 731);
  // The dashboard's booking and ledger figures in process, as the statements before #39 asked them (raw rows) and from the rollups.
  const figures = (label: string, p: ReportPeriod, raw: boolean) =>
    measure(label, () =>
      RequestContext.create(server.orm.em, async () => {
        const { booking, payouts } = server.app;
        await Promise.all(raw ? [booking.api.analytics.platformFromRows(p), payouts.api.analytics.platformFromRows(p)] : [booking.api.analytics.platform(p), payouts.api.analytics.platform(p)]);
      }),
    );
  const health = await get('GET /api/health', '/api/health');
  const results = [
    health,
    await get('dashboard, 30 days', `/api/admin/analytics/dashboard?from=${month.from}&to=${month.to}`),
    await get('dashboard, 1 year', `/api/admin/analytics/dashboard?from=${year.from}&to=${year.to}`),
    await get("a cleaner's page, 30 days", `/api/admin/analytics/cleaners/${cleanerId}?from=2026-05-01&to=2026-05-30`),
    await get("a cleaner's page, 2 years", `/api/admin/analytics/cleaners/${cleanerId}?from=2025-01-01&to=2026-12-31`),
    await figures('  rollups, 30 days', month, false),
    await figures('  raw rows, 30 days', month, true),
    await figures('  rollups, 1 year', year, false),
    await figures('  raw rows, 1 year', year, true),
  ];
  const [visits] = (await db.query<{ n: string }>('select count(*) as n from bookings where cleaner_id = $1', [cleanerId])).rows;
  console.log(`\n${count} bookings; the cleaner's page is of a cleaner with ${visits?.n} visits; "rollups"/"raw rows": the dashboard's booking and ledger statements alone, in process`);
  for (const r of results) {
    const ratio = r === health ? '' : `   ${(r.median / health.median).toFixed(0).padStart(5)} x health`;
    console.log(`${r.label.padEnd(28)} median ${r.median.toFixed(1).padStart(7)} ms   worst ${r.worst.toFixed(1).padStart(7)} ms${ratio}`);
  }
  await db.end();
  await server.close(500);
} finally {
  await drop();
}
