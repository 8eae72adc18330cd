import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createTestServer, type ApiResponse, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { completeFirstSteps, uploadDocument } from '../support/cleaner-fixtures.js';
import { generateCleaner, insertCleaners, type SeedCleaner } from '../../src/db/seed-cleaners.js';
import type { PgRealtimeBus } from '../../src/realtime/pg-realtime-bus.js';

// Public search, recommendations and profiles over the search read model. The cleaners below live
// around Gaspé and Sept-Îles, where no other test file puts anyone, so totals are exact.

let t: TestServer;
let admin: string;
const run = randomUUID().slice(0, 6);

type Spec = Partial<SeedCleaner> & Pick<SeedCleaner, 'primaryCityId' | 'serviceCities'>;
function cleaner(key: string, spec: Spec): SeedCleaner {
  const base = generateCleaner(Math.floor(Math.random() * 1e9), new Date());
  return {
    ...base,
    email: `search-${key}-${run}@test.eclat.local`,
    name: `Cleaner ${key.toUpperCase()}`,
    slug: `search-${key}-${run}`,
    coverageKm: null,
    paymentMode: 'hourly',
    fixedRates: {},
    listed: true,
    weekly: [],
    ratings: { average: null, count: 0, completionRate: null },
    ...spec,
  };
}

const all = {
  a: cleaner('a', {
    primaryCityId: 'gaspe', serviceCities: [{ placeId: 'gaspe', hourlyRateCents: 3000 }], serviceTypes: ['regular', 'deep'], languages: ['french'], pets: ['cats'],
    experienceLevel: 'expert', experienceYears: 10, ratings: { average: 4.9, count: 120, completionRate: 0.95 },
    weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, slot: 'full_day' as const })),
  }),
  b: cleaner('b', {
    primaryCityId: 'gaspe', serviceCities: [{ placeId: 'gaspe', hourlyRateCents: 2500 }], serviceTypes: ['regular'], languages: ['english'], pets: ['dogs'],
    experienceLevel: 'beginner', experienceYears: 1, ratings: { average: 4.2, count: 10, completionRate: 0.8 },
  }),
  c: cleaner('c', {
    primaryCityId: 'perce', serviceCities: [{ placeId: 'perce', hourlyRateCents: 4000 }, { placeId: 'gaspe', hourlyRateCents: 4500 }], serviceTypes: ['deep'],
    languages: ['french', 'english'], pets: ['cats', 'dogs'], experienceLevel: 'intermediate', experienceYears: 5,
  }),
  // Chandler is 56 km from Gaspé: reached with 60 km of coverage, not with 30.
  d: cleaner('d', {
    primaryCityId: 'chandler', serviceCities: [{ placeId: 'chandler', hourlyRateCents: 2000 }], coverageKm: 60, paymentMode: 'fixed', fixedRates: { house: 12000 },
    serviceTypes: ['regular'], languages: ['french'], pets: [], experienceLevel: 'intermediate', experienceYears: 3,
  }),
  e: cleaner('e', { primaryCityId: 'chandler', serviceCities: [{ placeId: 'chandler', hourlyRateCents: 2000 }], coverageKm: 30, serviceTypes: ['regular'] }),
  f: cleaner('f', { primaryCityId: 'gaspe', serviceCities: [{ placeId: 'gaspe', hourlyRateCents: 2000 }], serviceTypes: ['regular'], listed: false }),
  g: cleaner('g', { primaryCityId: 'sept-iles', serviceCities: [{ placeId: 'sept-iles', hourlyRateCents: 3000 }], serviceTypes: ['regular'] }),
};
const idOf = Object.fromEntries(Object.entries(all).map(([k, c]) => [c.id, k]));

beforeAll(async () => {
  t = await createTestServer({ configure: (c) => void (c.rateLimits.login.perIp = 10_000) });
  admin = (await loginAs(t, 'admin')).token;
  const list = Object.values(all);
  await t.inContext(async () => {
    const em = t.server.orm.em as unknown as EntityManager;
    await em.transactional(async () => {
      await insertCleaners(em, list, new Date());
      await t.server.app.cleaners.api.refreshSearchEntries(list.map((c) => c.id), new Map(list.map((c) => [c.id, c.ratings])));
    });
  });
});
afterAll(() => t.close());

interface Card {
  id: string;
  slug: string;
  name: string;
  hourlyRateCents: number | null;
  paymentMode: string;
  distanceKm: number | null;
  rating: { average: number | null; count: number };
}
type Page = { items: Card[]; total: number; page: number; pageSize: number; city: { id: string } | null };
const search = (q: string, headers: Record<string, string> = {}) => t.api<Page>('GET', `/api/cleaners?${q}`, { headers });
const keys = (res: ApiResponse<Page>) => res.body.items.map((c) => idOf[c.id] ?? 'other');
const detail = (res: ApiResponse, field: string) => ((res.body as { details?: { field: string; message: string }[] }).details ?? []).find((d) => d.field === field);

describe('GET /api/cleaners', () => {
  it('answers 400 with the spec message for an unknown city, in the caller language', async () => {
    const fr = await search('city=atlantide');
    expect(fr.status).toBe(400);
    expect(fr.body).toMatchObject({ error: 'search.city_not_found', message: 'Ville introuvable ou ville invalide.' });
    expect(detail(fr, 'query.city')).toBeDefined();
    const en = await search('city=atlantide', { 'accept-language': 'en' });
    expect((en.body as unknown as { message: string }).message).toBe('City not found or invalid city.');
  });

  it('answers 400 for a page size above 50, a bad sort or pet', async () => {
    for (const [q, field] of [['pageSize=51', 'query.pageSize'], ['sort=cheapest', 'query.sort'], ['pets=cats,lions', 'query.pets'], ['minRating=6', 'query.minRating']]) {
      const res = await search(q!);
      expect(res.status, q).toBe(400);
      expect(detail(res, field!), q).toBeDefined();
    }
  });

  it('finds the listed cleaners of a city: primary, service city, or reached by coverage; never the unlisted', async () => {
    const res = await search('city=gaspe&pageSize=50');
    expect(res.status).toBe(200);
    expect(res.body.city).toMatchObject({ id: 'gaspe', name: 'Gaspé' });
    expect(new Set(keys(res))).toEqual(new Set(['a', 'b', 'c', 'd']));
    expect(res.body.total).toBe(4);
    // By name too, accents and case aside.
    expect((await search('city=GASPÉ&pageSize=50')).body.total).toBe(4);
  });

  it('gives the rate in the searched city, else the lowest; none in fixed mode; the distance', async () => {
    const inGaspe = (await search('city=gaspe&pageSize=50')).body.items;
    const c = inGaspe.find((x) => x.id === all.c.id)!;
    expect(c.hourlyRateCents).toBe(4500);
    expect(c.distanceKm).toBe(0);
    const d = inGaspe.find((x) => x.id === all.d.id)!;
    expect(d).toMatchObject({ paymentMode: 'fixed', hourlyRateCents: null });
    expect(d.distanceKm).toBeGreaterThan(50);
    const inPerce = (await search('city=perce&pageSize=50')).body.items.find((x) => x.id === all.c.id)!;
    expect(inPerce.hourlyRateCents).toBe(4000);
  });

  it.each([
    ['service=deep', ['a', 'c']],
    ['minRating=4.5', ['a']],
    ['experience=beginner', ['b']],
    ['pets=cats,dogs', ['c']],
    ['pets=cats', ['a', 'c']],
    ['language=english', ['b', 'c']],
    ['availableSoon=true', ['a']],
    ['service=regular&language=french', ['a', 'd']],
  ])('filters: %s', async (q, expected) => {
    const res = await search(`city=gaspe&pageSize=50&${q}`);
    expect(res.status).toBe(200);
    expect(new Set(keys(res))).toEqual(new Set(expected));
    expect(res.body.total).toBe(expected.length);
  });

  it.each([
    ['rating', ['a', 'b']],
    ['price_asc', ['b', 'a', 'c', 'd']],
    ['price_desc', ['d', 'c', 'a', 'b']],
    ['experience', ['a', 'c', 'd', 'b']],
  ])('sorts by %s', async (sort, expected) => {
    const res = await search(`city=gaspe&pageSize=50&sort=${sort}`);
    expect(keys(res).slice(0, expected.length)).toEqual(expected);
  });

  it('sorts by recommendation by default: best rated and most reliable first', async () => {
    expect(keys(await search('city=gaspe'))[0]).toBe('a');
  });

  it('pages with a stable order and the total', async () => {
    const p1 = await search('city=gaspe&pageSize=3&page=1&sort=price_asc');
    const p2 = await search('city=gaspe&pageSize=3&page=2&sort=price_asc');
    const p3 = await search('city=gaspe&pageSize=3&page=3&sort=price_asc');
    expect(p1.body).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(keys(p1)).toEqual(['b', 'a', 'c']);
    expect(keys(p2)).toEqual(['d']);
    expect(p3.body.items).toEqual([]);
    expect(p3.body.total).toBe(4);
  });

  it('never lists an unlisted cleaner, whatever the filters', async () => {
    const res = await search('pageSize=50&sort=price_asc');
    expect(res.body.items.some((c) => c.id === all.f.id)).toBe(false);
    expect(res.body.total).toBeGreaterThanOrEqual(6);
  });

  it('drops a cleaner the moment an admin suspends the account', async () => {
    expect(keys(await search('city=sept-iles'))).toEqual(['g']);
    expect((await t.api('PUT', `/api/admin/users/${all.g.id}`, { token: admin, body: { status: 'suspended', reason: 'Avis répétés de non-présentation' } })).status).toBe(200);
    expect((await search('city=sept-iles')).body.total).toBe(0);
    expect((await t.api('GET', `/api/cleaners/by-slug/${all.g.slug}`)).status).toBe(404);
  });

  it('serves anonymous answers as ready bytes: the signed-in answer, 304 to their ETag, never kept past a write or for a refused query', async () => {
    const q = 'city=gaspe&sort=experience&pageSize=50';
    const first = await search(q);
    const again = await search(q);
    expect(again.headers.get('etag')).toMatch(/^W\/"/);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('x-request-id')).toBeTruthy();
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await search(q, { 'if-none-match': again.headers.get('etag')! })).status).toBe(304);
    // A signed-in caller takes the whole stack: the same answer.
    const client = await loginAs(t, 'client');
    expect((await t.api<Page>('GET', `/api/cleaners?${q}`, { token: client.token })).body).toEqual(again.body);
    // A write that changes the answer: the kept bytes are not served again.
    const before = again.body.items.find((c) => c.id === all.b.id)!;
    expect(before.rating).toEqual({ average: 4.2, count: 10 });
    await t.inContext(() => t.server.app.cleaners.api.recordRatings(all.b.id, { average: 3.1, count: 11, completionRate: 0.8 }));
    const after = await search(q);
    expect(after.body.items.find((c) => c.id === all.b.id)!.rating).toEqual({ average: 3.1, count: 11 });
    expect(after.headers.get('etag')).not.toBe(first.headers.get('etag'));
    expect((await search(q, { 'if-none-match': first.headers.get('etag')! })).status).toBe(200);
    // Announced by another instance (search_changed): forgotten too.
    const rename = (name: string) =>
      t.inContext(() => (t.server.orm.em as unknown as EntityManager).getConnection().execute('update cleaners_search set name = ? where user_id = ?', [name, all.b.id]));
    await rename('Cleaner B2');
    t.server.app.cleaners.api.forgetSearchAnswers();
    expect((await search(q)).body.items.find((c) => c.id === all.b.id)!.name).toBe('Cleaner B2');
    await rename('Cleaner B');
    await t.inContext(() => t.server.app.cleaners.api.recordRatings(all.b.id, { average: 4.2, count: 10, completionRate: 0.8 }));
    // A refused query is refused every time, in the caller's language.
    expect((await search('city=gaspe&pageSize=500')).status).toBe(400);
    expect((await search('city=gaspe&pageSize=500', { 'accept-language': 'en' })).body).toMatchObject({ error: 'validation_failed' });
  });

  it('forgets every answer when the realtime bus listens again (announcements of other instances may have been missed)', async () => {
    const q = 'city=gaspe&sort=rating&pageSize=50';
    const nameOfB = async () => (await search(q)).body.items.find((c) => c.id === all.b.id)!.name;
    const rename = (name: string) =>
      t.inContext(() => (t.server.orm.em as unknown as EntityManager).getConnection().execute('update cleaners_search set name = ? where user_id = ?', [name, all.b.id]));
    expect(await nameOfB()).toBe('Cleaner B');
    // A change nobody announced (as one another instance announced while this one's connection was down).
    await rename('Cleaner B3');
    expect(await nameOfB()).toBe('Cleaner B');
    const bus = t.server.app.realtime as PgRealtimeBus;
    let back = 0;
    bus.onReconnected(() => back++);
    await t.inContext(() =>
      (t.server.orm.em as unknown as EntityManager).getConnection().execute('select pg_terminate_backend(pid) from pg_stat_activity where application_name = ?', [`eclat-realtime-${bus.instanceId.slice(0, 8)}`]),
    );
    const deadline = Date.now() + 10_000;
    while (back === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(back).toBe(1);
    expect(await nameOfB()).toBe('Cleaner B3');
    await rename('Cleaner B');
    t.server.app.cleaners.api.forgetSearchAnswers();
  });

  it('re-ranks a cleaner when the reviews module records ratings', async () => {
    const result = await t.inContext(() => t.server.app.cleaners.api.recordRatings(all.c.id, { average: 5, count: 300, completionRate: 1 }));
    expect(result.ok).toBe(true);
    const res = await search('city=gaspe&sort=rating');
    expect(keys(res)[0]).toBe('c');
    expect(res.body.items[0]!.rating).toEqual({ average: 5, count: 300 });
    const bad = await t.inContext(() => t.server.app.cleaners.api.recordRatings(all.c.id, { average: 7, count: 1, completionRate: null }));
    expect(bad.ok).toBe(false);
    await t.inContext(() => t.server.app.cleaners.api.recordRatings(all.c.id, { average: null, count: 0, completionRate: null }));
  });
});

type Recs = { items: { cleaner: Card; scores: Record<'rating' | 'location' | 'reliability' | 'availability' | 'overall', number> }[]; city: { id: string } | null; date: string | null };
const recommend = (q: string, headers: Record<string, string> = {}) => t.api<Recs>('GET', `/api/cleaners/recommended?${q}`, { headers });

describe('GET /api/cleaners/recommended', () => {
  it('answers 400 for an unknown city, a position outside Quebec, a position without longitude', async () => {
    const city = await recommend('city=atlantide');
    expect(city.status).toBe(400);
    expect(city.body).toMatchObject({ error: 'search.city_not_found', message: 'Ville introuvable ou ville invalide.' });
    const nyc = await recommend('lat=40.71&lng=-74.0', { 'accept-language': 'en' });
    expect(nyc.status).toBe(400);
    expect(nyc.body).toMatchObject({ error: 'search.location_outside_quebec', message: 'This location is outside Quebec. Choose a Quebec city.' });
    expect((await recommend('lat=48.8')).status).toBe(400);
    expect((await recommend('date=2026-13-01')).status).toBe(400);
  });

  it('scores the cleaners around a city, best overall first, each score between 0 and 1', async () => {
    const res = await recommend('city=gaspe&limit=10');
    expect(res.status).toBe(200);
    expect(res.body.city).toMatchObject({ id: 'gaspe' });
    const items = res.body.items;
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.some((i) => i.cleaner.id === all.f.id)).toBe(false);
    for (const i of items) for (const v of Object.values(i.scores)) expect(v >= 0 && v <= 1).toBe(true);
    const overall = items.map((i) => i.scores.overall);
    expect(overall).toEqual([...overall].sort((x, y) => y - x));
    expect(idOf[items[0]!.cleaner.id]).toBe('a');
    const a = items.find((i) => i.cleaner.id === all.a.id)!.scores;
    const b = items.find((i) => i.cleaner.id === all.b.id)!.scores;
    expect(a.location).toBe(1);
    // Free every day from 08:00 to 21:00: late in the evening, today's window has nothing left.
    expect(a.availability).toBeGreaterThanOrEqual(0.75);
    expect(b.availability).toBe(0);
    expect(a.rating).toBeGreaterThan(b.rating);
  });

  it('detects the place from a position, and scores availability on a chosen date', async () => {
    const res = await recommend(`lat=48.83&lng=-64.48&date=${new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)}&limit=24`);
    expect(res.status).toBe(200);
    expect(res.body.city).toMatchObject({ id: 'gaspe' });
    const a = res.body.items.find((i) => i.cleaner.id === all.a.id)!;
    expect(a.scores.availability).toBe(1);
    expect(res.body.date).not.toBeNull();
  });
});

type Profile = Card & Record<string, unknown> & { bio: string | null; availability: { slots: unknown[]; from: string; to: string }; portfolio: unknown[]; stats: unknown };

describe('GET /api/cleaners/by-slug/{slug}', () => {
  it('answers 404 for an unknown or unlisted cleaner', async () => {
    expect((await t.api('GET', '/api/cleaners/by-slug/nobody-here')).status).toBe(404);
    expect((await t.api('GET', `/api/cleaners/by-slug/${all.f.slug}`)).status).toBe(404);
  });

  it('shows a listed cleaner with stats and the next 14 days of availability', async () => {
    const res = await t.api<Profile>('GET', `/api/cleaners/by-slug/${all.a.slug}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: all.a.id, slug: all.a.slug, name: 'Cleaner A', rating: { average: 4.9, count: 120 }, stats: { experienceYears: 10 } });
    expect(res.body.availability.slots.length).toBeGreaterThanOrEqual(13);
  });

  it('appears once approved, follows account changes and shows nothing private', async () => {
    const c = await loginAs(t, 'cleaner', { name: 'Public Profile' });
    await completeFirstSteps(t, c.token);
    const doc = (await uploadDocument(t, c.token)).body as { id: string };
    const { slug } = (await t.api<{ slug: string }>('GET', '/api/cleaners/me/profile', { token: c.token })).body;
    expect((await t.api('GET', `/api/cleaners/by-slug/${slug}`)).status).toBe(404);
    expect((await t.api('PUT', `/api/admin/cleaners/${c.user.id}/documents/${doc.id}`, { token: admin, body: { status: 'approved' } })).status).toBe(200);
    const shown = await t.api<Profile>('GET', `/api/cleaners/by-slug/${slug}`);
    expect(shown.status).toBe(200);
    expect(shown.body.name).toBe('Public Profile');
    const text = JSON.stringify(shown.body);
    for (const secret of ['Saint-Denis', 'H2X', c.user.email, 'documents', 'gstNumber', 'qstNumber', 'dateOfBirth', 'street', 'postalCode', 'email']) expect(text).not.toContain(secret);
    // A name change in identity reaches the read model in the same transaction.
    expect((await t.api('PATCH', '/api/users/me', { token: c.token, body: { name: 'Renamed Cleaner' } })).status).toBe(200);
    expect((await t.api<Profile>('GET', `/api/cleaners/by-slug/${slug}`)).body.name).toBe('Renamed Cleaner');
  });
});
