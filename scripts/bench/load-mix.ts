import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import type { LoadFigures } from './load.js';

/**
 * A load generator in a process of its own (keep-alive connections through undici) that asks a mix
 * of paths, each connection drawing the next one at random; it reports its latencies and its own
 * CPU time, so a bench can print the server's, PostgreSQL's and the generator's CPU per request.
 */
const CHILD = `
const { Pool } = require('undici');
let input = '';
process.stdin.on('data', (c) => (input += c));
process.stdin.on('end', async () => {
  const { origin, paths, concurrency, seconds, warmupMs, method, headers, rate } = JSON.parse(input);
  const client = new Pool(origin, { connections: concurrency, pipelining: 1 });
  const ask = async () => {
    const path = paths[Math.floor(Math.random() * paths.length)];
    const res = await client.request({ method, path, headers });
    await res.body.arrayBuffer();
    return res.statusCode;
  };
  const warm = performance.now() + warmupMs;
  await Promise.all(Array.from({ length: concurrency }, async () => { while (performance.now() < warm) await ask(); }));
  const cpu0 = process.cpuUsage();
  const deadline = performance.now() + seconds * 1000;
  const latencies = [];
  const statuses = {};
  const one = async (from) => {
    let status = 0;
    try { status = await ask(); } catch { status = 0; }
    latencies.push(performance.now() - from);
    statuses[status] = (statuses[status] || 0) + 1;
  };
  if (!rate) {
    await Promise.all(Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) await one(performance.now());
    }));
  } else {
    // Open loop: a request is due every 1/rate s; it waits for a free connection if need be, and its
    // latency counts from when it was due (no coordinated omission).
    const start = performance.now();
    const due = [];
    let scheduled = 0;
    let inFlight = 0;
    await new Promise((resolve) => {
      const tick = () => {
        const now = performance.now();
        while (now < deadline && start + (scheduled * 1000) / rate <= now) due.push(start + (scheduled++ * 1000) / rate);
        while (inFlight < concurrency && due.length) {
          inFlight++;
          one(due.shift()).finally(() => { inFlight--; tick(); });
        }
        if (now >= deadline && inFlight === 0 && !due.length) { clearInterval(timer); resolve(); }
      };
      const timer = setInterval(tick, 1);
    });
  }
  const cpu = process.cpuUsage(cpu0);
  await client.close();
  process.stdout.write(JSON.stringify({ latencies, statuses, cpuMs: (cpu.user + cpu.system) / 1000 }));
});
`;

export interface MixFigures extends LoadFigures {
  requests: number;
  statuses: Record<string, number>;
  /** CPU milliseconds per request: this (server) process, every PostgreSQL process of the machine, the load generator. */
  cpuPerRequest: { server: number; postgres: number; generator: number };
}

/**
 * CPU time (ms) of the processes `keep` picks from /proc (its arguments: pid, command name, the stat
 * fields after the name): utime + stime, and cutime + cstime, so a parent's share holds its children
 * that have exited (PostgreSQL's backends).
 */
export function processesCpuMs(keep: (pid: number, name: string, fields: readonly string[]) => boolean): number {
  const tick = 10; // USER_HZ is 100 on Linux: 10 ms per tick.
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (!keep(Number(pid), name, fields)) continue;
      total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * tick;
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

/** CPU time (ms) of every process named `postgres` on this machine (the local service or the embedded one). */
export const postgresCpuMs = (): number => processesCpuMs((_pid, name) => name === 'postgres');

export async function measureMix(
  label: string,
  origin: string,
  paths: readonly string[],
  /** `rate`: requests per second in an open loop (at most `concurrency` at once); without it, each connection asks again as soon as answered. */
  options: { concurrency: number; seconds: number; warmupMs?: number; method?: string; headers?: Record<string, string>; rate?: number },
): Promise<MixFigures> {
  const child = spawn(process.execPath, ['-e', CHILD], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  const done = new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`load generator exited with ${code}`))));
  });
  const warmupMs = options.warmupMs ?? 2000;
  child.stdin.end(JSON.stringify({ origin, paths, concurrency: options.concurrency, seconds: options.seconds, warmupMs, method: options.method ?? 'GET', headers: options.headers ?? {}, rate: options.rate ?? 0 }));
  // The counters start when the warm-up ends (approximately: the child starts its clock after reading its input).
  await new Promise((resolve) => setTimeout(resolve, warmupMs + 150));
  const server0 = process.cpuUsage();
  const pg0 = postgresCpuMs();
  await done;
  const server = process.cpuUsage(server0);
  const pg = postgresCpuMs() - pg0;
  const { latencies, statuses, cpuMs } = JSON.parse(out) as { latencies: number[]; statuses: Record<string, number>; cpuMs: number };
  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
  const requests = latencies.length;
  const errors = Object.entries(statuses).filter(([s]) => !s.startsWith('2')).reduce((n, [, c]) => n + c, 0);
  const per = (ms: number) => (requests ? ms / requests : 0);
  const f: MixFigures = {
    rps: requests / options.seconds,
    p50: p(0.5),
    p95: p(0.95),
    p99: p(0.99),
    errors,
    requests,
    statuses,
    cpuPerRequest: { server: per((server.user + server.system) / 1000), postgres: per(pg), generator: per(cpuMs) },
  };
  const c = f.cpuPerRequest;
  console.log(
    `${label.padEnd(40)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50.toFixed(1)} ms  p95 ${f.p95.toFixed(1)} ms  p99 ${f.p99.toFixed(1)} ms  errors ${errors}` +
      `${errors ? ` (${Object.entries(statuses).filter(([s]) => !s.startsWith('2')).map(([s, n]) => `${n} x ${s === '0' ? 'no answer' : s}`).join(', ')})` : ''}` +
      `  CPU/req: server ${c.server.toFixed(2)} ms, PostgreSQL ${c.postgres.toFixed(2)} ms, generator ${c.generator.toFixed(2)} ms`,
  );
  return f;
}
