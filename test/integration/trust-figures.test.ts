import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { ownDatabase } from '../support/own-database.js';
import { clientWithProperty, completedVisit, dateInDays, draft, listedCleaner, movableClock, requestVisit } from '../support/booking-fixtures.js';

/**
 * Issue #35, trust signals that are true: the cards' completed visits, response time and review
 * count, and the home page's figures, all counted from bookings and reviews made through the API,
 * moving when the data moves. Global figures are compared before and after (other files of this
 * worker leave their rows in the database).
 */
const clock = movableClock();
let t: TestServer;
let admin: string;
const MINUTE = 60_000;
const RATINGS = { cleanliness: 5, quality: 5, reliability: 4, punctuality: 4, communication: 5, professionalism: 5, overall: 4 };

interface Stats {
  listedCleaners: number;
  citiesServed: number;
  completedVisits: number;
  rating: { average: number | null; count: number };
  includesDemo: boolean;
}
const stats = async (): Promise<Stats> => {
  const res = await t.api('GET', '/api/cleaners/stats');
  expect(res.status).toBe(200);
  return res.body;
};
const profileOf = async (slug: string) => {
  const res = await t.api('GET', `/api/cleaners/by-slug/${slug}`);
  expect(res.status).toBe(200);
  return res.body;
};
/** The search-free-time job, as the scheduler runs it: answers and expiries since its last run reach the cards. */
const runJob = () => t.inContext(() => t.server.app.cleaners.api.refreshChangedFreeTime());

let db: Awaited<ReturnType<typeof ownDatabase>>;

beforeAll(async () => {
  // A database of its own: the visits here are worked on a clock days ahead, and the search-free-time job
  // remembers the latest booking change it saw; on the shared database, later files' changes (made today)
  // would look older than that and be skipped.
  db = await ownDatabase('trust');
  t = await createTestServer({
    env: { DATABASE_URL: db.url },
    clock,
    configure: (c) => {
      longScenarios(c);
      c.searchCacheSeconds = 0;
      c.marketplaceStatsCacheSeconds = 0;
      c.responseTimeMinRequests = 3;
    },
  });
  admin = (await loginAs(t, 'admin')).token;
});
afterEach(() => clock.set(null));
afterAll(async () => {
  await t?.close();
  await db?.drop();
});

describe('GET /api/cleaners/stats and the cards\' figures', () => {
  it('count listed cleaners, visits and reviews from the data, and follow them', async () => {
    const before = await stats();
    const cleaner = await listedCleaner(t, admin);
    const listed = await stats();
    expect(listed.listedCleaners).toBe(before.listedCleaners + 1);
    expect(listed.citiesServed).toBeGreaterThanOrEqual(1);
    expect(listed.completedVisits).toBe(before.completedVisits);

    // A new cleaner: no visits, no response time, no reviews, but a verified identity (the approved ID).
    const fresh = await profileOf(cleaner.slug);
    expect(fresh).toMatchObject({ completedVisits: 0, responseMinutes: null, rating: { average: null, count: 0 }, stats: { completedVisits: 0, responseMinutes: null } });
    expect(fresh.badges).toContain('identity_verified');

    // Two visits requested, accepted at once and completed: counted as soon as each visit ends.
    const client = await clientWithProperty(t);
    const first = await completedVisit(t, clock, cleaner, client, dateInDays(5));
    const second = await completedVisit(t, clock, cleaner, client, dateInDays(6));
    clock.set(null);
    await expect.poll(async () => (await profileOf(cleaner.slug)).completedVisits).toBe(2);
    expect((await stats()).completedVisits).toBe(before.completedVisits + 2);
    // Two requests are below the minimum of three: no response time yet.
    expect((await profileOf(cleaner.slug)).responseMinutes).toBeNull();

    // Both visits reviewed by both parties: published, the card's review count and the platform's follow.
    for (const v of [first, second]) {
      for (const token of [client.token, cleaner.token]) {
        const res = await t.api('POST', `/api/bookings/${v.id}/reviews`, { token, body: { ratings: RATINGS } });
        expect(res.status).toBe(201);
      }
    }
    await expect.poll(async () => (await profileOf(cleaner.slug)).rating).toEqual({ average: 4, count: 2 });
    const reviewed = await stats();
    expect(reviewed.rating.count).toBe(before.rating.count + 2);
    expect(reviewed.rating.average).not.toBeNull();

    // The cleaner adds Fermont, where no other file lists anyone: the row is rebuilt, its figures stay, and
    // the search card there carries them, with the languages; Fermont is one more city served.
    const patched = await t.api('PATCH', '/api/cleaners/me/profile', {
      token: cleaner.token,
      body: { serviceCities: [{ placeId: 'montreal', hourlyRateCents: 3000 }, { placeId: 'laval', hourlyRateCents: 3200 }, { placeId: 'fermont', hourlyRateCents: 3500 }] },
    });
    expect(patched.status).toBe(200);
    const page = await t.api('GET', '/api/cleaners?city=fermont');
    expect(page.body.items).toHaveLength(1);
    expect(page.body.items[0]).toMatchObject({ id: cleaner.user.id, completedVisits: 2, responseMinutes: null, rating: { average: 4, count: 2 }, languages: ['french', 'english'] });
    expect((await stats()).citiesServed).toBe(reviewed.citiesServed + 1);
  });

  it('give a response time once the cleaner answered enough requests: the median, in minutes rounded up', async () => {
    const cleaner = await listedCleaner(t, admin);
    const client = await clientWithProperty(t);
    // One request answered at once (a completed visit), two declined after 150 and 40 minutes.
    await completedVisit(t, clock, cleaner, client, dateInDays(8));
    for (const [day, minutes] of [
      [9, 150],
      [10, 40],
    ] as const) {
      const asked = new Date();
      clock.set(asked);
      const { booking } = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(day), tasks: [] }));
      clock.set(new Date(asked.getTime() + minutes * MINUTE + 20_000));
      const declined = await t.api('POST', `/api/bookings/${booking.id}/decline`, { token: cleaner.token, body: {} });
      expect(declined.status).toBe(200);
    }
    clock.set(null);
    // Answers alone change no search row: the job picks them up (every minute in production).
    expect((await profileOf(cleaner.slug)).responseMinutes).toBeNull();
    await runJob();
    const profile = await profileOf(cleaner.slug);
    // Samples ~0, 40 min 20 s and 150 min 20 s: the median is 40 min 20 s, shown as 41 minutes.
    expect(profile.responseMinutes).toBe(41);
    expect(profile.stats.responseMinutes).toBe(41);
    expect(profile.completedVisits).toBe(1);
  });

  it('leave out an unlisted cleaner from the listed count', async () => {
    const before = await stats();
    const cleaner = await loginAs(t, 'cleaner');
    const profile = await t.api('GET', '/api/cleaners/me/profile', { token: cleaner.token });
    expect(profile.status).toBe(200);
    expect((await stats()).listedCleaners).toBe(before.listedCleaners);
  });

  it('are cached briefly when a TTL is set', async () => {
    const cached = await createTestServer({ env: { DATABASE_URL: db.url }, configure: (c) => void (c.marketplaceStatsCacheSeconds = 300) });
    try {
      const first = (await cached.api('GET', '/api/cleaners/stats')).body as Stats;
      await listedCleaner(t, admin);
      expect(((await cached.api('GET', '/api/cleaners/stats')).body as Stats).listedCleaners).toBe(first.listedCleaners);
      expect((await stats()).listedCleaners).toBeGreaterThan(first.listedCleaners);
    } finally {
      await cached.close();
    }
  });
});
