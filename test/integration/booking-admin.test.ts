import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, mailTo, movableClock, requestVisit } from '../support/booking-fixtures.js';

/** The console's bookings: list with filters and Content-Range, detail, cancellation with a reason. */
const clock = movableClock();
let t: TestServer;
let admin: { token: string; user: { id: string } };
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let client: Awaited<ReturnType<typeof clientWithProperty>>;
const ids = { pending: '', confirmed: '', completed: '' };
const clientName = `Zoé Admintest ${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  t = await createTestServer({
    clock,
    configure: longScenarios,
  });
  admin = await loginAs(t, 'admin');
  cleaner = await listedCleaner(t, admin.token);
  client = await clientWithProperty(t, { name: clientName });
  const ask = async (days: number, over: Record<string, unknown> = {}) => (await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(days), time: '09:00', ...over }))).booking;
  ids.pending = (await ask(4)).id;
  ids.confirmed = (await ask(5)).id;
  const done = await ask(3, { allowPhotos: false });
  ids.completed = done.id;
  for (const id of [ids.confirmed, ids.completed]) expect((await t.api('POST', `/api/bookings/${id}/accept`, { token: cleaner.token })).status).toBe(200);
  const here = { lat: client.property.address.lat, lng: client.property.address.lng };
  clock.set(new Date(new Date(done.startsAt).getTime() - 5 * 60_000));
  expect((await t.api('POST', `/api/bookings/${ids.completed}/punch-in`, { token: cleaner.token, body: here })).status).toBe(200);
  clock.set(new Date(new Date(done.startsAt).getTime() + 4 * 3_600_000));
  expect((await t.api('POST', `/api/bookings/${ids.completed}/punch-out`, { token: cleaner.token, body: here })).status).toBe(200);
  clock.set(null);
});
afterEach(() => clock.set(null));
afterAll(() => t.close());

const q = (filter: object, extra = '') => `/api/admin/bookings?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`;

describe('GET /api/admin/bookings', () => {
  it('answers 401 without a session and 403 to clients and cleaners', async () => {
    expect((await t.api('GET', '/api/admin/bookings')).status).toBe(401);
    expect((await t.api('GET', '/api/admin/bookings', { token: client.token })).status).toBe(403);
    expect((await t.api('GET', '/api/admin/bookings', { token: cleaner.token })).status).toBe(403);
  });

  it('answers 400 for a malformed filter, range or sort', async () => {
    const res = await t.api('GET', `${q({ status: 'lost' })}&range=${encodeURIComponent('[5,1]')}&sort=${encodeURIComponent('["name","UP"]')}`, { token: admin.token });
    expect(res.status).toBe(400);
    const fields = (res.body.details as { field: string }[]).map((d) => d.field).sort();
    expect(fields).toEqual(['query.filter.status', 'query.range', 'query.sort']);
  });

  it('filters by client, status and client name, with Content-Range and the parties e-mails', async () => {
    const all = await t.api('GET', `${q({ clientId: client.user.id })}&sort=${encodeURIComponent('["startsAt","ASC"]')}`, { token: admin.token });
    expect(all.status).toBe(200);
    expect(all.body.map((b: { id: string }) => b.id)).toEqual([ids.completed, ids.pending, ids.confirmed]);
    expect(all.headers.get('content-range')).toBe('bookings 0-2/3');
    expect(all.body[0]).toMatchObject({ viewerRole: 'admin', clientEmail: client.user.email, cleanerEmail: cleaner.user.email, photos: [] });

    const confirmed = await t.api('GET', q({ clientId: client.user.id, status: 'confirmed' }), { token: admin.token });
    expect(confirmed.body.map((b: { id: string }) => b.id)).toEqual([ids.confirmed]);
    expect(confirmed.headers.get('content-range')).toBe('bookings 0-0/1');

    const byName = await t.api('GET', q({ q: clientName.split(' ').at(-1) }), { token: admin.token });
    expect(byName.body.map((b: { id: string }) => b.id).sort()).toEqual(Object.values(ids).sort());

    const page = await t.api('GET', `${q({ clientId: client.user.id })}&range=${encodeURIComponent('[1,1]')}&sort=${encodeURIComponent('["startsAt","ASC"]')}`, { token: admin.token });
    expect(page.body.map((b: { id: string }) => b.id)).toEqual([ids.pending]);
    expect(page.headers.get('content-range')).toBe('bookings 1-1/3');
  });

  it('filters by the Quebec day the request was sent, both ends included', async () => {
    // Only settled bookings are moved back in time (a pending one that old would be an expired request).
    const requested = (id: string, at: string) => t.server.orm.em.getConnection().execute('update bookings set requested_at = ? where id = ?', [at, id]);
    await requested(ids.completed, '2026-03-01T12:00:00-05:00');
    // 23:30 in Quebec on the 9th is already the 10th in UTC: the day is Quebec's.
    await requested(ids.confirmed, '2026-03-09T23:30:00-04:00');
    const between = async (filter: Record<string, string>) =>
      (await t.api('GET', `${q({ clientId: client.user.id, ...filter })}&sort=${encodeURIComponent('["requestedAt","ASC"]')}`, { token: admin.token })).body.map((b: { id: string }) => b.id);
    expect(await between({ requestedFrom: '2026-03-01', requestedTo: '2026-03-09' })).toEqual([ids.completed, ids.confirmed]);
    expect(await between({ requestedTo: '2026-03-08' })).toEqual([ids.completed]);
    expect(await between({ requestedFrom: '2026-03-02', requestedTo: '2026-03-10' })).toEqual([ids.confirmed]);
    expect(await between({ requestedFrom: '2026-03-10' })).toEqual([ids.pending]);
  });

  it('answers 400 for a request day that does not exist or is not a date', async () => {
    const res = await t.api('GET', q({ requestedFrom: '2026-02-30', requestedTo: 'hier' }), { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'query.filter.requestedFrom', code: 'fields.invalid_date' }), expect.objectContaining({ field: 'query.filter.requestedTo', code: 'fields.invalid_date' })]),
    );
  });
});

describe('GET /api/admin/bookings/{id}', () => {
  it('shows any booking with its history to admins only; 404 when unknown', async () => {
    const res = await t.api('GET', `/api/admin/bookings/${ids.completed}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ids.completed, status: 'completed', paymentStatus: 'fully_paid', viewerRole: 'admin', actions: [], clientEmail: client.user.email });
    expect(res.body.history.map((h: { to: string }) => h.to)).toEqual(['pending', 'confirmed', 'in_progress', 'completed']);
    expect((await t.api('GET', `/api/admin/bookings/${ids.pending}`, { token: admin.token })).body.actions).toEqual(['cancel']);
    expect((await t.api('GET', `/api/admin/bookings/${randomUUID()}`, { token: admin.token })).status).toBe(404);
    expect((await t.api('GET', `/api/admin/bookings/${ids.pending}`, { token: client.token })).status).toBe(403);
    expect((await t.api('GET', `/api/admin/bookings/${ids.pending}`)).status).toBe(401);
  });
});

describe('POST /api/admin/bookings/{id}/cancel', () => {
  it('answers 401, 403 to the parties, 400 without a reason, 404 when unknown', async () => {
    const path = `/api/admin/bookings/${ids.confirmed}/cancel`;
    expect((await t.api('POST', path, { body: { reason: 'Fraude signalée' } })).status).toBe(401);
    expect((await t.api('POST', path, { token: client.token, body: { reason: 'Fraude signalée' } })).status).toBe(403);
    expect((await t.api('POST', path, { token: cleaner.token, body: { reason: 'Fraude signalée' } })).status).toBe(403);
    expect((await t.api('POST', path, { token: admin.token, body: {} })).status).toBe(400);
    const short = await t.api('POST', path, { token: admin.token, body: { reason: '  a ' } });
    expect(short.status).toBe(400);
    expect((short.body.details as { field: string }[])[0]!.field).toBe('body.reason');
    expect((await t.api('POST', `/api/admin/bookings/${randomUUID()}/cancel`, { token: admin.token, body: { reason: 'Fraude signalée' } })).status).toBe(404);
    expect((await t.api('GET', `/api/admin/bookings/${ids.confirmed}`, { token: admin.token })).body.status).toBe('confirmed');
  });

  it('cancels a pending request with a full release, records the admin and tells both parties', async () => {
    const res = await t.api('POST', `/api/admin/bookings/${ids.pending}/cancel`, { token: admin.token, body: { reason: 'Demande en double' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', actions: [] });
    expect(res.body.cancellation).toMatchObject({ by: 'admin', reason: 'Demande en double', feeCents: 0 });
    expect(res.body.history.at(-1)).toMatchObject({ from: 'pending', to: 'cancelled', action: 'cancel', actorRole: 'admin', actorId: admin.user.id, reason: 'Demande en double' });
    const about = (m: { subject: string; text: string }) => m.subject === 'Une réservation a été annulée' && m.text.includes(`/bookings/${ids.pending}`);
    for (const email of [client.user.email, cleaner.user.email]) expect((await mailTo(t, email, (ms) => ms.some(about))).some(about)).toBe(true);
  });

  it('cancels a confirmed visit free for the client, even within 24 h', async () => {
    const view = (await t.api('GET', `/api/admin/bookings/${ids.confirmed}`, { token: admin.token })).body;
    clock.set(new Date(new Date(view.startsAt).getTime() - 3_600_000));
    const res = await t.api('POST', `/api/admin/bookings/${ids.confirmed}/cancel`, { token: admin.token, body: { reason: 'Intempéries' } });
    expect(res.status).toBe(200);
    expect(res.body.cancellation).toMatchObject({ by: 'admin', feeCents: 0, refundCents: view.money.depositCents });
  });

  it('refuses to cancel a completed booking (409) and changes nothing', async () => {
    const before = (await t.api('GET', `/api/admin/bookings/${ids.completed}`, { token: admin.token })).body;
    const res = await t.api('POST', `/api/admin/bookings/${ids.completed}/cancel`, { token: admin.token, body: { reason: 'Plainte du client' } });
    expect([res.status, res.body.error]).toEqual([409, 'booking.illegal_transition']);
    const after = (await t.api('GET', `/api/admin/bookings/${ids.completed}`, { token: admin.token })).body;
    expect({ status: after.status, paymentStatus: after.paymentStatus, history: after.history, cancellation: after.cancellation }).toEqual({ status: before.status, paymentStatus: before.paymentStatus, history: before.history, cancellation: null });
  });
});
