import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { ownDatabase } from '../support/own-database.js';
import { uploadDocument } from '../support/cleaner-fixtures.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, movableClock } from '../support/booking-fixtures.js';
import { saveCard } from '../support/payments-fixtures.js';
import { addDays, toInstant } from '../../src/shared/local-time.js';

/**
 * The console's dashboard and a cleaner's page (issue #16), figure by figure, over bookings,
 * payments, reviews and feedback seeded through the API at chosen instants, in a database of this
 * file alone (the dashboard counts everything). Requests straddle a Quebec midnight, so the period
 * boundaries are checked in Montreal time, not UTC.
 */
const clock = movableClock();
let db: Awaited<ReturnType<typeof ownDatabase>>;
let t: TestServer;
let admin: string;
let cleanerA: Awaited<ReturnType<typeof listedCleaner>>;
let cleanerB: Awaited<ReturnType<typeof listedCleaner>>;
type Client = Awaited<ReturnType<typeof clientWithProperty>>;
let c1: Client;
let c2: Client;
let c3: Client;
const MIN = 60_000;
const today = dateInDays(0);
const d = (n: number) => addDays(today, n);
const day1 = d(1);
const day2 = d(2);
/** The whole test's period: every request, answer and visit falls in it. */
const period = `from=${today}&to=${d(20)}`;

interface Visit {
  id: string;
  startsAt: string;
  money: { subtotalCents: number; discountCents: number; serviceFeeCents: number; totalCents: number; remainderCents: number };
}
const v: Record<string, Visit> = {};

/** Sends a request at that instant (09:00 on `date`), as the client does. */
async function request(client: Client, cleanerId: string, date: string, at: Date, over: Record<string, unknown> = {}) {
  clock.set(at);
  return t.api('POST', '/api/bookings', { token: client.token, body: { paymentMethod: 'card', ...draft(cleanerId, client.property.id, { date, time: '09:00', tasks: [], allowPhotos: false }), ...over } });
}
async function requested(client: Client, cleanerId: string, date: string, at: Date, over: Record<string, unknown> = {}): Promise<Visit> {
  const res = await request(client, cleanerId, date, at, over);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.booking as Visit;
}
async function act(token: string, id: string, action: string, at: Date, body?: unknown) {
  clock.set(at);
  const res = await t.api('POST', `/api/bookings/${id}/${action}`, { token, body });
  expect(res.status, `${action}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}
async function complete(cleaner: typeof cleanerA, client: Client, visit: Visit) {
  const here = { lat: client.property.lat, lng: client.property.lng, accuracyMeters: 10 };
  const start = new Date(visit.startsAt).getTime();
  await act(cleaner.token, visit.id, 'punch-in', new Date(start - 5 * MIN), here);
  return act(cleaner.token, visit.id, 'punch-out', new Date(start + 4 * 60 * MIN), here);
}
/** The payouts commission (10 % of the discounted subtotal, half up). */
const commissionOf = (m: Visit['money']) => Math.floor(((m.subtotalCents - m.discountCents) * 10 + 50) / 100);
const RATINGS = { cleanliness: 5, quality: 4, reliability: 5, punctuality: 3, communication: 4, professionalism: 5, overall: 4 };

beforeAll(async () => {
  db = await ownDatabase('analytics');
  t = await createTestServer({ clock, env: { DATABASE_URL: db.url }, configure: longScenarios });
  admin = (await loginAs(t, 'admin')).token;
  cleanerA = await listedCleaner(t, admin);
  cleanerB = await listedCleaner(t, admin);
  [c1, c2, c3] = [await clientWithProperty(t), await clientWithProperty(t), await clientWithProperty(t)];
  await saveCard(t, c1.token, 'dev_pm_authentication_required');
  await saveCard(t, c3.token, 'dev_pm_declined');

  // Requests from 23:50 tomorrow (Quebec time) to just after midnight: five on day 1, four on day 2.
  const t0 = toInstant(day1, 23 * 60 + 50);
  const at = (minutes: number) => new Date(t0.getTime() + minutes * MIN);
  v.v1 = await requested(c1, cleanerA.user.id, d(10), at(0));
  v.v2 = await requested(c1, cleanerA.user.id, d(11), at(2), { paymentMethodId: 'dev_pm_authentication_required' });
  v.v3 = await requested(c2, cleanerA.user.id, d(12), at(4));
  v.v4 = await requested(c2, cleanerA.user.id, d(13), at(6));
  v.v6 = await requested(c3, cleanerB.user.id, d(14), at(8));
  v.v8 = await requested(c2, cleanerB.user.id, d(15), at(10));
  // The deposit is refused: the request is stored cancelled and never reaches the cleaner.
  expect((await request(c3, cleanerB.user.id, d(16), at(12), { paymentMethodId: 'dev_pm_declined' })).status).toBe(402);
  v.v7 = await requested(c3, cleanerA.user.id, d(17), at(14));
  v.v5 = await requested(c1, cleanerB.user.id, d(18), at(24));
  // Answers after 10, 20, 30, 40 and 50 minutes; a withdrawal after 5 (the client's, not an answer).
  await act(cleanerA.token, v.v1.id, 'accept', at(10));
  await act(cleanerA.token, v.v2.id, 'accept', at(22));
  await act(cleanerA.token, v.v3.id, 'accept', at(34));
  await act(cleanerA.token, v.v4.id, 'decline', at(46));
  await act(cleanerB.token, v.v6.id, 'accept', at(58));
  await act(c2.token, v.v8.id, 'withdraw', at(15));
  // v7 expires unanswered 24 hours after its request; v5, asked 10 minutes later, is still pending.
  clock.set(at(14 + 24 * 60 + 1));
  expect(await t.inContext(() => t.server.app.booking.api.expireRequests())).toBe(1);
  // The cleaner cancels v3 days ahead.
  await act(cleanerA.token, v.v3.id, 'cancel', toInstant(d(5), 12 * 60), { reason: 'Empêchement' });
  // v1 is paid in full; v2's remainder is refused off-session (a retry is scheduled).
  expect((await complete(cleanerA, c1, v.v1)).paymentStatus).toBe('fully_paid');
  expect((await complete(cleanerA, c1, v.v2)).paymentStatus).toBe('partially_paid');
  // Both parties review v1: published at once.
  clock.set(toInstant(d(10), 15 * 60));
  expect((await t.api('POST', `/api/bookings/${v.v1.id}/reviews`, { token: c1.token, body: { ratings: RATINGS, comment: 'Très bien' } })).status).toBe(201);
  expect((await t.api('POST', `/api/bookings/${v.v1.id}/reviews`, { token: cleanerA.token, body: { ratings: { ...RATINGS, overall: 5 } } })).status).toBe(201);
  // Cleaner B has not punched in 20 minutes after the start: the client cancels (a no-show).
  await act(c3.token, v.v6.id, 'cancel', new Date(new Date(v.v6.startsAt).getTime() + 20 * MIN));

  clock.set(null);
  for (const [client, body] of [
    [c1, { kind: 'report', reason: 'communication', comment: 'Aucune nouvelle' }],
    [c2, { kind: 'like' }],
    [c3, { kind: 'dislike' }],
  ] as const) {
    expect((await t.api('POST', `/api/cleaners/${cleanerA.user.id}/feedback`, { token: client.token, body })).status).toBe(201);
  }
  // An insurance certificate waiting for review.
  expect((await uploadDocument(t, cleanerA.token, 'insurance', undefined, 'assurance.pdf')).status).toBe(201);

  // Searches: two first pages and a second page at 23:59 on day 1, one first page just after midnight.
  clock.set(toInstant(day1, 23 * 60 + 59));
  for (const page of [1, 1, 2]) expect((await t.api('GET', `/api/cleaners?city=montreal&page=${page}`)).status).toBe(200);
  clock.set(toInstant(day2, 1));
  expect((await t.api('GET', '/api/cleaners?city=montreal')).status).toBe(200);
  await t.server.app.analytics.api.flushSearches();
  clock.set(null);
});
afterEach(() => clock.set(null));
afterAll(async () => {
  await t?.close();
  await db?.drop();
});

const dashboard = (query: string, token = admin) => t.api('GET', `/api/admin/analytics/dashboard?${query}`, { token });
const cleanerPage = (id: string, query: string, token = admin) => t.api('GET', `/api/admin/analytics/cleaners/${id}?${query}`, { token });

describe('GET /api/admin/analytics/dashboard', () => {
  it('answers 401 without a session and 403 to clients and cleaners', async () => {
    expect((await t.api('GET', '/api/admin/analytics/dashboard')).status).toBe(401);
    expect((await dashboard(period, c1.token)).status).toBe(403);
    expect((await dashboard(period, cleanerA.token)).status).toBe(403);
  });

  it('answers 400 for a malformed date, an impossible one, a reversed period or one over two years', async () => {
    expect((await dashboard('from=tomorrow')).status).toBe(400);
    expect((await dashboard('from=2026-02-30&to=2026-03-01')).status).toBe(400);
    const reversed = await dashboard(`from=${d(3)}&to=${d(2)}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.error).toBe('analytics.period_reversed');
    const long = await dashboard(`from=${addDays(today, -731)}&to=${today}`, admin);
    expect(long.body).toMatchObject({ error: 'analytics.period_too_long', message: 'La période ne peut pas dépasser 731 jours.' });
    expect((await dashboard(`from=${addDays(today, -730)}&to=${today}`)).status).toBe(200);
  });

  it('counts every figure of the period exactly', async () => {
    const res = await dashboard(period);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const [m1, m2] = [v.v1!.money, v.v2!.money];
    expect(res.body).toMatchObject({
      period: { from: today, to: d(20), bucket: 'day' },
      money: {
        grossBookingValueCents: m1.totalCents + m2.totalCents,
        serviceFeeCents: m1.serviceFeeCents + m2.serviceFeeCents,
        // Only v1 is fully paid: v2's share is not in the payouts ledger yet.
        commissionCents: commissionOf(m1),
        platformRevenueCents: m1.serviceFeeCents + m2.serviceFeeCents + commissionOf(m1),
      },
      bookingsByStatus: { pending: 1, confirmed: 0, in_progress: 0, completed: 2, declined: 1, declined_by_client: 1, cancelled: 3, expired: 1 },
      funnel: { searches: 3, requests: 9, accepted: 4, completed: 2, reviewed: 1 },
      newAccounts: { clients: 3, cleaners: 2 },
      // Four accepted, one declined, one expired; answers after 10, 20, 30, 40 and 50 minutes.
      requests: { received: 9, accepted: 4, declined: 1, expired: 1, acceptanceRate: 0.6667, medianResponseSeconds: 30 * 60 },
      cancellations: { total: 3, byClient: 0, byCleaner: 1, byAdmin: 0, paymentFailed: 1, noShows: 1 },
      queues: { paymentsAwaitingRetry: { count: 1, amountCents: m2.remainderCents }, pendingProfileReviews: 1, openReports: 1, failedPayouts: 0 },
    });
    const series = res.body.series as { start: string; searches: number; requests: number; completed: number; grossBookingValueCents: number }[];
    expect(series).toHaveLength(21);
    expect(series[0]!.start).toBe(today);
    const at = (date: string) => series.find((s) => s.start === date);
    expect(at(day1)).toEqual({ start: day1, searches: 2, requests: 5, completed: 0, grossBookingValueCents: 0 });
    expect(at(day2)).toEqual({ start: day2, searches: 1, requests: 4, completed: 0, grossBookingValueCents: 0 });
    expect(at(d(10))).toMatchObject({ completed: 1, grossBookingValueCents: m1.totalCents });
    expect(at(d(11))).toMatchObject({ completed: 1, grossBookingValueCents: m2.totalCents });
  });

  it('cuts periods at midnight in Montreal, not UTC', async () => {
    const first = (await dashboard(`from=${day1}&to=${day1}`)).body;
    const second = (await dashboard(`from=${day2}&to=${day2}`)).body;
    // The request at 00:00 on day 2 belongs to day 2, though all nine were sent on the same UTC date.
    expect([first.funnel.requests, second.funnel.requests]).toEqual([5, 4]);
    expect([first.funnel.searches, second.funnel.searches]).toEqual([2, 1]);
    expect(first.series).toEqual([{ start: day1, searches: 2, requests: 5, completed: 0, grossBookingValueCents: 0 }]);
    // Every answer came at 00:00 on day 2 or later.
    expect(first.requests).toMatchObject({ accepted: 0, declined: 0, medianResponseSeconds: null, acceptanceRate: null });
  });

  it('shows the next payout run as it stands on the day asked', async () => {
    clock.set(toInstant(d(20), 12 * 60));
    const res = await dashboard(period);
    expect(res.body.nextPayoutRun).toMatchObject({ cleaners: 1 });
    const earning = await t.api('GET', `/api/admin/earnings?filter=${encodeURIComponent(JSON.stringify({ bookingId: v.v1!.id }))}`, { token: admin });
    expect(res.body.nextPayoutRun.totalCents).toBe(earning.body[0].amountCents);
    expect(new Date(`${res.body.nextPayoutRun.date}T12:00:00Z`).getUTCDay()).toBe(5);
  });

  it('bars weeks over 62 days', async () => {
    const res = await dashboard(`from=${addDays(today, -60)}&to=${d(20)}`);
    expect(res.body.period.bucket).toBe('week');
    const weeks = res.body.series as { start: string; requests: number }[];
    expect(weeks.every((w) => new Date(`${w.start}T12:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(weeks.reduce((s, w) => s + w.requests, 0)).toBe(9);
  });
});

describe('GET /api/admin/analytics/cleaners/{cleanerId}', () => {
  it('answers 401, 403, 400 and 404 (unknown account, or not a cleaner)', async () => {
    expect((await t.api('GET', `/api/admin/analytics/cleaners/${cleanerA.user.id}`)).status).toBe(401);
    expect((await cleanerPage(cleanerA.user.id, period, cleanerA.token)).status).toBe(403);
    expect((await cleanerPage('not-an-id', period)).status).toBe(400);
    expect((await cleanerPage(cleanerA.user.id, `from=${d(3)}&to=${d(2)}`)).status).toBe(400);
    expect((await cleanerPage('00000000-0000-4000-8000-000000000000', period)).body.error).toBe('analytics.cleaner_not_found');
    expect((await cleanerPage(c1.user.id, period)).status).toBe(404);
  });

  it("counts one cleaner's requests, visits, clients, money, ratings and feedback exactly", async () => {
    const res = await cleanerPage(cleanerA.user.id, period);
    expect(res.status).toBe(200);
    const m1 = v.v1!.money;
    const gross = m1.subtotalCents - m1.discountCents;
    expect(res.body).toMatchObject({
      cleaner: { id: cleanerA.user.id, active: true },
      // v1, v2, v3 accepted after 10, 20 and 30 minutes, v4 declined after 40, v7 expired.
      requests: { received: 5, accepted: 3, declined: 1, expired: 1, acceptanceRate: 0.6, medianResponseSeconds: 25 * 60 },
      visits: {
        accepted: 3,
        completed: 2,
        grossBookingValueCents: m1.totalCents + v.v2!.money.totalCents,
        cancellations: { total: 1, byCleaner: 1, byClient: 0, byAdmin: 0, noShows: 0 },
        cancellationRate: 0.3333,
        noShowRate: 0,
        completionRate: 0.6667,
      },
      clients: { withCompletedVisit: 1, repeat: 1, repeatRate: 1 },
      // v1 only (v2 is not fully paid); the cleaner charges no sales taxes.
      earnings: { grossCents: gross, commissionCents: commissionOf(m1), taxCents: 0, amountCents: gross - commissionOf(m1) },
      payouts: { paid: { count: 0, amountCents: 0 }, pending: { count: 0, amountCents: 0 }, failed: { count: 0, amountCents: 0 } },
      ratings: { count: 1, averages: RATINGS, months: [{ month: d(10).slice(0, 7), count: 1, averages: RATINGS }] },
      feedback: { likes: 1, dislikes: 1, notInterested: 0, reports: { open: 1, resolved: 0, dismissed: 0 } },
    });
    const weeks = res.body.weeks as { start: string; accepted: number; completed: number; earningsCents: number }[];
    expect(weeks.reduce((s, w) => s + w.accepted, 0)).toBe(3);
    expect(weeks.reduce((s, w) => s + w.completed, 0)).toBe(2);
    expect(weeks.reduce((s, w) => s + w.earningsCents, 0)).toBe(res.body.earnings.amountCents);
    expect(weeks.every((w) => new Date(`${w.start}T12:00:00Z`).getUTCDay() === 1)).toBe(true);
  });

  it("leaves requests the cleaner never saw out of their rates, and counts a no-show against completion", async () => {
    const res = await cleanerPage(cleanerB.user.id, period);
    expect(res.body).toMatchObject({
      // v5 pending, v6 accepted, v8 withdrawn, the refused deposit: four requests, one answer.
      requests: { received: 4, accepted: 1, declined: 0, expired: 0, acceptanceRate: 1, medianResponseSeconds: 50 * 60 },
      visits: { accepted: 1, completed: 0, cancellations: { total: 1, noShows: 1, byClient: 0 }, cancellationRate: 0, noShowRate: 1, completionRate: 0 },
      clients: { withCompletedVisit: 0, repeat: 0, repeatRate: null },
      ratings: { count: 0, months: [] },
    });
  });

  it("lists the cleaner's reviews in the console's reviews resource (filter cleanerId)", async () => {
    const res = await t.api('GET', `/api/admin/reviews?filter=${encodeURIComponent(JSON.stringify({ cleanerId: cleanerA.user.id }))}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.map((r: { direction: string }) => r.direction).sort()).toEqual(['cleaner_to_client', 'client_to_cleaner']);
    const none = await t.api('GET', `/api/admin/reviews?filter=${encodeURIComponent(JSON.stringify({ cleanerId: cleanerB.user.id }))}`, { token: admin });
    expect(none.body).toEqual([]);
  });
});
