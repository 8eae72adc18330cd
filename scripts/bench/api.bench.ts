/**
 * `npm run bench:api`: throughput of the hot identity paths on this machine, printed as figures
 * (never asserted: timings on shared 2-core machines are noisy; compare runs on one machine).
 * Uses DATABASE_URL when set (a scratch database is created and dropped), else the embedded PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../src/config/config.js';
import { startServer } from '../../src/server.js';
import { scratchDatabase } from './scratch-database.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);

const scratch = process.env.DATABASE_URL ? await scratchDatabase('api') : null;

const config = loadConfig({ ...process.env, NODE_ENV: 'test', PORT: '0', LOG_LEVEL: 'silent', ...(scratch ? { DATABASE_URL: scratch.url } : {}) });
const server = await startServer(config);

async function measure(label: string, request: () => Promise<Response>) {
  const deadline = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const res = await request();
        await res.arrayBuffer();
        if (!res.ok) errors++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.floor(latencies.length * q)]!.toFixed(1);
  console.log(`${label.padEnd(28)} ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s  p50 ${p(0.5)} ms  p99 ${p(0.99)} ms  errors ${errors}`);
}

try {
  const email = `bench-${randomUUID()}@bench.local`;
  const signup = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Person', email, password: 'bench passphrase 42', dateOfBirth: '1990-01-01', acceptTerms: true }),
  });
  const { token } = (await signup.json()) as { token: string };
  console.log(`concurrency ${concurrency}, ${seconds} s per case`);
  await measure('GET /api/health', () => fetch(`${server.url}/api/health`));
  await measure('GET /api/users/me (bearer)', () => fetch(`${server.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } }));
  await measure('GET /api/ready', () => fetch(`${server.url}/api/ready`));
  const mem = process.memoryUsage();
  console.log(`memory: rss ${(mem.rss / 1048576).toFixed(0)} MB, heap used ${(mem.heapUsed / 1048576).toFixed(0)} MB (server and load generator in one process)`);
} finally {
  await server.close(100);
  await scratch?.drop();
}
