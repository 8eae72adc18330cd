import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type ApiResponse, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, mailTo, requestVisit } from '../support/booking-fixtures.js';

/**
 * Asking for a visit: the quote's money, the request's rules (availability, service area, series,
 * idempotency, refused card), and reading bookings back (lists and detail, with per-role actions).
 */
let t: TestServer;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let taxedCleaner: Awaited<ReturnType<typeof listedCleaner>>;

beforeAll(async () => {
  t = await createTestServer({ configure: (c) => (c.rateLimits.login.perIp = 10_000) });
  admin = (await loginAs(t, 'admin')).token;
  [cleaner, taxedCleaner] = await Promise.all([
    listedCleaner(t, admin),
    listedCleaner(t, admin, { profile: { gstNumber: '123456789RT0001', qstNumber: '1234567890TQ0001' } }),
  ]);
});
afterAll(() => t.close());

// Every request of the file takes its own slot of the shared cleaner (4 h visits, 08:00-21:00 availability).
let slotIndex = 0;
const TIMES = ['08:00', '12:30', '17:00'];
function nextSlot() {
  const i = slotIndex++;
  return { date: dateInDays(2 + Math.floor(i / TIMES.length)), time: TIMES[i % TIMES.length]! };
}

const detail = (res: ApiResponse, field: string) => (res.body.details as { field: string; code: string; message: string }[] | undefined)?.find((d) => d.field === field);

describe('POST /api/bookings/quote', () => {
  it('answers 401 without a session and 403 to cleaners and admins', async () => {
    const client = await clientWithProperty(t);
    const body = draft(cleaner.user.id, client.property.id);
    expect((await t.api('POST', '/api/bookings/quote', { body })).status).toBe(401);
    expect((await t.api('POST', '/api/bookings/quote', { token: cleaner.token, body })).status).toBe(403);
    expect((await t.api('POST', '/api/bookings/quote', { token: admin, body })).status).toBe(403);
  });

  it('refuses less than 4 hours with the spec message, in the caller language', async () => {
    const fr = await clientWithProperty(t);
    const res = await t.api('POST', '/api/bookings/quote', { token: fr.token, body: draft(cleaner.user.id, fr.property.id, { durationHours: 3 }) });
    expect(res.status).toBe(400);
    expect(detail(res, 'body.durationHours')).toMatchObject({ code: 'booking.min_duration', message: 'La durée minimale est de 4 heure' });
    const en = await clientWithProperty(t, { locale: 'en' });
    const enRes = await t.api('POST', '/api/bookings/quote', { token: en.token, body: draft(cleaner.user.id, en.property.id, { durationHours: 3 }) });
    expect(detail(enRes, 'body.durationHours')?.message).toBe('The minimum duration is 4 hours');
  });

  it('refuses a malformed body (contract) with 400', async () => {
    const client = await clientWithProperty(t);
    const res = await t.api('POST', '/api/bookings/quote', { token: client.token, body: { ...draft(cleaner.user.id, client.property.id), durationHours: 'four' } });
    expect(res.status).toBe(400);
    expect(detail(res, 'body.durationHours')).toBeDefined();
  });

  it('answers 404 for an unknown property, another client property, or a cleaner who is not listed', async () => {
    const client = await clientWithProperty(t);
    const other = await clientWithProperty(t);
    const unlisted = await loginAs(t, 'cleaner');
    const quote = (body: object) => t.api('POST', '/api/bookings/quote', { token: client.token, body });
    const missing = await quote(draft(cleaner.user.id, randomUUID()));
    expect([missing.status, missing.body.error]).toEqual([404, 'booking.property_not_found']);
    const foreign = await quote(draft(cleaner.user.id, other.property.id));
    expect([foreign.status, foreign.body.error]).toEqual([404, 'booking.property_not_found']);
    const notListed = await quote(draft(unlisted.user.id, client.property.id));
    expect([notListed.status, notListed.body.error]).toEqual([404, 'booking.cleaner_not_bookable']);
  });

  it('prices 4 h x 30 $ with the automatic first-booking discount, taxes on the platform fee only for an unregistered cleaner', async () => {
    const client = await clientWithProperty(t);
    const res = await t.api('POST', '/api/bookings/quote', { token: client.token, body: draft(cleaner.user.id, client.property.id) });
    expect(res.status).toBe(200);
    const q = res.body;
    expect(q).toMatchObject({ currency: 'CAD', mode: 'hourly', hours: 4, rateCents: 3000, serviceCents: 12_000, cleaningFeeCents: 0, emergencyFeeCents: 0, subtotalCents: 12_000, visits: 1 });
    expect(q.discounts).toEqual([{ kind: 'first_booking', amountCents: 1800 }]);
    // Platform fee 5 % of 10 200 = 510; GST 5 % of 510 = 25.5 -> 26; QST 9.975 % of 510 = 50.87 -> 51.
    expect(q.serviceFeeCents).toBe(510);
    expect(q.taxLines.map((l: { tax: string; on: string; amountCents: number }) => [l.tax, l.on, l.amountCents])).toEqual([
      ['gst', 'platform_fee', 26],
      ['qst', 'platform_fee', 51],
    ]);
    expect(q.totalCents).toBe(10_200 + 510 + 77);
    expect(q.depositCents + q.remainderCents).toBe(q.totalCents);
    expect(q.seriesTotalCents).toBe(q.totalCents);
  });

  it('adds 10 $ when the cleaner brings supplies and 15 % for an emergency', async () => {
    const client = await clientWithProperty(t);
    const res = await t.api('POST', '/api/bookings/quote', {
      token: client.token,
      body: draft(cleaner.user.id, client.property.id, { suppliesProvided: true, emergency: { reason: 'Dégât d’eau', priority: 'high' } }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ serviceCents: 12_000, cleaningFeeCents: 1000, emergencyFeeCents: 1800, subtotalCents: 14_800 });
    expect(res.body.depositCents + res.body.remainderCents).toBe(res.body.totalCents);
  });

  it('taxes the cleaner service with GST and QST when the cleaner is registered (the fee always)', async () => {
    const client = await clientWithProperty(t);
    const res = await t.api('POST', '/api/bookings/quote', { token: client.token, body: draft(taxedCleaner.user.id, client.property.id) });
    expect(res.status).toBe(200);
    const lines = res.body.taxLines.map((l: { tax: string; on: string; baseCents: number; amountCents: number }) => [l.tax, l.on, l.baseCents, l.amountCents]);
    // Service base 10 200: GST 510, QST 1 017.45 -> 1 017.
    expect(lines).toEqual([
      ['gst', 'service', 10_200, 510],
      ['qst', 'service', 10_200, 1017],
      ['gst', 'platform_fee', 510, 26],
      ['qst', 'platform_fee', 510, 51],
    ]);
    expect(res.body.gstCents).toBe(536);
    expect(res.body.qstCents).toBe(1068);
    expect(res.body.totalCents).toBe(10_200 + 510 + 536 + 1068);
    expect(res.body.depositCents + res.body.remainderCents).toBe(res.body.totalCents);
  });

  it('gives the first-booking discount only before the first booking, and BIENVENUE10 once per client', async () => {
    const client = await clientWithProperty(t);
    const withPromo = await t.api('POST', '/api/bookings/quote', { token: client.token, body: draft(cleaner.user.id, client.property.id, { promoCode: 'bienvenue10' }) });
    expect(withPromo.status).toBe(200);
    expect(withPromo.body.discounts).toEqual([
      { kind: 'first_booking', amountCents: 1800 },
      { kind: 'promo', amountCents: 1000 },
    ]);
    const bad = await t.api('POST', '/api/bookings/quote', { token: client.token, body: draft(cleaner.user.id, client.property.id, { promoCode: 'NOPE' }) });
    expect([bad.status, bad.body.error]).toEqual([400, 'booking.invalid_promo']);

    await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { ...nextSlot(), promoCode: 'BIENVENUE10' }));

    const second = await t.api('POST', '/api/bookings/quote', { token: client.token, body: draft(cleaner.user.id, client.property.id) });
    expect(second.status).toBe(200);
    expect(second.body.discounts).toEqual([]);
    expect(second.body.discountCents).toBe(0);
    const promoAgain = await t.api('POST', '/api/bookings/quote', { token: client.token, body: draft(cleaner.user.id, client.property.id, { promoCode: 'BIENVENUE10' }) });
    expect([promoAgain.status, promoAgain.body.error]).toEqual([400, 'booking.invalid_promo']);
  });
});

describe('POST /api/bookings', () => {
  it('answers 401 without a session and 403 to cleaners', async () => {
    const client = await clientWithProperty(t);
    const body = { ...draft(cleaner.user.id, client.property.id, nextSlot()), paymentMethod: 'card' };
    expect((await t.api('POST', '/api/bookings', { body })).status).toBe(401);
    expect((await t.api('POST', '/api/bookings', { token: cleaner.token, body })).status).toBe(403);
    expect((await t.api('POST', '/api/bookings', { token: admin, body })).status).toBe(403);
  });

  it('creates a pending request, holds the deposit, records the history and emails the cleaner links with a token', async () => {
    const client = await clientWithProperty(t);
    const slot = nextSlot();
    const res = await t.api('POST', '/api/bookings', { token: client.token, body: { ...draft(cleaner.user.id, client.property.id, { ...slot, tasks: [{ category: 'kitchen', label: 'Four' }] }), paymentMethod: 'card' } });
    expect(res.status).toBe(201);
    const b = res.body.booking;
    expect(res.body.visitIds).toEqual([b.id]);
    expect(b).toMatchObject({ status: 'pending', paymentStatus: 'initial_pending', cleaningStatus: 'awaiting_cleaner', date: slot.date, time: slot.time, durationHours: 4, viewerRole: 'client', seriesId: null });
    expect(b.checklist).toMatchObject([{ category: 'kitchen', label: 'Four', done: false }]);
    expect(b.history).toEqual([expect.objectContaining({ from: null, to: 'pending', action: 'request', actorRole: 'client', actorId: client.user.id })]);
    expect(b.expiresAt).not.toBeNull();
    // The answer is built from what the request read and wrote (nothing read back): it is what a later read shows.
    const later = (await t.api('GET', `/api/bookings/${b.id}`, { token: client.token })).body;
    expect({ cleaner: b.cleaner, client: b.client, property: b.property, history: b.history }).toEqual({ cleaner: later.cleaner, client: later.client, property: later.property, history: later.history });
    expect(b.cleaner.slug).toBe(cleaner.slug);

    const isRequest = (m: { text: string }) => m.text.includes(`/bookings/${b.id}/accept?token=`);
    const mail = (await mailTo(t, cleaner.user.email, (ms) => ms.some(isRequest))).find(isRequest);
    expect(mail?.subject).toBe('Nouvelle demande de nettoyage');
    expect(mail!.text).toMatch(new RegExp(`/bookings/${b.id}/decline\\?token=[\\w%-]+`));
  });

  it('refuses a time outside the cleaner availability (409) and a slot already taken (409)', async () => {
    const client = await clientWithProperty(t);
    const unavailable = await t.api('POST', '/api/bookings', { token: client.token, body: { ...draft(cleaner.user.id, client.property.id, { date: dateInDays(2), time: '05:00' }), paymentMethod: 'card' } });
    expect([unavailable.status, unavailable.body.error]).toEqual([409, 'booking.cleaner_unavailable']);
    const slot = nextSlot();
    await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, slot));
    const other = await clientWithProperty(t);
    const taken = await t.api('POST', '/api/bookings', { token: other.token, body: { ...draft(cleaner.user.id, other.property.id, slot), paymentMethod: 'card' } });
    expect([taken.status, taken.body.error]).toEqual([409, 'booking.slot_taken']);
  });

  it('refuses a property outside the cleaner service area', async () => {
    const far = await clientWithProperty(t, { address: { q: '5 rue Main, Granby', postalCode: 'J2G 2V2' } });
    const res = await t.api('POST', '/api/bookings', { token: far.token, body: { ...draft(cleaner.user.id, far.property.id, nextSlot()), paymentMethod: 'card' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('booking.city_not_served');
  });

  it('answers 404 for another client property and an unlisted cleaner, 400 for a time in the past', async () => {
    const client = await clientWithProperty(t);
    const other = await clientWithProperty(t);
    const unlisted = await loginAs(t, 'cleaner');
    const post = (body: object) => t.api('POST', '/api/bookings', { token: client.token, body: { ...body, paymentMethod: 'card' } });
    const foreign = await post(draft(cleaner.user.id, other.property.id, nextSlot()));
    expect([foreign.status, foreign.body.error]).toEqual([404, 'booking.property_not_found']);
    const notListed = await post(draft(unlisted.user.id, client.property.id, nextSlot()));
    expect([notListed.status, notListed.body.error]).toEqual([404, 'booking.cleaner_not_bookable']);
    const past = await post(draft(cleaner.user.id, client.property.id, { date: dateInDays(-1), time: '09:00' }));
    expect([past.status, past.body.error]).toEqual([400, 'booking.in_the_past']);
    const list = await t.api('GET', '/api/bookings?scope=all', { token: client.token });
    expect(list.body.total).toBe(0);
  });

  it('creates a weekly series of 3 visits sharing a seriesId; the first-booking discount is on visit 1 only', async () => {
    const client = await clientWithProperty(t);
    const date = dateInDays(40);
    const res = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date, time: '08:00', frequency: 'weekly', visits: 3 }));
    expect(res.visitIds).toHaveLength(3);
    const visits = await Promise.all(res.visitIds.map(async (id) => (await t.api('GET', `/api/bookings/${id}`, { token: client.token })).body));
    expect(visits.map((v) => v.visitNumber)).toEqual([1, 2, 3]);
    expect(new Set(visits.map((v) => v.seriesId)).size).toBe(1);
    expect(visits[0].seriesId).not.toBeNull();
    expect(visits.map((v) => v.seriesVisits)).toEqual([3, 3, 3]);
    expect(visits.map((v) => v.date)).toEqual([date, dateInDays(47), dateInDays(54)]);
    expect(visits.map((v) => v.money.discountCents)).toEqual([1800, 0, 0]);
    expect(visits.every((v) => v.status === 'pending' && v.frequency === 'weekly')).toBe(true);
  });

  it('allows no photos on any visit of a series whose request does not say (privacy by default, issue #42)', async () => {
    const client = await clientWithProperty(t);
    const res = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(61), time: '08:00', frequency: 'weekly', visits: 2 }));
    const visits = await Promise.all(res.visitIds.map(async (id) => (await t.api('GET', `/api/bookings/${id}`, { token: client.token })).body));
    expect(visits.map((v) => v.allowPhotos)).toEqual([false, false]);
    const allowed = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(62), time: '08:00', allowPhotos: true }));
    expect((await t.api('GET', `/api/bookings/${allowed.booking.id}`, { token: client.token })).body.allowPhotos).toBe(true);
  });

  it('answers the same booking twice for the same requestKey', async () => {
    const client = await clientWithProperty(t);
    const body = { ...draft(cleaner.user.id, client.property.id, nextSlot()), paymentMethod: 'card', requestKey: randomUUID() };
    const first = await t.api('POST', '/api/bookings', { token: client.token, body });
    const second = await t.api('POST', '/api/bookings', { token: client.token, body });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.booking.id).toBe(first.body.booking.id);
    expect((await t.api('GET', '/api/bookings?scope=all', { token: client.token })).body.total).toBe(1);
  });

  it('answers 402 when the card is refused, and the slot is free again', async () => {
    const client = await clientWithProperty(t);
    const slot = nextSlot();
    const declined = await t.api('POST', '/api/bookings', { token: client.token, body: { ...draft(cleaner.user.id, client.property.id, slot), paymentMethod: 'card', paymentMethodId: 'dev_card_declined' } });
    expect([declined.status, declined.body.error]).toEqual([402, 'booking.payment_failed']);
    expect(declined.body.message).toBe('Erreur de paiement\u00a0: la carte a été refusée. Aucun montant n\'a été prélevé.');
    const again = await t.api('POST', '/api/bookings', { token: client.token, body: { ...draft(cleaner.user.id, client.property.id, slot), paymentMethod: 'card' } });
    expect(again.status).toBe(201);
    // The refused request did not use up the first booking.
    expect(again.body.booking.money.discountCents).toBe(1800);
  });
});

describe('GET /api/bookings', () => {
  let client: Awaited<ReturnType<typeof clientWithProperty>>;
  let listCleaner: Awaited<ReturnType<typeof listedCleaner>>;
  const ids: Record<'pending' | 'confirmed' | 'declined', string> = { pending: '', confirmed: '', declined: '' };
  beforeAll(async () => {
    [client, listCleaner] = await Promise.all([clientWithProperty(t), listedCleaner(t, admin)]);
    const ask = async (days: number) => (await requestVisit(t, client.token, draft(listCleaner.user.id, client.property.id, { date: dateInDays(days), time: '09:00' }))).booking.id;
    ids.confirmed = await ask(5);
    ids.pending = await ask(4);
    ids.declined = await ask(6);
    expect((await t.api('POST', `/api/bookings/${ids.confirmed}/accept`, { token: listCleaner.token })).status).toBe(200);
    expect((await t.api('POST', `/api/bookings/${ids.declined}/decline`, { token: listCleaner.token })).status).toBe(200);
  });
  const list = (token: string, query = '') => t.api('GET', `/api/bookings${query}`, { token });
  const idsOf = (res: ApiResponse) => res.body.items.map((i: { id: string }) => i.id);

  it('answers 401 without a session, 403 to admins and 400 for an unknown status', async () => {
    expect((await t.api('GET', '/api/bookings')).status).toBe(401);
    expect((await list(admin)).status).toBe(403);
    const bad = await list(client.token, '?status=lost');
    expect(bad.status).toBe(400);
  });

  it('scopes: upcoming (active, soonest first), requests (pending), past (over)', async () => {
    const upcoming = await list(client.token, '?scope=upcoming');
    expect(upcoming.status).toBe(200);
    expect(idsOf(upcoming)).toEqual([ids.pending, ids.confirmed]);
    expect(idsOf(await list(client.token))).toEqual([ids.pending, ids.confirmed]);
    expect(idsOf(await list(client.token, '?scope=requests'))).toEqual([ids.pending]);
    expect(idsOf(await list(client.token, '?scope=past'))).toEqual([ids.declined]);
    expect((await list(client.token, '?scope=all')).body.total).toBe(3);
  });

  it('filters by status and pages', async () => {
    expect(idsOf(await list(client.token, '?scope=all&status=confirmed'))).toEqual([ids.confirmed]);
    expect(idsOf(await list(client.token, '?scope=upcoming&status=declined'))).toEqual([]);
    const page2 = await list(client.token, '?scope=upcoming&pageSize=1&page=2');
    expect(page2.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(idsOf(page2)).toEqual([ids.confirmed]);
  });

  it('shows each party only their own bookings', async () => {
    const cleanerView = await list(listCleaner.token, '?scope=all');
    expect(cleanerView.body.total).toBe(3);
    expect(cleanerView.body.items[0].client.id).toBe(client.user.id);
    const stranger = await clientWithProperty(t);
    expect((await list(stranger.token, '?scope=all')).body).toMatchObject({ items: [], total: 0 });
    expect((await list(cleaner.token, '?scope=all&status=confirmed')).body.items.map((i: { client: { id: string } }) => i.client.id)).not.toContain(client.user.id);
  });
});

describe('GET /api/bookings/{id}', () => {
  it('shows the booking to its client and its cleaner, with the actions of each role and state', async () => {
    const client = await clientWithProperty(t);
    const { booking } = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, nextSlot()));
    const asClient = await t.api('GET', `/api/bookings/${booking.id}`, { token: client.token });
    expect(asClient.status).toBe(200);
    expect(asClient.body).toMatchObject({ viewerRole: 'client', actions: ['withdraw', 'postpone'], cancellationTerms: null });
    expect(asClient.body.property).toMatchObject({ wifiPassword: 'motdepasse', accessInstructions: 'Code 1234' });
    const asCleaner = await t.api('GET', `/api/bookings/${booking.id}`, { token: cleaner.token });
    expect(asCleaner.body).toMatchObject({ viewerRole: 'cleaner', actions: ['accept', 'decline'] });
    // Secrets of the home stay hidden from the cleaner until the visit is confirmed.
    expect(asCleaner.body.property).toMatchObject({ wifiName: 'Maison-WiFi', wifiPassword: null, accessInstructions: null });

    expect((await t.api('POST', `/api/bookings/${booking.id}/accept`, { token: cleaner.token })).status).toBe(200);
    const confirmedCleaner = await t.api('GET', `/api/bookings/${booking.id}`, { token: cleaner.token });
    expect(confirmedCleaner.body).toMatchObject({ status: 'confirmed', actions: ['punch_in', 'cancel'] });
    expect(confirmedCleaner.body.property).toMatchObject({ wifiPassword: 'motdepasse', accessInstructions: 'Code 1234' });
    const confirmedClient = await t.api('GET', `/api/bookings/${booking.id}`, { token: client.token });
    expect(confirmedClient.body).toMatchObject({ cleaningStatus: 'pending', actions: ['cancel', 'postpone'] });
    expect(confirmedClient.body.cancellationTerms).toMatchObject({ free: true, feeCents: 0, refundCents: confirmedClient.body.money.depositCents });
  });

  it('answers 403 with the spec message to another client, another cleaner and admins; 404 when unknown; 401 without a session', async () => {
    const client = await clientWithProperty(t);
    const { booking } = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, nextSlot()));
    const other = await loginAs(t, 'client');
    const forbidden = await t.api('GET', `/api/bookings/${booking.id}`, { token: other.token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe("Vous n'avez pas la permission de voir cette réservation...");
    expect((await t.api('GET', `/api/bookings/${booking.id}`, { token: taxedCleaner.token })).status).toBe(403);
    expect((await t.api('GET', `/api/bookings/${booking.id}`, { token: admin })).status).toBe(403);
    expect((await t.api('GET', `/api/bookings/${randomUUID()}`, { token: client.token })).status).toBe(404);
    expect((await t.api('GET', `/api/bookings/${booking.id}`)).status).toBe(401);
  });
});
