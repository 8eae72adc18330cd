import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { generateCleaner, insertCleaners, type SeedCleaner } from '../../src/db/seed-cleaners.js';
import { searchPageSql } from '../../modules/cleaners/index.js';
import { gazetteer } from '../../modules/geo/index.js';

/**
 * Issue #40: a search that names a cleaning type prices each cleaner at that service's rate (its own
 * rate in every city, else the city's), as quotes do: the price sorts and the card's hourly rate.
 * The cleaners live in Chibougamau, where no other test file puts anyone, so the lists are exact.
 */
let t: TestServer;
const run = randomUUID().slice(0, 6);
const CITY = 'chibougamau';

function cleaner(key: string, spec: Partial<SeedCleaner>): SeedCleaner {
  return {
    ...generateCleaner(Math.floor(Math.random() * 1e9), new Date()),
    email: `rates-${key}-${run}@test.eclat.local`,
    name: `Rates ${key.toUpperCase()}`,
    slug: `rates-${key}-${run}`,
    primaryCityId: CITY,
    coverageKm: null,
    paymentMode: 'hourly',
    fixedRates: {},
    serviceTypes: ['regular', 'deep'],
    listed: true,
    weekly: [],
    ratings: { average: null, count: 0, completionRate: null },
    ...spec,
  };
}

const all = {
  // Deep cleaning dearer than the city rate, the city rate alone, deep cheaper than the city rate, fixed mode (its service rate is not applied).
  x: cleaner('x', { serviceCities: [{ placeId: CITY, hourlyRateCents: 3000 }], serviceRates: { deep: 4500 } }),
  y: cleaner('y', { serviceCities: [{ placeId: CITY, hourlyRateCents: 4000 }] }),
  z: cleaner('z', { serviceCities: [{ placeId: CITY, hourlyRateCents: 3500 }], serviceRates: { deep: 2500 } }),
  w: cleaner('w', { serviceCities: [{ placeId: CITY, hourlyRateCents: 2000 }], paymentMode: 'fixed', fixedRates: { house: 12_000 }, serviceRates: { deep: 1800 } }),
};
const keyOf = Object.fromEntries(Object.entries(all).map(([k, c]) => [c.id, k]));

beforeAll(async () => {
  t = await createTestServer();
  const list = Object.values(all);
  await t.inContext(async () => {
    const em = t.server.orm.em as unknown as EntityManager;
    await em.transactional(async () => {
      await insertCleaners(em, list, new Date());
      await t.server.app.cleaners.api.refreshSearchEntries(list.map((c) => c.id));
    });
  });
});
afterAll(() => t.close());

type Card = { id: string; hourlyRateCents: number | null };
const search = async (q: string) => {
  const res = await t.api<{ items: Card[]; total: number }>('GET', `/api/cleaners?${q}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const ours = res.body.items.filter((c) => keyOf[c.id]);
  return { order: ours.map((c) => keyOf[c.id]!), rate: Object.fromEntries(ours.map((c) => [keyOf[c.id]!, c.hourlyRateCents])) };
};

describe('search prices a named service at its own rate', () => {
  it('sorts and shows the deep-cleaning rate when the search names it, in a city', async () => {
    const asc = await search(`city=${CITY}&service=deep&sort=price_asc`);
    expect(asc.order).toEqual(['z', 'y', 'x', 'w']);
    expect(asc.rate).toEqual({ z: 2500, y: 4000, x: 4500, w: null });
    expect((await search(`city=${CITY}&service=deep&sort=price_desc`)).order).toEqual(['w', 'x', 'y', 'z']);
  });

  it('keeps the city rate for a search without a service, or for a service without a rate of its own', async () => {
    const any = await search(`city=${CITY}&sort=price_asc`);
    expect(any.order).toEqual(['x', 'z', 'y', 'w']);
    expect(any.rate).toEqual({ x: 3000, z: 3500, y: 4000, w: null });
    const regular = await search(`city=${CITY}&service=regular&sort=price_asc`);
    expect(regular.order).toEqual(['x', 'z', 'y', 'w']);
    expect(regular.rate).toEqual({ x: 3000, z: 3500, y: 4000, w: null });
  });

  it('applies the service rate everywhere when no city is searched', async () => {
    // Other files' cleaners share these pages: ours are compared in their relative order, pages read until all are seen.
    const seen = { order: [] as string[], rate: {} as Record<string, number | null> };
    for (let page = 1; page <= 40 && seen.order.length < 4; page++) {
      const next = await search(`service=deep&sort=price_asc&pageSize=50&page=${page}`);
      seen.order.push(...next.order);
      Object.assign(seen.rate, next.rate);
    }
    expect(seen.order).toEqual(['z', 'y', 'x', 'w']);
    // Without a city, a service without a rate of its own shows the lowest city rate.
    expect(seen.rate).toEqual({ z: 2500, y: 4000, x: 4500, w: null });
  });

  it('does the same in the keys table (searches with a radius)', async () => {
    const place = gazetteer().findPlace(CITY)!;
    const built = searchPageSql({ city: { placeId: CITY, lat: place.lat, lng: place.lng, radiusKm: 5 }, serviceType: 'deep' }, 'price_asc', 0, 50);
    const rows = await t.inContext(() => (t.server.orm.em as unknown as EntityManager).execute<{ user_id: string; city_rate_cents: number | null }[]>(built.sql, built.params));
    const ours = rows.filter((r) => keyOf[r.user_id]);
    expect(ours.map((r) => keyOf[r.user_id])).toEqual(['z', 'y', 'x', 'w']);
    expect(ours.map((r) => (r.city_rate_cents === null ? null : Number(r.city_rate_cents)))).toEqual([2500, 4000, 4500, null]);
  });
});
