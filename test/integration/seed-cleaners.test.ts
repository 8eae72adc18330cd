import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { ownDatabase } from '../support/own-database.js';
import { seedCleaners } from '../../src/db/seed.js';
import { jsonBytes } from '../../src/shared/sql-values.js';

/**
 * `npm run db:seed -- --cleaners N` (#39: 10 000 in seconds, not minutes). A bulk load writes the place
 * entries without their indexes and keys and builds them again, and writes each listed cleaner's free time with its rows:
 * the result must be exactly what the row-by-row path gives (same indexes, same free time, searchable).
 */
let t: TestServer;
let db: Awaited<ReturnType<typeof ownDatabase>>;
const sql = <T>(q: string, params: unknown[] = []) => t.server.orm.em.getConnection().execute<T[]>(q, params);
const indexes = async () => (await sql<{ indexdef: string }>(`select indexdef from pg_indexes where tablename like 'cleaners_search%' order by indexname`)).map((r) => r.indexdef);
/** The whole read model, every column but the refresh time, in a fixed order. */
const readModel = async () => ({
  search: await sql(`select to_jsonb(s) - 'refreshed_at' as row from cleaners_search s order by user_id`),
  keys: await sql(`select to_jsonb(k) as row from cleaners_search_keys k order by user_id`),
  places: await sql(`select to_jsonb(p) as row from cleaners_search_places p order by place_id, user_id`),
});
/** The place entries' primary and foreign keys, which a bulk load drops and adds again too. */
const constraints = async () =>
  (await sql<{ def: string }>(`select conname || ' ' || pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'cleaners_search_places'::regclass order by conname`)).map((r) => r.def);

beforeAll(async () => {
  db = await ownDatabase('seed_cleaners');
  t = await createTestServer({ env: { DATABASE_URL: db.url }, configure: (c) => void (c.searchCacheSeconds = 0) });
});
afterAll(async () => {
  await t?.close();
  await db?.drop();
});

describe('seeding bulk cleaners', () => {
  it('loads in bulk with the same indexes, free time and search answers as one by one, and adds none on a re-run', async () => {
    const before = await indexes();
    const keys = await constraints();
    expect(keys.join('\n')).toMatch(/PRIMARY KEY[\s\S]*FOREIGN KEY \(user_id\) REFERENCES cleaners_search_keys\(user_id\) ON DELETE CASCADE/);
    const lines: string[] = [];
    // A threshold of 10: this load takes the bulk path (drop, load, build again).
    expect(await seedCleaners(t.server, 60, (l) => lines.push(l), { rebuildIndexesFrom: 10 })).toBe(60);
    expect(lines.at(-1)).toMatch(/^Seeded 60 cleaners \(now 60\) in [\d.]+ s\.$/);
    expect(await indexes()).toEqual(before);
    expect(await constraints()).toEqual(keys);
    // Both are enforced again: a second copy of an entry, and an entry of no cleaner, are refused.
    await expect(sql(`insert into cleaners_search_places select * from cleaners_search_places limit 1`)).rejects.toThrow(/cleaners_search_places_pkey/);
    await expect(sql(`update cleaners_search_places set user_id = gen_random_uuid() where ctid = (select min(ctid) from cleaners_search_places)`)).rejects.toThrow(/cleaners_search_places_user_id_fkey/);
    const [places] = await sql<{ rows: string; free: string }>(`select count(*) as rows, count(free_until) as free from cleaners_search_places`);
    expect(Number(places!.rows)).toBeGreaterThan(60);
    expect(Number(places!.free)).toBeGreaterThan(0);
    // The row-by-row path (every cleaner's rows, place entries and free time rewritten one batch at a
    // time, indexes kept) gives exactly what the bulk load wrote, column by column.
    const bulk = await readModel();
    expect(bulk.search).toHaveLength(60);
    const all = (await sql<{ user_id: string }>(`select user_id from cleaners_search`)).map((r) => r.user_id);
    await t.inContext(() => t.server.app.cleaners.api.refreshSearchEntries(all));
    expect(await readModel()).toEqual(bulk);
    // Searchable at once, with the indexes back: a Montréal search finds seeded cleaners.
    const res = await t.api<{ total: number }>('GET', '/api/cleaners?city=montreal&sort=price_asc');
    expect([res.status, res.body.total > 0]).toEqual([200, true]);
    // Topping up below the threshold takes the row-by-row path; a re-run adds none.
    expect(await seedCleaners(t.server, 65, () => undefined, { rebuildIndexesFrom: 10 })).toBe(5);
    expect(await seedCleaners(t.server, 65, (l) => lines.push(l))).toBe(0);
    expect(lines.at(-1)).toBe('65 seeded cleaners already present.');
    expect(await indexes()).toEqual(before);
  });

  it('passes JSON rows as bytes with quotes, backslashes and non-Latin text intact', async () => {
    const value = [{ name: "O'Brien \\ \"Zoé\" \u00a0: 🧽", list: ['a\'b', 'c\\d'], n: 0.1 + 0.2 }];
    const [row] = await sql<{ v: unknown }>(`select convert_from(?::bytea, 'utf8')::json as v`, [jsonBytes(value)]);
    expect(row!.v).toEqual(value);
  });
});
