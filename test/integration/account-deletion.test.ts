import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { PNG, form } from '../support/cleaner-fixtures.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, movableClock, requestVisit } from '../support/booking-fixtures.js';

/**
 * Issue #17, account deletion (Law 25): once a client and a cleaner with data in every module delete
 * their accounts and the outbox has run, no table of the database still holds a row that identifies
 * them (id, email, name, address), except the tables listed below with what they keep and why; their
 * stored files are gone. A table added later without a deletion rule fails this test.
 */
const clock = movableClock();
const DAY = 86_400_000;
const RATINGS = { cleanliness: 5, quality: 5, reliability: 4, punctuality: 4, communication: 5, professionalism: 5, overall: 5 };
// Street numbers of their own: other test files share the database and the fixtures' addresses.
const CLIENT_ADDRESS = `${10_000 + Math.floor(Math.random() * 80_000)} avenue du Parc`;
const CLEANER_ADDRESS = `${10_000 + Math.floor(Math.random() * 80_000)} rue Saint-Denis`;
type Needle = 'id' | 'email' | 'name' | 'address';

/**
 * Tables that keep something identifying one of the deleted people, which identifier, and why.
 * Every other table must hold nothing of them.
 */
const KEPT: Record<string, { keeps: Needle[]; why: string }> = {
  identity_users: { keeps: ['id'], why: 'the anonymised account row: bookings and invoices refer to its id' },
  bookings: { keeps: ['id'], why: 'financial record, 6 years (tax law): parties by id, no address, notes or coordinates' },
  booking_transitions: { keeps: ['id'], why: "the bookings' history (who acted, by id)" },
  payment_charges: { keeps: ['id'], why: 'financial record, 6 years (tax law)' },
  payment_tips: { keeps: ['id'], why: 'financial record, 6 years (tax law): the tip, its client and cleaner by id' },
  payout_accounts: { keeps: ['id'], why: "payout account reference of the cleaner's paid payouts (tax law, seller reporting)" },
  payout_earnings: { keeps: ['id'], why: 'financial record, 6 years (tax law)' },
  payout_unpaid_stats: { keeps: ['id'], why: "the sum of payout_earnings' unpaid lines per cleaner (the dashboard's rollup)" },
  payouts: { keeps: ['id'], why: 'financial record, 6 years (tax law)' },
  payout_pending_visits: { keeps: ['id'], why: 'money owed to the cleaner for a visit done' },
  seller_identifications: { keeps: ['id', 'name', 'address'], why: 'a paid cleaner stays reportable (Part XX return) and the tax records are kept 6 years after the last year paid, then purged' },
  invoices: { keeps: ['id', 'email', 'name', 'address'], why: 'the invoices as issued, 6 years (tax law): buyer and seller as printed' },
  legal_acceptances: { keeps: ['id'], why: 'which terms were accepted, kept 3 years after the account (prescription, privacy policy)' },
  legal_change_notices: { keeps: ['id'], why: 'proof that the written notice of new terms was sent (Consumer Protection Act s. 11.2), kept with the acceptances' },
  cleaner_reports: { keeps: ['id'], why: "the team's safety record about a cleaner, 2 years after handling; the reporter's comment erased" },
  referral_codes: { keeps: ['id'], why: 'deactivated; referrals point to it' },
  portability_exports: { keeps: ['id'], why: 'the log that each data request was answered (times only); archives deleted' },
  platform_outbox: { keeps: ['id'], why: "other flows' steps already done (ids only; a deletion's payload is forgotten), swept after 7 days" },
  platform_dev_mailbox: { keeps: ['id', 'email', 'name'], why: 'the development mailbox (never in production)' },
  platform_rate_limits: { keeps: ['id', 'email'], why: 'attempt counters, 24 hours' },
};

let t: TestServer;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let client: Awaited<ReturnType<typeof clientWithProperty>>;
let visitId: string;
let newsletterId: string;
let cleanerName: string;
const fileKeys: string[] = [];

const sql = <T>(query: string, params: unknown[] = []) => t.server.orm.em.getConnection().execute<T[]>(query, params);
const stored = (key: string) => existsSync(path.join(t.config.uploadsDir, key));
const CLIENT_NAME = `Camille Effacée ${randomUUID().slice(0, 6)}`;

async function ok(res: Promise<{ status: number; body: unknown }>, status = 200) {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- API answers of many shapes
}

/** A confirmed visit with a message each way and before/after photos; it ends completed, paid and invoiced. */
async function visit(): Promise<string> {
  clock.set(null);
  const res = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(3), time: '09:00', tasks: [], allowPhotos: true, notes: 'Le chat s’appelle Minou' }));
  const id = res.booking.id;
  await ok(t.api('POST', `/api/bookings/${id}/accept`, { token: cleaner.token }));
  for (const token of [client.token, cleaner.token]) await ok(t.api('POST', `/api/messages/${id}`, { token, body: { clientMessageId: randomUUID(), text: `Bonjour ${randomUUID().slice(0, 6)}` } }), 201);
  const startsAt = new Date(res.booking.startsAt).getTime();
  const here = { lat: client.property.lat, lng: client.property.lng, accuracyMeters: 10 };
  clock.set(new Date(startsAt - 5 * 60_000));
  await ok(t.api('POST', `/api/bookings/${id}/punch-in`, { token: cleaner.token, body: here }));
  for (const kind of ['before', 'after']) await ok(t.api('POST', `/api/bookings/${id}/photos`, { token: cleaner.token, raw: form(PNG, 'photo.png', { kind }, 'image/png') }), 201);
  clock.set(new Date(startsAt + 4 * 3_600_000));
  await ok(t.api('POST', `/api/bookings/${id}/punch-out`, { token: cleaner.token, body: here }));
  clock.set(null);
  return id;
}

async function readyExport(token: string) {
  const asked = await ok(t.api('POST', '/api/users/me/data-exports', { token }), 202);
  const status = async () => (await t.api<{ items: { id: string; status: string }[] }>('GET', '/api/users/me/data-exports', { token })).body.items.find((e) => e.id === asked.id)?.status;
  // Set up in beforeAll, where expect.poll is not available.
  for (let i = 0; i < 150 && (await status()) !== 'ready'; i++) await new Promise((r) => setTimeout(r, 100));
  expect(await status()).toBe('ready');
  return `data-exports/${asked.id}.zip`;
}

/** Runs the outbox until nothing is left to do (the deletion's steps, then the files they hand to `files.delete`). */
async function drainOutbox() {
  const left = async () => {
    await t.inContext(() => t.server.app.outbox.processDue());
    const rows = await sql<{ flow: string; step: string; last_error: string | null }>('select flow, step, last_error from platform_outbox where processed_at is null');
    return rows.map((r) => `${r.flow}/${r.step}: ${r.last_error ?? 'pending'}`);
  };
  await expect.poll(left, { timeout: 20_000 }).toEqual([]);
}

beforeAll(async () => {
  t = await createTestServer({ clock, configure: longScenarios });
  admin = (await loginAs(t, 'admin')).token;
  cleaner = await listedCleaner(t, admin, { profile: { street: CLEANER_ADDRESS } });
  // The factories name every account alike: a name of its own, so that only theirs is looked for.
  cleanerName = `Dominique Effacée ${randomUUID().slice(0, 6)}`;
  await ok(t.api('PATCH', '/api/users/me', { token: cleaner.token, body: { name: cleanerName } }));
  client = await clientWithProperty(t, { name: CLIENT_NAME, address: { q: `${CLIENT_ADDRESS}, Montréal`, postalCode: 'H2W 1S1' } });
  visitId = await visit();

  // Reviews both ways, a testimonial, and a gallery pair with the client's consent.
  const mine = await ok(t.api('POST', `/api/bookings/${visitId}/reviews`, { token: client.token, body: { ratings: RATINGS, comment: 'Travail impeccable.' } }), 201);
  await ok(t.api('POST', `/api/bookings/${visitId}/reviews`, { token: cleaner.token, body: { ratings: RATINGS, comment: 'Cliente accueillante.' } }), 201);
  await ok(t.api('POST', '/api/admin/content/testimonials', { token: admin, body: { reviewId: mine.mine.id, quoteLocale: 'fr', consentAt: new Date(Date.now() - DAY).toISOString(), consentNote: 'Accord par courriel' } }), 201);
  await ok(t.api('PUT', `/api/bookings/${visitId}/gallery-consent`, { token: client.token, body: { consent: true } }));
  const photos = await sql<{ id: string; kind: string; storage_key: string }>('select id, kind, storage_key from booking_photos where booking_id = ?', [visitId]);
  const pair = await ok(
    t.api('POST', '/api/admin/content/gallery-items/from-booking', {
      token: admin,
      body: { bookingId: visitId, beforePhotoId: photos.find((p) => p.kind === 'before')!.id, afterPhotoId: photos.find((p) => p.kind === 'after')!.id, category: 'kitchen', captionFr: 'Cuisine', captionEn: 'Kitchen' },
    }),
    201,
  );
  const [item] = await sql<{ before_image: string; after_image: string }>('select before_image, after_image from content_gallery_items where id = ?', [pair.id]);
  const galleryKeys = await sql<{ key: string }>('select key from content_gallery_images where key = any(?::text[])', [`{${item!.before_image},${item!.after_image}}`]);
  fileKeys.push(...photos.map((p) => p.storage_key), ...galleryKeys.map((g) => g.key));

  // The rest of the client's life at Éclat.
  await ok(t.api('POST', '/api/users/me/avatar', { token: client.token, raw: form(PNG, 'moi.png', {}, 'image/png') }));
  await ok(t.api('POST', '/api/referrals/codes', { token: client.token }), 201);
  // An API key (issue #25): deleted with the account.
  await ok(t.api('POST', '/api/users/me/api-keys', { token: client.token, body: { name: `Clé de ${CLIENT_NAME}`, scopes: ['bookings:read'] } }), 201);
  // A webhook endpoint (its owner id is the person's): deleted with the account, its deliveries with it.
  await ok(t.api('POST', '/api/users/me/webhooks', { token: client.token, body: { url: 'https://203.0.113.10/hooks/eclat', eventTypes: ['booking.postponed'] } }), 201);
  expect((await t.api('POST', `/api/cleaners/${cleaner.user.id}/feedback`, { token: client.token, body: { kind: 'like' } })).status).toBeLessThan(300);
  expect((await t.api('PUT', `/api/cleaners/${cleaner.user.id}/favourite`, { token: client.token })).status).toBe(200);
  expect((await t.api('POST', `/api/cleaners/${cleaner.user.id}/feedback`, { token: client.token, body: { kind: 'report', reason: 'communication', comment: `Plainte de ${CLIENT_NAME}` } })).status).toBeLessThan(300);
  await ok(t.api('POST', '/api/newsletter/subscriptions', { body: { email: client.user.email, acceptTerms: true } }), 202);
  // A newsletter sent to that address (the delivery row only: a real send would reach every file's subscribers).
  newsletterId = (await ok(t.api('POST', '/api/admin/newsletter/campaigns', { token: admin, body: { subjectFr: 'Nouvelles', subjectEn: 'News', bodyFr: 'Bonjour', bodyEn: 'Hello' } }), 201)).id;
  await sql(
    `insert into newsletter_deliveries (id, campaign_id, subscriber_id, status, locale, available_at, sent_at, created_at, updated_at)
     select gen_random_uuid(), ?, id, 'sent', 'fr', now(), now(), now(), now() from newsletter_subscribers where email = ?`,
    [newsletterId, client.user.email],
  );
  // A linked sign-in provider and a link waiting for the password (social sign-in, identity-oidc.test.ts runs the real flow).
  await sql(`insert into identity_linked_identities (id, user_id, provider, subject, email, created_at) values (gen_random_uuid(), ?, 'google', ?, ?, now())`, [client.user.id, `sub-${client.user.id}`, client.user.email]);
  await sql(
    `insert into identity_passkeys (id, user_id, credential_id, public_key, counter, name, device_type, backed_up, created_at) values (gen_random_uuid(), ?, ?, 'pk', 0, ?, 'multiDevice', true, now())`,
    [client.user.id, `cred-${client.user.id}`, `Téléphone de ${CLIENT_NAME}`],
  );
  await sql(
    `insert into identity_pending_links (id, user_id, provider, subject, email, token_hash, expires_at, created_at) values (gen_random_uuid(), ?, 'apple', ?, ?, md5(random()::text), now() + interval '1 hour', now())`,
    [client.user.id, `sub-${client.user.id}`, client.user.email],
  );
  const terms = await ok(t.api('GET', '/api/users/me/terms-acceptance', { token: client.token }));
  await ok(t.api('POST', '/api/users/me/terms-acceptance', { token: client.token, body: { version: terms.currentVersion } }));
  // The written notice of a new version of the terms (the row only: a real run would write to every file's accounts).
  await sql("insert into legal_change_notices (user_id, document, version, notified_at) values (?, 'terms', '9.9', now())", [client.user.id]);
  await ok(t.api('POST', '/api/contact-messages', { token: client.token, body: { name: CLIENT_NAME, email: client.user.email, category: 'payment', message: `Question de ${CLIENT_NAME}` } }), 202);
  // The team's reply to it by email (contact_replies), naming the client.
  const contactMessage = (await ok(t.api('GET', `/api/admin/contact-messages?filter=${encodeURIComponent(JSON.stringify({ q: client.user.email }))}`, { token: admin })))[0];
  await ok(t.api('POST', `/api/admin/contact-messages/${contactMessage.id}/replies`, { token: admin, body: { body: `Bonjour ${CLIENT_NAME}, voici notre réponse.` } }), 201);
  await ok(t.api('PUT', '/api/users/me/notification-preferences', { token: client.token, body: { emailEnabled: true, frequency: 'daily', bookingReminders: false, reviewEmails: false } }));

  // The cleaner's: a picture, a portfolio photo (documents and availability come with listedCleaner).
  await ok(t.api('POST', '/api/users/me/avatar', { token: cleaner.token, raw: form(PNG, 'moi.png', {}, 'image/png') }));
  await ok(t.api('POST', '/api/cleaners/me/photos', { token: cleaner.token, raw: form(PNG, 'travail.png', {}, 'image/png') }), 201);
  // The identification the seller report needs (Part XX).
  await ok(
    t.api('PUT', '/api/cleaners/me/seller-identification', {
      token: cleaner.token,
      body: { sellerType: 'individual', firstName: 'Dominique', lastName: 'Effacée', dateOfBirth: '1988-04-12', sin: '130 692 544', address: { street: CLEANER_ADDRESS, city: 'Montréal', province: 'QC', postalCode: 'H2X 1Y4' } },
    }),
  );

  // A subscribed external calendar and a busy time imported from it (the rows only: calendar-subscriptions.test.ts syncs a real one).
  await sql(
    `insert into availability_calendar_subscriptions (id, cleaner_id, name, url_sealed, url_hash, masked_url, created_at, next_sync_at)
     values (gen_random_uuid(), ?, ?, 'v1:none:sealed', md5(random()::text), 'https://calendar.example/…/basic.ics', now(), now() + interval '1 day')`,
    [cleaner.user.id, `Agenda de ${cleanerName}`],
  );
  await sql(
    `insert into availability_busy_times (subscription_id, cleaner_id, starts_at, ends_at)
     select id, cleaner_id, now() + interval '2 days', now() + interval '2 days 1 hour' from availability_calendar_subscriptions where cleaner_id = ?`,
    [cleaner.user.id],
  );

  // Each asks for a copy of their data: the archives are files too.
  fileKeys.push(await readyExport(client.token), await readyExport(cleaner.token));
  const ids = [client.user.id, cleaner.user.id];
  const avatars = await sql<{ profile_pic: string }>('select profile_pic from identity_users where id = any(?::uuid[])', [`{${ids.join(',')}}`]);
  fileKeys.push(...avatars.map((a) => a.profile_pic.replace(/^\/api\/files\//, '')));
  fileKeys.push(...(await sql<{ storage_key: string }>('select storage_key from cleaners_documents where cleaner_id = ?', [cleaner.user.id])).map((d) => d.storage_key));
  fileKeys.push(...(await sql<{ large_key: string; thumb_key: string }>('select large_key, thumb_key from cleaners_portfolio_photos where cleaner_id = ?', [cleaner.user.id])).flatMap((p) => [p.large_key, p.thumb_key]));
}, 120_000);
afterAll(async () => {
  clock.set(null);
  await t.close();
});

describe('DELETE /api/users/me, then the outbox', () => {
  it('leaves no row that identifies the client or the cleaner outside the tables that must keep one, and none of their files', async () => {
    // Precondition: every kind of data exists, and every file.
    for (const key of fileKeys) expect(stored(key), key).toBe(true);
    expect(fileKeys.filter((k) => k.startsWith('data-exports/'))).toHaveLength(2);
    expect(fileKeys.some((k) => k.startsWith('avatars/'))).toBe(true);
    const before = await sql<{ n: string }>(
      `select (select count(*) from cleaner_opinions where client_id = ?) + (select count(*) from cleaner_favourites) + (select count(*) from content_testimonials) + (select count(*) from content_gallery_items where source_booking_id = ?)
            + (select count(*) from availability_blocks where cleaner_id = ?) + (select count(*) from newsletter_subscribers where email = ?) as n`,
      [client.user.id, visitId, cleaner.user.id, client.user.email],
    );
    expect(Number(before[0]!.n)).toBeGreaterThanOrEqual(6);
    expect(await sql('select id from properties where owner_id = ? and address_line1 like ?', [client.user.id, `${CLIENT_ADDRESS}%`])).toHaveLength(1);
    expect(await sql('select user_id from cleaners_profiles where user_id = ? and street = ?', [cleaner.user.id, CLEANER_ADDRESS])).toHaveLength(1);

    expect(await sql('select id from newsletter_deliveries where campaign_id = ?', [newsletterId])).toHaveLength(1);
    for (const person of [client, cleaner]) expect((await t.api('DELETE', '/api/users/me', { token: person.token, body: { confirmation: 'SUPPRIMER' } })).status).toBe(204);
    await drainOutbox();
    // Deliveries hold no address (the scan below cannot see them): the subscription's go with it.
    expect(await sql('select id from newsletter_deliveries where campaign_id = ?', [newsletterId])).toEqual([]);

    const people = [
      { id: client.user.id, email: client.user.email, name: CLIENT_NAME, address: CLIENT_ADDRESS },
      { id: cleaner.user.id, email: cleaner.user.email, name: cleanerName, address: CLEANER_ADDRESS },
    ];
    const tables = (await sql<{ table_name: string }>("select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1")).map((r) => r.table_name);
    expect(tables.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const table of tables) {
      for (const person of people) {
        for (const needle of ['id', 'email', 'name', 'address'] as const) {
          if (KEPT[table]?.keeps.includes(needle)) continue;
          const [row] = await sql<{ n: string }>(`select count(*) as n from "${table}" x where strpos(lower(x::text), lower(?)) > 0`, [person[needle]]);
          if (Number(row!.n) > 0) found.push(`${table}: ${row!.n} row(s) with the ${needle} of ${person === people[0] ? 'the client' : 'the cleaner'}`);
        }
      }
    }
    expect(found).toEqual([]);
    // The allow-list names only tables that exist.
    expect(Object.keys(KEPT).filter((name) => !tables.includes(name))).toEqual([]);

    for (const key of fileKeys) expect(stored(key), key).toBe(false);
  });

  it('keeps the bookings for the tax law, without the home, notes or coordinates; the invoice as issued', async () => {
    const [booking] = await sql<{ notes: string | null; property_snapshot: { name: string; address: Record<string, unknown>; wifiPassword: string | null }; punch_in: Record<string, unknown>; gallery_consent_at: Date | null; total_cents: number }>(
      'select notes, property_snapshot, punch_in, gallery_consent_at, total_cents from bookings where id = ?',
      [visitId],
    );
    expect(booking).toMatchObject({ notes: null, gallery_consent_at: null, property_snapshot: { name: '', wifiPassword: null, address: { line1: '', postalCode: '', city: client.property.address.city } } });
    expect(booking!.total_cents).toBeGreaterThan(0);
    expect(Object.keys(booking!.punch_in)).not.toContain('lat');
    expect((await sql('select id from invoices where booking_id = ?', [visitId])).length).toBe(1);
    expect((await sql('select id from payment_charges where booking_id = ?', [visitId])).length).toBeGreaterThan(0);
    // The paid cleaner's seller identification, until 6 years after the last year paid (then the retention job).
    const [seller] = await sql<{ keep_until: string }>('select keep_until::text as keep_until from seller_identifications where cleaner_id = ?', [cleaner.user.id]);
    const [paid] = await sql<{ year: number }>(`select max(extract(year from earned_at at time zone 'America/Toronto'))::int as year from payout_earnings where cleaner_id = ?`, [cleaner.user.id]);
    expect(seller!.keep_until).toBe(`${paid!.year + 6}-12-31`);
    // The deletion's payload (the former address) is forgotten once done.
    const flows = await sql<{ payload: Record<string, unknown> }>("select payload from platform_outbox where flow = 'identity.account_deleted'");
    expect(flows.length).toBeGreaterThan(0);
    expect(flows.every((f) => Object.keys(f.payload).length === 0)).toBe(true);
  });

  it("is refused while a visit is open, for the client and the cleaner alike (listing it), then done once it is cancelled; someone else's data stays", async () => {
    const person = await clientWithProperty(t, { address: { q: `${CLIENT_ADDRESS}, Montréal`, postalCode: 'H2W 1S1' } });
    const bystander = await loginAs(t, 'client');
    await ok(t.api('POST', '/api/contact-messages', { token: bystander.token, body: { name: 'Odile Autre', email: bystander.user.email, category: 'other', message: 'Une question, merci.' } }), 202);
    await ok(t.api('PUT', '/api/users/me/notification-preferences', { token: bystander.token, body: { emailEnabled: true, frequency: 'daily' } }));
    const other = await listedCleaner(t, admin);
    const res = await requestVisit(t, person.token, draft(other.user.id, person.property.id, { date: dateInDays(5), time: '09:00', tasks: [], allowPhotos: false, notes: 'Sonnez deux fois' }));
    // Requested (pending): refused already.
    const pending = await t.api('DELETE', '/api/users/me', { token: person.token, body: { confirmation: 'SUPPRIMER' } });
    expect(pending).toMatchObject({ status: 409, body: { error: 'account.open_visits', message: expect.stringContaining('encore une visite demandée') } });
    await ok(t.api('POST', `/api/bookings/${res.booking.id}/accept`, { token: other.token }));
    for (const who of [person, other]) {
      // In the account's language (French here), the visit's date and time as people read them.
      const refused = await t.api('DELETE', '/api/users/me', { token: who.token, body: { confirmation: 'SUPPRIMER' } });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ error: 'account.open_visits', details: [{ field: `visits.${res.booking.id}`, code: 'account.open_visit', message: expect.stringMatching(/^Visite du \S+ .*9\s?h/) }] });
      expect(refused.body.message).toMatch(/Annulez-la /);
      // Nothing was done: the account still works.
      expect((await t.api('GET', '/api/users/me', { token: who.token })).status).toBe(200);
    }
    expect(await sql("select id from platform_outbox where flow = 'identity.account_deleted' and payload->>'userId' in (?, ?)", [person.user.id, other.user.id])).toEqual([]);
    // Cancelled (five days ahead: free by the policy), the visit no longer holds the deletion back.
    await ok(t.api('POST', `/api/bookings/${res.booking.id}/cancel`, { token: person.token, body: { reason: 'Je ferme mon compte' } }));
    expect((await t.api('DELETE', '/api/users/me', { token: person.token, body: { confirmation: 'SUPPRIMER' } })).status).toBe(204);
    await drainOutbox();
    const [kept] = await sql<{ status: string; notes: string | null }>('select status, notes from bookings where id = ?', [res.booking.id]);
    expect(kept).toMatchObject({ status: 'cancelled', notes: null });
    expect(await sql('select id from properties where owner_id = ?', [person.user.id])).toEqual([]);
    expect(await sql('select id from contact_messages where user_id = ?', [bystander.user.id])).toHaveLength(1);
    expect(await sql('select user_id from messaging_preferences where user_id = ?', [bystander.user.id])).toHaveLength(1);
  });

  it('a step that fails is retried later and the others still run', async () => {
    const person = await loginAs(t, 'client');
    await ok(t.api('PUT', '/api/users/me/notification-preferences', { token: person.token, body: { emailEnabled: false, frequency: 'daily' } }));
    const messaging = t.server.app.messaging.api;
    const real = messaging.erasePersonalData;
    let failures = 1;
    messaging.erasePersonalData = async (s) => {
      if (failures-- > 0) throw new Error('messaging unavailable');
      return real(s);
    };
    try {
      const start = new Date(Date.now());
      clock.set(start);
      expect((await t.api('DELETE', '/api/users/me', { token: person.token, body: { confirmation: 'SUPPRIMER' } })).status).toBe(204);
      const failed = async () => (await sql<{ last_error: string | null }>("select last_error from platform_outbox where step = 'messaging.erase' and processed_at is null")).map((r) => r.last_error);
      await expect.poll(failed, { timeout: 15_000 }).toEqual(['messaging unavailable']);
      expect(await sql('select user_id from messaging_preferences where user_id = ?', [person.user.id])).toHaveLength(1);
      clock.set(new Date(start.getTime() + 60_000));
      await drainOutbox();
      expect(await sql('select user_id from messaging_preferences where user_id = ?', [person.user.id])).toHaveLength(0);
    } finally {
      messaging.erasePersonalData = real;
      clock.set(null);
    }
  });
});
