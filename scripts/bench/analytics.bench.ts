/**
 * `npm run bench:analytics` (issues #16, #39): seeds BENCH_BOOKINGS (default 1 000 000) visits over
 * two years straight in SQL (statuses spread like a live marketplace, an earning per completed
 * visit) for max(2 000, bookings / 500) cleaners and max(50 000, bookings / 20) clients, so a
 * cleaner has about 500 visits whatever the count (10 000 000 visits for 2 000 cleaners could not
 * even fit their slots); the load builds the tables' indexes after the rows, with the rollups'
 * triggers off (analytics-seed.ts). Then the rollups' backfill (their migrations' SQL) runs, timed,
 * and the bench prints, each as soon as it is measured, the server time of `GET /api/health`, of the
 * console's dashboard and of a cleaner's page (median and worst of 5 calls after a warm-up; 25 for health) for a
 * 30-day and a long period, each with its ratio to health, and the dashboard's booking and ledger
 * figures computed in process from the rollups and from the raw rows (the statements before #39).
 * Targets: <= 200 ms on 1 000 000, <= 500 ms on 10 000 000, for 30 days. Prints figures, never asserts.
 *
 * Knobs: BENCH_BOOKINGS; BENCH_RAW_MAX_BOOKINGS (2 000 000): past it the raw-rows comparison is
 * skipped (a year of raw rows at 10 000 000 passes the server's 10 s statement timeout);
 * BENCH_SEED_JOBS (2): connections that load at once; BENCH_KEEP_DATABASE=<name>: the scratch database
 * is that one and is kept, and a later run with the same BENCH_BOOKINGS reuses it without seeding
 * (drop it by hand, `drop database <name>`); BENCH_LOCK=<file>: the backfill and the measures run
 * under `flock <file>` (the seed does not: it measures nothing); BENCH_LOG_LEVEL. Database: on the
 * server of BENCH_DATABASE_URL, else DATABASE_URL, else the local PostgreSQL at 127.0.0.1:5432.
 */
import { spawn } from 'node:child_process';
import { RequestContext } from '@mikro-orm/core';
import pg from 'pg';
import { loadConfig } from '../../src/config/config.js';
import { createOrm, runMigrations } from '../../src/db/orm.js';
import { allEntities, allMigrations } from '../../src/modules.js';
import { startServer } from '../../src/server.js';
import { createUserWithRole } from '../../modules/identity/index.js';
import { resolvePeriod } from '../../modules/analytics/domain/period.js';
import type { ReportPeriod } from '../../src/shared/report-period.js';
import { seedAnalytics } from './analytics-seed.js';

const count = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
const rawMax = Number(process.env.BENCH_RAW_MAX_BOOKINGS ?? 2_000_000);
const jobs = Math.max(1, Number(process.env.BENCH_SEED_JOBS ?? 2));
const cleaners = Math.max(2000, Math.ceil(count / 500));
const clients = Math.max(50_000, Math.ceil(count / 20));
const kept = process.env.BENCH_KEEP_DATABASE;
if (kept !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(kept)) throw new Error('BENCH_KEEP_DATABASE: a lower-case SQL name');
const scratch = kept ?? `bench_analytics_${process.pid}`;
/** What a kept database says it holds (its comment), so that a reuse never measures another size. */
const seededAs = `bench:analytics ${count} bookings`;
const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const url = new URL(baseUrl);
url.pathname = `/${scratch}`;
const onServer = async <T>(work: (c: pg.Client) => Promise<T>): Promise<T> => {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
};

/** Holds `flock <file>` until the returned release is called (or this process ends: the child sees its stdin close). */
async function lock(file: string): Promise<() => void> {
  console.log(`waiting for ${file}`);
  const child = spawn('flock', [file, 'sh', '-c', 'echo held; exec cat > /dev/null'], { stdio: ['pipe', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`flock ${file} ended (${code}) before holding the lock`)));
  });
  console.log(`holding ${file}`);
  return () => child.stdin.end();
}

const comment = await onServer(async (c) => {
  const found = await c.query<{ comment: string | null }>('select shobj_description(oid, $2) as comment from pg_database where datname = $1', [scratch, 'pg_database']);
  if (!found.rows.length) await c.query(`create database ${scratch}`);
  return found.rows.length ? (found.rows[0]!.comment ?? '') : null;
});
if (comment !== null && comment !== seededAs) throw new Error(`database ${scratch} holds "${comment || 'an unfinished seed'}", not ${seededAs}: drop it or choose another BENCH_KEEP_DATABASE`);
let release = () => {};
try {
  if (comment === null) {
    const started = Date.now();
    const orm = await createOrm({ databaseUrl: url.toString(), entities: allEntities, migrations: allMigrations, pool: { max: 1, statementTimeoutMs: 600_000 } });
    await runMigrations(orm).finally(() => orm.close(true));
    await seedAnalytics(url.toString(), { count, cleaners, clients, jobs }, (line) => console.log(line));
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s (migrations, rows, indexes, vacuum)`);
    if (kept) await onServer((c) => c.query(`comment on database ${scratch} is '${seededAs}'`));
  } else {
    console.log(`reusing database ${scratch} (${seededAs}; BENCH_KEEP_DATABASE)`);
  }
  if (process.env.BENCH_LOCK) release = await lock(process.env.BENCH_LOCK);

  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  // Dropping the scratch database at the end ends this connection: not an error worth a crash.
  db.on('error', () => {});
  await db.query('set statement_timeout = 0');
  let started = Date.now();
  await db.query('select booking_stats_rebuild()');
  await db.query('select payout_stats_rebuild()');
  const [rollupRows] = (await db.query<{ n: string }>('select (select count(*) from booking_stats) + (select count(*) from payout_earning_stats) + (select count(*) from payout_unpaid_stats) as n')).rows;
  console.log(`rollups backfilled (the migrations' SQL) in ${((Date.now() - started) / 1000).toFixed(1)} s: ${rollupRows?.n} rows`);
  await db.query('vacuum analyze booking_stats, payout_earning_stats, payout_unpaid_stats');

  const config = loadConfig({ ...process.env, NODE_ENV: 'test', PORT: '0', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent', DATABASE_URL: url.toString(), UPLOADS_DIR: `/tmp/eclat-bench-uploads/${scratch}` });
  started = Date.now();
  const server = await startServer(config);
  console.log(`server ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const creds = { email: 'bench-admin@bench.eclat.local', password: 'une phrase de passe solide' };
  await RequestContext.create(server.orm.em, () => createUserWithRole(server.app.identity.deps, { ...creds, name: 'Bench Admin', role: 'admin', locale: 'fr' }));
  const cleanerId = '10000000-0000-4000-8000-000000000007';
  await db.query(`insert into identity_users (id, email, name, role, created_at, updated_at) values ($1, 'cleaner-7@bench.eclat.local', 'Cleaner Seven', 'cleaner', now(), now()) on conflict do nothing`, [cleanerId]);
  const login = (await (await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(creds) })).json()) as { token: string };
  const [visits] = (await db.query<{ n: string }>('select count(*) as n from bookings where cleaner_id = $1', [cleanerId])).rows;
  console.log(`\n${count} bookings; the cleaner's page is of a cleaner with ${visits?.n} visits; "rollups"/"raw rows": the dashboard's booking and ledger statements alone, in process`);

  let health = 0;
  /** Median and worst of `calls` runs after a warm-up, printed at once with the median's ratio to health's. */
  const measure = async (label: string, run: () => Promise<void>, calls = 5) => {
    const runs: number[] = [];
    for (let k = 0; k <= calls; k++) {
      const at = performance.now();
      await run();
      runs.push(performance.now() - at);
    }
    const measured = runs.slice(1).sort((a, b) => a - b);
    const [median, worst] = [measured[Math.floor(calls / 2)]!, measured[calls - 1]!];
    const ratio = health ? `   ${(median / health).toFixed(1).padStart(6)} x health` : '';
    console.log(`${label.padEnd(28)} median ${median.toFixed(1).padStart(7)} ms   worst ${worst.toFixed(1).padStart(7)} ms${ratio}`);
    return median;
  };
  const get = (label: string, path: string, calls?: number) =>
    measure(
      label,
      async () => {
        const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${login.token}` } });
        await res.text();
        if (res.status !== 200) throw new Error(`${label}: ${res.status}`);
      },
      calls,
    );
  const month = resolvePeriod({ from: '2026-05-01', to: '2026-05-30' }, new Date(), 731);
  const year = resolvePeriod({ from: '2025-06-01', to: '2026-05-31' }, new Date(), 731);
  // The dashboard's booking and ledger figures in process, as the statements before #39 asked them (raw rows) and from the rollups.
  const figures = (label: string, p: ReportPeriod, raw: boolean) => {
    if (raw && count > rawMax) return console.log(`${label.padEnd(28)} skipped past ${rawMax} bookings (BENCH_RAW_MAX_BOOKINGS)`);
    return measure(label, () =>
      RequestContext.create(server.orm.em, async () => {
        const { booking, payouts } = server.app;
        await Promise.all(raw ? [booking.api.analytics.platformFromRows(p), payouts.api.analytics.platformFromRows(p)] : [booking.api.analytics.platform(p), payouts.api.analytics.platform(p)]);
      }),
    );
  };
  // The floor of the ratios: more calls than the figures, so that a busy moment of the machine weighs less on every ratio.
  health = await get('GET /api/health (25 calls)', '/api/health', 25);
  await get('dashboard, 30 days', `/api/admin/analytics/dashboard?from=${month.from}&to=${month.to}`);
  await get('dashboard, 1 year', `/api/admin/analytics/dashboard?from=${year.from}&to=${year.to}`);
  await get("a cleaner's page, 30 days", `/api/admin/analytics/cleaners/${cleanerId}?from=2026-05-01&to=2026-05-30`);
  await get("a cleaner's page, 2 years", `/api/admin/analytics/cleaners/${cleanerId}?from=2025-01-01&to=2026-12-31`);
  await figures('  rollups, 30 days', month, false);
  await figures('  raw rows, 30 days', month, true);
  await figures('  rollups, 1 year', year, false);
  await figures('  raw rows, 1 year', year, true);
  await db.end();
  await server.close(500);
} finally {
  release();
  if (!kept) await onServer((c) => c.query(`drop database if exists ${scratch} with (force)`));
}
