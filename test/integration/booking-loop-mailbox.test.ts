import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, mailTo, movableClock, requestVisit } from '../support/booking-fixtures.js';

/**
 * Issue #18, "done means": the mailbox shows the whole set of emails of one booking loop (request,
 * acceptance, on my way, visit, receipt, reviews), each once, every one in its recipient's language.
 * The 24 h and 2 h reminders are the reminders job's (booking-reminders.test.ts), a tip the tips flow's.
 */
let t: TestServer;
let admin: string;
const clock = movableClock();

beforeAll(async () => {
  t = await createTestServer({ env: { LOG_LEVEL: 'error' }, clock, configure: longScenarios });
  admin = (await loginAs(t, 'admin')).token;
});
afterAll(async () => {
  clock.set(null);
  await t?.close();
});

const EXPECTED = {
  fr: {
    client: ['Votre demande de réservation est envoyée', 'Votre réservation est confirmée', 'Test Person est en route', 'Votre nettoyage est terminé\u00a0: votre reçu', 'Comment s’est passé votre nettoyage\u202f?', 'Un avis à votre sujet est publié'],
    cleaner: ['Nouvelle demande de nettoyage', 'Évaluez votre client', 'Un avis à votre sujet est publié'],
  },
  en: {
    client: ['Your booking request was sent', 'Your booking is confirmed', 'Test Person is on the way', 'Your cleaning is done: your receipt', 'How was your cleaning?', 'A review about you was published'],
    cleaner: ['New cleaning request', 'Review your client', 'A review about you was published'],
  },
} as const;

async function loop(clientLocale: 'fr' | 'en', cleanerLocale: 'fr' | 'en', day: number) {
  // The factories' people are all named Test Person.
  const cleaner = await listedCleaner(t, admin, { locale: cleanerLocale });
  const client = await clientWithProperty(t, { locale: clientLocale, name: 'Marie Tremblay' });
  clock.set(null);
  // What they received before the loop (welcome, document approved) is not the loop's.
  const earlier = { client: (await mailTo(t, client.user.email, () => true)).length, cleaner: (await mailTo(t, cleaner.user.email, () => true)).length };
  const res = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(day), time: '09:00', tasks: [], allowPhotos: false }));
  const id = res.booking.id;
  const as = async (token: string, action: string, body?: unknown, expected = 200) => {
    const r = await t.api('POST', `/api/bookings/${id}/${action}`, { token, body });
    expect([action, r.status, r.status === expected ? null : r.body]).toEqual([action, expected, null]);
  };
  await as(cleaner.token, 'accept');
  const startsAt = new Date(res.booking.startsAt).getTime();
  const here = { lat: client.property.lat, lng: client.property.lng, accuracyMeters: 10 };
  clock.set(new Date(startsAt - 30 * 60_000));
  await as(cleaner.token, 'en-route', { etaMinutes: 25 });
  clock.set(new Date(startsAt - 5 * 60_000));
  await as(cleaner.token, 'punch-in', here);
  clock.set(new Date(startsAt + 4 * 3_600_000));
  await as(cleaner.token, 'punch-out', here);
  const ratings = { cleanliness: 5, quality: 5, reliability: 4, punctuality: 4, communication: 5, professionalism: 5, overall: 5 };
  await as(client.token, 'reviews', { ratings, comment: 'Impeccable, merci.' }, 201);
  await as(cleaner.token, 'reviews', { ratings, comment: 'Cliente accueillante.' }, 201);
  clock.set(null);
  return { client: client.user.email, cleaner: cleaner.user.email, earlier };
}

/** The subjects this address received after its first `skip`, once `count` arrived (then a moment more: nothing may come twice). */
async function subjects(address: string, skip: number, count: number): Promise<string[]> {
  await mailTo(t, address, (m) => m.length >= skip + count);
  await t.inContext(() => t.server.app.outbox.processDue());
  await new Promise((r) => setTimeout(r, 300));
  return (await mailTo(t, address)).map((m) => m.subject).reverse().slice(skip);
}

describe('one booking loop in the mailbox', () => {
  it.each([
    ['fr', 'en', 11],
    ['en', 'fr', 12],
  ] as const)('client in %s, cleaner in %s: every email once, each in its reader’s language', async (clientLocale, cleanerLocale, day) => {
    const to = await loop(clientLocale, cleanerLocale, day).finally(() => clock.set(null));
    const client = EXPECTED[clientLocale].client;
    const cleaner = EXPECTED[cleanerLocale].cleaner;
    // Sorted: emails of one action share its (frozen) time, so their order in the mailbox is not fixed.
    expect((await subjects(to.client, to.earlier.client, client.length)).sort()).toEqual([...client].sort());
    expect((await subjects(to.cleaner, to.earlier.cleaner, cleaner.length)).sort()).toEqual([...cleaner].sort());
  });
});
