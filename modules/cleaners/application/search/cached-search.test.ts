import { describe, expect, it } from 'vitest';
import type { CleanerSearchRepository } from '../ports.js';
import { CachedCleanerSearch } from './cached-search.js';

/** A repository that counts the queries it answers; `total` is what the "database" holds now. */
function fakeRepository() {
  const state = { queries: 0, total: 1, fail: false, gate: null as Promise<void> | null };
  const repo: CleanerSearchRepository = {
    upsertMany: async () => {
      state.total += 1;
    },
    ratingsOf: async () => new Map(),
    page: async () => {
      state.queries += 1;
      if (state.gate) await state.gate;
      if (state.fail) throw new Error('database down');
      return { rows: [], total: state.total };
    },
    orderedIds: async () => {
      state.queries += 1;
      return [`id-${state.total}`];
    },
    rowsByIds: async () => [],
    listedBySlug: async () => null,
    listedSlugs: async () => [],
    listedCityIds: async () => [],
    allProfileIds: async () => [],
  };
  return { state, repo };
}

const city = { city: { placeId: 'montreal', lat: 45.5, lng: -73.6 }, serviceType: 'regular' as const };

describe('CachedCleanerSearch', () => {
  it('answers the same question from memory until the TTL passes', async () => {
    const { state, repo } = fakeRepository();
    let now = 0;
    const cache = new CachedCleanerSearch(repo, { ttlMs: 5000, maxEntries: 10, now: () => now });
    await cache.page(city, 'recommended', 0, 12);
    await cache.page(city, 'recommended', 0, 12);
    expect(state.queries).toBe(1);
    await cache.page(city, 'recommended', 12, 12);
    await cache.page({ ...city, serviceType: 'deep' } as never, 'recommended', 0, 12);
    expect(state.queries).toBe(3);
    now = 5000;
    await cache.page(city, 'recommended', 0, 12);
    expect(state.queries).toBe(4);
  });

  it('forgets everything when a search row is written on this instance', async () => {
    const { state, repo } = fakeRepository();
    const cache = new CachedCleanerSearch(repo, { ttlMs: 60_000, maxEntries: 10, now: () => 0 });
    expect((await cache.page(city, 'recommended', 0, 12)).total).toBe(1);
    expect(await cache.orderedIds(city, 'recommended', 100)).toEqual(['id-1']);
    await cache.upsertMany([]);
    expect((await cache.page(city, 'recommended', 0, 12)).total).toBe(2);
    expect(await cache.orderedIds(city, 'recommended', 100)).toEqual(['id-2']);
  });

  it('drops an answer that was being read while a write happened', async () => {
    const { state, repo } = fakeRepository();
    const cache = new CachedCleanerSearch(repo, { ttlMs: 60_000, maxEntries: 10, now: () => 0 });
    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    const during = cache.page(city, 'recommended', 0, 12);
    await cache.upsertMany([]);
    open();
    await during;
    state.gate = null;
    expect((await cache.page(city, 'recommended', 0, 12)).total).toBe(2);
  });

  it('lets concurrent identical questions share one query', async () => {
    const { state, repo } = fakeRepository();
    const cache = new CachedCleanerSearch(repo, { ttlMs: 5000, maxEntries: 10, now: () => 0 });
    await Promise.all(Array.from({ length: 50 }, () => cache.page(city, 'recommended', 0, 12)));
    expect(state.queries).toBe(1);
  });

  it('does not remember a failure', async () => {
    const { state, repo } = fakeRepository();
    const cache = new CachedCleanerSearch(repo, { ttlMs: 5000, maxEntries: 10, now: () => 0 });
    state.fail = true;
    await expect(cache.page(city, 'recommended', 0, 12)).rejects.toThrow('database down');
    state.fail = false;
    expect((await cache.page(city, 'recommended', 0, 12)).total).toBe(1);
    expect(state.queries).toBe(2);
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const { state, repo } = fakeRepository();
    const cache = new CachedCleanerSearch(repo, { ttlMs: 5000, maxEntries: 2, now: () => 0 });
    for (const offset of [0, 12, 24]) await cache.page(city, 'recommended', offset, 12);
    await cache.page(city, 'recommended', 24, 12);
    await cache.page(city, 'recommended', 12, 12);
    expect(state.queries).toBe(3);
    await cache.page(city, 'recommended', 0, 12);
    expect(state.queries).toBe(4);
  });

  it('with a TTL of 0 always asks the database', async () => {
    const { state, repo } = fakeRepository();
    const cache = new CachedCleanerSearch(repo, { ttlMs: 0, maxEntries: 10 });
    await cache.page(city, 'recommended', 0, 12);
    await cache.page(city, 'recommended', 0, 12);
    expect(state.queries).toBe(2);
  });
});
