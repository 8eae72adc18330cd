/**
 * `npm run bench:health` (issue #39): server CPU per request of `GET /api/health` (the whole middleware
 * stack) against a bare Koa "hello" route, in this process and this run, and their ratio (goal <= 2).
 * The load comes from a child process (keep-alive HTTP, BENCH_CONCURRENCY connections), so this process's
 * CPU time is the servers' own. Figures only: compare ratios, not absolute numbers, across machines.
 * Uses DATABASE_URL when set (a scratch database is created and dropped), else the embedded PostgreSQL.
 */
import { spawn } from 'node:child_process';
import Koa from 'koa';
import { loadConfig } from '../../src/config/config.js';
import { startServer } from '../../src/server.js';
import { scratchDatabase } from './scratch-database.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);

const scratch = process.env.DATABASE_URL ? await scratchDatabase('health') : null;

// The load generator: its own process, so that its CPU is not counted as the server's.
const generator = `
const http = require('node:http');
const [url, seconds, concurrency] = process.argv.slice(1);
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(concurrency) });
const deadline = Date.now() + Number(seconds) * 1000;
let done = 0, errors = 0;
const one = () => new Promise((resolve) => {
  http.get(url, { agent }, (res) => { res.resume(); res.on('end', () => { if (res.statusCode !== 200) errors++; done++; resolve(); }); }).on('error', () => { errors++; resolve(); });
});
Promise.all(Array.from({ length: Number(concurrency) }, async () => { while (Date.now() < deadline) await one(); }))
  .then(() => { console.log(JSON.stringify({ done, errors })); agent.destroy(); });
`;

async function load(url: string): Promise<{ perRequestMs: number; rps: number; errors: number }> {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const child = spawn(process.execPath, ['-e', generator, url, String(seconds), String(concurrency)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  await new Promise((r) => child.on('exit', r));
  const cpu = process.cpuUsage(cpu0);
  const elapsed = (performance.now() - t0) / 1000;
  const { done, errors } = JSON.parse(out) as { done: number; errors: number };
  return { perRequestMs: (cpu.user + cpu.system) / 1000 / done, rps: done / elapsed, errors };
}

const config = loadConfig({ ...process.env, NODE_ENV: 'test', PORT: '0', LOG_LEVEL: 'silent', RUN_JOBS: 'false', ...(scratch ? { DATABASE_URL: scratch.url } : {}) });
const server = await startServer(config);
const bare = new Koa();
bare.use((ctx) => {
  ctx.body = { status: 'ok' };
});
const bareServer = bare.listen(0, '127.0.0.1');
await new Promise((r) => bareServer.once('listening', r));
const bareUrl = `http://127.0.0.1:${(bareServer.address() as { port: number }).port}/`;

try {
  // Warm both (JIT, caches), then measure alternately.
  await load(`${server.url}/api/health`);
  await load(bareUrl);
  const health = await load(`${server.url}/api/health`);
  const koa = await load(bareUrl);
  console.log(`concurrency ${concurrency}, ${seconds} s per case; server CPU per request (this process), load from a child process`);
  const line = (label: string, r: { perRequestMs: number; rps: number; errors: number }) =>
    console.log(`${label.padEnd(22)} ${r.perRequestMs.toFixed(3)} ms CPU/request  ${r.rps.toFixed(0).padStart(6)} req/s  errors ${r.errors}`);
  line('GET /api/health', health);
  line('bare Koa hello', koa);
  console.log(`ratio health / bare Koa: ${(health.perRequestMs / koa.perRequestMs).toFixed(2)} x (goal <= 2)`);
} finally {
  bareServer.close();
  await server.close(100);
  await scratch?.drop();
}
