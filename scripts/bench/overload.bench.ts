/**
 * `npm run bench:overload` (issue #37): what one instance does when offered three times what it can serve.
 * For each path — public search, a write (POST /api/bookings, the web app's body), message sends (POST
 * /api/messages/{bookingId}) — it measures the capacity (closed loop, BENCH_CONCURRENCY connections, 2xx a
 * second) beside GET /api/health at the same concurrency in the same run (the ratio says how much of the
 * machine the path needs, whatever else the machine is doing), then, in an open loop (each request due at
 * its time whatever the answers, latency counted from then, unanswered after 5 s):
 *   before: half the capacity (the normal latency);
 *   spike: BENCH_FACTOR (3) times the capacity for BENCH_SPIKE_SECONDS: accepted and refused rates and latencies, unanswered;
 *   after: half the capacity again, second by second, until the latency is normal.
 * Figures, never asserted (shared 2-core machines are noisy); the load generator is a process of its own,
 * at a higher priority (clients are other machines), and each phase starts once the background steps the
 * previous one left (a booking's emails) are done. During the spike it also prints, every half second, the
 * share of new requests admitted, the loop's lag and utilization, and the refusals by reason.
 * BENCH_CPU_PROF=<prefix> writes a CPU profile of the server during each spike.
 * Requests pose as BENCH_ADDRESSES client addresses (X-Forwarded-For, TRUST_PROXY on), as visitors behind a
 * proxy would, so the per-address limits apply as in production without one address taking the whole load.
 * Database: a scratch database next to BENCH_DATABASE_URL, else DATABASE_URL, else 127.0.0.1:5432, dropped at the end.
 * BENCH_PATHS=search,write,messages chooses the paths.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import inspector from 'node:inspector/promises';
import { RequestContext } from '@mikro-orm/core';
import pg from 'pg';
import { loadConfig } from '../../src/config/config.js';
import { startServer } from '../../src/server.js';
import { seedCleaners } from '../../src/db/seed.js';
import { CITY_WEIGHTS } from '../../src/db/seed-cleaners.js';
import { hashToken } from '../../src/shared/ids.js';
import { loginAs } from '../../test/support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, requestVisit } from '../../test/support/booking-fixtures.js';
import type { ApiResponse, RequestOptions, TestServer } from '../../test/support/test-server.js';
import { startSmtpSink } from './smtp-sink.js';
import { scratchDatabase } from './scratch-database.js';
import { quantile, runLoad, type LoadResult, type RequestTemplate } from './open-loop.js';

const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const factor = Number(process.env.BENCH_FACTOR ?? 3);
const defaultCapacitySeconds = Number(process.env.BENCH_CAPACITY_SECONDS ?? 5);
const spikeSeconds = Number(process.env.BENCH_SPIKE_SECONDS ?? 8);
const calmSeconds = Number(process.env.BENCH_CALM_SECONDS ?? 5);
const addresses = Number(process.env.BENCH_ADDRESSES ?? 50_000);
const paths = (process.env.BENCH_PATHS ?? 'search,write,messages').split(',');
const TIMEOUT_MS = 5000;

const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const { name: scratch, url: databaseUrl, drop } = await scratchDatabase('overload', baseUrl);

const smtp = await startSmtpSink();
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  PORT: '0',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
  DATABASE_URL: databaseUrl,
  UPLOADS_DIR: `/tmp/eclat-bench-uploads/${scratch}`,
  SMTP_URL: smtp.url,
  TRUST_PROXY: 'true',
  // As in production (NODE_ENV=test turns both off by default).
  ADMISSION_CONTROL: process.env.ADMISSION_CONTROL ?? 'true',
  PUBLIC_READS_PER_MINUTE: process.env.PUBLIC_READS_PER_MINUTE ?? '300',
});
// The fixtures sign many accounts in from one address.
config.rateLimits.login.perIp = 1_000_000;
const server = await startServer({ ...config, runJobs: false });
const a = config.admission;
console.log(
  `admission ${a.enabled ? 'on' : 'off'}: concurrency read ${a.concurrency.read}, search ${a.concurrency.search}, write ${a.concurrency.write}, heavy ${a.concurrency.heavy} ` +
    `(DB_POOL_MAX ${config.database.max}), wait ≤ ${a.maxWaitMs} ms, event-loop lag ≤ ${a.maxEventLoopLagMs} ms, utilization ≤ ${a.maxEventLoopUtilizationPercent} %; per-address public reads ${config.publicReads.perMinute}/min after ${config.publicReads.burst}`,
);

/** The fixtures' view of the server (test/support), without the contract check the tests make. */
const t: TestServer = {
  url: server.url,
  server,
  config,
  async api<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined = options.raw;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    }
    let res = await fetch(`${server.url}${path}`, { method, headers, body });
    // A well-behaved client: the fixtures' own calls come back after Retry-After when the instance sheds them.
    for (let tries = 0; res.status === 503 && tries < 20; tries++) {
      await res.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, Number(res.headers.get('retry-after') ?? 1) * 1000));
      res = await fetch(`${server.url}${path}`, { method, headers, body });
    }
    const text = await res.text();
    return { status: res.status, body: (text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T, headers: res.headers };
  },
  inContext: (work) => RequestContext.create(server.orm.em, work),
  close: () => server.close(100),
};

interface Phase {
  result: LoadResult;
  seconds: number;
}
const ok = (s: number) => s >= 200 && s < 300;
const refused = (s: number) => s === 503 || s === 429;
const ms = (v: number) => `${v < 10 ? v.toFixed(1) : v.toFixed(0)} ms`;
const rate = (n: number, seconds: number) => `${Math.round(n / seconds).toLocaleString('fr-CA')} req/s`;

function summary(phase: Phase) {
  const { result, seconds } = phase;
  const accepted: number[] = [];
  const refusals: number[] = [];
  const byStatus = new Map<number, number>();
  let unanswered = 0;
  for (let i = 0; i < result.status.length; i++) {
    const s = result.status[i]!;
    byStatus.set(s, (byStatus.get(s) ?? 0) + 1);
    if (ok(s)) accepted.push(result.latency[i]!);
    else if (refused(s)) refusals.push(result.latency[i]!);
    else if (s === 0) unanswered++;
  }
  const other = [...byStatus].filter(([s]) => s !== 0 && !ok(s) && !refused(s));
  return { accepted, refusals, unanswered, other, byStatus, offered: result.status.length / seconds, acceptedRate: accepted.length / seconds, refusedRate: refusals.length / seconds };
}

/** The machine's busy share since `from` (Linux /proc/stat), to tell a slow instance from a machine busy with other work. */
function machineCpu(): { idle: number; total: number };
function machineCpu(from: { idle: number; total: number }): { busy: string; cores: number };
function machineCpu(from?: { idle: number; total: number }) {
  const lines = readFileSync('/proc/stat', 'utf8').split('\n');
  const fields = lines[0]!.split(/\s+/).slice(1).map(Number);
  const now = { idle: fields[3]! + fields[4]!, total: fields.reduce((x, y) => x + y, 0) };
  if (!from) return now;
  const cores = lines.filter((l) => /^cpu\d/.test(l)).length;
  return { busy: `${((1 - (now.idle - from.idle) / Math.max(1, now.total - from.total)) * 100).toFixed(0)} %`, cores };
}

const latencies = (values: number[]) => (values.length ? `p50 ${ms(quantile(values, 0.5))}, p95 ${ms(quantile(values, 0.95))}, p99 ${ms(quantile(values, 0.99))}` : 'none');

/**
 * One path: capacity and health at the same concurrency, then before / spike / after in an open loop.
 * `requests` are handed on from phase to phase when `use` is `once` (a booking slot is used once).
 */
async function scenario(name: string, requests: RequestTemplate[], use: 'once' | 'cycle', options: { warmupSeconds?: number; capacitySeconds?: number } = {}) {
  const capacitySeconds = options.capacitySeconds ?? defaultCapacitySeconds;
  let pool = requests;
  const run = async (phase: { seconds: number; concurrency?: number; rate?: number }): Promise<Phase> => {
    // Each phase starts once the background steps the previous one left (a booking's emails, run one after
    // another after its answer) are done, so that it pays for its own only.
    const settling = performance.now();
    await server.app.outbox.stop();
    const settled = (performance.now() - settling) / 1000;
    if (settled > 0.5) console.log(`  (${settled.toFixed(1)} s for the background steps the previous phase left)`);
    const result = await runLoad({ origin: server.url, requests: pool, use, seconds: phase.seconds, addresses, timeoutMs: TIMEOUT_MS, ...(phase.rate ? { rate: phase.rate, connections: 1024 } : { concurrency: phase.concurrency ?? concurrency }) });
    if (use === 'once') pool = result.unused;
    return { result, seconds: phase.seconds };
  };
  console.log(`\n${name}`);
  if (options.warmupSeconds) await run({ seconds: options.warmupSeconds });
  const capacity = summary(await run({ seconds: capacitySeconds }));
  const health = summary({ result: await runLoad({ origin: server.url, requests: [{ method: 'GET', path: '/api/health' }], use: 'cycle', seconds: 4, concurrency, addresses }), seconds: 4 });
  const C = capacity.acceptedRate;
  console.log(
    `  capacity: ${rate(capacity.accepted.length, capacitySeconds)} at ${concurrency} connections (${latencies(capacity.accepted)}; ${capacity.refusals.length} refused, ${capacity.unanswered} unanswered)` +
      ` — GET /api/health in the same run: ${rate(health.accepted.length, 4)}, so this path runs at ${((C / health.acceptedRate) * 100).toFixed(0)} % of health`,
  );
  if (C < 1) {
    console.log('  no capacity measured: skipped');
    return;
  }
  const calm = Math.max(1, Math.round(C / 2));
  const before = summary(await run({ seconds: calmSeconds, rate: calm }));
  console.log(`  before, at ${calm} req/s (half the capacity): accepted ${latencies(before.accepted)}; refused ${before.refusals.length}; unanswered ${before.unanswered}`);

  const offered = Math.round(C * factor);
  const cpu0 = process.cpuUsage();
  const machine0 = machineCpu();
  // Every half second: the share of new requests the instance admits, its event loop's lag, refusals so far by reason.
  const timeline: string[] = [];
  const refused0 = server.app.admission.stats().refusedBy;
  const sampler = setInterval(() => {
    const s = server.app.admission.stats();
    timeline.push(`${(s.share * 100).toFixed(0)}%/${s.lagMs.toFixed(0)}ms/${(s.utilization * 100).toFixed(0)}%`);
  }, 500);
  // BENCH_CPU_PROF=<prefix>: a CPU profile of the server during each spike (<prefix>-<path>.cpuprofile).
  const profiler = process.env.BENCH_CPU_PROF ? new inspector.Session() : null;
  profiler?.connect();
  await profiler?.post('Profiler.enable');
  await profiler?.post('Profiler.start');
  const spikeStarted = performance.now();
  const spikePhase = await run({ seconds: spikeSeconds, rate: offered });
  const spikeWall = performance.now() - spikeStarted;
  clearInterval(sampler);
  if (profiler) await writeFile(`${process.env.BENCH_CPU_PROF}-${name.split(' ')[0]}.cpuprofile`, JSON.stringify((await profiler.post('Profiler.stop')).profile));
  const refusedBy = server.app.admission.stats().refusedBy;
  const spike = summary(spikePhase);
  const cpu = process.cpuUsage(cpu0);
  const machine = machineCpu(machine0);
  const served = spike.acceptedRate / C;
  const statuses = [...spike.byStatus].sort((x, y) => x[0] - y[0]).map(([s, n]) => `${s === 0 ? 'none' : s}: ${n}`).join(', ');
  console.log(`  spike: ${offered} req/s offered (${factor}× the capacity) for ${spikeSeconds} s — answers ${statuses}`);
  console.log(`    accepted ${rate(spike.accepted.length, spikeSeconds)} = ${(served * 100).toFixed(0)} % of the capacity, ${latencies(spike.accepted)}`);
  console.log(`    refused  ${rate(spike.refusals.length, spikeSeconds)} (503/429 with Retry-After), ${latencies(spike.refusals)}`);
  console.log(`    unanswered after ${TIMEOUT_MS / 1000} s: ${spike.unanswered}${spike.other.length ? `; other answers: ${spike.other.map(([s, n]) => `${n} × ${s}`).join(', ')}` : ''}`);
  // Over the phase's wall time (longer than its schedule by the last answers' wait).
  const share = (cpuMs: number) => `${((cpuMs / spikeWall) * 100).toFixed(0)} %`;
  console.log(`    refusals by reason: ${Object.entries(refusedBy).map(([r, n]) => `${r} ${n - refused0[r as keyof typeof refused0]}`).join(', ')}; share admitted / loop lag / loop utilization every 0.5 s: ${timeline.join(' ')}`);
  console.log(`    CPU during the spike: server ${share((cpu.user + cpu.system) / 1000)} of a core, load generator ${share(spikePhase.result.cpuMs)} (its own loop late by p95 ${ms(spikePhase.result.lagMs.p95)}, max ${ms(spikePhase.result.lagMs.max)}); the machine's ${machine.cores} cores ${machine.busy} busy (other processes included)`);

  const afterPhase = await run({ seconds: calmSeconds, rate: calm });
  const after = summary(afterPhase);
  const normal = Math.max(2 * quantile(before.accepted, 0.95), quantile(before.accepted, 0.95) + 5);
  const bySecond: string[] = [];
  let normalFrom: number | null = null;
  for (let second = 0; second < calmSeconds; second++) {
    const inSecond: number[] = [];
    let refusedInSecond = 0;
    for (let i = 0; i < afterPhase.result.status.length; i++) {
      if (Math.floor(afterPhase.result.due[i]! / 1000) !== second) continue;
      if (ok(afterPhase.result.status[i]!)) inSecond.push(afterPhase.result.latency[i]!);
      else refusedInSecond++;
    }
    const p95 = quantile(inSecond, 0.95);
    bySecond.push(`${ms(p95)}${refusedInSecond ? ` (${refusedInSecond} refused)` : ''}`);
    if (normalFrom === null && p95 <= normal && refusedInSecond === 0) normalFrom = second;
  }
  console.log(`  after, at ${calm} req/s: p95 second by second ${bySecond.join(', ')}; ${normalFrom === null ? `not back to normal (p95 ≤ ${ms(normal)}) within ${calmSeconds} s` : `normal (p95 ≤ ${ms(normal)}, nothing refused) from second ${normalFrom + 1}`}; unanswered ${after.unanswered}`);
  console.log(
    `  issue #37's bars: unanswered ${spike.unanswered === 0 ? 'none' : spike.unanswered}; accepted p95 ${ms(quantile(spike.accepted, 0.95))}; refusals p95 ${ms(quantile(spike.refusals, 0.95))}; ` +
      `${(served * 100).toFixed(0)} % of capacity served (≥ 80 % asked); normal again ${normalFrom === null ? `after more than ${calmSeconds} s` : `within ${normalFrom + 1} s`}`,
  );
}

/** A mix of public searches as the web app's page asks them (cities by weight, filters, sorts, pages). */
function searches(): RequestTemplate[] {
  const cities = CITY_WEIGHTS.slice(0, 12).flatMap(([id, w]) => Array<string>(Math.max(1, Math.round(w / 3))).fill(id));
  const list: RequestTemplate[] = [];
  let n = 0;
  for (const city of cities) {
    for (const service of ['', 'regular', 'deep']) {
      for (const sort of ['recommended', 'rating', 'price_asc']) {
        for (const page of [1, 2]) {
          const q = new URLSearchParams({ city, ...(service ? { service } : {}), sort, page: String(page), pageSize: '12' });
          list.push({ method: 'GET', path: `/api/cleaners?${q}`, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
          n++;
        }
      }
    }
  }
  // Shuffled (a fixed seed would do as well): consecutive requests ask different questions.
  for (let i = list.length - 1; i > 0; i--) {
    const j = (i * 7919 + n) % (i + 1);
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/** Distinct slots of listed cleaners for clients with a property and a saved card, as booking.bench.ts does. */
async function bookingRequests(): Promise<RequestTemplate[]> {
  const cleanerCount = Number(process.env.BENCH_BOOKING_CLEANERS ?? 30);
  const adminToken = (await loginAs(t, 'admin')).token;
  const cleaners: string[] = [];
  for (let i = 0; i < cleanerCount; i += 5) cleaners.push(...(await Promise.all(Array.from({ length: Math.min(5, cleanerCount - i) }, async () => (await listedCleaner(t, adminToken)).user.id))));
  const clients = [];
  for (let i = 0; i < 30; i += 10) clients.push(...(await Promise.all(Array.from({ length: 10 }, () => clientWithProperty(t)))));
  for (const client of clients) {
    const saved = await t.api('POST', '/api/payments/cards', { token: client.token, body: { paymentMethodId: 'dev_pm_success' } });
    if (saved.status !== 201) throw new Error(`card save failed: ${saved.status}`);
  }
  const list: RequestTemplate[] = [];
  let k = 0;
  for (let d = 0; d < 80; d++) {
    const date = dateInDays(2 + d);
    for (const time of ['08:00', '12:00', '16:00']) {
      for (const cleanerId of cleaners) {
        const client = clients[k++ % clients.length]!;
        const body = JSON.stringify({ ...draft(cleanerId, client.property.id, { date, time }), paymentMethod: 'card', paymentMethodId: 'dev_pm_success', requestKey: randomUUID() });
        list.push({ method: 'POST', path: '/api/bookings', headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/json' }, body });
      }
    }
  }
  console.log(`  ${cleaners.length} listed cleaners, ${clients.length} clients with a saved card: ${list.length} distinct slots`);
  return list;
}

/** Pairs of a confirmed booking written in bulk (as ws.bench.ts does): each user sends in turn, well under 30 a minute. */
async function messageRequests(): Promise<RequestTemplate[]> {
  const pairCount = Number(process.env.BENCH_PAIRS ?? 3000);
  const adminToken = (await loginAs(t, 'admin')).token;
  const [cleaner, client] = await Promise.all([listedCleaner(t, adminToken), clientWithProperty(t)]);
  const { booking } = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id));
  const accepted = await t.api('POST', `/api/bookings/${booking.id}/accept`, { token: cleaner.token });
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const users = Array.from({ length: pairCount * 2 }, (_, i) => ({ id: randomUUID(), token: randomBytes(32).toString('base64url'), role: i % 2 === 0 ? 'client' : 'cleaner' }));
  await db.query(
    `insert into identity_users (id, email, name, role, locale, date_of_birth, status, created_at, updated_at)
     select id, 'bench-' || id || '@bench.eclat.local', 'Bench ' || n, role, 'fr', '1990-01-01', 'active', now(), now()
     from unnest($1::uuid[], $2::text[]) with ordinality as u(id, role, n)`,
    [users.map((u) => u.id), users.map((u) => u.role)],
  );
  await db.query(
    `insert into identity_sessions (id, user_id, token_hash, remember_me, created_at, last_seen_at, expires_at)
     select gen_random_uuid(), user_id, token_hash, true, now(), now(), now() + interval '30 days' from unnest($1::uuid[], $2::text[]) as s(user_id, token_hash)`,
    [users.map((u) => u.id), users.map((u) => hashToken(u.token))],
  );
  const pairs = Array.from({ length: pairCount }, (_, i) => ({ bookingId: randomUUID(), client: users[2 * i]!, cleaner: users[2 * i + 1]! }));
  const { rows: columns } = await db.query<{ name: string }>(`select column_name as name from information_schema.columns where table_name = 'bookings' and table_schema = 'public' and is_generated = 'NEVER' order by ordinal_position`);
  const pick = (name: string) => ({ id: 'x.id', client_id: 'x.client_id', cleaner_id: 'x.cleaner_id', series_id: 'null', request_key: 'null' })[name] ?? `b.${name}`;
  await db.query(
    `insert into bookings (${columns.map((c) => c.name).join(', ')})
     select ${columns.map((c) => pick(c.name)).join(', ')} from bookings b, unnest($1::uuid[], $2::uuid[], $3::uuid[]) as x(id, client_id, cleaner_id) where b.id = $4`,
    [pairs.map((p) => p.bookingId), pairs.map((p) => p.client.id), pairs.map((p) => p.cleaner.id), booking.id],
  );
  await db.query('analyze');
  await db.end();
  console.log(`  ${pairCount} confirmed bookings, ${users.length} people who write to each other`);
  // Each person in turn: a send every users.length requests, far under the 30-a-minute window per sender.
  return pairs.flatMap((p, i) =>
    [p.client, p.cleaner].map((from) => ({
      method: 'POST',
      path: `/api/messages/${p.bookingId}`,
      headers: { authorization: `Bearer ${from.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ clientMessageId: '__UUID__', text: `Bonjour, je confirme la visite n° ${i + 1}.` }),
    })),
  );
}

try {
  if (paths.includes('search')) {
    const seeded = Number(process.env.BENCH_CLEANERS ?? 2000);
    await seedCleaners(server, seeded, () => {});
    await RequestContext.create(server.orm.em, () => server.app.cleaners.api.refreshChangedFreeTime());
    await scenario(`public search (GET /api/cleaners, ${seeded} listed cleaners, the answer cache on)`, searches(), 'cycle', { warmupSeconds: 3 });
  }
  if (paths.includes('write')) {
    console.log('\nwrite path: preparing');
    const bookings = await bookingRequests();
    // A booking leaves emails and integrations' steps to run after its answer: over a few seconds they wait and the
    // closed loop overstates what the instance sustains, so its capacity is measured over longer.
    await scenario('write path (POST /api/bookings, distinct slots, emails by SMTP)', bookings, 'once', { capacitySeconds: Number(process.env.BENCH_WRITE_CAPACITY_SECONDS ?? 15) });
  }
  if (paths.includes('messages')) {
    console.log('\nmessages: preparing');
    await scenario('message sends (POST /api/messages/{bookingId})', await messageRequests(), 'cycle', { warmupSeconds: 2 });
  }
  const stats = server.app.admission.stats();
  console.log(`\nadmission refusals over the run: ${stats.refused}`);
} finally {
  await server.close(100);
  await smtp.close();
  await drop();
}
