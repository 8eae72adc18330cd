import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, completedVisit, dateInDays, draft, listedCleaner, movableClock, requestVisit } from '../support/booking-fixtures.js';

/** The console's moderation of reviews, and the cleaner aggregates recomputed from scratch. */
const clock = movableClock();
let t: TestServer;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;

beforeAll(async () => {
  t = await createTestServer({
    clock,
    configure: (c) => {
      c.rateLimits.login.perIp = 10_000;
      c.session.idleHours = 24 * 60;
      c.session.browserSessionHours = 24 * 60;
    },
  });
  admin = (await loginAs(t, 'admin')).token;
  cleaner = await listedCleaner(t, admin);
});
afterEach(() => clock.set(null));
afterAll(() => t.close());

let day = 3;
const rate = (overall: number, others = overall) => ({ cleanliness: others, quality: others, reliability: others, punctuality: others, communication: others, professionalism: others, overall });
/** A completed visit both parties reviewed (so both reviews are published). */
async function reviewed(overall: number, name = 'Léa Gagnon') {
  const client = await clientWithProperty(t, { name });
  const v = await completedVisit(t, clock, cleaner, client, dateInDays(day++));
  const byClient = await t.api('POST', `/api/bookings/${v.id}/reviews`, { token: client.token, body: { ratings: rate(overall, 4), comment: `Note ${overall}` } });
  expect(byClient.status).toBe(201);
  const byCleaner = await t.api('POST', `/api/bookings/${v.id}/reviews`, { token: cleaner.token, body: { ratings: rate(5) } });
  expect(byCleaner.status).toBe(201);
  return { client, bookingId: v.id, clientReview: byCleaner.body.theirs as { id: string }, cleanerReview: byCleaner.body.mine as { id: string } };
}
const list = (query: string, token = admin) => t.api('GET', `/api/admin/reviews?${query}`, { token });
const filter = (f: unknown) => `filter=${encodeURIComponent(JSON.stringify(f))}`;
const moderate = (id: string, body: unknown, token = admin) => t.api('PUT', `/api/admin/reviews/${id}/moderation`, { token, body });

describe('admin reviews', () => {
  it('answers 401 and 403 to non-admins, 404 when unknown, 400 for a bad query', async () => {
    const client = await loginAs(t, 'client');
    expect((await t.api('GET', '/api/admin/reviews')).status).toBe(401);
    expect((await list('', client.token)).status).toBe(403);
    expect((await t.api('GET', `/api/admin/reviews/${randomUUID()}`, { token: client.token })).status).toBe(403);
    expect((await moderate(randomUUID(), { hidden: true, reason: 'Propos injurieux' }, client.token)).status).toBe(403);
    expect((await t.api('GET', `/api/admin/reviews/${randomUUID()}`, { token: admin })).status).toBe(404);
    expect((await moderate(randomUUID(), { hidden: true, reason: 'Propos injurieux' })).status).toBe(404);
    expect((await list('sort=["author","ASC"]')).status).toBe(400);
    expect((await list(filter({ status: 'lost' }))).status).toBe(400);
    expect((await list('range=[0,500]')).status).toBe(400);
  });

  it('lists with filters, sort and Content-Range', async () => {
    const r = await reviewed(2, 'Zoé Filtrée');
    const lone = await clientWithProperty(t);
    const v = await completedVisit(t, clock, cleaner, lone, dateInDays(day++));
    const pending = (await t.api('POST', `/api/bookings/${v.id}/reviews`, { token: lone.token, body: { ratings: rate(1) } })).body.mine;

    const all = await list('range=[0,99]&sort=["createdAt","DESC"]');
    expect(all.status).toBe(200);
    expect(all.headers.get('content-range')).toMatch(/^reviews 0-\d+\/\d+$/);
    expect(all.body.map((x: { id: string }) => x.id)).toEqual(expect.arrayContaining([r.clientReview.id, r.cleanerReview.id, pending.id]));
    const pendings = (await list(filter({ status: 'pending' }))).body;
    expect(pendings.map((x: { id: string }) => x.id)).toContain(pending.id);
    expect(pendings.every((x: { status: string }) => x.status === 'pending')).toBe(true);
    const byDirection = (await list(filter({ direction: 'cleaner_to_client' }))).body;
    expect(byDirection.every((x: { direction: string }) => x.direction === 'cleaner_to_client')).toBe(true);
    const byName = (await list(filter({ q: 'Zoé Filtrée' }))).body;
    expect(byName.map((x: { id: string }) => x.id).sort()).toEqual([r.clientReview.id, r.cleanerReview.id].sort());
    const byEmail = (await list(filter({ q: r.client.user.email }))).body;
    expect(byEmail).toHaveLength(2);
    const byId = await list(filter({ id: [pending.id] }));
    expect(byId.body).toHaveLength(1);
    expect(byId.body[0]).toMatchObject({ id: pending.id, status: 'pending', moderation: null });
    const sorted = (await list('sort=["overall","ASC"]&range=[0,99]')).body.map((x: { ratings: { overall: number } }) => x.ratings.overall);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
    const one = await t.api('GET', `/api/admin/reviews/${r.clientReview.id}`, { token: admin });
    expect(one.body).toMatchObject({ id: r.clientReview.id, status: 'published', author: { name: 'Zoé Filtrée' }, subject: { id: cleaner.user.id } });
  });

  it('hides a review with a reason (recorded), out of the public lists and the aggregates; shows it again', async () => {
    const r = await reviewed(1);
    const noReason = await moderate(r.clientReview.id, { hidden: true });
    expect(noReason.status).toBe(400);
    expect((await moderate(r.clientReview.id, { hidden: true, reason: ' x ' })).status).toBe(400);
    const before = (await t.api('GET', `/api/cleaners/${cleaner.user.id}/reviews?pageSize=50`)).body.summary.count;

    const hidden = await moderate(r.clientReview.id, { hidden: true, reason: 'Propos injurieux' });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ status: 'hidden', moderation: { hidden: true, reason: 'Propos injurieux' } });
    expect(hidden.body.moderation.adminId).toMatch(/^[0-9a-f-]{36}$/);
    const page = (await t.api('GET', `/api/cleaners/${cleaner.user.id}/reviews?pageSize=50`)).body;
    expect(page.items.map((x: { id: string }) => x.id)).not.toContain(r.clientReview.id);
    expect(page.summary.count).toBe(before - 1);
    expect((await t.api('GET', '/api/reviews?pageSize=50')).body.items.map((x: { id: string }) => x.id)).not.toContain(r.clientReview.id);
    // The author still sees it, as hidden; the cleaner no longer does.
    expect((await t.api('GET', `/api/bookings/${r.bookingId}/reviews`, { token: r.client.token })).body.mine.status).toBe('hidden');
    expect((await t.api('GET', '/api/users/me/reviews', { token: r.client.token })).body.written[0]).toMatchObject({ id: r.clientReview.id, status: 'hidden' });
    expect((await t.api('GET', `/api/bookings/${r.bookingId}/reviews`, { token: cleaner.token })).body.theirs).toBeNull();
    expect((await list(filter({ status: 'hidden' }))).body.map((x: { id: string }) => x.id)).toContain(r.clientReview.id);
    await expectAggregatesMatch();

    const shown = await moderate(r.clientReview.id, { hidden: false, reason: null });
    expect(shown.body).toMatchObject({ status: 'published', moderation: { hidden: false } });
    expect((await t.api('GET', `/api/cleaners/${cleaner.user.id}/reviews?pageSize=50`)).body.summary.count).toBe(before);
    await expectAggregatesMatch();
  });

  it('keeps the cleaner aggregates equal to a recomputation from scratch, and in search and the profile', async () => {
    await reviewed(5);
    await reviewed(4);
    // A visit the cleaner cancels counts against the completion rate.
    const client = await clientWithProperty(t);
    const cancelled = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(day++), time: '09:00' }));
    expect((await t.api('POST', `/api/bookings/${cancelled.booking.id}/accept`, { token: cleaner.token })).status).toBe(200);
    expect((await t.api('POST', `/api/bookings/${cancelled.booking.id}/cancel`, { token: cleaner.token, body: { reason: 'Malade' } })).status).toBe(200);
    // The cancellation itself moves the completion rate, before any new review.
    expect((await expectAggregatesMatch()).completionRate).toBeLessThan(1);
    await reviewed(3);
    const expected = await expectAggregatesMatch();
    expect(expected.completionRate).toBeLessThan(1);
  });
});

/** Recomputes the aggregates from the raw tables and compares with the stored row, the public API and the profile. */
async function expectAggregatesMatch() {
  const db = t.server.orm.em.getConnection();
  const rows = await db.execute<Record<string, number>[]>(
    `select cleanliness, quality, reliability, punctuality, communication, professionalism, overall from reviews
      where cleaner_id = ? and direction = 'client_to_cleaner' and status = 'published' and not moderation_hidden`,
    [cleaner.user.id],
  );
  const bookings = await db.execute<{ status: string; by: string | null }[]>(`select status, cancellation->>'by' as by from bookings where cleaner_id = ?`, [cleaner.user.id]);
  const completedCount = bookings.filter((b) => b.status === 'completed').length;
  const cleanerCancelled = bookings.filter((b) => b.status === 'cancelled' && b.by === 'cleaner').length;
  const mean = (c: string) => (rows.length ? Math.round((rows.reduce((s, r) => s + Number(r[c]), 0) / rows.length) * 100) / 100 : null);
  const categories = ['cleanliness', 'quality', 'reliability', 'punctuality', 'communication', 'professionalism', 'overall'];
  const expected = {
    count: rows.length,
    categories: Object.fromEntries(categories.map((c) => [c, mean(c)])),
    completionRate: completedCount + cleanerCancelled ? Math.round((completedCount / (completedCount + cleanerCancelled)) * 1000) / 1000 : null,
  };
  const stored = await t.inContext(() => t.server.app.reviews.api.aggregatesOf(cleaner.user.id));
  expect(stored).not.toBeNull();
  expect({ count: stored!.count, categories: stored!.categories, completionRate: stored!.completionRate }).toEqual(expected);

  const oneDecimal = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);
  const summary = (await t.api('GET', `/api/cleaners/${cleaner.user.id}/reviews`)).body.summary;
  expect(summary).toEqual({ count: rows.length, average: oneDecimal(expected.categories.overall as number | null), categories: Object.fromEntries(categories.map((c) => [c, oneDecimal(expected.categories[c] as number | null)])) });
  const profile = await t.api('GET', `/api/cleaners/by-slug/${cleaner.slug}`);
  expect(profile.status).toBe(200);
  expect(profile.body.stats.rating.count).toBe(rows.length);
  expect(profile.body.stats.rating.average).toBe(oneDecimal(expected.categories.overall as number | null));
  expect(profile.body.stats.completionRate).toBeCloseTo(expected.completionRate ?? 0, 2);
  return expected;
}
