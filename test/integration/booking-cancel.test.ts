import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, mailTo, movableClock, requestVisit } from '../support/booking-fixtures.js';

/** Cancelling (free, late fee, cleaner's late cancellation) and postponing confirmed visits, on a movable clock. */
const clock = movableClock();
let t: TestServer;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestServer({
    clock,
    configure: longScenarios,
  });
  admin = (await loginAs(t, 'admin')).token;
  cleaner = await listedCleaner(t, admin);
});
afterEach(() => clock.set(null));
afterAll(() => t.close());

let day = 3;
async function booked(opts: { confirm?: boolean; over?: Record<string, unknown> } = {}) {
  const client = await clientWithProperty(t);
  const res = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(day++), time: '09:00', ...opts.over }));
  if (opts.confirm !== false) expect((await t.api('POST', `/api/bookings/${res.booking.id}/accept`, { token: cleaner.token })).status).toBe(200);
  const startsAt = new Date(res.booking.startsAt);
  return { client, id: res.booking.id, startsAt, visitIds: res.visitIds };
}
const get = async (id: string, token: string) => (await t.api('GET', `/api/bookings/${id}`, { token })).body;
const post = (id: string, action: string, token: string | undefined, body?: unknown) => t.api('POST', `/api/bookings/${id}/${action}`, { token, body });
async function expectUnchanged(id: string, token: string, before: Record<string, unknown>) {
  const after = await get(id, token);
  expect({ status: after.status, paymentStatus: after.paymentStatus, date: after.date, time: after.time, history: after.history }).toEqual({
    status: before.status,
    paymentStatus: before.paymentStatus,
    date: before.date,
    time: before.time,
    history: before.history,
  });
}

describe('POST /api/bookings/{id}/cancel', () => {
  it('answers 401, 403 to another client and to admins (they use the console), 404 when unknown, and changes nothing', async () => {
    const { client, id } = await booked();
    const before = await get(id, client.token);
    expect((await post(id, 'cancel', undefined, {})).status).toBe(401);
    const other = await loginAs(t, 'client');
    const forbidden = await post(id, 'cancel', other.token, {});
    expect([forbidden.status, forbidden.body.message]).toEqual([403, "Vous n'avez pas la permission de voir cette réservation..."]);
    expect((await post(id, 'cancel', admin, {})).status).toBe(403);
    expect((await post(randomUUID(), 'cancel', client.token, {})).status).toBe(404);
    await expectUnchanged(id, client.token, before);
  });

  it('refuses to cancel a pending request (409: it is withdrawn or declined instead)', async () => {
    const { client, id } = await booked({ confirm: false });
    const before = await get(id, client.token);
    const res = await post(id, 'cancel', client.token, {});
    expect([res.status, res.body.error]).toEqual([409, 'booking.illegal_transition']);
    expect((await post(id, 'cancel', cleaner.token, {})).status).toBe(409);
    await expectUnchanged(id, client.token, before);
  });

  it('is free more than 24 h before: the paid deposit is refunded in full, the cleaner is told', async () => {
    const { client, id } = await booked();
    const deposit = (await get(id, client.token)).money.depositCents;
    const res = await post(id, 'cancel', client.token, { reason: 'Changement de plans' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', cleaningStatus: null, actions: [] });
    expect(res.body.cancellation).toMatchObject({ by: 'client', reason: 'Changement de plans', feeCents: 0, refundCents: deposit, late: false });
    expect(res.body.history.at(-1)).toMatchObject({ from: 'confirmed', to: 'cancelled', action: 'cancel', actorRole: 'client', actorId: client.user.id });
    const cancelled = (m: { subject: string; text: string }) => m.subject === 'Une réservation a été annulée' && m.text.includes(`/bookings/${id}`);
    expect((await mailTo(t, cleaner.user.email, (ms) => ms.some(cancelled))).some(cancelled)).toBe(true);
    // Cancelling twice changes nothing.
    expect((await post(id, 'cancel', client.token, {})).status).toBe(409);
  });

  it('within 24 h the client pays 50 $ and the rest of the deposit is refunded', async () => {
    const { client, id, startsAt } = await booked();
    clock.set(new Date(startsAt.getTime() - 2 * HOUR));
    const view = await get(id, client.token);
    const deposit = view.money.depositCents;
    expect(view.cancellationTerms).toMatchObject({ free: false, feeCents: 5000, refundCents: deposit - 5000 });
    const res = await post(id, 'cancel', client.token, {});
    expect(res.status).toBe(200);
    expect(res.body.cancellation).toMatchObject({ by: 'client', feeCents: 5000, refundCents: deposit - 5000, late: true });
    expect(res.body.paymentStatus).toBe('final_partially_refunded');
  });

  it('exactly 24 h before is still free', async () => {
    const { client, id, startsAt } = await booked();
    clock.set(new Date(startsAt.getTime() - 24 * HOUR));
    const res = await post(id, 'cancel', client.token, {});
    expect(res.body.cancellation).toMatchObject({ feeCents: 0, late: false });
  });

  it('the client cancels free when the cleaner is late', async () => {
    const { client, id, startsAt } = await booked();
    clock.set(new Date(startsAt.getTime() + 20 * 60_000));
    expect((await get(id, client.token)).cleaningStatus).toBe('late');
    const res = await post(id, 'cancel', client.token, {});
    expect(res.status).toBe(200);
    expect(res.body.cancellation).toMatchObject({ feeCents: 0, refundCents: res.body.money.depositCents });
  });

  it('a cleaner late cancellation refunds the client in full and is marked late (reliability)', async () => {
    const { client, id, startsAt } = await booked();
    clock.set(new Date(startsAt.getTime() - 3 * HOUR));
    const res = await post(id, 'cancel', cleaner.token, { reason: 'Malade' });
    expect(res.status).toBe(200);
    expect(res.body.cancellation).toMatchObject({ by: 'cleaner', feeCents: 0, refundCents: res.body.money.depositCents, late: true });
    expect(res.body.history.at(-1)).toMatchObject({ from: 'confirmed', to: 'cancelled', actorRole: 'cleaner', actorId: cleaner.user.id, reason: 'Malade' });
    const [mail] = await mailTo(t, client.user.email, (ms) => ms.some((m) => m.subject === 'Une réservation a été annulée'));
    expect(mail!.subject).toBe('Une réservation a été annulée');
  });

  it('a cleaner cancelling early is not late', async () => {
    const { id } = await booked();
    const res = await post(id, 'cancel', cleaner.token, {});
    expect(res.body.cancellation).toMatchObject({ by: 'cleaner', late: false, feeCents: 0 });
  });

  it('with scope series, cancels this visit and the later confirmed ones', async () => {
    const client = await clientWithProperty(t);
    const res = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(70), time: '14:00', frequency: 'weekly', visits: 3 }));
    await post(res.visitIds[0]!, 'accept', cleaner.token, { scope: 'series' });
    expect((await post(res.visitIds[1]!, 'cancel', client.token, { scope: 'series' })).status).toBe(200);
    const statuses = await Promise.all(res.visitIds.map(async (id) => (await get(id, client.token)).status));
    expect(statuses).toEqual(['confirmed', 'cancelled', 'cancelled']);
  });
});

describe('POST /api/bookings/{id}/postpone', () => {
  it('answers 401, 403 to another client, 409 to the cleaner, 400 for a malformed body, and changes nothing', async () => {
    const { client, id } = await booked();
    const before = await get(id, client.token);
    const body = { date: dateInDays(80), time: '09:00' };
    expect((await post(id, 'postpone', undefined, body)).status).toBe(401);
    expect((await post(id, 'postpone', (await loginAs(t, 'client')).token, body)).status).toBe(403);
    expect((await post(id, 'postpone', admin, body)).status).toBe(403);
    expect((await post(id, 'postpone', cleaner.token, body)).status).toBe(409);
    expect((await post(id, 'postpone', client.token, { date: 'demain', time: '9h' })).status).toBe(400);
    await expectUnchanged(id, client.token, before);
  });

  it('moves a confirmed visit to an available time; it stays confirmed and the old slot is free', async () => {
    const { client, id } = await booked();
    const before = await get(id, client.token);
    const target = { date: dateInDays(81), time: '13:00' };
    const res = await post(id, 'postpone', client.token, target);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'confirmed', date: target.date, time: '13:00' });
    expect(res.body.history.at(-1)).toMatchObject({ from: 'confirmed', to: 'confirmed', action: 'postpone', actorRole: 'client', actorId: client.user.id, reason: `${before.date} 09:00` });
    const moved = (m: { subject: string; text: string }) => m.subject === 'Une réservation a été reportée' && m.text.includes(`/bookings/${id}`);
    expect((await mailTo(t, cleaner.user.email, (ms) => ms.some(moved))).some(moved)).toBe(true);
    const other = await clientWithProperty(t);
    expect((await requestVisit(t, other.token, draft(cleaner.user.id, other.property.id, { date: before.date, time: '09:00' }))).booking.status).toBe('pending');
  });

  it('refuses within 24 h of the start (409 postpone_too_late)', async () => {
    const { client, id, startsAt } = await booked();
    clock.set(new Date(startsAt.getTime() - 23 * HOUR));
    const before = await get(id, client.token);
    expect(before.actions).toEqual(['cancel']);
    const res = await post(id, 'postpone', client.token, { date: dateInDays(82), time: '09:00' });
    expect([res.status, res.body.error]).toEqual([409, 'booking.postpone_too_late']);
    await expectUnchanged(id, client.token, before);
  });

  it('refuses a time the cleaner is not available or already booked (409)', async () => {
    const { client, id } = await booked();
    const before = await get(id, client.token);
    const unavailable = await post(id, 'postpone', client.token, { date: dateInDays(83), time: '05:00' });
    expect([unavailable.status, unavailable.body.error]).toEqual([409, 'booking.cleaner_unavailable']);
    const taken = await booked({ confirm: false });
    const takenView = await get(taken.id, taken.client.token);
    const clash = await post(id, 'postpone', client.token, { date: takenView.date, time: '10:00' });
    expect([clash.status, clash.body.error]).toEqual([409, 'booking.slot_taken']);
    await expectUnchanged(id, client.token, before);
  });

  it('moves a pending request too (the answer window never passes the new start)', async () => {
    const { client, id } = await booked({ confirm: false });
    const res = await post(id, 'postpone', client.token, { date: dateInDays(84), time: '17:00' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'pending', date: dateInDays(84), time: '17:00' });
  });
});
