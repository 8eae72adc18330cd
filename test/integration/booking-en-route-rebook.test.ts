import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, mailTo, movableClock, requestVisit } from '../support/booking-fixtures.js';

/** Issue #18: "En route" on a confirmed visit of the day, and "Réserver de nouveau" on a completed one. */
const clock = movableClock();
let t: TestServer;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let otherCleaner: Awaited<ReturnType<typeof listedCleaner>>;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestServer({ clock, configure: longScenarios });
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
const post = (id: string, action: string, token: string | undefined, body?: unknown) => t.api('POST', `/api/bookings/${id}/${action}`, { token, body });

/** A confirmed visit at 09:00 `day` days ahead; `at(minutes)` sets the clock relative to its start. */
async function confirmed(locale: 'fr' | 'en' = 'fr', by: { token: string; user: { id: string } } = cleaner) {
  const client = await clientWithProperty(t, { locale });
  const res = await requestVisit(t, client.token, draft(by.user.id, client.property.id, { date: dateInDays(day++), time: '09:00', tasks: TASKS, durationHours: 4.5, suppliesProvided: true, allowPhotos: false, notes: 'Le chat reste dans la chambre.' }));
  expect((await post(res.booking.id, 'accept', by.token)).status).toBe(200);
  const startsAt = new Date(res.booking.startsAt).getTime();
  const here = { lat: client.property.lat, lng: client.property.lng, accuracyMeters: 10 };
  return { client, id: res.booking.id, here, startsAt, at: (minutes: number) => clock.set(new Date(startsAt + minutes * MINUTE)) };
}

const enRouteMails = async (email: string, subject: RegExp, atLeast = 1) => (await mailTo(t, email, (m) => m.filter((x) => subject.test(x.subject)).length >= atLeast)).filter((m) => subject.test(m.subject));

describe('POST /api/bookings/{id}/en-route', () => {
  it('answers 401, 403 to another cleaner and admins, 409 to the client, 404 when unknown, 400 on a bad ETA', async () => {
    const v = await confirmed();
    v.at(-60);
    expect((await post(v.id, 'en-route', undefined, {})).status).toBe(401);
    expect((await post(v.id, 'en-route', otherCleaner.token, {})).status).toBe(403);
    expect((await post(v.id, 'en-route', admin, {})).status).toBe(403);
    expect((await post(v.id, 'en-route', v.client.token, {})).status).toBe(409);
    expect((await post(randomUUID(), 'en-route', cleaner.token, {})).status).toBe(404);
    for (const etaMinutes of [0, -5, 181, 2.5, 'vingt']) {
      const res = await post(v.id, 'en-route', cleaner.token, { etaMinutes });
      expect([etaMinutes, res.status, res.body.error]).toEqual([etaMinutes, 400, 'validation_failed']);
    }
    const detail = (await t.api('GET', `/api/bookings/${v.id}`, { token: v.client.token })).body;
    expect(detail.enRoute).toBeNull();
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['request', 'accept']);
  });

  it('is offered and accepted only on the visit day (Quebec time), while confirmed and before the punch-in', async () => {
    const v = await confirmed();
    // The day before, late in the evening: not yet.
    v.at(-9 * 60 - 30);
    expect((await t.api('GET', `/api/bookings/${v.id}`, { token: cleaner.token })).body.actions).not.toContain('en_route');
    const early = await post(v.id, 'en-route', cleaner.token, {});
    expect([early.status, early.body.error]).toEqual([409, 'booking.en_route_not_today']);
    expect(early.body.message).toMatch(/jour de la visite/);
    // Shortly after midnight of the visit day.
    v.at(-8 * 60 - 50);
    expect((await t.api('GET', `/api/bookings/${v.id}`, { token: cleaner.token })).body.actions).toEqual(['punch_in', 'en_route', 'announce_late', 'cancel']);
    expect((await t.api('GET', `/api/bookings/${v.id}`, { token: v.client.token })).body.actions).not.toContain('en_route');
    // Punched in: the visit runs, "En route" is over.
    v.at(-5);
    expect((await post(v.id, 'punch-in', cleaner.token, v.here)).status).toBe(200);
    const late = await post(v.id, 'en-route', cleaner.token, {});
    expect([late.status, late.body.error]).toEqual([409, 'booking.illegal_transition']);
  });

  it('refuses a pending request and a cancelled visit (409)', async () => {
    const client = await clientWithProperty(t);
    const res = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(day++), time: '09:00' }));
    clock.set(new Date(new Date(res.booking.startsAt).getTime() - 60 * MINUTE));
    expect((await post(res.booking.id, 'en-route', cleaner.token, {})).body.error).toBe('booking.illegal_transition');
    clock.set(null);
    const v = await confirmed();
    expect((await post(v.id, 'cancel', v.client.token, { reason: null })).status).toBe(200);
    v.at(-60);
    expect((await post(v.id, 'en-route', cleaner.token, {})).status).toBe(409);
  });

  it('records the first tap in the history, emails the client once in French; a second tap only moves the ETA', async () => {
    const v = await confirmed('fr');
    v.at(-45);
    const first = await post(v.id, 'en-route', cleaner.token, { etaMinutes: 20 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const eta1 = new Date(v.startsAt - 25 * MINUTE).toISOString();
    expect(first.body.enRoute).toMatchObject({ startedAt: new Date(v.startsAt - 45 * MINUTE).toISOString(), etaAt: eta1 });
    expect(first.body.status).toBe('confirmed');
    const seen = (await t.api('GET', `/api/bookings/${v.id}`, { token: v.client.token })).body;
    expect(seen.enRoute.etaAt).toBe(eta1);
    expect(seen.history.at(-1)).toMatchObject({ from: 'confirmed', to: 'confirmed', action: 'on_the_way', actorRole: 'cleaner', actorId: cleaner.user.id });
    const mails = await enRouteMails(v.client.user.email, /est en route/);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Arrivée prévue vers 8\u00a0h\u00a035');
    expect(mails[0]!.text).toContain(`/bookings/${v.id}`);
    expect(mails[0]!.html).toContain('lang="fr"');

    v.at(-40);
    const second = await post(v.id, 'en-route', cleaner.token, { etaMinutes: 30 });
    expect(second.status).toBe(200);
    expect(second.body.enRoute).toMatchObject({ startedAt: new Date(v.startsAt - 45 * MINUTE).toISOString(), etaAt: new Date(v.startsAt - 10 * MINUTE).toISOString() });
    expect(second.body.history.filter((h: { action: string }) => h.action === 'on_the_way')).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(await enRouteMails(v.client.user.email, /est en route/)).toHaveLength(1);
    // Without a time: no ETA any more, still no second email.
    expect((await post(v.id, 'en-route', cleaner.token)).body.enRoute.etaAt).toBeNull();
    // The punch-in stays as it is.
    v.at(-5);
    const punched = await post(v.id, 'punch-in', cleaner.token, v.here);
    expect([punched.status, punched.body.status, punched.body.enRoute]).toEqual([200, 'in_progress', null]);
  });

  it('emails an English-speaking client in English, without an arrival time when none was given', async () => {
    const v = await confirmed('en');
    v.at(-30);
    expect((await post(v.id, 'en-route', cleaner.token, {})).status).toBe(200);
    const [mail] = await enRouteMails(v.client.user.email, /is on the way/);
    expect(mail!.subject).toMatch(/ is on the way$/);
    expect(mail!.text).toContain('is on the way for the cleaning on');
    expect(mail!.text).not.toContain('Expected arrival');
    expect(mail!.html).toContain('lang="en"');
  });
});

describe('GET /api/bookings/{id}/rebook', () => {
  /** A completed visit with its two tasks ticked. */
  async function completed(by: { token: string; user: { id: string } } = cleaner) {
    const v = await confirmed('fr', by);
    v.at(-5);
    const started = await post(v.id, 'punch-in', by.token, v.here);
    for (const task of started.body.checklist as { id: string }[]) expect((await t.api('PUT', `/api/bookings/${v.id}/checklist/${task.id}`, { token: by.token, body: { done: true } })).status).toBe(200);
    v.at(4.5 * 60);
    const done = await post(v.id, 'punch-out', by.token, v.here);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    clock.set(null);
    return v;
  }

  it('answers 401, 403 to the cleaner, another client and admins, 404 when unknown, 409 before the visit is completed', async () => {
    const v = await confirmed();
    expect((await t.api('GET', `/api/bookings/${v.id}/rebook`)).status).toBe(401);
    const refused = await t.api('GET', `/api/bookings/${v.id}/rebook`, { token: v.client.token });
    expect([refused.status, refused.body.error]).toEqual([409, 'booking.rebook_not_completed']);
    const c = await completed();
    expect((await t.api('GET', `/api/bookings/${c.id}/rebook`, { token: cleaner.token })).status).toBe(403);
    expect((await t.api('GET', `/api/bookings/${c.id}/rebook`, { token: (await loginAs(t, 'client')).token })).status).toBe(403);
    expect((await t.api('GET', `/api/bookings/${c.id}/rebook`, { token: admin })).status).toBe(403);
    expect((await t.api('GET', `/api/bookings/${randomUUID()}/rebook`, { token: c.client.token })).status).toBe(404);
  });

  it("prefills the same cleaner, property, type, duration, options and checklist (not done), and offers the action", async () => {
    const c = await completed();
    const detail = (await t.api('GET', `/api/bookings/${c.id}`, { token: c.client.token })).body;
    expect(detail.actions).toEqual(['rebook']);
    const res = await t.api('GET', `/api/bookings/${c.id}/rebook`, { token: c.client.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      fromBookingId: c.id,
      cleaner: { id: cleaner.user.id, name: expect.any(String), slug: cleaner.slug, bookable: true },
      property: { id: c.client.property.id, name: 'Maison' },
      cleaningType: 'regular',
      durationHours: 4.5,
      pets: { hasPets: false, kinds: [] },
      suppliesProvided: true,
      allowPhotos: false,
      tasks: TASKS,
      notes: 'Le chat reste dans la chambre.',
      problems: [],
    });
    // The prefill is a valid draft: it prices as is.
    const quote = await t.api('POST', '/api/bookings/quote', {
      token: c.client.token,
      body: { cleanerId: res.body.cleaner.id, propertyId: res.body.property.id, cleaningType: res.body.cleaningType, durationHours: res.body.durationHours, date: dateInDays(40), time: '10:00', tasks: res.body.tasks, suppliesProvided: true },
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
  });

  it('says when the property was deleted and when the cleaner can no longer be booked', async () => {
    const c = await completed();
    expect((await t.api('DELETE', `/api/properties/${c.client.property.id}`, { token: c.client.token })).status).toBe(204);
    const gone = (await t.api('GET', `/api/bookings/${c.id}/rebook`, { token: c.client.token })).body;
    expect(gone.property).toBeNull();
    expect(gone.problems).toEqual(['property_removed']);
    expect(gone.tasks).toEqual(TASKS);
    // A cleaner the team suspended can no longer be booked.
    const leaving = await listedCleaner(t, admin);
    const other = await completed(leaving);
    expect((await t.api('PUT', `/api/admin/users/${leaving.user.id}`, { token: admin, body: { status: 'suspended', reason: 'Avis répétés de non-présentation' } })).status).toBe(200);
    const off = (await t.api('GET', `/api/bookings/${other.id}/rebook`, { token: other.client.token })).body;
    expect(off.cleaner).toMatchObject({ id: leaving.user.id, bookable: false });
    expect(off.problems).toEqual(['cleaner_unavailable']);
  });
});
