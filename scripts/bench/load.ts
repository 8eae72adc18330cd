import { Worker } from 'node:worker_threads';

export interface LoadFigures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/**
 * The load generator runs in its own thread (keep-alive connections through undici), so that it does
 * not share the measured server's event loop: figures are the server's, not the client's.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { Pool } = require('undici');
(async () => {
  const { url, concurrency, seconds, warmupMs } = workerData;
  const target = new URL(url);
  const client = new Pool(target.origin, { connections: concurrency, pipelining: 1 });
  const get = async () => {
    const res = await client.request({ method: 'GET', path: target.pathname + target.search });
    await res.body.arrayBuffer();
    return res.statusCode;
  };
  const warm = performance.now() + warmupMs;
  await Promise.all(Array.from({ length: concurrency }, async () => { while (performance.now() < warm) await get(); }));
  const deadline = performance.now() + seconds * 1000;
  const latencies = [];
  let errors = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      const status = await get();
      if (status !== 200) errors++;
      latencies.push(performance.now() - t0);
    }
  }));
  await client.close();
  parentPort.postMessage({ latencies, errors });
})().catch((e) => { throw e; });
`;

export async function measure(label: string, url: string, options: { concurrency: number; seconds: number; warmupMs?: number }): Promise<LoadFigures> {
  const worker = new Worker(WORKER, { eval: true, workerData: { url, concurrency: options.concurrency, seconds: options.seconds, warmupMs: options.warmupMs ?? 2000 } });
  const { latencies, errors } = await new Promise<{ latencies: number[]; errors: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))]!;
  const f = { rps: latencies.length / options.seconds, p50: p(0.5), p95: p(0.95), p99: p(0.99), errors };
  console.log(`${label.padEnd(34)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50.toFixed(1)} ms  p95 ${f.p95.toFixed(1)} ms  p99 ${f.p99.toFixed(1)} ms  errors ${f.errors}`);
  return f;
}
