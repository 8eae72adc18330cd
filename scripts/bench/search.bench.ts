/**
 * `npm run bench:search`: GET /api/cleaners on a 10 000-cleaner database at 50 concurrent
 * connections (load from a worker thread), with and without the search cache, against a bare Koa
 * route in the same process running the same SQL through a raw `pg` pool. Prints req/s and
 * p50/p95/p99 and the ratio (figures, never asserted: the load generator shares the machine's
 * cores with the server and PostgreSQL).
 * Database: BENCH_DATABASE_URL, else DATABASE_URL, else the embedded PostgreSQL; the seeded
 * cleaners are topped up to BENCH_CLEANERS (default 10 000) and reused on later runs.
 */
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import Koa from 'koa';
import pg from 'pg';
import { loadConfig } from '../../src/config/config.js';
import { startServer } from '../../src/server.js';
import { seedCleaners } from '../../src/db/seed.js';
import { gazetteer } from '../../modules/geo/index.js';
import { placeCountSql, placePageSql, toNumbered, type SearchFilters } from '../../modules/cleaners/index.js';
import { measure as measureLoad } from './load.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
const cleaners = Number(process.env.BENCH_CLEANERS ?? 10_000);
/** The typical first search: a big city, the most common service, default sort, first page. */
const CITY = process.env.BENCH_CITY ?? 'montreal';
const QUERY = `city=${CITY}&service=regular&sort=recommended&page=1&pageSize=12`;

const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const config = loadConfig({ ...process.env, NODE_ENV: 'test', PORT: '0', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
const server = await startServer(config);
await seedCleaners(server, cleaners);
// The same stack with the search cache off, to show what the cache buys (and what SQL costs).
const uncached = await startServer({ ...config, searchCacheSeconds: 0, runJobs: false });

// The same statements the repository builds for this query (count, then page), numbered for node-postgres.
const place = gazetteer().findPlace(CITY)!;
const filters: SearchFilters = { city: { placeId: place.id, lat: place.lat, lng: place.lng }, serviceType: 'regular' };
const built = placePageSql(filters, 'recommended', 0, 12);
const counted = placeCountSql(filters);
// As many connections as the ORM's pool (src/db/orm.ts default).
const pool = new pg.Pool({ connectionString: databaseUrl ?? server.orm.config.get('clientUrl'), max: 10 });
const raw = new Koa();
raw.use(async (ctx) => {
  if (ctx.path !== '/raw/cleaners') return;
  const city = gazetteer().findPlace(String(ctx.query.city ?? ''));
  if (!city) {
    ctx.status = 400;
    return;
  }
  const { rows: [count] } = await pool.query({ name: 'count', text: toNumbered(counted.sql), values: counted.params });
  const { rows } = await pool.query({ name: 'page', text: toNumbered(built.sql), values: built.params });
  ctx.body = { items: rows, total: Number(count?.total ?? 0), page: 1, pageSize: 12 };
});
const rawServer = http.createServer(raw.callback());
await new Promise<void>((resolve) => rawServer.listen(0, '127.0.0.1', resolve));
const rawUrl = `http://127.0.0.1:${(rawServer.address() as AddressInfo).port}`;


try {
  const check = await fetch(`${server.url}/api/cleaners?${QUERY}`);
  const body = (await check.json()) as { total: number; items: unknown[] };
  if (check.status !== 200) throw new Error(`search failed: ${check.status} ${JSON.stringify(body)}`);
  console.log(`GET /api/cleaners?${QUERY}: ${check.status}, total ${body.total}, ${body.items.length} items; ${concurrency} connections, ${seconds} s each`);
  const api = await measure('GET /api/cleaners (full stack)', `${server.url}/api/cleaners?${QUERY}`);
  await measure('  same, search cache off', `${uncached.url}/api/cleaners?${QUERY}`);
  const bare = await measure('bare Koa + raw pg, same statements', `${rawUrl}/raw/cleaners?${QUERY}`);
  console.log(`ratio: ${((api.rps / bare.rps) * 100).toFixed(0)}% of the raw route's throughput; p95 ${api.p95.toFixed(1)} ms (target <= 25 ms, >= 50%)`);
} finally {
  await new Promise((resolve) => rawServer.close(resolve));
  await pool.end();
  await uncached.close(100);
  await server.close(100);
}

function measure(label: string, url: string) {
  return measureLoad(label, url, { concurrency, seconds });
}
