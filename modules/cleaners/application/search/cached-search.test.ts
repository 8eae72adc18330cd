import { describe, expect, it } from 'vitest';
import type { CleanerSearchRepository } from '../ports.js';
import { CachedCleanerSearch } from './cached-search.js';
import type { SearchRow } from '../../domain/search/search-query.js';

/** A repository that counts the queries it answers; `total` is what the "database" holds now. */
function fakeRepository() {
  const state = { counts: 0, pages: 0, total: 1, fail: false, gate: null as Promise<void> | null };
  const repo: CleanerSearchRepository = {
    upsertMany: async () => {
      state.total += 1;
    },
    bulkSearchEntries: async () => ({ finish: async () => void (state.total += 1000) }),
    ratingsOf: async () => new Map(),
    count: async () => {
      state.counts += 1;
      if (state.gate) await state.gate;
      if (state.fail) throw new Error('database down');
      return state.total;
    },
    rows: async () => {
      state.pages += 1;
      return [{ userId: `id-${state.total}` } as SearchRow];
    },
    setFreeUntil: async () => {
      state.total += 10;
    },
    setBookingFigures: async () => {
      state.total += 100;
    },
    marketplaceTotals: async () => ({ listedCleaners: 0, completedVisits: 0, reviewCount: 0, ratingAverage: null, includesDemo: false }),
    lockFreeTimeState: async () => null,
    saveFreeTimeState: async () => {},
    listedIds: async () => [],
    listedBySlug: async () => null,
    listedSlugs: async () => [],
    rowOf: async () => null,
    listedCityIds: async () => [],
    allProfileIds: async () => [],
  };
  return { state, repo };
}

const city = { city: { placeId: 'montreal', lat: 45.5, lng: -73.6 }, serviceType: 'regular' as const };

describe('CachedCleanerSearch', () => {
  it('keeps answers for the longer TTL while every change is heard, and for the short one while deaf', async () => {
    const { state, repo } = fakeRepository();
    let now = 0;
    let listening = true;
    const cache = new CachedCleanerSearch(repo, { ttlMs: 5000, heardTtlMs: 60_000, listening: () => listening, maxEntries: 10, now: () => now, random: () => 1 });
    await cache.count(city);
    now = 59_999;
    await cache.count(city);
    expect(state.counts).toBe(1);
    // Deaf: the same answer is now older than the short TTL allows (past twice 5 s): read again before answering.
    listening = false;
    state.total = 2;
    expect(await cache.count(city)).toBe(2);
    expect(state.counts).toBe(2);
    now += 4999;
    await cache.count(city);
    expect(state.counts).toBe(2);
    // Aged by the short TTL: answered while one refresh runs.
    now += 2;
    expect(await cache.count(city)).toBe(2);
    expect(state.counts).toBe(3);
  });

  it('answers the same question from memory until the TTL passes', async () => {
    const { state, repo } = fakeRepository();
    let now = 0;
    const cache = new CachedCleanerSearch(repo, { ttlMs: 5000, maxEntries: 10, now: () => now, random: () => 1 });
    await cache.rows(city, 'recommended', 0, 12);
    now = 4999;
    await cache.rows(city, 'recommended', 0, 12);
    expect(state.pages).toBe(1);
    await cache.rows(city, 'recommended', 12, 12);
    await cache.rows({ ...city, serviceType: 'deep' } as never, 'recommended', 0, 12);
    expect(state.pages).toBe(3);
    now = 5000;
    await cache.rows(city, 'recommended', 0, 12);
    expect(state.pages).toBe(4);
  });

  it('past the TTL answers at once with the old answer while one refresh runs, then the new one', async () => {
    const { state, repo } = fakeRepository();
    let now = 0;
    const cache = new CachedCleanerSearch(repo, { ttlMs: 5000, maxEntries: 10, now: () => now, random: () => 1 });
    expect(await cache.count(city)).toBe(1);
    state.total = 7;
    now = 6000;
    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    // Both callers get the old answer without waiting for the database; one refresh only.
    expect(await cache.count(city)).toBe(1);
    expect(await cache.count(city)).toBe(1);
    expect(state.counts).toBe(2);
    open();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.count(city)).toBe(7);
    // Twice the TTL without a refresh: too old to answer, the caller waits for the database.
    state.total = 9;
    now = 6000 + 10_001;
    expect(await cache.count(city)).toBe(9);
  });

  it('spreads expiries over the last quarter of the TTL', async () => {
    const { state, repo } = fakeRepository();
    let now = 0;
    const cache = new CachedCleanerSearch(repo, { ttlMs: 4000, maxEntries: 10, now: () => now, random: () => 0 });
    await cache.count(city);
    now = 2999;
    await cache.count(city);
    expect(state.counts).toBe(1);
    now = 3000;
    await cache.count(city);
    expect(state.counts).toBe(2);
  });

  it('counts a question once for all its sorts and pages', async () => {
    const { state, repo } = fakeRepository();
    const cache = new CachedCleanerSearch(repo, { ttlMs: 5000, maxEntries: 10, now: () => 0 });
    for (const sort of ['recommended', 'rating', 'price_asc'] as const) for (const offset of [0, 12]) await cache.rows(city, sort, offset, 12);
    for (let i = 0; i < 6; i++) expect(await cache.count(city)).toBe(1);
    expect(state.counts).toBe(1);
    expect(state.pages).toBe(6);
    await cache.count({ ...city, freeAfter: new Date(0) });
    expect(state.counts).toBe(2);
  });

  it('forgets everything when a search row or a free time is written on this instance', async () => {
    const { repo } = fakeRepository();
    const cache = new CachedCleanerSearch(repo, { ttlMs: 60_000, maxEntries: 10, now: () => 0 });
    expect(await cache.count(city)).toBe(1);
    expect(await cache.rows(city, 'recommended', 0, 12)).toEqual([{ userId: 'id-1' }]);
    await cache.upsertMany([]);
    expect(await cache.count(city)).toBe(2);
    expect(await cache.rows(city, 'recommended', 0, 12)).toEqual([{ userId: 'id-2' }]);
    // Free time (availability, bookings) too: the 3-day filter must see it.
    await cache.setFreeUntil([], new Map());
    expect(await cache.count(city)).toBe(12);
    // And the cards' booking figures (visits, response time).
    await cache.setBookingFigures(new Map());
    expect(await cache.count(city)).toBe(112);
    // And a bulk load's place entries (the seed), once they are written.
    const bulk = await cache.bulkSearchEntries();
    expect(await cache.count(city)).toBe(112);
    await bulk.finish([]);
    expect(await cache.count(city)).toBe(1112);
  });

  it('drops an answer that was being read while a write happened', async () => {
    const { state, repo } = fakeRepository();
    const cache = new CachedCleanerSearch(repo, { ttlMs: 60_000, maxEntries: 10, now: () => 0 });
    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    const during = cache.count(city);
    await cache.upsertMany([]);
    open();
    await during;
    state.gate = null;
    expect(await cache.count(city)).toBe(2);
  });

  it('lets concurrent identical questions share one query', async () => {
    const { state, repo } = fakeRepository();
    const cache = new CachedCleanerSearch(repo, { ttlMs: 5000, maxEntries: 10, now: () => 0 });
    await Promise.all(Array.from({ length: 50 }, () => cache.count(city)));
    expect(state.counts).toBe(1);
  });

  it('does not remember a failure', async () => {
    const { state, repo } = fakeRepository();
    const cache = new CachedCleanerSearch(repo, { ttlMs: 5000, maxEntries: 10, now: () => 0 });
    state.fail = true;
    await expect(cache.count(city)).rejects.toThrow('database down');
    state.fail = false;
    expect(await cache.count(city)).toBe(1);
    expect(state.counts).toBe(2);
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const { state, repo } = fakeRepository();
    const cache = new CachedCleanerSearch(repo, { ttlMs: 5000, maxEntries: 2, now: () => 0 });
    for (const offset of [0, 12, 24]) await cache.rows(city, 'recommended', offset, 12);
    await cache.rows(city, 'recommended', 24, 12);
    await cache.rows(city, 'recommended', 12, 12);
    expect(state.pages).toBe(3);
    await cache.rows(city, 'recommended', 0, 12);
    expect(state.pages).toBe(4);
  });

  it('with a TTL of 0 always asks the database', async () => {
    const { state, repo } = fakeRepository();
    const cache = new CachedCleanerSearch(repo, { ttlMs: 0, maxEntries: 10 });
    await cache.count(city);
    await cache.count(city);
    expect(state.counts).toBe(2);
  });
});
