/**
 * `npm run bench:search-mix` (issue #24): public search under a realistic mix of questions on a
 * 10 000-cleaner database, 50 connections, the default answer cache on, the load generator in a
 * process of its own. Prints req/s, p50/p95/p99, errors and the CPU per request of the server,
 * PostgreSQL and the generator, then checks that totals with the 3-day filter are exact (a total
 * equals the sum of the same question split by experience level). Figures, never asserted.
 *
 * The mix: 20 000 questions drawn from the distribution below (cities Zipf-like, every filter and
 * sort, pages 1-5, about 20 % "available in the next 3 days"); popular questions repeat, as they do
 * in real traffic. A second run draws uniformly among the distinct questions (the cache's worst case).
 * BENCH_CPU_PROF=<file> writes a CPU profile of the server during the first run; BENCH_PARTS (default
 * `distinct,rate,uncached`) chooses the other runs. The first run is printed as a ratio to GET /api/health
 * (same server, same concurrency, same run) with its p99 / p50.
 * Database: BENCH_DATABASE_URL, else DATABASE_URL, else the embedded PostgreSQL; seeded cleaners are
 * topped up to BENCH_CLEANERS (default 10 000) and reused on later runs.
 */
import { loadConfig } from '../../src/config/config.js';
import { startServer } from '../../src/server.js';
import { seedCleaners } from '../../src/db/seed.js';
import { CITY_WEIGHTS, rng } from '../../src/db/seed-cleaners.js';
import { RequestContext } from '@mikro-orm/core';
import { measureMix } from './load-mix.js';
import inspector from 'node:inspector/promises';
import { writeFile } from 'node:fs/promises';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
const cleaners = Number(process.env.BENCH_CLEANERS ?? 10_000);
const questions = Number(process.env.BENCH_QUESTIONS ?? 20_000);
const rate = Number(process.env.BENCH_RATE ?? 1000);
const warmupMs = Number(process.env.BENCH_WARMUP_SECONDS ?? 35) * 1000;
// BENCH_PARTS: which runs beside the first (closed loop, repeats as drawn) and GET /api/health: distinct, rate, uncached.
const parts = new Set((process.env.BENCH_PARTS ?? 'distinct,rate,uncached').split(',').map((p) => p.trim()));

const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const config = loadConfig({ ...process.env, NODE_ENV: 'test', PORT: '0', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
// No jobs while measuring; the free time is brought up to date once below.
const server = await startServer({ ...config, runJobs: false });
await seedCleaners(server, cleaners);
// The same stack with the answer cache off, to show what the cache buys.
const uncached = await startServer({ ...config, runJobs: false, searchCacheSeconds: 0 });
const fresh = await RequestContext.create(server.orm.em, () => server.app.cleaners.api.refreshChangedFreeTime());
console.log(`free time: ${fresh.refreshed} cleaners refreshed${fresh.wholeHorizon ? ' (new day: everyone)' : ''}`);

/** One question of the mix, as the web app's search page asks it. */
function question(r: ReturnType<typeof rng>): string {
  const q = new URLSearchParams();
  // Zipf-like: the seed's city weights squared favour the big cities; 8 % search without a city.
  if (r.next() >= 0.08) {
    const weights = CITY_WEIGHTS.map(([id, w]) => [id, w * w] as const);
    let roll = r.next() * weights.reduce((s, [, w]) => s + w, 0);
    q.set('city', weights.find(([, w]) => (roll -= w) <= 0)?.[0] ?? 'montreal');
  }
  if (r.next() < 0.55) q.set('service', r.pick(['regular', 'regular', 'regular', 'deep', 'deep', 'move_in_out', 'airbnb', 'office', 'garage']));
  if (r.next() < 0.25) q.set('minRating', r.pick(['3', '4', '4.5']));
  if (r.next() < 0.15) q.set('experience', r.pick(['beginner', 'intermediate', 'expert']));
  if (r.next() < 0.2) q.set('availableSoon', 'true');
  if (r.next() < 0.12) q.set('pets', r.pick(['cats', 'dogs', 'cats,dogs', 'birds', 'other']));
  if (r.next() < 0.15) q.set('language', r.pick(['french', 'english']));
  q.set('sort', r.next() < 0.5 ? 'recommended' : r.pick(['rating', 'price_asc', 'price_desc', 'experience']));
  const page = r.next();
  q.set('page', String(page < 0.6 ? 1 : page < 0.8 ? 2 : page < 0.9 ? 3 : page < 0.96 ? 4 : 5));
  q.set('pageSize', '12');
  return `/api/cleaners?${q}`;
}

/** What a browser sends that changes the answer's cost: it accepts compressed answers. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const r = rng(2026_11_26);
const mix = Array.from({ length: questions }, () => question(r));
const distinct = [...new Set(mix)];
const soon = mix.filter((p) => p.includes('availableSoon=true')).length;
console.log(`${mix.length} questions, ${distinct.length} distinct, ${((soon / mix.length) * 100).toFixed(0)} % with the 3-day filter; ${concurrency} connections, ${seconds} s each`);

try {
  // Every question answers 200 before load (a typo in the mix would measure 400s).
  for (const path of distinct.slice(0, 200)) {
    const res = await fetch(`${server.url}${path}`);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  }
  // Each run starts with no answer cached, then warms up (35 s) past a turn of the minute: what is
  // measured is the steady state, where the mix writes nothing, so answers age out only while the bus
  // is deaf (SEARCH_CACHE_SECONDS; 300 s while it is heard) and the 3-day filter's answers are read
  // again for each minute, ahead of it.
  const cold = () => server.app.cleaners.api.forgetSearchAnswers();
  cold();
  // BENCH_CPU_PROF=<file>: a CPU profile of the server during this first run (warm-up included).
  const profiler = process.env.BENCH_CPU_PROF ? new inspector.Session() : null;
  profiler?.connect();
  await profiler?.post('Profiler.enable');
  await profiler?.post('Profiler.start');
  const first = await measureMix('search mix (repeats as drawn)', server.url, mix, { concurrency, seconds, warmupMs, headers: BROWSER });
  if (profiler) await writeFile(process.env.BENCH_CPU_PROF!, JSON.stringify((await profiler.post('Profiler.stop')).profile));
  if (parts.has('distinct')) {
    cold();
    await measureMix('search mix (distinct, uniform)', server.url, distinct, { concurrency, seconds, warmupMs, headers: BROWSER });
  }
  // Latency at a steady arrival rate: 50 connections asking in a closed loop always queue (Little's
  // law: 50 / throughput), so p95 is measured where it means something, at the target rate.
  if (parts.has('rate')) {
    cold();
    await measureMix(`search mix at ${rate} req/s (open loop)`, server.url, mix, { concurrency, seconds, rate, warmupMs, headers: BROWSER });
  }
  if (parts.has('uncached')) {
    cold();
    await measureMix(`same at ${Math.round(rate / 4)} req/s, no cache`, uncached.url, mix, { concurrency, seconds, rate: Math.round(rate / 4), headers: BROWSER });
  }
  const health = await measureMix('GET /api/health (same server)', server.url, ['/api/health'], { concurrency, seconds: 5 });
  console.log(`search mix / GET /api/health: ${(first.rps / health.rps).toFixed(2)} (goal >= 0.5); search mix p99 / p50: ${(first.p99 / first.p50).toFixed(1)} (goal <= 3)`);
  await exactTotals();
} finally {
  await uncached.close(100);
  await server.close(100);
}

/** With the 3-day filter, a total equals the sum of the same question split by experience level. */
async function exactTotals(): Promise<void> {
  const total = async (path: string) => ((await (await fetch(`${server.url}${path}`)).json()) as { total: number }).total;
  let checked = 0;
  const wrong: string[] = [];
  for (const city of ['', 'city=montreal&', 'city=quebec&', 'city=sherbrooke&']) {
    for (const service of ['', 'service=regular&']) {
      const base = `/api/cleaners?${city}${service}availableSoon=true&pageSize=1`;
      const whole = await total(base);
      const parts = await Promise.all(['beginner', 'intermediate', 'expert'].map((level) => total(`${base}&experience=${level}`)));
      const sum = parts.reduce((a, b) => a + b, 0);
      checked++;
      if (whole !== sum) wrong.push(`${base}: ${whole} vs ${sum}`);
      if (!city && !service) console.log(`no city, next 3 days: total ${whole}, by level ${parts.join(' + ')} = ${sum}`);
    }
  }
  console.log(wrong.length ? `TOTALS DIFFER:\n${wrong.join('\n')}` : `exact totals: ${checked} questions, each total equal to the sum by experience level`);
}
