/**
 * `npm run bench:analytics` (issue #16): seeds BENCH_BOOKINGS (default 1 000 000) visits over two
 * years for 2 000 cleaners and 50 000 clients straight in SQL (statuses spread like a live
 * marketplace, an earning per completed visit), then prints the server time of the console's
 * dashboard and of a cleaner's page (median and worst of 5 calls after a warm-up) for a 30-day and
 * a long period. Target: <= 200 ms each for the default 30 days. Prints figures, never asserts.
 * Database: a scratch database created (and dropped) next to BENCH_DATABASE_URL, else DATABASE_URL,
 * else the local PostgreSQL at 127.0.0.1:5432.
 */
import { RequestContext } from '@mikro-orm/core';
import pg from 'pg';
import { loadConfig } from '../../src/config/config.js';
import { startServer } from '../../src/server.js';
import { createUserWithRole } from '../../modules/identity/index.js';

const count = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
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
  // Visit m of cleaner c (i = c + 2000 m) on day c + 4 (m / 3) of 2025-2026 at 08:00, 12:00 or 16:00: each (day, time) once per
  // cleaner, so active visits never overlap (the exclusion constraint), and the days spread evenly; statuses rotate per visit.
  await db.query(`
    insert into bookings (id, visit_number, series_visits, client_id, cleaner_id, property_id, status, payment_status, cleaning_type, frequency, date, start_minute,
      starts_at, ends_at, duration_minutes, has_pets, pet_kinds, supplies_provided, allow_photos, payment_method, money, total_cents, quote, property_snapshot, checklist,
      requested_at, expires_at, responded_at, punch_in, punch_out, cancellation, created_at, updated_at)
    select gen_random_uuid(), 1, 1,
      ('00000000-0000-4000-8000-' || lpad((i % 50000)::text, 12, '0'))::uuid,
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
      lateral (select i % 2000 as c, i / 2000 as m) as ids,
      lateral (select 480 + (m % 3) * 240 as start) as slot,
      lateral (select ((date '2025-01-01' + ((c + (m / 3) * 4) % 730)) + start * interval '1 minute') at time zone 'America/Toronto' as d) as day,
      lateral (select (array['completed', 'completed', 'completed', 'completed', 'completed', 'cancelled', 'declined', 'expired', 'confirmed', 'declined_by_client'])[1 + (m + c) % 10] as status) as s`,
    [count],
  );
  await db.query(`insert into payout_earnings (id, cleaner_id, kind, booking_id, source_key, service_date, gross_cents, commission_cents, tax_cents, amount_cents, earned_at)
    select gen_random_uuid(), cleaner_id, 'booking', id, 'booking:' || id, date, 12000, 1200, 0, 10800, ends_at from bookings where status = 'completed'`);
  await db.query('vacuum analyze');
  console.log(`seeded ${count} bookings and their earnings in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const creds = { email: 'bench-admin@bench.eclat.local', password: 'une phrase de passe solide' };
  await RequestContext.create(server.orm.em, () => createUserWithRole(server.app.identity.deps, { ...creds, name: 'Bench Admin', role: 'admin', locale: 'fr' }));
  const cleanerId = '10000000-0000-4000-8000-000000000007';
  await db.query(`insert into identity_users (id, email, name, role, created_at, updated_at) values ($1, 'cleaner-7@bench.eclat.local', 'Cleaner Seven', 'cleaner', now(), now())`, [cleanerId]);
  const login = (await (await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(creds) })).json()) as { token: string };

  const time = async (label: string, path: string) => {
    const runs: number[] = [];
    for (let k = 0; k < 6; k++) {
      started = performance.now();
      const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${login.token}` } });
      await res.text();
      if (res.status !== 200) throw new Error(`${label}: ${res.status}`);
      runs.push(performance.now() - started);
    }
    const measured = runs.slice(1).sort((a, b) => a - b);
    console.log(`${label.padEnd(28)} median ${measured[2]!.toFixed(0).padStart(5)} ms   worst ${measured[4]!.toFixed(0).padStart(5)} ms`);
  };
  await time('dashboard, 30 days', '/api/admin/analytics/dashboard?from=2026-05-01&to=2026-05-30');
  await time('dashboard, 1 year', '/api/admin/analytics/dashboard?from=2025-06-01&to=2026-05-31');
  await time("a cleaner's page, 30 days", `/api/admin/analytics/cleaners/${cleanerId}?from=2026-05-01&to=2026-05-30`);
  await time("a cleaner's page, 2 years", `/api/admin/analytics/cleaners/${cleanerId}?from=2025-01-01&to=2026-12-31`);
  await db.end();
  await server.close(500);
} finally {
  await drop();
}
