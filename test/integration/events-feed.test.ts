import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, completedVisit, dateInDays, draft, listedCleaner, movableClock, requestVisit } from '../support/booking-fixtures.js';

/**
 * Issue #25, the events feed: GET /api/events pages the caller's own events (the payloads their
 * webhooks get) with an opaque cursor, hides everyone else's, needs `events:read` from a key, and
 * refuses a forged cursor.
 */
type Page = { items: { id: string; type: string; createdAt: string; data: { booking: { id: string; status: string }; role: string } }[]; nextCursor: string | null; hasMore: boolean };

let t: TestServer;
const clock = movableClock();
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let client: Awaited<ReturnType<typeof clientWithProperty>>;
let other: Awaited<ReturnType<typeof clientWithProperty>>;
const bookings: string[] = [];
let othersBooking: string;

const feed = (token: string, query = '') => t.api<Page>('GET', `/api/events${query}`, { token });
const refusal = (token: string, query = '') => t.api<{ error: string; message: string; details: { field: string; code: string }[] }>('GET', `/api/events${query}`, { token });
const until = async (check: () => Promise<boolean>, what: string) => {
  // Up to about 15 s: each event is a flow step of its own, and CI's machine is loaded.
  for (let i = 0; i < 300; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
};

beforeAll(async () => {
  t = await createTestServer({ clock, configure: longScenarios });
  const admin = (await loginAs(t, 'admin')).token;
  cleaner = await listedCleaner(t, admin);
  client = await clientWithProperty(t);
  other = await clientWithProperty(t);
  for (const days of [3, 4, 5]) bookings.push((await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(days) }))).booking.id);
  othersBooking = (await requestVisit(t, other.token, draft(cleaner.user.id, other.property.id, { date: dateInDays(6) }))).booking.id;
  // booking.requested is recorded by a background step of the request's flow.
  await until(async () => (await feed(client.token)).body.items.length >= 3 && (await feed(other.token)).body.items.length >= 1, 'the requests in the feeds');
});
afterAll(() => t.close());

describe('GET /api/events', () => {
  it('pages the caller’s events oldest first with its cursor, then keeps the cursor when nothing is new', async () => {
    const first = await feed(client.token, '?limit=2');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.items.map((e) => e.type)).toEqual(['booking.requested', 'booking.requested']);
    expect(first.body.items.map((e) => e.data.booking.id)).toEqual(bookings.slice(0, 2));
    expect(first.body.items[0]!.data.role).toBe('client');
    expect(first.body.hasMore).toBe(true);
    expect(first.body.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);

    const second = await feed(client.token, `?limit=2&after=${first.body.nextCursor}`);
    expect(second.body.items.map((e) => e.data.booking.id)).toEqual([bookings[2]]);
    expect(second.body.hasMore).toBe(false);

    const quiet = await feed(client.token, `?after=${second.body.nextCursor}`);
    expect(quiet.body).toEqual({ items: [], nextCursor: second.body.nextCursor, hasMore: false });

    // The cleaner accepts: the next poll from the same cursor brings booking.accepted, and only it.
    expect((await t.api('POST', `/api/bookings/${bookings[0]}/accept`, { token: cleaner.token })).status).toBe(200);
    await until(async () => (await feed(client.token, `?after=${second.body.nextCursor}`)).body.items.length === 1, 'booking.accepted');
    const next = await feed(client.token, `?after=${second.body.nextCursor}`);
    expect(next.body.items[0]).toMatchObject({ type: 'booking.accepted', data: { booking: { id: bookings[0], status: 'confirmed' }, role: 'client' } });
  });

  it('hides other accounts’ events; the cleaner sees the same events as cleaner', async () => {
    const mine = (await feed(client.token, '?limit=100')).body.items;
    expect(mine.map((e) => e.data.booking.id)).not.toContain(othersBooking);
    const theirs = (await feed(other.token, '?limit=100')).body.items;
    expect(theirs.map((e) => e.data.booking.id)).toEqual([othersBooking]);
    const cleanerSees = (await feed(cleaner.token, '?limit=100')).body.items;
    expect(cleanerSees.filter((e) => e.type === 'booking.requested').map((e) => e.data.booking.id)).toEqual([...bookings, othersBooking]);
    expect(cleanerSees.every((e) => e.data.role === 'cleaner')).toBe(true);
    // Same event, same id, for both parties (de-duplication across the feed and webhooks).
    expect(cleanerSees.find((e) => e.data.booking.id === bookings[1])!.id).toBe(mine.find((e) => e.data.booking.id === bookings[1])!.id);
    expect((await t.api('GET', '/api/events')).status).toBe(401);
  });

  it('records an event once per owner when its step runs again later (the first recording is what the feed keeps)', async () => {
    const before = (await feed(cleaner.token, '?limit=100')).body.items.filter((e) => e.type === 'booking.requested');
    const first = before.find((e) => e.data.booking.id === bookings[2])!;
    clock.set(new Date(Date.now() + 3_600_000));
    try {
      await t.inContext(() => t.server.app.integrations.api.webhooks.bookingRequested([bookings[2]!, othersBooking]));
    } finally {
      clock.set(null);
    }
    const after = (await feed(cleaner.token, '?limit=100')).body.items.filter((e) => e.type === 'booking.requested');
    expect(after).toEqual(before);
    expect(after.find((e) => e.data.booking.id === bookings[2])!.createdAt).toBe(first.createdAt);
    expect((await feed(other.token, '?limit=100')).body.items.filter((e) => e.data.booking.id === othersBooking)).toHaveLength(1);
  });

  it('refuses a forged cursor and an unbounded limit with JSON 400', async () => {
    const forged = await refusal(client.token, `?after=${Buffer.from('not a position').toString('base64url')}`);
    expect(forged.status).toBe(400);
    expect(forged.body.details[0]).toMatchObject({ field: 'query.after', code: 'integrations.events_cursor_invalid' });
    expect(forged.body.message).toBeTruthy();
    expect((await feed(client.token, '?limit=1000')).status).toBe(400);
  });

  it('answers a key with events:read and refuses one without it (403 naming the scope)', async () => {
    const key = await t.api('POST', '/api/users/me/api-keys', { token: client.token, body: { name: 'Sondage', scopes: ['events:read'] } });
    expect(key.status).toBe(201);
    const viaKey = await feed(key.body.secret, '?limit=100');
    expect(viaKey.status).toBe(200);
    expect(viaKey.body.items.length).toBeGreaterThanOrEqual(4);
    const narrow = await t.api('POST', '/api/users/me/api-keys', { token: client.token, body: { name: 'Réservations', scopes: ['bookings:read'] } });
    const refused = await refusal(narrow.body.secret);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'integrations.missing_scope' });
    expect(refused.body.message).toContain('events:read');
  });

  it('carries visit.started and visit.completed to both parties, payment.succeeded (with the amount) to the client only, then review.published', async () => {
    const payer = await clientWithProperty(t);
    const visit = await completedVisit(t, clock, cleaner, payer, dateInDays(2));
    clock.set(null);
    const typesOf = async (token: string) => (await feed(token, '?limit=100')).body.items.filter((e) => e.data.booking?.id === visit.id);
    // Each event is written by its own flow step: wait for all five (payment.succeeded comes last), and the cleaner's two.
    const VISIT_EVENTS = ['booking.requested', 'booking.accepted', 'visit.started', 'visit.completed', 'payment.succeeded'];
    const hasAll = (seen: { type: string }[], types: string[]) => types.every((type) => seen.some((e) => e.type === type));
    await until(async () => hasAll(await typesOf(payer.token), VISIT_EVENTS) && hasAll(await typesOf(cleaner.token), ['visit.started', 'visit.completed']), 'the visit events');
    const clientSees = await typesOf(payer.token);
    expect(clientSees.map((e) => e.type)).toEqual(expect.arrayContaining(VISIT_EVENTS));
    const paid = clientSees.find((e) => e.type === 'payment.succeeded') as unknown as { data: { role: string; payment: { paidCents: number; currency: string } } };
    expect(paid.data.role).toBe('client');
    expect(paid.data.payment.paidCents).toBeGreaterThan(0);
    expect(paid.data.payment.currency).toBe('CAD');
    const cleanerSees = (await typesOf(cleaner.token)).map((e) => e.type);
    expect(cleanerSees).toEqual(expect.arrayContaining(['visit.started', 'visit.completed']));
    expect(cleanerSees).not.toContain('payment.succeeded');

    // Both review: the two reviews are published together, review.published to each party, with its role.
    const ratings = { cleanliness: 5, quality: 5, reliability: 5, punctuality: 5, communication: 5, professionalism: 5, overall: 5 };
    for (const token of [payer.token, cleaner.token]) {
      const res = await t.api('POST', `/api/bookings/${visit.id}/reviews`, { token, body: { ratings, comment: 'Travail impeccable, merci!' } });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    }
    type ReviewEvent = { type: string; data: { review: { id: string; bookingId: string; direction: string }; role: string } };
    const reviewsOf = async (token: string) => ((await t.api<{ items: ReviewEvent[] }>('GET', '/api/events?limit=100', { token })).body.items).filter((e) => e.type === 'review.published' && e.data.review.bookingId === visit.id);
    await until(async () => (await reviewsOf(payer.token)).length === 2 && (await reviewsOf(cleaner.token)).length === 2, 'review.published');
    const forClient = await reviewsOf(payer.token);
    expect(forClient.map((e) => `${e.data.review.direction}:${e.data.role}`).sort()).toEqual(['cleaner_to_client:subject', 'client_to_cleaner:author']);
    expect((await reviewsOf(cleaner.token)).map((e) => `${e.data.review.direction}:${e.data.role}`).sort()).toEqual(['cleaner_to_client:author', 'client_to_cleaner:subject']);
    // Nobody else sees them.
    expect((await t.api<{ items: ReviewEvent[] }>('GET', '/api/events?limit=100', { token: other.token })).body.items.some((e) => e.type === 'review.published')).toBe(false);
  });
});
