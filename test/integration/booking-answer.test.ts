import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, mailTo, requestVisit } from '../support/booking-fixtures.js';

/** The cleaner's answer (accept, decline, email links) and the client's withdrawal of a pending request. */
let t: TestServer;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let otherCleaner: Awaited<ReturnType<typeof listedCleaner>>;

beforeAll(async () => {
  t = await createTestServer({ configure: (c) => (c.rateLimits.login.perIp = 10_000) });
  admin = (await loginAs(t, 'admin')).token;
  [cleaner, otherCleaner] = await Promise.all([listedCleaner(t, admin), listedCleaner(t, admin)]);
});
afterAll(() => t.close());

let day = 2;
/** A pending request on a fresh day of the shared cleaner. */
async function pending(over: Record<string, unknown> = {}, locale: 'fr' | 'en' = 'fr') {
  const client = await clientWithProperty(t, { locale });
  const res = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(day++), time: '09:00', ...over }));
  return { client, booking: res.booking, visitIds: res.visitIds };
}
const get = async (id: string, token: string) => (await t.api('GET', `/api/bookings/${id}`, { token })).body;
const post = (id: string, action: string, token: string | undefined, body?: unknown) => t.api('POST', `/api/bookings/${id}/${action}`, { token, body });

/** An illegal or forbidden call must leave the booking exactly as it was. */
async function expectUnchanged(id: string, token: string, before: Record<string, unknown>) {
  const after = await get(id, token);
  expect({ status: after.status, paymentStatus: after.paymentStatus, history: after.history }).toEqual({ status: before.status, paymentStatus: before.paymentStatus, history: before.history });
}

describe('POST /api/bookings/{id}/accept', () => {
  it('answers 401, 403 to another cleaner and admins, 409 to the booking client, 404 when unknown, and changes nothing', async () => {
    const { client, booking } = await pending();
    const before = await get(booking.id, client.token);
    expect((await post(booking.id, 'accept', undefined)).status).toBe(401);
    const stranger = await post(booking.id, 'accept', otherCleaner.token);
    expect([stranger.status, stranger.body.message]).toEqual([403, "Vous n'avez pas la permission de voir cette réservation..."]);
    expect((await post(booking.id, 'accept', admin)).status).toBe(403);
    const byClient = await post(booking.id, 'accept', client.token);
    expect([byClient.status, byClient.body.error]).toEqual([409, 'booking.illegal_transition']);
    expect((await post(randomUUID(), 'accept', cleaner.token)).status).toBe(404);
    await expectUnchanged(booking.id, client.token, before);
  });

  it('confirms, captures the deposit, records who did it and emails the client in their language', async () => {
    const { client, booking } = await pending({}, 'en');
    const res = await post(booking.id, 'accept', cleaner.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'confirmed', paymentStatus: 'initial_completed', cleaningStatus: 'pending', expiresAt: null, viewerRole: 'cleaner' });
    expect(res.body.history.at(-1)).toMatchObject({ from: 'pending', to: 'confirmed', action: 'accept', actorRole: 'cleaner', actorId: cleaner.user.id });
    const confirmed = (m: { subject: string }) => m.subject === 'Your booking is confirmed';
    const mail = (await mailTo(t, client.user.email, (ms) => ms.some(confirmed))).find(confirmed);
    expect(mail!.subject).toBe('Your booking is confirmed');
    expect(mail!.text).toContain(`/bookings/${booking.id}`);

    const again = await post(booking.id, 'accept', cleaner.token);
    expect([again.status, again.body.error]).toEqual([409, 'booking.illegal_transition']);
    await expectUnchanged(booking.id, client.token, await get(booking.id, client.token));
    const decline = await post(booking.id, 'decline', cleaner.token);
    expect(decline.status).toBe(409);
    expect((await get(booking.id, client.token)).status).toBe('confirmed');
  });

  it('with scope series, confirms every pending visit of the series', async () => {
    const client = await clientWithProperty(t);
    const res = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(60), time: '14:00', frequency: 'weekly', visits: 3 }));
    const one = await post(res.visitIds[1]!, 'accept', cleaner.token, { scope: 'this' });
    expect(one.body.status).toBe('confirmed');
    expect((await get(res.visitIds[2]!, client.token)).status).toBe('pending');
    const all = await post(res.visitIds[0]!, 'accept', cleaner.token, { scope: 'series' });
    expect(all.status).toBe(200);
    const statuses = await Promise.all(res.visitIds.map(async (id) => (await get(id, client.token)).status));
    expect(statuses).toEqual(['confirmed', 'confirmed', 'confirmed']);
  });
});

describe('POST /api/bookings/{id}/decline', () => {
  it('answers 401, 403 to another cleaner and admins, 409 to the client, and changes nothing', async () => {
    const { client, booking } = await pending();
    const before = await get(booking.id, client.token);
    expect((await post(booking.id, 'decline', undefined, {})).status).toBe(401);
    expect((await post(booking.id, 'decline', otherCleaner.token, {})).status).toBe(403);
    expect((await post(booking.id, 'decline', admin, {})).status).toBe(403);
    expect((await post(booking.id, 'decline', client.token, {})).status).toBe(409);
    await expectUnchanged(booking.id, client.token, before);
  });

  it('declines with a reason, releases the deposit, frees the slot and tells the client in French', async () => {
    const { client, booking } = await pending();
    const res = await post(booking.id, 'decline', cleaner.token, { reason: 'Indisponible ce jour-là' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'declined', paymentStatus: 'refunded', cleaningStatus: null, actions: [] });
    expect(res.body.history.at(-1)).toMatchObject({ from: 'pending', to: 'declined', action: 'decline', actorRole: 'cleaner', actorId: cleaner.user.id, reason: 'Indisponible ce jour-là' });
    const declined = (m: { subject: string }) => m.subject === 'Votre demande a été refusée';
    const mail = (await mailTo(t, client.user.email, (ms) => ms.some(declined))).find(declined);
    expect(mail!.subject).toBe('Votre demande a été refusée');
    expect(mail!.text).toContain('Motif\u00a0: Indisponible ce jour-là');
    // The time is the cleaner's again.
    const again = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: booking.date as string, time: '09:00' }));
    expect(again.booking.status).toBe('pending');
  });
});

describe('POST /api/bookings/{id}/withdraw', () => {
  it('answers 401, 403 to another client, 409 to the cleaner, and changes nothing', async () => {
    const { client, booking } = await pending();
    const before = await get(booking.id, client.token);
    expect((await post(booking.id, 'withdraw', undefined, {})).status).toBe(401);
    expect((await post(booking.id, 'withdraw', (await loginAs(t, 'client')).token, {})).status).toBe(403);
    expect((await post(booking.id, 'withdraw', cleaner.token, {})).status).toBe(409);
    await expectUnchanged(booking.id, client.token, before);
  });

  it('withdraws the request (declined_by_client), releases the deposit and tells the cleaner', async () => {
    const { client, booking } = await pending();
    const res = await post(booking.id, 'withdraw', client.token, { reason: 'Plus besoin' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'declined_by_client', paymentStatus: 'refunded' });
    expect(res.body.history.at(-1)).toMatchObject({ from: 'pending', to: 'declined_by_client', action: 'withdraw', actorRole: 'client', actorId: client.user.id, reason: 'Plus besoin' });
    const withdrawn = (m: { subject: string; text: string }) => m.subject === 'Une demande a été retirée' && m.text.includes(`/bookings/${booking.id}`);
    expect((await mailTo(t, cleaner.user.email, (ms) => ms.some(withdrawn))).some(withdrawn)).toBe(true);
    expect((await post(booking.id, 'withdraw', client.token, {})).status).toBe(409);
  });

  it('cannot withdraw a confirmed visit (it is cancelled instead)', async () => {
    const { client, booking } = await pending();
    await post(booking.id, 'accept', cleaner.token);
    const before = await get(booking.id, client.token);
    expect((await post(booking.id, 'withdraw', client.token, {})).status).toBe(409);
    await expectUnchanged(booking.id, client.token, before);
  });

  it('with scope series, withdraws this visit and the later pending ones', async () => {
    const client = await clientWithProperty(t);
    const res = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(61), time: '14:00', frequency: 'weekly', visits: 3 }));
    expect((await post(res.visitIds[1]!, 'withdraw', client.token, { scope: 'series' })).status).toBe(200);
    const statuses = await Promise.all(res.visitIds.map(async (id) => (await get(id, client.token)).status));
    expect(statuses).toEqual(['pending', 'declined_by_client', 'declined_by_client']);
  });
});

describe('POST /api/bookings/{id}/email-action', () => {
  /** The token of the request email's accept link. */
  async function linkToken(bookingId: string) {
    const link = new RegExp(`/bookings/${bookingId}/accept\\?token=([^\\s"&]+)`);
    const mails = await mailTo(t, cleaner.user.email, (ms) => ms.some((m) => link.test(m.text)));
    const match = mails.map((m) => link.exec(m.text)).find(Boolean);
    expect(match).toBeTruthy();
    return decodeURIComponent(match![1]!);
  }

  it('accepts the whole request once with the link; a second use is 409 link_used', async () => {
    const client = await clientWithProperty(t);
    const res = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(62), time: '14:00', frequency: 'weekly', visits: 2 }));
    const token = await linkToken(res.booking.id);
    const ok = await post(res.booking.id, 'email-action', cleaner.token, { action: 'accept', token });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('confirmed');
    expect((await get(res.visitIds[1]!, client.token)).status).toBe('confirmed');
    const reused = await post(res.booking.id, 'email-action', cleaner.token, { action: 'decline', token });
    expect([reused.status, reused.body.error]).toEqual([409, 'booking.link_used']);
    expect((await get(res.booking.id, client.token)).status).toBe('confirmed');
  });

  it('refuses another cleaner (403) and a wrong token (403 link_invalid), then declines with the right one', async () => {
    const { client, booking } = await pending();
    const token = await linkToken(booking.id);
    const before = await get(booking.id, client.token);
    expect((await post(booking.id, 'email-action', undefined, { action: 'accept', token })).status).toBe(401);
    expect((await post(booking.id, 'email-action', otherCleaner.token, { action: 'accept', token })).status).toBe(403);
    const wrong = await post(booking.id, 'email-action', cleaner.token, { action: 'accept', token: `${token}x` });
    expect([wrong.status, wrong.body.error]).toEqual([403, 'booking.link_invalid']);
    expect((await post(booking.id, 'email-action', cleaner.token, { action: 'maybe', token })).status).toBe(400);
    await expectUnchanged(booking.id, client.token, before);
    const declined = await post(booking.id, 'email-action', cleaner.token, { action: 'decline', token });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: 'declined', paymentStatus: 'refunded' });
  });

  it('a link of a request answered in the app is used up', async () => {
    const { booking } = await pending();
    const token = await linkToken(booking.id);
    await post(booking.id, 'accept', cleaner.token);
    const res = await post(booking.id, 'email-action', cleaner.token, { action: 'accept', token });
    expect([res.status, res.body.error]).toEqual([409, 'booking.link_used']);
  });
});
