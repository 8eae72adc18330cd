import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { PDF, PNG, form } from '../support/cleaner-fixtures.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, movableClock, requestVisit } from '../support/booking-fixtures.js';

/** The work day: punch in (time and place), the checklist, before/after photos, punch out. */
const clock = movableClock();
let t: TestServer;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let otherCleaner: Awaited<ReturnType<typeof listedCleaner>>;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestServer({
    clock,
    configure: longScenarios,
  });
  admin = (await loginAs(t, 'admin')).token;
  [cleaner, otherCleaner] = await Promise.all([listedCleaner(t, admin), listedCleaner(t, admin)]);
});
afterEach(() => clock.set(null));
afterAll(() => t.close());

let day = 3;
const TASKS = [
  { category: 'kitchen', label: 'Nettoyer le four' },
  { category: 'bathroom', label: 'Détartrer la douche' },
];
/** A confirmed visit with two tasks; `at(minutes)` sets the clock relative to its start. */
async function confirmed(over: Record<string, unknown> = {}) {
  const client = await clientWithProperty(t);
  const res = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(day++), time: '09:00', tasks: TASKS, allowPhotos: true, ...over }));
  expect((await t.api('POST', `/api/bookings/${res.booking.id}/accept`, { token: cleaner.token })).status).toBe(200);
  const startsAt = new Date(res.booking.startsAt).getTime();
  const here = { lat: client.property.address.lat, lng: client.property.address.lng, accuracyMeters: 12 };
  return { client, id: res.booking.id, here, at: (minutes: number) => clock.set(new Date(startsAt + minutes * MINUTE)) };
}
/** Punched in, 5 minutes before the start. */
async function started(over: Record<string, unknown> = {}) {
  const v = await confirmed(over);
  v.at(-5);
  const res = await post(v.id, 'punch-in', cleaner.token, v.here);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...v, booking: res.body };
}
const get = async (id: string, token: string) => (await t.api('GET', `/api/bookings/${id}`, { token })).body;
const post = (id: string, action: string, token: string | undefined, body?: unknown) => t.api('POST', `/api/bookings/${id}/${action}`, { token, body });
const tick = (id: string, taskId: string, token: string | undefined, done = true, headers: Record<string, string> = {}) => t.api('PUT', `/api/bookings/${id}/checklist/${taskId}`, { token, body: { done }, headers });
const upload = (id: string, token: string | undefined, kind: string, data = PNG, name = 'photo.png', headers: Record<string, string> = {}) =>
  t.api('POST', `/api/bookings/${id}/photos`, { token, raw: form(data, name, { kind }, 'image/png'), headers });
async function expectUnchanged(id: string, token: string, before: Record<string, unknown>) {
  const after = await get(id, token);
  expect({ status: after.status, history: after.history, punchedInAt: after.punchedInAt, checklist: after.checklist }).toEqual({ status: before.status, history: before.history, punchedInAt: before.punchedInAt, checklist: before.checklist });
}

describe('POST /api/bookings/{id}/punch-in', () => {
  it('answers 401, 403 to another cleaner and admins, 409 to the client, 404 when unknown', async () => {
    const v = await confirmed();
    v.at(-5);
    const before = await get(v.id, v.client.token);
    expect((await post(v.id, 'punch-in', undefined, v.here)).status).toBe(401);
    expect((await post(v.id, 'punch-in', otherCleaner.token, v.here)).status).toBe(403);
    expect((await post(v.id, 'punch-in', admin, v.here)).status).toBe(403);
    expect((await post(v.id, 'punch-in', v.client.token, v.here)).status).toBe(409);
    expect((await post(randomUUID(), 'punch-in', cleaner.token, v.here)).status).toBe(404);
    expect((await post(v.id, 'punch-in', cleaner.token, { lat: 200, lng: 0 })).status).toBe(400);
    await expectUnchanged(v.id, v.client.token, before);
  });

  it('refuses a pending request (409)', async () => {
    const client = await clientWithProperty(t);
    const res = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(day++), time: '09:00' }));
    clock.set(new Date(new Date(res.booking.startsAt).getTime() - 5 * MINUTE));
    const refused = await post(res.booking.id, 'punch-in', cleaner.token, { lat: client.property.address.lat, lng: client.property.address.lng });
    expect([refused.status, refused.body.error]).toEqual([409, 'booking.illegal_transition']);
  });

  it('refuses more than 30 minutes before the start (409 too_early) and 5 km away (409 too_far)', async () => {
    const v = await confirmed();
    const before = await get(v.id, v.client.token);
    v.at(-120);
    const early = await post(v.id, 'punch-in', cleaner.token, v.here);
    expect([early.status, early.body.error]).toEqual([409, 'booking.too_early']);
    expect(early.body.message).toBe('Trop tôt pour pointer\u00a0: réessayez dans 90 minutes (30 minutes avant le début).');
    v.at(-31);
    expect((await post(v.id, 'punch-in', cleaner.token, v.here)).body.error).toBe('booking.too_early');
    v.at(-10);
    // 0.045° of latitude is 5 km.
    const far = await post(v.id, 'punch-in', cleaner.token, { lat: v.here.lat + 0.045, lng: v.here.lng });
    expect([far.status, far.body.error]).toEqual([409, 'booking.too_far']);
    // Saved without a geocoder at Montréal's centre, the house is measured from its postal area H2X's centre, 3 km of margin added.
    expect(far.body.message).toBe('Vous êtes à 4,5\u00a0km du centre du secteur postal H2X, seule position connue de la propriété (aucun géocodeur ne l’a placée)\u00a0: le pointage est possible à moins de 3,5\u00a0km de ce centre.');
    await expectUnchanged(v.id, v.client.token, before);
  });

  it('starts the work from 30 minutes before, within 500 m of the property', async () => {
    const v = await confirmed();
    v.at(-30);
    // About 330 m north of the property.
    const res = await post(v.id, 'punch-in', cleaner.token, { lat: v.here.lat + 0.003, lng: v.here.lng });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'in_progress', cleaningStatus: 'in_progress', actions: ['punch_out', 'checklist', 'photos'] });
    expect(res.body.punchedInAt).not.toBeNull();
    expect(res.body.history.at(-1)).toMatchObject({ from: 'confirmed', to: 'in_progress', action: 'punch_in', actorRole: 'cleaner', actorId: cleaner.user.id });
    expect((await get(v.id, v.client.token)).cleaningStatus).toBe('in_progress');
    expect((await post(v.id, 'punch-in', cleaner.token, v.here)).status).toBe(409);
  });
});

describe('punch-in without a geocoder (issue #40)', () => {
  // 555 boulevard Cartier Ouest, Laval H7N: about 1.5 km from the town's centre, where the offline lookup saves it.
  const building = { lat: 45.565, lng: -73.71, accuracyMeters: 10 };
  async function inLaval() {
    const client = await clientWithProperty(t, { address: { q: '555 boulevard Cartier Ouest, Laval', postalCode: 'H7N 2J6' } });
    const res = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(day++), time: '09:00' }));
    expect((await t.api('POST', `/api/bookings/${res.booking.id}/accept`, { token: cleaner.token })).status).toBe(200);
    clock.set(new Date(new Date(res.booking.startsAt).getTime() - 10 * MINUTE));
    return { client, id: res.booking.id };
  }

  it('punches in at the property\'s real address, measured from its postal area', async () => {
    const v = await inLaval();
    // No geocoder: the address was saved at Laval's centre, 1.5 km from the building (over the 500 m radius).
    expect(v.client.property.address).toMatchObject({ city: 'Laval', lat: 45.56995, lng: -73.692 });
    const res = await post(v.id, 'punch-in', cleaner.token, building);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('in_progress');
  });

  it('says what it compared, with distances in km', async () => {
    const v = await inLaval();
    const downtown = { lat: 45.5017, lng: -73.5673 };
    const fr = await post(v.id, 'punch-in', cleaner.token, downtown);
    expect([fr.status, fr.body.error]).toEqual([409, 'booking.too_far']);
    expect(fr.body.message).toBe('Vous êtes à 13,4\u00a0km du centre du secteur postal H7N, seule position connue de la propriété (aucun géocodeur ne l’a placée)\u00a0: le pointage est possible à moins de 3,5\u00a0km de ce centre.');
    // The English text (src/http/messages.test.ts) says the same thing.
  });
});

describe('PUT /api/bookings/{id}/checklist/{taskId}', () => {
  it('refuses before the work starts (409), strangers (403), the client (409), unknown tasks (404)', async () => {
    const v = await confirmed();
    const taskId = (await get(v.id, cleaner.token)).checklist[0].id;
    expect((await tick(v.id, taskId, cleaner.token)).status).toBe(409);
    v.at(-5);
    await post(v.id, 'punch-in', cleaner.token, v.here);
    expect((await tick(v.id, taskId, undefined)).status).toBe(401);
    expect((await tick(v.id, taskId, otherCleaner.token)).status).toBe(403);
    expect((await tick(v.id, taskId, v.client.token)).status).toBe(409);
    expect((await t.api('PUT', `/api/bookings/${v.id}/checklist/${taskId}`, { token: cleaner.token, body: { done: 'yes' } })).status).toBe(400);
    const unknown = await tick(v.id, randomUUID(), cleaner.token);
    expect([unknown.status, unknown.body.error]).toEqual([404, 'booking.task_not_found']);
    expect((await get(v.id, cleaner.token)).checklist.every((x: { done: boolean }) => !x.done)).toBe(true);
  });

  it('ticks and unticks a task while working', async () => {
    const v = await started();
    const [first, second] = v.booking.checklist;
    const done = await tick(v.id, first.id, cleaner.token);
    expect(done.status).toBe(200);
    expect(done.body.checklist).toMatchObject([
      { id: first.id, done: true },
      { id: second.id, done: false },
    ]);
    expect(done.body.checklist[0].doneAt).not.toBeNull();
    const undone = await tick(v.id, first.id, cleaner.token, false);
    expect(undone.body.checklist[0]).toMatchObject({ done: false, doneAt: null });
  });

  it('answers a phone’s replayed tick (same Idempotency-Key) without applying it twice (issue #34, offline queue)', async () => {
    const v = await started();
    const [first] = v.booking.checklist;
    const key = { 'idempotency-key': randomUUID() };
    const sent = await tick(v.id, first.id, cleaner.token, true, key);
    expect(sent.status).toBe(200);
    const doneAt = sent.body.checklist[0].doneAt;
    const untick = await tick(v.id, first.id, cleaner.token, false, { 'idempotency-key': randomUUID() });
    expect(untick.body.checklist[0].done).toBe(false);
    // The first tick's answer was lost and the queue sends it again: answered, not redone.
    const replayed = await tick(v.id, first.id, cleaner.token, true, key);
    expect([replayed.status, replayed.headers.get('idempotent-replayed'), replayed.body.checklist[0].doneAt]).toEqual([200, 'true', doneAt]);
    expect((await get(v.id, cleaner.token)).checklist[0].done).toBe(false);
    const reused = await tick(v.id, first.id, cleaner.token, false, key);
    expect([reused.status, reused.body.error]).toEqual([422, 'integrations.idempotency_key_reused']);
  });
});

describe('POST /api/bookings/{id}/photos', () => {
  it('stores a before photo for the cleaner at work; the client can see it, others cannot; the cleaner can delete it', async () => {
    const v = await started();
    expect((await upload(v.id, undefined, 'before')).status).toBe(401);
    expect((await upload(v.id, otherCleaner.token, 'before')).status).toBe(403);
    expect((await upload(v.id, v.client.token, 'before')).status).toBe(409);
    const res = await upload(v.id, cleaner.token, 'before');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'before', url: `/api/bookings/${v.id}/photos/${res.body.id}` });

    const asClient = await fetch(`${t.url}${res.body.url}`, { headers: { authorization: `Bearer ${v.client.token}` } });
    expect(asClient.status).toBe(200);
    expect(asClient.headers.get('content-type')).toMatch(/^image\//);
    expect((await asClient.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const stranger = await t.api('GET', res.body.url, { token: (await loginAs(t, 'client')).token });
    expect(stranger.status).toBe(403);
    expect((await t.api('GET', res.body.url, { token: admin })).status).toBe(403);
    expect((await get(v.id, v.client.token)).photos).toMatchObject([{ id: res.body.id, kind: 'before' }]);

    expect((await t.api('DELETE', res.body.url, { token: v.client.token })).status).toBe(409);
    expect((await t.api('DELETE', res.body.url, { token: otherCleaner.token })).status).toBe(403);
    expect((await t.api('DELETE', res.body.url, { token: cleaner.token })).status).toBe(204);
    expect((await get(v.id, v.client.token)).photos).toEqual([]);
    expect((await t.api('GET', res.body.url, { token: v.client.token })).status).toBe(404);
    expect((await t.api('DELETE', res.body.url, { token: cleaner.token })).status).toBe(404);
  });

  it('stores a photo once when the phone’s queue sends it again with the same Idempotency-Key (issue #34)', async () => {
    const v = await started();
    const key = { 'idempotency-key': randomUUID() };
    const first = await upload(v.id, cleaner.token, 'after', PNG, 'photo.png', key);
    const again = await upload(v.id, cleaner.token, 'after', PNG, 'photo.png', key);
    expect([first.status, again.status, again.headers.get('idempotent-replayed')]).toEqual([201, 201, 'true']);
    expect(again.body.id).toBe(first.body.id);
    expect((await get(v.id, cleaner.token)).photos).toHaveLength(1);
    const other = await upload(v.id, cleaner.token, 'after', PNG, 'photo.png', { 'idempotency-key': randomUUID() });
    expect(other.body.id).not.toBe(first.body.id);
    expect((await get(v.id, cleaner.token)).photos).toHaveLength(2);
  });

  it('refuses a file that is not an image and a missing kind (400)', async () => {
    const v = await started();
    const pdf = await upload(v.id, cleaner.token, 'before', PDF, 'x.pdf');
    expect([pdf.status, pdf.body.error]).toEqual([400, 'booking.invalid_photo_type']);
    const noKind = await upload(v.id, cleaner.token, 'during');
    expect(noKind.status).toBe(400);
  });

  it('refuses photos before the work starts (409) and when the client disallowed them (409)', async () => {
    const v = await confirmed();
    expect((await upload(v.id, cleaner.token, 'before')).status).toBe(409);
    const noPhotos = await started({ allowPhotos: false });
    expect(noPhotos.booking.actions).toEqual(['punch_out', 'checklist']);
    const res = await upload(noPhotos.id, cleaner.token, 'before');
    expect([res.status, res.body.error]).toEqual([409, 'booking.photos_not_allowed']);
  });
});

describe('POST /api/bookings/{id}/punch-out', () => {
  it('answers 401, 403 to another cleaner, 409 to the client and before the work starts', async () => {
    const v = await confirmed();
    v.at(0);
    expect((await post(v.id, 'punch-out', cleaner.token, v.here)).status).toBe(409);
    await post(v.id, 'punch-in', cleaner.token, v.here);
    expect((await post(v.id, 'punch-out', undefined, v.here)).status).toBe(401);
    expect((await post(v.id, 'punch-out', otherCleaner.token, v.here)).status).toBe(403);
    expect((await post(v.id, 'punch-out', v.client.token, v.here)).status).toBe(409);
    expect((await get(v.id, v.client.token)).status).toBe('in_progress');
  });

  it('refuses to end a visit before half its booked time was spent on site (the client pays for the booked time)', async () => {
    const v = await started({ allowPhotos: false, tasks: [] });
    // Punched in 5 minutes before the start of a 4-hour visit: submitting opens 2 hours after the punch-in.
    v.at(0);
    const atOnce = await post(v.id, 'punch-out', cleaner.token, v.here);
    expect([atOnce.status, atOnce.body.error]).toEqual([409, 'booking.too_early_to_finish']);
    expect(atOnce.body.message).toContain('soumettre\u00a0: 115 min.');
    v.at(114);
    expect((await post(v.id, 'punch-out', cleaner.token, v.here)).body.message).toContain('soumettre\u00a0: 1 min.');
    expect((await get(v.id, v.client.token)).status).toBe('in_progress');
    v.at(115);
    const done = await post(v.id, 'punch-out', cleaner.token, v.here);
    expect(done.body).toMatchObject({ status: 'completed', workedMinutes: 120 });
  });

  it('needs every task done, then before and after photos, then completes the visit and charges the remainder', async () => {
    const v = await started();
    v.at(3 * 60);
    const incomplete = await post(v.id, 'punch-out', cleaner.token, v.here);
    expect([incomplete.status, incomplete.body.message]).toEqual([400, 'Veuillez compléter toutes les tâches avant de soumettre']);
    for (const task of v.booking.checklist) expect((await tick(v.id, task.id, cleaner.token)).status).toBe(200);
    const noPhotos = await post(v.id, 'punch-out', cleaner.token, v.here);
    expect([noPhotos.status, noPhotos.body.message]).toEqual([400, 'Veuillez télécharger les photos requises avant de soumettre']);
    expect((await upload(v.id, cleaner.token, 'before')).status).toBe(201);
    const onlyBefore = await post(v.id, 'punch-out', cleaner.token, v.here);
    expect(onlyBefore.body.message).toBe('Veuillez télécharger les photos requises avant de soumettre');
    expect((await upload(v.id, cleaner.token, 'after')).status).toBe(201);
    expect((await get(v.id, v.client.token)).status).toBe('in_progress');

    v.at(4 * 60);
    const done = await post(v.id, 'punch-out', cleaner.token, v.here);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'completed', paymentStatus: 'fully_paid', cleaningStatus: 'completed', workedMinutes: 245, actions: [] });
    expect(done.body.punchedOutAt).not.toBeNull();
    expect(done.body.history.map((h: { from: string | null; to: string; actorRole: string }) => [h.from, h.to, h.actorRole])).toEqual([
      [null, 'pending', 'client'],
      ['pending', 'confirmed', 'cleaner'],
      ['confirmed', 'in_progress', 'cleaner'],
      ['in_progress', 'completed', 'cleaner'],
    ]);
    expect((await post(v.id, 'punch-out', cleaner.token, v.here)).status).toBe(409);
    expect((await upload(v.id, cleaner.token, 'after')).status).toBe(409);
  });

  it('needs no photos when the client disallowed them', async () => {
    const v = await started({ allowPhotos: false, tasks: [] });
    v.at(3 * 60);
    const done = await post(v.id, 'punch-out', cleaner.token, v.here);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'completed', paymentStatus: 'fully_paid', workedMinutes: 185 });
  });
});
