/**
 * `npm run bench:ws`: N authenticated sockets (BENCH_SOCKETS, default 5000) on /ws/messages of ONE
 * server process, then messages sent through the REST API (BENCH_CONCURRENCY connections, default 50)
 * between the client and cleaner of confirmed bookings (one booking per pair of sockets), at fixed rates
 * in an open loop. First GET /api/health on the same server, sockets open, in a closed loop at the same
 * concurrency: every rate is printed as a share of it (issue #39's goal: 0.25 of health delivered at
 * p95 <= 25 ms with 0 lost). Without BENCH_RATE, a step search: phases of BENCH_SECONDS (default 8) at
 * BENCH_SEARCH_FROM (default 0.25) of health, then up by BENCH_SEARCH_STEP (0.05) while a phase holds
 * p95 <= 25 ms with none lost, or down until one does; it prints the highest rate held and its ratio.
 * BENCH_RATE=<n> runs one phase at n/s instead (default 20 s). Each phase prints the delivery latency
 * (REST send -> NEW_MESSAGE on the recipient's socket) p50/p95/p99, the lost messages (failed, or not
 * delivered within 5 s) and the CPU each process spent per message, after a warm-up at the first rate
 * (BENCH_WARMUP_SECONDS, default 3) that the figures leave out. Also printed: the connections held and
 * the server's memory added per 1000 sockets (RSS and heap after a GC, measured inside the server
 * process). BENCH_TIMELINE=1 adds the latency of each second of sending.
 *
 * The server runs in a child process (this file with the argument `server`) so that its memory is its
 * own; this process is the load generator. Accounts, sessions and bookings are written in bulk with SQL
 * (login is rate limited): one real booking is made through the API, then copied per pair.
 * BENCH_CPU_PROF=<dir> writes a CPU profile of the server during the first measured phase into <dir>.
 * Each process holds N sockets: `npm run bench:ws` raises the soft `ulimit -n` to the hard limit first;
 * the server needs N + ~100 descriptors, so N is capped below that (a container's hard limit of 20000
 * allows 19800 sockets; raising the hard limit needs CAP_SYS_RESOURCE).
 * Database: a scratch database next to BENCH_DATABASE_URL, else DATABASE_URL, else a PostgreSQL cluster
 * of the bench's own (scripts/bench/own-cluster.ts) when the machine has the binaries, which also
 * counts the SQL statements per message with pg_stat_statements; else 127.0.0.1:5432.
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import inspector from 'node:inspector/promises';
import { availableParallelism, setPriority } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { RequestContext } from '@mikro-orm/core';
import pg from 'pg';
import { Pool } from 'undici';
import WebSocket from 'ws';
import { hashToken } from '../../src/shared/ids.js';
import { quantile, runLoad } from './open-loop.js';
import { startOwnCluster, type OwnCluster } from './own-cluster.js';
import { scratchDatabase } from './scratch-database.js';

interface Ready {
  type: 'ready';
  url: string;
  users: { id: string; token: string }[];
  /** Per booking: indexes of its client and cleaner in `users`. */
  pairs: { bookingId: string; client: number; cleaner: number }[];
}
interface Memory {
  type: 'memory';
  rss: number;
  heapUsed: number;
  external: number;
  connections: number;
  /** process.cpuUsage() of the server, user + system, in microseconds. */
  cpuMicros: number;
  /** Read and write system calls of the server so far (Linux /proc): on these VMs each socket write is much of a message's cost. */
  syscalls: Syscalls | null;
  /** CPU seconds used so far by the PostgreSQL backends serving the bench's database (Linux /proc). */
  databaseCpuSeconds: number | null;
  /** The server's event-loop delay since the previous probe, in ms: p99 and max (stalls delay every message). */
  loopDelay: { p99: number; max: number };
}

/** One measured phase at a fixed rate: its messages' latencies and what became of them. */
interface Phase {
  rate: number;
  latencies: number[];
  /** REST answer times. */
  answers: number[];
  /** [sent at, latency] of every delivery, with BENCH_TIMELINE. */
  timeline?: [number, number][];
  sent: number;
  failed: number;
  /** Failed, or not delivered within 5 s. */
  lost: number;
  seconds: number;
}

const sockets = Number(process.env.BENCH_SOCKETS ?? 5000);
/** Set: one measured phase at this rate. Unset: the step search below. */
const fixedRate = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : undefined;
/** The search starts at this share of GET /api/health (issue #39's goal) and moves by BENCH_SEARCH_STEP of it. */
const searchFrom = Number(process.env.BENCH_SEARCH_FROM ?? 0.25);
const searchStep = Number(process.env.BENCH_SEARCH_STEP ?? 0.05);
/** Seconds per measured phase (each step of the search is one). */
const seconds = Number(process.env.BENCH_SECONDS ?? (fixedRate === undefined ? 8 : 20));
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
/** Connections of the REST sends, and of GET /api/health's closed loop (the floor). */
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
const timeline = Boolean(process.env.BENCH_TIMELINE);
const P95_GOAL_MS = 25;
const MB = 1024 * 1024;
const NEW_MESSAGE = Buffer.from('{"type":"NEW_MESSAGE"');
const CLIENT_MESSAGE_ID = Buffer.from('"clientMessageId":"');

if (process.argv[2] === 'server') await serve();
else await drive();

/** The child: one API server with its data, answering memory probes. */
async function serve(): Promise<void> {
  const { loadConfig } = await import('../../src/config/config.js');
  const { startServer } = await import('../../src/server.js');
  const { loginAs } = await import('../../test/support/factories.js');
  const { clientWithProperty, draft, listedCleaner, requestVisit } = await import('../../test/support/booking-fixtures.js');
  type TestServer = import('../../test/support/test-server.js').TestServer;

  const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  // bench_ws_<pid>: the parent reads the statements of its child's database by that name.
  const { name: scratch, url: databaseUrl, drop } = await scratchDatabase('ws', baseUrl);

  const config = loadConfig({ ...process.env, NODE_ENV: 'test', PORT: '0', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent', DATABASE_URL: databaseUrl, UPLOADS_DIR: `/tmp/eclat-bench-uploads/${scratch}` });
  config.rateLimits.login.perIp = 1_000_000;
  const server = await startServer(config);
  const t: TestServer = {
    url: server.url,
    server,
    config,
    async api(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const body = options.body !== undefined ? JSON.stringify(options.body) : options.raw;
      if (options.body !== undefined) headers['content-type'] ??= 'application/json';
      const res = await fetch(`${server.url}${path}`, { method, headers, body });
      const text = await res.text();
      return { status: res.status, body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text, headers: res.headers };
    },
    inContext: (work) => RequestContext.create(server.orm.em, work),
    close: () => server.close(100),
  };

  // One real confirmed booking, the template of every pair's.
  const adminToken = (await loginAs(t, 'admin')).token;
  const [cleaner, client] = await Promise.all([listedCleaner(t, adminToken), clientWithProperty(t)]);
  const { booking } = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id));
  const accepted = await t.api('POST', `/api/bookings/${booking.id}/accept`, { token: cleaner.token });
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const pairCount = Math.floor(sockets / 2);
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
  const pairs = Array.from({ length: pairCount }, (_, i) => ({ bookingId: randomUUID(), client: 2 * i, cleaner: 2 * i + 1 }));
  const { rows: columns } = await db.query<{ name: string }>(`select column_name as name from information_schema.columns where table_name = 'bookings' and table_schema = 'public' and is_generated = 'NEVER' order by ordinal_position`);
  const pick = (name: string) => ({ id: 'x.id', client_id: 'x.client_id', cleaner_id: 'x.cleaner_id', series_id: 'null', request_key: 'null' })[name] ?? `b.${name}`;
  await db.query(
    `insert into bookings (${columns.map((c) => c.name).join(', ')})
     select ${columns.map((c) => pick(c.name)).join(', ')} from bookings b, unnest($1::uuid[], $2::uuid[], $3::uuid[]) as x(id, client_id, cleaner_id) where b.id = $4`,
    [pairs.map((p) => p.bookingId), pairs.map((p) => users[p.client]!.id), pairs.map((p) => users[p.cleaner]!.id), booking.id],
  );
  await db.end();

  const memory = (collect: boolean): Memory => {
    // Memory figures after a full GC; CPU probes around the send phase skip it (a forced GC of a large
    // heap right before sending would be timed as the send path's).
    if (collect) (globalThis as { gc?: () => void }).gc?.();
    const m = process.memoryUsage();
    const cpu = process.cpuUsage();
    const loopDelay = { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 };
    loop.reset();
    return { type: 'memory', rss: m.rss, heapUsed: m.heapUsed, external: m.external, connections: server.gateway.connectionCount(), cpuMicros: cpu.user + cpu.system, syscalls: syscalls(), databaseCpuSeconds: null, loopDelay };
  };
  /**
   * Opening N sockets queues N presence writes and announcements behind the upgrades: measuring before
   * they are done would time that backlog, not the send path. Waits for every presence row, then for
   * the database to go quiet (at most a minute).
   */
  const settle = async (): Promise<number> => {
    const started = performance.now();
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    let quietChecks = 0;
    while (quietChecks < 3 && performance.now() - started < 60_000) {
      await new Promise((r) => setTimeout(r, 250));
      const { rows } = await c.query<{ rows: string; busy: string }>(
        `select (select count(*) from messaging_presence) as rows,
                (select count(*) from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()) as busy`,
      );
      const quiet = Number(rows[0]!.rows) >= server.gateway.connectionCount() && Number(rows[0]!.busy) === 0;
      quietChecks = quiet ? quietChecks + 1 : 0;
    }
    await c.end();
    return (performance.now() - started) / 1000;
  };
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  /** Sums utime + stime of the database's backends (they live as long as the pools, i.e. the whole send phase). */
  const databaseCpu = async (): Promise<number | null> => {
    try {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      const { rows } = await c.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [scratch]);
      await c.end();
      const ticks = await Promise.all(rows.map(async ({ pid }) => {
        const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
        return Number(fields[11]) + Number(fields[12]);
      }));
      return ticks.reduce((a, b) => a + b, 0) / 100;
    } catch {
      return null; // not Linux, or the server is on another machine
    }
  };
  // BENCH_CPU_PROF=<dir>: a CPU profile of the send phase only (not the start or the socket openings).
  const profiler = process.env.BENCH_CPU_PROF ? new inspector.Session() : null;
  profiler?.connect();
  process.on('message', async (message: { type: string; gc?: boolean }) => {
    if (message.type === 'memory') process.send!({ ...memory(message.gc !== false), databaseCpuSeconds: await databaseCpu() });
    if (message.type === 'settle') process.send!({ type: 'settled', seconds: await settle() });
    if (message.type === 'profile-start') {
      await profiler?.post('Profiler.enable');
      await profiler?.post('Profiler.start');
      process.send!({ type: 'profiling' });
    }
    if (message.type === 'profile-stop') {
      const result = await profiler?.post('Profiler.stop');
      if (result) {
        const file = path.join(process.env.BENCH_CPU_PROF!, `ws-send-${process.pid}.cpuprofile`);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, JSON.stringify(result.profile));
        console.log(`CPU profile of the send phase: ${file}`);
      }
      process.send!({ type: 'profiled' });
    }
    if (message.type === 'stop') {
      await server.close(2000);
      await drop();
      process.exit(0);
    }
  });
  process.send!({ type: 'ready', url: server.url, users: users.map(({ id, token }) => ({ id, token })), pairs } satisfies Ready);
}

/** The parent: sockets, the send loop, and the figures. */
async function drive(): Promise<void> {
  const limit = openFilesLimit();
  if (limit !== null && sockets + 100 > limit) {
    console.log(`ulimit -n is ${limit} here: the server cannot hold ${sockets} sockets plus its own descriptors; run with BENCH_SOCKETS <= ${limit - 100}`);
    process.exit(1);
  }
  const own: OwnCluster | null = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL ? null : await startOwnCluster();
  const child = fork(fileURLToPath(import.meta.url), ['server'], {
    execArgv: [...process.execArgv, '--expose-gc'],
    stdio: 'inherit',
    env: own ? { ...process.env, BENCH_DATABASE_URL: own.url } : process.env,
  });
  // As open-loop.ts does for its generators: clients are other machines, so this process (forked the server
  // first, which keeps its own priority) gets the CPU first when allowed, and its lateness is not timed as the server's.
  try {
    setPriority(-10);
  } catch {
    // Not allowed (not root): it competes with the server as any process would.
  }
  // A bench that fails here must not leave its server (and its sockets) running.
  process.once('exit', () => child.kill());
  const inbox: ((m: unknown) => void)[] = [];
  child.on('message', (m) => inbox.shift()?.(m));
  let stopping = false;
  // A server that dies (a broken import, the descriptor limit) ends the bench instead of leaving it waiting.
  child.once('exit', (code) => {
    if (stopping) return;
    console.log(`the server process exited (${code}) before the end of the bench`);
    void own?.stop().finally(() => process.exit(1));
  });
  const receive = <T>() => new Promise<T>((resolve) => inbox.push((m) => resolve(m as T)));
  const probe = async (gc = true) => {
    const answer = receive<Memory>();
    child.send({ type: 'memory', gc });
    return answer;
  };
  const t0 = performance.now();
  const ready = await receive<Ready>();
  console.log(`prepared ${ready.users.length} accounts with sessions and ${ready.pairs.length} confirmed bookings in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const wsUrl = `${ready.url.replace(/^http/, 'ws')}/ws/messages`;

  /** Messages of the phase being measured not delivered yet: when each was sent. */
  const sentAt = new Map<string, { at: number; phase: Phase }>();
  let unexpectedCloses = 0;
  let frames = 0;
  const open = (token: string) =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(wsUrl, { headers: { authorization: `Bearer ${token}` }, perMessageDeflate: false });
      ws.on('message', (data: Buffer) => {
        frames++;
        // Only the id is read (no JSON.parse of every frame): the generator's CPU is the server's too on 2 cores.
        if (data.compare(NEW_MESSAGE, 0, NEW_MESSAGE.length, 0, NEW_MESSAGE.length) !== 0) return;
        const at = data.indexOf(CLIENT_MESSAGE_ID);
        if (at < 0) return;
        const id = data.toString('latin1', at + CLIENT_MESSAGE_ID.length, at + CLIENT_MESSAGE_ID.length + 36);
        const sending = sentAt.get(id);
        if (sending !== undefined) {
          const ms = performance.now() - sending.at;
          sending.phase.latencies.push(ms);
          if (timeline) (sending.phase.timeline ??= []).push([sending.at, ms]);
          sentAt.delete(id);
        }
      });
      ws.once('open', () => {
        ws.on('close', (code) => code !== 1000 && code !== 1001 && unexpectedCloses++);
        resolve(ws);
      });
      ws.once('error', reject);
    });

  const before = await probe();
  const opened: WebSocket[] = [];
  const openStarted = performance.now();
  for (let i = 0; i < ready.users.length; i += 100) opened.push(...(await Promise.all(ready.users.slice(i, i + 100).map((u) => open(u.token)))));
  const openSeconds = (performance.now() - openStarted) / 1000;
  const settled = receive<{ seconds: number }>();
  child.send({ type: 'settle' });
  const settleSeconds = (await settled).seconds;
  const after = await probe();
  const per1000 = (bytes: number) => ((bytes / MB / opened.length) * 1000).toFixed(1);
  console.log(`opened ${opened.length} sockets in ${openSeconds.toFixed(1)} s (presence settled ${settleSeconds.toFixed(1)} s later); server holds ${after.connections}`);
  console.log(
    `server memory: RSS ${(before.rss / MB).toFixed(0)} -> ${(after.rss / MB).toFixed(0)} MB (+${((after.rss - before.rss) / MB).toFixed(0)} MB, ${per1000(after.rss - before.rss)} MB per 1000 sockets); ` +
      `heap ${(before.heapUsed / MB).toFixed(0)} -> ${(after.heapUsed / MB).toFixed(0)} MB (${per1000(after.heapUsed - before.heapUsed)} MB per 1000 sockets)`,
  );

  // GET /api/health on this server, with the sockets open, at the same concurrency: the floor every figure is read against.
  const health = await healthFloor(ready.url);
  console.log(`GET /api/health in the same run: ${health.rps.toFixed(0)} req/s at ${concurrency} connections (p50 ${health.p50.toFixed(1)} ms, p95 ${health.p95.toFixed(1)} ms; ${health.errors} not 200)`);

  const http = new Pool(ready.url, { connections: concurrency, pipelining: 1 });
  let sent = 0;
  /** The phase being measured: when each of its messages was sent, and what became of them. */
  let phase: Phase | null = null;
  const sendOne = async (k: number) => {
    const pair = ready.pairs[k % ready.pairs.length]!;
    // Alternate the direction per round over the pairs, which keeps every user far below 30 messages a minute.
    const fromClient = Math.floor(k / ready.pairs.length) % 2 === 0;
    const sender = ready.users[fromClient ? pair.client : pair.cleaner]!;
    const clientMessageId = randomUUID();
    const t = performance.now();
    const measured = phase;
    if (measured) sentAt.set(clientMessageId, { at: t, phase: measured });
    const res = await http.request({
      method: 'POST',
      path: `/api/messages/${pair.bookingId}`,
      headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ clientMessageId, text: `Message ${k} du banc d'essai` }),
    });
    const text = await res.body.text();
    if (measured) measured.answers.push(performance.now() - t);
    if (res.statusCode !== 201) {
      sentAt.delete(clientMessageId);
      if (measured) measured.failed++;
      if (++failures <= 5) console.log(`  send ${k} failed: ${res.statusCode} ${text.slice(0, 200)}`);
    }
  };
  let failures = 0;
  // Fixed rate: every 10 ms, the messages due by now (no waiting for answers: an open loop).
  const pending: Promise<void>[] = [];
  const sendAtRate = (perSecond: number, count: number) =>
    new Promise<void>((resolve) => {
      const from = sent;
      const began = performance.now();
      const tick = setInterval(() => {
        const due = from + Math.min(count, Math.floor(((performance.now() - began) / 1000) * perSecond));
        while (sent < due) pending.push(sendOne(sent++));
        if (sent >= from + count) {
          clearInterval(tick);
          resolve();
        }
      }, 10);
    });
  // A user may send 30 messages a minute: above users / 2.4 per second (25 a minute each), the bench would measure refusals.
  const maxRate = Math.floor(ready.users.length / 2.4);
  const firstRate = fixedRate ?? Math.round(health.rps * searchFrom);
  // A warm-up at the first rate (JIT, pools, prepared statements, caches), left out of every figure.
  if (warmup > 0) {
    const warmRate = Math.min(firstRate, maxRate);
    await sendAtRate(warmRate, warmRate * warmup);
    await Promise.all(pending.splice(0));
    console.log(`warm-up: ${warmRate * warmup} messages in ${warmup} s at ${warmRate}/s, left out of the figures below`);
  }

  /** One measured phase at a fixed rate: the figures of its messages only, once they arrived or 5 s passed. */
  const measure = async (perSecond: number): Promise<Phase> => {
    const current: Phase = { rate: perSecond, latencies: [], answers: [], failed: 0, sent: 0, seconds: 0, lost: 0 };
    const profiling = Boolean(process.env.BENCH_CPU_PROF) && !profiled;
    if (profiling) {
      const answer = receive<unknown>();
      child.send({ type: 'profile-start' });
      await answer;
    }
    await own?.reset();
    const cpuBefore = await probe(false);
    const ownCpuBefore = process.cpuUsage();
    const ownSyscallsBefore = syscalls();
    const ownLoop = monitorEventLoopDelay({ resolution: 10 });
    ownLoop.enable();
    phase = current;
    const started = performance.now();
    const first = sent;
    await sendAtRate(perSecond, perSecond * seconds);
    phase = null;
    await Promise.all(pending.splice(0));
    current.seconds = (performance.now() - started) / 1000;
    current.sent = sent - first;
    const cpuAfter = await probe(false);
    const ownCpu = process.cpuUsage(ownCpuBefore);
    const ownSyscalls = syscalls();
    // Counted now, before the stragglers' wait: statements of the send phase (and its background work).
    const scratch = `bench_ws_${child.pid}`;
    const statementCalls = own ? await own.totalCalls(scratch) : null;
    const topStatements = own ? await own.statements(scratch, 8) : [];
    const deadline = Date.now() + 5000;
    const waiting = () => [...sentAt.values()].filter((s) => s.phase === current).length;
    while (waiting() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    for (const [id, s] of sentAt) if (s.phase === current) sentAt.delete(id);
    current.lost = current.sent - current.latencies.length;
    if (profiling) {
      profiled = true;
      const answer = receive<unknown>();
      child.send({ type: 'profile-stop' });
      await answer;
    }
    const { latencies, answers } = current;
    latencies.sort((a, b) => a - b);
    answers.sort((a, b) => a - b);
    const delivered = latencies.length / current.seconds;
    console.log(
      `at ${perSecond}/s asked (${(perSecond / health.rps).toFixed(3)} of health): sent ${current.sent} in ${current.seconds.toFixed(1)} s, ${current.failed} failed; ` +
        `${latencies.length} delivered (${delivered.toFixed(0)}/s = ${(delivered / health.rps).toFixed(3)} of health), ${current.lost} lost (failed, or not delivered within 5 s)`,
    );
    console.log(`  delivery latency (REST send -> NEW_MESSAGE): p50 ${pct(0.5, latencies)} ms  p95 ${pct(0.95, latencies)} ms  p99 ${pct(0.99, latencies)} ms  (REST answer: p50 ${pct(0.5, answers)} ms  p95 ${pct(0.95, answers)} ms)`);
    // Where the machine's CPU went while sending: the figures to compare when the send path changes.
    const perMessage = (s: number) => `${((s * 1000) / current.sent).toFixed(2)} ms`;
    // Summed over the backends alive at each probe: one that ended in between takes its time with it.
    const databaseSeconds = cpuAfter.databaseCpuSeconds !== null && cpuBefore.databaseCpuSeconds !== null ? cpuAfter.databaseCpuSeconds - cpuBefore.databaseCpuSeconds : null;
    const databaseCpu = databaseSeconds === null ? 'n/a' : databaseSeconds < 0 ? 'n/a (a backend ended while sending)' : perMessage(databaseSeconds);
    console.log(
      `  CPU per message sent: server ${perMessage((cpuAfter.cpuMicros - cpuBefore.cpuMicros) / 1e6)}, load generator ${perMessage((ownCpu.user + ownCpu.system) / 1e6)}, PostgreSQL ${databaseCpu} (the machine has ${availableParallelism()} cores)`,
    );
    const calls = (from: Syscalls | null, to: Syscalls | null) =>
      from && to ? `${((to.writes - from.writes) / current.sent).toFixed(2)} writes, ${((to.reads - from.reads) / current.sent).toFixed(2)} reads` : 'n/a';
    console.log(`  system calls per message sent: server ${calls(cpuBefore.syscalls, cpuAfter.syscalls)}; load generator ${calls(ownSyscallsBefore, ownSyscalls)}`);
    console.log(
      `  event-loop delay while sending: server p99 ${cpuAfter.loopDelay.p99.toFixed(0)} ms, max ${cpuAfter.loopDelay.max.toFixed(0)} ms; ` +
        `load generator p99 ${(ownLoop.percentile(99) / 1e6).toFixed(0)} ms, max ${(ownLoop.max / 1e6).toFixed(0)} ms`,
    );
    if (statementCalls !== null) {
      console.log(`  SQL statements per message sent (pg_stat_statements, BEGIN/COMMIT and NOTIFY included): ${(statementCalls / current.sent).toFixed(2)}; most called:`);
      for (const { calls, query } of topStatements) console.log(`    ${(calls / current.sent).toFixed(2)}  ${query.replace(/\s+/g, ' ').slice(0, 110)}`);
    }
    if (timeline) {
      // Per second of sending: where the slow deliveries cluster (a stall, a burst, a backlog).
      const bySecond = new Map<number, number[]>();
      for (const [at, ms] of current.timeline ?? []) {
        const second = Math.floor((at - started) / 1000);
        bySecond.set(second, [...(bySecond.get(second) ?? []), ms]);
      }
      for (const [second, list] of [...bySecond].sort((a, b) => a[0] - b[0])) {
        list.sort((a, b) => a - b);
        console.log(`    second ${second}: ${list.length} delivered, p50 ${pct(0.5, list)} ms, p95 ${pct(0.95, list)} ms, max ${pct(1, list)} ms`);
      }
    }
    return current;
  };
  let profiled = false;
  const passes = (p: Phase) => p.lost === 0 && p.failed === 0 && p.latencies.length > 0 && p.latencies[Math.min(p.latencies.length - 1, Math.floor(p.latencies.length * 0.95))]! <= P95_GOAL_MS;

  if (fixedRate !== undefined) await measure(fixedRate);
  else {
    // Step search in steps of BENCH_SEARCH_STEP of health: up from the goal while the rate holds, else down until one does.
    let best: Phase | null = null;
    let fraction = searchFrom;
    let direction = 0;
    for (let steps = 0; steps < 8 && fraction > 0; steps++) {
      const perSecond = Math.round(health.rps * fraction);
      if (perSecond > maxRate) {
        console.log(`(${perSecond}/s would have each of ${ready.users.length} users send more than 25 messages a minute, near their limit of 30: run with more sockets to go higher)`);
        break;
      }
      const p = await measure(perSecond);
      const ok = passes(p);
      if (ok && (!best || p.rate > best.rate)) best = p;
      if (direction === 0) direction = ok ? 1 : -1;
      if ((direction > 0 && !ok) || (direction < 0 && ok)) break;
      fraction = Math.round((fraction + direction * searchStep) * 1000) / 1000;
      // The backlog of the previous step (counts, presence) drains before the next is timed.
      await new Promise((r) => setTimeout(r, 1000));
    }
    const sustained = best ? best.latencies.length / best.seconds : 0;
    console.log(
      best
        ? `highest rate sustained with p95 <= ${P95_GOAL_MS} ms and 0 lost: ${best.rate}/s asked, ${sustained.toFixed(0)}/s delivered = ${(sustained / health.rps).toFixed(3)} of GET /api/health (${health.rps.toFixed(0)} req/s, same run, ${concurrency} connections); goal 0.25`
        : `no rate tried held p95 <= ${P95_GOAL_MS} ms with 0 lost (GET /api/health ${health.rps.toFixed(0)} req/s, same run); goal 0.25`,
    );
  }
  const end = await probe();
  const held = opened.filter((ws) => ws.readyState === WebSocket.OPEN).length;
  console.log(`${frames} frames received in all; connections held at the end: ${held}/${opened.length} here, ${end.connections} on the server; unexpected closes ${unexpectedCloses}; server RSS ${(end.rss / MB).toFixed(0)} MB`);

  await http.close();
  // The server closes the sockets itself (1001), as at a deployment.
  stopping = true;
  const exited = new Promise((r) => child.once('exit', r));
  child.send({ type: 'stop' });
  await exited;
  for (const ws of opened) ws.terminate();
  await own?.stop();
}

/** The soft limit on open files of this process (inherited by the server), or null off Linux. */
function openFilesLimit(): number | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8').split('\n').find((l) => l.startsWith('Max open files'));
    return line ? Number(line.split(/\s+/)[3]) : null;
  } catch {
    return null;
  }
}

/** The q-quantile of sorted latencies, printed. */
function pct(q: number, sorted: number[]): string {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!.toFixed(1) : 'n/a';
}

/** GET /api/health in a closed loop at `concurrency` connections for 4 s, from a process of its own (open-loop.ts). */
async function healthFloor(origin: string): Promise<{ rps: number; p50: number; p95: number; errors: number }> {
  const healthSeconds = 4;
  await runLoad({ origin, requests: [{ method: 'GET', path: '/api/health' }], use: 'cycle', seconds: 1, concurrency });
  const result = await runLoad({ origin, requests: [{ method: 'GET', path: '/api/health' }], use: 'cycle', seconds: healthSeconds, concurrency });
  const ok = [...result.latency].filter((_, i) => result.status[i] === 200);
  return { rps: ok.length / healthSeconds, p50: quantile(ok, 0.5), p95: quantile(ok, 0.95), errors: result.status.length - ok.length };
}

interface Syscalls {
  reads: number;
  writes: number;
}

/** This process's read and write system calls so far (syscr, syscw of /proc/self/io), null off Linux. */
function syscalls(): Syscalls | null {
  try {
    const io = readFileSync('/proc/self/io', 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}: (\\d+)`, 'm').exec(io)?.[1]);
    return { reads: field('syscr'), writes: field('syscw') };
  } catch {
    return null;
  }
}
