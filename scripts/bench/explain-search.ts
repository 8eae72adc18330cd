/**
 * `npm run bench:search-plans`: the time of the search statements (page, count, and the keys-table statement
 * used before issue #24) for a few questions and sorts; PLAN=1 prints EXPLAIN (ANALYZE, BUFFERS).
 * Database: BENCH_DATABASE_URL, else DATABASE_URL (seeded by bench:search-mix).
 */
import pg from 'pg';
import { gazetteer } from '../../modules/geo/index.js';
import { placeCountSql, placePageSql, searchPageSql, toNumbered, type SearchFilters, type SearchSort } from '../../modules/cleaners/index.js';

const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL, max: 1 });
const place = (id: string) => {
  const p = gazetteer().findPlace(id)!;
  return { placeId: p.id, lat: p.lat, lng: p.lng };
};
const now = new Date();
const cases: [string, SearchFilters, SearchSort, number][] = [
  ['montreal recommended p1', { city: place('montreal') }, 'recommended', 0],
  ['montreal regular rating p3', { city: place('montreal'), serviceType: 'regular' }, 'rating', 24],
  ['montreal price_asc p1', { city: place('montreal') }, 'price_asc', 0],
  ['montreal soon experience p1', { city: place('montreal'), freeAfter: now }, 'experience', 0],
  ['no city recommended p2', {}, 'recommended', 12],
  ['sherbrooke pets soon', { city: place('sherbrooke'), pets: ['cats'], freeAfter: now }, 'recommended', 0],
];
for (const [label, filters, sort, offset] of cases) {
  for (const [kind, q] of [
    ['page', placePageSql(filters, sort, offset, 12)],
    ['count', placeCountSql(filters)],
    ['before #24 (keys table, page and count)', searchPageSql(filters, sort, offset, 12)],
  ] as const) {
    const sql = toNumbered(q.sql);
    for (let i = 0; i < 3; i++) await pool.query(sql, q.params);
    const t0 = performance.now();
    for (let i = 0; i < 20; i++) await pool.query(sql, q.params);
    console.log(`${label} ${kind}: ${((performance.now() - t0) / 20).toFixed(2)} ms`);
    if (process.env.PLAN && kind !== 'before #24 (keys table, page and count)') {
      const { rows } = await pool.query(`explain (analyze, buffers) ${sql}`, q.params);
      console.log(rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
    }
  }
}
await pool.end();
