import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type ApiResponse, type RequestOptions, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { QUICK_START, READY_TO_WORK, uploadDocument } from '../support/cleaner-fixtures.js';
import { dateInDays, draft, movableClock } from '../support/booking-fixtures.js';

/**
 * Issue #26: every write that runs in a transaction, sent by 3 x the pool size different users at
 * the same moment, answers within seconds (2xx, or a JSON 4xx/503), and the server still reads the
 * database right after. Before the fix, 10 concurrent profile saves left every pooled connection
 * "idle in transaction", each waiting for a second connection, and the process never answered again.
 * The connection guard is on (DB_CONNECTION_GUARD=throw): a second connection taken inside a
 * transaction fails the request (500) and the file (test server's close).
 */
const POOL = 3;
const N = POOL * 3;
const ANSWER_WITHIN_MS = 10_000;
const clock = movableClock();
let t: TestServer;

type Actor = { token: string; user: { id: string; email: string; password: string } };
let admins: Actor[];
let cleaners: Actor[];
let clients: (Actor & { propertyId: string })[];
let bookings: { id: string; startsAt: string }[];

const range = <T>(make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: N }, (_, i) => make(i)));

/** N requests at once; every one must answer in time with a documented, JSON answer. */
async function burst(calls: (signal: AbortSignal) => Promise<ApiResponse>[], { allOk = true } = {}) {
  const deadline = AbortSignal.timeout(ANSWER_WITHIN_MS);
  const answers = await Promise.all(calls(deadline)).catch((e: unknown) => {
    throw new Error(`a request got no answer within ${ANSWER_WITHIN_MS} ms: ${String(e)}`);
  });
  for (const a of answers) {
    expect(a.status === 503 || a.status < 500, JSON.stringify(a.body)).toBe(true);
    if (a.status >= 400) expect(a.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  }
  if (allOk) expect(answers.map((a) => a.status).filter((s) => s >= 300), JSON.stringify(answers.find((a) => a.status >= 300)?.body)).toEqual([]);
  // The pool serves a plain read right after, and readiness says so.
  const read = await t.api('GET', '/api/users/me', { token: admins[0]!.token, signal: AbortSignal.timeout(3000) });
  expect(read.status).toBe(200);
  expect((await t.api('GET', '/api/ready', { signal: AbortSignal.timeout(3000) })).status).toBe(200);
  return answers;
}

/** One request per actor, each with the burst's deadline. */
const each = <A>(actors: A[], request: (actor: A, i: number) => [method: string, path: string, options?: RequestOptions]) => (signal: AbortSignal) =>
  actors.map((a, i) => {
    const [method, path, options] = request(a, i);
    return t.api(method, path, { ...options, signal });
  });

beforeAll(async () => {
  t = await createTestServer({
    clock,
    env: { DB_POOL_MAX: String(POOL), DB_CONNECTION_GUARD: 'throw' },
    configure: longScenarios,
  });
  admins = await range(() => loginAs(t, 'admin'));
  cleaners = await range(() => loginAs(t, 'cleaner'));
  clients = (await range(() => loginAs(t, 'client'))).map((c) => ({ ...c, propertyId: '' }));
});
afterAll(() => t.close());

describe(`${N} users at once on a pool of ${POOL} connections`, () => {
  it('cleaners: profile, onboarding, availability, documents reviewed by admins, payout accounts', async () => {
    await burst(each(cleaners, (c) => ['PATCH', '/api/cleaners/me/profile', { token: c.token, body: QUICK_START }]));
    await burst(each(cleaners, (c) => ['POST', '/api/cleaners/me/onboarding/quick-start/complete', { token: c.token }]));
    await burst(each(cleaners, (c) => ['PATCH', '/api/cleaners/me/profile', { token: c.token, body: READY_TO_WORK }]));
    await burst(each(cleaners, (c) => ['POST', '/api/cleaners/me/onboarding/ready-to-work/complete', { token: c.token }]));
    const today = dateInDays(0);
    for (let weekday = 0; weekday < 7; weekday++) {
      await burst(each(cleaners, (c) => ['POST', '/api/availability/me/blocks', { token: c.token, body: { kind: 'weekly', slot: 'full_day', weekday, startDate: today } }]));
    }
    const docs = await Promise.all(cleaners.map((c) => uploadDocument(t, c.token)));
    expect(docs.map((d) => d.status)).toEqual(docs.map(() => 201));
    // Approving an ID lists the cleaner: the search read model is refreshed inside the review's transaction.
    await burst(each(admins, (a, i) => ['PUT', `/api/admin/cleaners/${cleaners[i]!.user.id}/documents/${docs[i]!.body.id}`, { token: a.token, body: { status: 'approved' } }]));
    await burst(each(cleaners, (c) => ['POST', '/api/payouts/me/account/link', { token: c.token }]));
    await burst(each(cleaners, (c) => ['POST', '/api/payouts/me/account/sync', { token: c.token }]));
  });

  it('clients: properties, account, feedback, referral codes', async () => {
    const suggestions = await Promise.all(clients.map((c) => t.api('GET', `/api/geo/address-suggestions?q=${encodeURIComponent('1234 rue Saint-Denis, Montréal')}&postalCode=H2X%201Y4`, { token: c.token })));
    const created = await burst(
      each(clients, (c, i) => ['POST', '/api/properties', { token: c.token, body: { name: 'Maison', suggestionId: suggestions[i]!.body[0].suggestionId, type: 'house', bedrooms: 3, bathrooms: 2, stories: 2 } }]),
    );
    created.forEach((res, i) => (clients[i]!.propertyId = res.body.id));
    await burst(each(clients, (c, i) => ['PATCH', '/api/users/me', { token: c.token, body: { name: `Cliente ${i}` } }]));
    await burst(each(clients, (c, i) => ['POST', `/api/cleaners/${cleaners[i]!.user.id}/feedback`, { token: c.token, body: { kind: 'like' } }]));
    await burst(each(clients, (c) => ['POST', '/api/referrals/codes', { token: c.token }]));
  });

  it('bookings: request, accept, messages, work day, reviews, refunds', async () => {
    const requested = await burst(each(clients, (c, i) => ['POST', '/api/bookings', { token: c.token, body: { paymentMethod: 'card', ...draft(cleaners[i]!.user.id, c.propertyId, { date: dateInDays(3), time: '09:00', tasks: [], allowPhotos: false }) } }]));
    bookings = requested.map((r) => r.body.booking);
    await burst(each(cleaners, (c, i) => ['POST', `/api/bookings/${bookings[i]!.id}/accept`, { token: c.token }]));
    await burst(each(clients, (c, i) => ['POST', `/api/messages/${bookings[i]!.id}`, { token: c.token, body: { clientMessageId: crypto.randomUUID(), text: 'Bonjour, la porte de côté sera ouverte.' } }]));
    await burst(each(cleaners, (c, i) => ['POST', `/api/messages/${bookings[i]!.id}/read`, { token: c.token }]));

    const startsAt = new Date(bookings[0]!.startsAt).getTime();
    const properties = await Promise.all(clients.map((c) => t.api('GET', `/api/properties/${c.propertyId}`, { token: c.token })));
    const at = (i: number) => ({ lat: properties[i]!.body.address.lat, lng: properties[i]!.body.address.lng, accuracyMeters: 10 });
    clock.set(new Date(startsAt - 5 * 60_000));
    await burst(each(cleaners, (c, i) => ['POST', `/api/bookings/${bookings[i]!.id}/punch-in`, { token: c.token, body: at(i) }]));
    clock.set(new Date(startsAt + 4 * 3_600_000));
    // Punch-out charges the remainder, records the cleaner's earning and issues the invoice.
    await burst(each(cleaners, (c, i) => ['POST', `/api/bookings/${bookings[i]!.id}/punch-out`, { token: c.token, body: at(i) }]));
    const ratings = { cleanliness: 5, quality: 5, reliability: 4, punctuality: 5, communication: 5, professionalism: 5, overall: 5 };
    await burst(each(clients, (c, i) => ['POST', `/api/bookings/${bookings[i]!.id}/reviews`, { token: c.token, body: { ratings, comment: 'Travail impeccable.' } }]));
    await burst(each(cleaners, (c, i) => ['POST', `/api/bookings/${bookings[i]!.id}/reviews`, { token: c.token, body: { ratings, comment: 'Cliente accueillante.' } }]));
    await burst(each(admins, (a, i) => ['POST', `/api/admin/bookings/${bookings[i]!.id}/refunds`, { token: a.token, body: { amountCents: 100, reason: 'Geste commercial' } }]));
    // With or without a balance to pay out, an instant payout answers (2xx or a JSON 4xx).
    await burst(each(cleaners, (c) => ['POST', '/api/payouts/me/instant', { token: c.token, body: { requestKey: crypto.randomUUID() } }]), { allOk: false });
    clock.set(null);
  });

  it('cancellations and declines release the deposit inside the booking change', async () => {
    const later = await burst(each(clients, (c, i) => ['POST', '/api/bookings', { token: c.token, body: { paymentMethod: 'card', ...draft(cleaners[i]!.user.id, c.propertyId, { date: dateInDays(6), time: '09:00', tasks: [], allowPhotos: false }) } }]));
    const declined = await burst(each(clients, (c, i) => ['POST', '/api/bookings', { token: c.token, body: { paymentMethod: 'card', ...draft(cleaners[i]!.user.id, c.propertyId, { date: dateInDays(7), time: '09:00', tasks: [], allowPhotos: false }) } }]));
    await burst(each(cleaners, (c, i) => ['POST', `/api/bookings/${declined[i]!.body.booking.id}/decline`, { token: c.token, body: { reason: 'Indisponible' } }]));
    await burst(each(cleaners, (c, i) => ['POST', `/api/bookings/${later[i]!.body.booking.id}/accept`, { token: c.token }]));
    await burst(each(clients, (c, i) => ['POST', `/api/bookings/${later[i]!.body.booking.id}/cancel`, { token: c.token, body: { reason: 'Changement de plans' } }]));
  });

  it('admins suspend accounts and people delete their own', async () => {
    const others = await range(() => loginAs(t, 'client'));
    await burst(each(admins, (a, i) => ['PUT', `/api/admin/users/${others[i]!.user.id}`, { token: a.token, body: { status: 'suspended', reason: 'Avis répétés de non-présentation' } }]));
    const leaving = await range(() => loginAs(t, 'client'));
    await burst(each(leaving, (c) => ['DELETE', '/api/users/me', { token: c.token, body: { confirmation: 'SUPPRIMER' } }]));
  });
});
