/**
 * `npm run bench:booking`: POST /api/bookings, with the body the web app sends (saved card, request
 * key), at 50 concurrent connections on distinct slots (every request must succeed), beside GET
 * /api/health at the same concurrency in the same run (the ratio counts a booking once its background
 * steps, both emails, the feed and the webhook step, are done; the answers' own rate is printed apart), then at a steady
 * rate (BENCH_RATE, default 300 req/s, open loop), then the double-booking race: 50 concurrent
 * requests for overlapping slots of one cleaner, 20 rounds, with the winners per round and a SQL
 * overlap check. Prints figures, never asserts timings. The load generator is a worker thread;
 * emails leave through an SMTP sink, as they would in production.
 * Database: a scratch database created (and dropped) next to BENCH_DATABASE_URL, else DATABASE_URL,
 * else the local PostgreSQL at 127.0.0.1:5432.
 */
import { RequestContext } from '@mikro-orm/core';
import inspector from 'node:inspector/promises';
import { writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { Pool } from 'undici';
import { startOwnCluster } from './own-cluster.js';
import { startSmtpSink } from './smtp-sink.js';
import { scratchDatabase } from './scratch-database.js';
import { postgresCpuMs } from './load-mix.js';
import { loadConfig } from '../../src/config/config.js';
import { startServer } from '../../src/server.js';
import { loginAs } from '../../test/support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner } from '../../test/support/booking-fixtures.js';
import type { ApiResponse, RequestOptions, TestServer } from '../../test/support/test-server.js';

const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
const cleanerCount = Number(process.env.BENCH_CLEANERS ?? 50);
const requests = Number(process.env.BENCH_REQUESTS ?? 2000);
const warmup = Number(process.env.BENCH_WARMUP ?? 200);
const rounds = Number(process.env.BENCH_RACE_ROUNDS ?? 20);
/** The steady phase: BENCH_RATE requests a second for BENCH_RATE_SECONDS (0: skipped). */
const rate = Number(process.env.BENCH_RATE ?? 300);
const rateSeconds = Number(process.env.BENCH_RATE_SECONDS ?? 15);
/** GET /api/health at the same concurrency before the measured phase: the floor the ratio is taken to. */
const healthSeconds = Number(process.env.BENCH_HEALTH_SECONDS ?? 5);
/** Visits of 4 h that fit the fixtures' 08:00-21:00 availability, on days 2..81 (inside the 90-day horizon). */
const STARTS = ['08:00', '12:00', '16:00'];
const DAYS = 80;
const ACTIVE = `('pending', 'confirmed', 'in_progress')`;
/** The development provider's card that always succeeds, saved by each client. */
const CARD = 'dev_pm_success';

// A cluster of the bench's own counts the statements per booking (pg_stat_statements); BENCH_DATABASE_URL or DATABASE_URL instead skips the count.
const own = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL ? null : await startOwnCluster();
const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? own?.url ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const { name: scratch, url: databaseUrl, drop } = await scratchDatabase('booking', baseUrl);

// Emails leave by SMTP as in production (a sink that forgets them), not into the development mailbox's table.
const smtp = await startSmtpSink();
const config = loadConfig({ ...process.env, NODE_ENV: 'test', PORT: '0', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent', DATABASE_URL: databaseUrl, UPLOADS_DIR: `/tmp/eclat-bench-uploads/${scratch}`, SMTP_URL: smtp.url });
// The fixtures sign many accounts in from one address.
config.rateLimits.login.perIp = 1_000_000;
const server = await startServer(config);

/** The test fixtures' view of a server, without the contract check (the tests own that). */
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
    const res = await fetch(`${server.url}${path}`, { method, headers, body });
    const text = await res.text();
    const parsed = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    return { status: res.status, body: parsed as T, headers: res.headers };
  },
  inContext: (work) => RequestContext.create(server.orm.em, work),
  close: () => server.close(100),
};

const sql = <R extends Record<string, unknown>>(query: string, params: unknown[] = []) => server.orm.em.getConnection().execute<R[]>(query, params);
const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;

/**
 * The load generator: a worker thread (keep-alive connections through undici) that POSTs each body
 * once with `concurrency` requests in flight, so that it does not share the server's event loop.
 */
const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { Pool } = require('undici');
(async () => {
  const { url, requests, concurrency, rate, healthSeconds } = workerData;
  const http = new Pool(url, { connections: concurrency, pipelining: 1 });
  const cpu0 = process.threadCpuUsage();
  const latencies = [];
  const failed = [];
  let failures = 0;
  if (healthSeconds) {
    // The machine's floor in the same run: GET /api/health at the same concurrency for healthSeconds.
    const deadline = performance.now() + healthSeconds * 1000;
    await Promise.all(Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const since = performance.now();
        const res = await http.request({ method: 'GET', path: '/api/health' });
        await res.body.arrayBuffer();
        latencies.push(performance.now() - since);
        if (res.statusCode !== 200) failures++;
      }
    }));
    const cpu = process.threadCpuUsage(cpu0);
    await http.close();
    parentPort.postMessage({ latencies, failures, failed, cpuMicros: cpu.user + cpu.system });
    return;
  }
  const post = async (k, since) => {
    const { token, body } = requests[k];
    const res = await http.request({ method: 'POST', path: '/api/bookings', headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json' }, body });
    const text = await res.body.text();
    latencies.push(performance.now() - since);
    if (res.statusCode !== 201) {
      failures++;
      if (failed.length < 5) failed.push(res.statusCode + ' ' + text.slice(0, 200));
    }
  };
  if (rate) {
    // Open loop: request k is due at start + k / rate whatever the answers so far; its latency counts from then.
    const start = performance.now() + 20;
    await Promise.all(requests.map(async (_, k) => {
      const due = start + (k * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await post(k, due);
    }));
  } else {
    let next = 0;
    await Promise.all(Array.from({ length: concurrency }, async () => {
      for (let k = next++; k < requests.length; k = next++) await post(k, performance.now());
    }));
  }
  const cpu = process.threadCpuUsage(cpu0);
  await http.close();
  parentPort.postMessage({ latencies, failures, failed, cpuMicros: cpu.user + cpu.system });
})();
`;

async function postInWorker(url: string, requests: { token: string; body: string }[], concurrency: number, rate: number | null = null, healthSeconds = 0) {
  const worker = new Worker(LOAD_WORKER, { eval: true, workerData: { url, requests, concurrency, rate, healthSeconds } });
  const result = await new Promise<{ latencies: number[]; failures: number; failed: string[]; cpuMicros: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  return result;
}

try {
  const t0 = performance.now();
  const adminToken = (await loginAs(t, 'admin')).token;
  const cleaners: string[] = [];
  for (let i = 0; i < cleanerCount + 1; i++) cleaners.push((await listedCleaner(t, adminToken)).user.id);
  const raceCleaner = cleaners.pop()!;
  const clients: Awaited<ReturnType<typeof clientWithProperty>>[] = [];
  for (let i = 0; i < concurrency; i += 10) clients.push(...(await Promise.all(Array.from({ length: Math.min(10, concurrency - i) }, () => clientWithProperty(t)))));
  // Each client saves a card, as the web app's booking form requires before the request.
  for (const client of clients) {
    const saved = await t.api('POST', '/api/payments/cards', { token: client.token, body: { paymentMethodId: CARD } });
    if (saved.status !== 201) throw new Error(`card save failed: ${saved.status}`);
  }
  console.log(`prepared ${cleanerCount} listed cleaners (+1 for the race) and ${clients.length} clients with a property in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // Distinct slots, spread over the cleaners first so that concurrent requests rarely share one.
  const slots: { cleanerId: string; date: string; time: string }[] = [];
  for (let d = 0; d < DAYS; d++) {
    const date = dateInDays(2 + d);
    for (const time of STARTS) for (const cleanerId of cleaners) slots.push({ cleanerId, date, time });
  }
  const total = Math.min(warmup + requests, slots.length);
  if (total < warmup + requests) console.log(`only ${slots.length} distinct slots: ${total - warmup} measured requests`);
  const steady = Math.min(rate * rateSeconds, slots.length - total);

  const http = new Pool(server.url, { connections: concurrency, pipelining: 1 });
  const bodies = slots.slice(0, total + steady).map((slot, k) => ({
    token: clients[k % clients.length]!.token,
    // The body the web app sends: the draft, the saved card and a request key.
    body: JSON.stringify({ ...draft(slot.cleanerId, clients[k % clients.length]!.property.id, { date: slot.date, time: slot.time }), paymentMethod: 'card', paymentMethodId: CARD, requestKey: randomUUID() }),
  }));
  // Warm-up: JIT, pool connections, PostgreSQL caches.
  await postInWorker(server.url, bodies.slice(0, warmup), concurrency);
  // The warm-up's background steps (emails, integrations) finish before the count starts.
  await server.app.outbox.stop();
  server.app.outbox.start(1000);
  // The machine's floor in the same run, at the same concurrency (issue #39): GET /api/health.
  const healthRun = await postInWorker(server.url, [], concurrency, null, healthSeconds);
  const healthRate = healthRun.latencies.length / healthSeconds;
  await own?.reset();
  // BENCH_CPU_PROF=<file>: a CPU profile of the measured phase only (the server's thread).
  const profiler = process.env.BENCH_CPU_PROF ? new inspector.Session() : null;
  profiler?.connect();
  await profiler?.post('Profiler.enable');
  await profiler?.post('Profiler.start');
  const cpu0 = process.threadCpuUsage();
  const processCpu0 = process.cpuUsage();
  const sinkCpu0 = await smtp.cpuMicros();
  // PostgreSQL's CPU: the bench's own cluster's processes when it has one, else every postgres process of the machine.
  const pgCpuMs = () => own?.cpuMs() ?? postgresCpuMs();
  const pg0 = pgCpuMs();
  const started = performance.now();
  const measured = await postInWorker(server.url, bodies.slice(warmup, total), concurrency);
  const seconds = (performance.now() - started) / 1000;
  // Steps left to the background (both emails, the feed, the webhook step) are part of each booking's cost:
  // the rate "with its background" counts until the last of them is done.
  await server.app.outbox.stop();
  const drainedSeconds = (performance.now() - started) / 1000;
  const cpu = process.threadCpuUsage(cpu0);
  const processCpu = process.cpuUsage(processCpu0);
  const sinkCpu = (await smtp.cpuMicros()) - sinkCpu0;
  const pgCpu = pgCpuMs() - pg0;
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    await writeFile(process.env.BENCH_CPU_PROF!, JSON.stringify(profile));
    console.log(`CPU profile of the measured phase: ${process.env.BENCH_CPU_PROF}`);
  }
  const { latencies, failures } = measured;
  for (const f of measured.failed) console.log(`  request failed: ${f}`);
  latencies.sort((x, y) => x - y);
  console.log(
    `POST /api/bookings, distinct slots: ${latencies.length} requests in ${seconds.toFixed(1)} s at ${concurrency} connections: ${(latencies.length / seconds).toFixed(0)} req/s` +
      `  p50 ${percentile(latencies, 0.5).toFixed(1)} ms  p95 ${percentile(latencies, 0.95).toFixed(1)} ms  p99 ${percentile(latencies, 0.99).toFixed(1)} ms (${(percentile(latencies, 0.99) / percentile(latencies, 0.5)).toFixed(2)} x p50)  failures ${failures}`,
  );
  const n = latencies.length;
  console.log(`emails accepted by the SMTP sink so far: ${await smtp.received()}`);
  const withBackground = n / drainedSeconds;
  console.log(
    `GET /api/health in the same run at ${concurrency} connections: ${healthRate.toFixed(0)} req/s (${healthSeconds} s, failures ${healthRun.failures}); ` +
      `bookings with their background done: ${withBackground.toFixed(0)} /s (last background step ${(drainedSeconds - seconds).toFixed(1)} s after the last answer) = ${(withBackground / healthRate).toFixed(3)} of health (goal >= 0.1); ` +
      `answers alone ${(n / seconds / healthRate).toFixed(3)} of health`,
  );
  // The server's threads: its event loop and any worker of its own (the mailer's), not the bench's load generator nor its SMTP sink.
  const serverProcessMs = (processCpu.user + processCpu.system - measured.cpuMicros - sinkCpu) / 1000;
  console.log(
    `CPU per booking (request and background): server ${(serverProcessMs / n).toFixed(2)} ms (all its threads; ${((cpu.user + cpu.system) / 1000 / n).toFixed(2)} ms on its event loop), PostgreSQL ${(pgCpu / n).toFixed(2)} ms, load generator ${(measured.cpuMicros / 1000 / n).toFixed(2)} ms (a worker thread), SMTP sink ${(sinkCpu / 1000 / n).toFixed(2)} ms`,
  );
  if (own) {
    const statements = await own.statements(scratch, Number(process.env.BENCH_TOP_STATEMENTS ?? 25));
    const sent = (await own.totalCalls(scratch)) / n;
    const withNested = (await own.totalCalls(scratch, { nested: true })) / n;
    console.log(`SQL statements per booking (pg_stat_statements, every statement the server sent, BEGIN/COMMIT included): ${sent.toFixed(1)} (${withNested.toFixed(1)} with those PostgreSQL ran inside them)`);
    console.log('  per booking: calls, execution ms, statement');
    for (const st of statements) console.log(`  ${(st.calls / n).toFixed(2).padStart(6)} ${(st.execMs / n).toFixed(3).padStart(7)}  ${st.query.replace(/\s+/g, ' ').slice(0, 140)}`);
  }

  // At a steady rate (open loop): the latency a client sees when the site gets that many requests a second.
  if (steady > 0) {
    server.app.outbox.start(1000);
    const steadyStarted = performance.now();
    const open = await postInWorker(server.url, bodies.slice(total, total + steady), 200, rate);
    const steadySeconds = (performance.now() - steadyStarted) / 1000;
    await server.app.outbox.stop();
    for (const f of open.failed) console.log(`  request failed: ${f}`);
    const sorted = open.latencies.sort((x, y) => x - y);
    console.log(
      `POST /api/bookings at a steady ${rate} req/s (open loop, latency from when each request was due): ${sorted.length} requests in ${steadySeconds.toFixed(1)} s` +
        `  p50 ${percentile(sorted, 0.5).toFixed(1)} ms  p95 ${percentile(sorted, 0.95).toFixed(1)} ms  p99 ${percentile(sorted, 0.99).toFixed(1)} ms  failures ${open.failures}`,
    );
  }

  // The race: every request of a round overlaps every other (starts 4 min apart, 4 h long).
  const winners: number[] = [];
  const raceLatencies: number[] = [];
  let unexpected = 0;
  const raceStarted = performance.now();
  for (let round = 0; round < rounds; round++) {
    const date = dateInDays(2 + round);
    const statuses = await Promise.all(
      Array.from({ length: concurrency }, async (_, i) => {
        const client = clients[i % clients.length]!;
        const minute = 9 * 60 + ((i * 4) % 200);
        const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
        const body = JSON.stringify({ ...draft(raceCleaner, client.property.id, { date, time }), paymentMethod: 'card' });
        const s = performance.now();
        const res = await http.request({ method: 'POST', path: '/api/bookings', headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/json' }, body });
        const answer = (await res.body.json()) as { error?: string };
        raceLatencies.push(performance.now() - s);
        if (res.statusCode !== 201 && !(res.statusCode === 409 && (answer.error === 'booking.slot_taken' || answer.error === 'booking.cleaner_unavailable'))) {
          unexpected++;
          if (unexpected <= 5) console.log(`  round ${round}: unexpected ${res.statusCode} ${JSON.stringify(answer).slice(0, 200)}`);
        }
        return res.statusCode;
      }),
    );
    winners.push(statuses.filter((s) => s === 201).length);
  }
  raceLatencies.sort((x, y) => x - y);
  console.log(`race: ${rounds} rounds of ${concurrency} overlapping requests in ${((performance.now() - raceStarted) / 1000).toFixed(1)} s; winners per round [${winners.join(' ')}] (each must be 1); other answers than 201 or 409 slot_taken/cleaner_unavailable: ${unexpected}; p95 ${percentile(raceLatencies, 0.95).toFixed(1)} ms`);
  const [overlaps] = await sql<{ n: string }>(
    `select count(*) as n from bookings a join bookings b
       on a.cleaner_id = b.cleaner_id and a.id < b.id and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
     where a.status in ${ACTIVE} and b.status in ${ACTIVE}`,
  );
  const [active] = await sql<{ n: string }>(`select count(*) as n from bookings where status in ${ACTIVE}`);
  console.log(`overlap check: ${overlaps!.n} overlapping pairs of active bookings among ${active!.n} (must be 0)`);
  await http.close();
  const mem = process.memoryUsage();
  console.log(`memory: rss ${(mem.rss / 1048576).toFixed(0)} MB, heap used ${(mem.heapUsed / 1048576).toFixed(0)} MB (the server's process)`);
} finally {
  await server.close(100);
  await smtp.close();
  await drop();
  await own?.stop();
}
