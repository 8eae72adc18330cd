import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, completedVisit, dateInDays, draft, listedCleaner, movableClock, requestVisit } from '../support/booking-fixtures.js';

/** Reviewing a completed booking: who may, when, the spec's messages, and the double-blind rule. */
const clock = movableClock();
let t: TestServer;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let otherCleaner: Awaited<ReturnType<typeof listedCleaner>>;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestServer({
    clock,
    configure: (c) => {
      c.rateLimits.login.perIp = 10_000;
      // Sessions must outlive the days the clock jumps (the review window is 14 days).
      c.session.idleHours = 24 * 60;
      c.session.browserSessionHours = 24 * 60;
    },
  });
  admin = (await loginAs(t, 'admin')).token;
  [cleaner, otherCleaner] = await Promise.all([listedCleaner(t, admin), listedCleaner(t, admin)]);
});
afterEach(() => clock.set(null));
afterAll(() => t.close());

let day = 3;
const RATINGS = { cleanliness: 5, quality: 5, reliability: 4, punctuality: 4, communication: 5, professionalism: 5, overall: 5 };
const post = (id: string, token: string | undefined, body: unknown) => t.api('POST', `/api/bookings/${id}/reviews`, { token, body });
const get = (id: string, token: string | undefined) => t.api('GET', `/api/bookings/${id}/reviews`, { token });
async function completed(name = 'Camille Tremblay') {
  const client = await clientWithProperty(t, { name });
  const visit = await completedVisit(t, clock, cleaner, client, dateInDays(day++));
  return { client, ...visit };
}
async function publicIds(cleanerId: string) {
  const res = await t.api('GET', `/api/cleaners/${cleanerId}/reviews?pageSize=50`);
  expect(res.status).toBe(200);
  return (res.body.items as { id: string }[]).map((r) => r.id);
}

describe('POST /api/bookings/{id}/reviews', () => {
  it('answers 401, 403 to a non-party and to admins, 404 when unknown', async () => {
    const v = await completed();
    const stranger = await loginAs(t, 'client');
    expect((await post(v.id, undefined, { ratings: RATINGS })).status).toBe(401);
    const forbidden = await post(v.id, stranger.token, { ratings: RATINGS });
    expect([forbidden.status, forbidden.body.error]).toEqual([403, 'reviews.forbidden']);
    expect((await post(v.id, otherCleaner.token, { ratings: RATINGS })).status).toBe(403);
    expect((await post(v.id, admin, { ratings: RATINGS })).status).toBe(403);
    expect((await get(v.id, stranger.token)).status).toBe(403);
    expect((await get(v.id, admin)).status).toBe(403);
    expect((await get(v.id, undefined)).status).toBe(401);
    expect((await post(randomUUID(), v.client.token, { ratings: RATINGS })).status).toBe(404);
    expect((await get(randomUUID(), v.client.token)).status).toBe(404);
  });

  it('asks to rate every category (fr and en), and keeps the contract bounds', async () => {
    const v = await completed();
    const { overall: _overall, ...partial } = RATINGS;
    const fr = await post(v.id, v.client.token, { ratings: partial, comment: 'Bien' });
    expect([fr.status, fr.body.error, fr.body.message]).toEqual([400, 'reviews.rate_all_categories', 'Veuillez noter toutes les catégories']);
    const en = await t.api('POST', `/api/bookings/${v.id}/reviews`, { token: v.client.token, body: { ratings: {} }, headers: { 'accept-language': 'en' } });
    expect(en.status).toBe(400);
    expect(['Please rate every category', 'Veuillez noter toutes les catégories']).toContain(en.body.message);
    expect((await post(v.id, v.client.token, { ratings: { ...RATINGS, overall: 6 } })).status).toBe(400);
    expect((await post(v.id, v.client.token, { ratings: RATINGS, comment: 'x'.repeat(2001) })).status).toBe(400);
    expect((await get(v.id, v.client.token)).body).toMatchObject({ mine: null, canReview: true });
  });

  it('answers in English to an English-speaking client', async () => {
    const client = await clientWithProperty(t, { locale: 'en' });
    const v = await completedVisit(t, clock, cleaner, client, dateInDays(day++));
    const en = await post(v.id, client.token, { ratings: { overall: 4 } });
    expect([en.status, en.body.message]).toEqual([400, 'Please rate every category']);
  });

  it('refuses a booking that is not completed (409) and a second review (409)', async () => {
    const client = await clientWithProperty(t);
    const pending = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(day++), time: '09:00' }));
    const early = await post(pending.booking.id, client.token, { ratings: RATINGS });
    expect([early.status, early.body.error]).toEqual([409, 'reviews.not_completed']);
    expect((await get(pending.booking.id, client.token)).body).toEqual({ mine: null, theirs: null, canReview: false, reviewUntil: null });

    const v = await completed();
    const first = await post(v.id, v.client.token, { ratings: RATINGS, comment: '  Impeccable, merci !  ' });
    expect(first.status).toBe(201);
    expect(first.body.mine).toMatchObject({ direction: 'client_to_cleaner', status: 'pending', comment: 'Impeccable, merci !', publishedAt: null, author: { id: v.client.user.id }, subject: { id: cleaner.user.id, slug: cleaner.slug } });
    expect(first.body.canReview).toBe(false);
    const again = await post(v.id, v.client.token, { ratings: RATINGS });
    expect([again.status, again.body.error]).toEqual([409, 'reviews.already_reviewed']);
  });

  it('closes the window 14 days after the punch-out (409)', async () => {
    const v = await completed();
    const until = new Date(v.completedAt.getTime() + 14 * DAY);
    expect((await get(v.id, v.client.token)).body.reviewUntil).toBe(until.toISOString());
    clock.set(new Date(until.getTime() + 1000));
    const late = await post(v.id, v.client.token, { ratings: RATINGS });
    expect([late.status, late.body.error]).toEqual([409, 'reviews.window_closed']);
    expect((await get(v.id, cleaner.token)).body.canReview).toBe(false);
  });
});

describe('the double-blind rule', () => {
  it('hides a review from the other party and the public until both reviewed, then publishes both', async () => {
    const v = await completed('Camille Tremblay');
    expect((await post(v.id, v.client.token, { ratings: RATINGS, comment: 'Très minutieuse.' })).status).toBe(201);
    const seenByCleaner = await get(v.id, cleaner.token);
    expect(seenByCleaner.body).toMatchObject({ mine: null, theirs: null, canReview: true });
    const mine = (await get(v.id, v.client.token)).body.mine;
    expect(await publicIds(cleaner.user.id)).not.toContain(mine.id);
    expect((await t.api('GET', '/api/users/me/reviews', { token: cleaner.token })).body.received.map((r: { id: string }) => r.id)).not.toContain(mine.id);

    const second = await post(v.id, cleaner.token, { ratings: { ...RATINGS, overall: 4 }, comment: 'Cliente accueillante.' });
    expect(second.status).toBe(201);
    expect(second.body.mine).toMatchObject({ direction: 'cleaner_to_client', status: 'published' });
    expect(second.body.theirs).toMatchObject({ id: mine.id, status: 'published', comment: 'Très minutieuse.' });
    expect(second.body.mine.publishedAt).toBe(second.body.theirs.publishedAt);
    const seenByClient = (await get(v.id, v.client.token)).body;
    expect(seenByClient.mine.status).toBe('published');
    expect(seenByClient.theirs).toMatchObject({ direction: 'cleaner_to_client', comment: 'Cliente accueillante.' });

    const page = await t.api('GET', `/api/cleaners/${cleaner.user.id}/reviews?pageSize=50`);
    const shown = page.body.items.find((r: { id: string }) => r.id === mine.id);
    expect(shown).toMatchObject({ authorName: 'Camille T.', comment: 'Très minutieuse.', cleaningType: 'regular', cleaner: { id: cleaner.user.id, slug: cleaner.slug } });
    expect(page.body.summary.count).toBeGreaterThanOrEqual(1);
    const recent = await t.api('GET', '/api/reviews?pageSize=50');
    expect(recent.status).toBe(200);
    expect(recent.body.items.map((r: { id: string }) => r.id)).toContain(mine.id);
    // Reviews of clients never reach the public lists.
    expect(recent.body.items.map((r: { id: string }) => r.id)).not.toContain(second.body.mine.id);
  });

  it('publishes both when the two parties review at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const v = await completed();
      const [a, b] = await Promise.all([post(v.id, v.client.token, { ratings: RATINGS }), post(v.id, cleaner.token, { ratings: RATINGS })]);
      expect([a.status, b.status]).toEqual([201, 201]);
      const seen = (await get(v.id, v.client.token)).body;
      expect([seen.mine.status, seen.theirs?.status]).toEqual(['published', 'published']);
    }
  });

  it('publishes a lone review when the window closes, by the job (once) or lazily when read', async () => {
    const a = await completed();
    const b = await completed();
    const ra = (await post(a.id, a.client.token, { ratings: RATINGS })).body.mine;
    const rb = (await post(b.id, cleaner.token, { ratings: RATINGS })).body.mine;
    clock.set(new Date(b.completedAt.getTime() + 14 * DAY + 60_000));
    const published = await t.inContext(() => t.server.app.reviews.api.publishClosedWindows());
    expect(published).toBeGreaterThanOrEqual(2);
    expect(await t.inContext(() => t.server.app.reviews.api.publishClosedWindows())).toBe(0);
    expect((await get(a.id, cleaner.token)).body.theirs).toMatchObject({ id: ra.id, status: 'published' });
    expect((await get(b.id, b.client.token)).body.theirs).toMatchObject({ id: rb.id, status: 'published' });
    expect(await publicIds(cleaner.user.id)).toContain(ra.id);

    const c = await completed();
    const rc = (await post(c.id, c.client.token, { ratings: RATINGS })).body.mine;
    clock.set(new Date(c.completedAt.getTime() + 15 * DAY));
    // The job has not run: reading the booking publishes it.
    expect((await get(c.id, cleaner.token)).body.theirs).toMatchObject({ id: rc.id, status: 'published' });
  });
});

describe('GET /api/users/me/reviews and the public lists', () => {
  it('lists what I received (published) and what I wrote (with status)', async () => {
    expect((await t.api('GET', '/api/users/me/reviews')).status).toBe(401);
    expect((await t.api('GET', '/api/users/me/reviews', { token: admin })).status).toBe(403);
    const v = await completed();
    const mine = (await post(v.id, cleaner.token, { ratings: { ...RATINGS, overall: 3 } })).body.mine;
    const client = await t.api('GET', '/api/users/me/reviews', { token: v.client.token });
    expect(client.status).toBe(200);
    expect(client.body).toEqual({ received: [], written: [], summary: expect.objectContaining({ count: 0, average: null }) });
    const written = (await t.api('GET', '/api/users/me/reviews', { token: cleaner.token })).body.written;
    expect(written.find((r: { id: string }) => r.id === mine.id)).toMatchObject({ status: 'pending', direction: 'cleaner_to_client' });
    await post(v.id, v.client.token, { ratings: RATINGS });
    const after = (await t.api('GET', '/api/users/me/reviews', { token: v.client.token })).body;
    expect(after.received).toHaveLength(1);
    expect(after.received[0]).toMatchObject({ id: mine.id, status: 'published' });
    expect(after.written).toHaveLength(1);
    expect(after.summary).toMatchObject({ count: 1, average: 3 });
  });

  it('answers 404 for an unknown cleaner and 400 for bad paging', async () => {
    expect((await t.api('GET', `/api/cleaners/${randomUUID()}/reviews`)).status).toBe(404);
    expect((await t.api('GET', '/api/reviews?pageSize=500')).status).toBe(400);
    const empty = await t.api('GET', `/api/cleaners/${otherCleaner.user.id}/reviews`);
    expect(empty.body).toMatchObject({ items: [], total: 0, page: 1, pageSize: 10, summary: { count: 0, average: null } });
  });
});
