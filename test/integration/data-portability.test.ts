import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { PNG, form } from '../support/cleaner-fixtures.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, mailTo, movableClock, requestVisit } from '../support/booking-fixtures.js';
import { download } from '../support/pdf.js';
import { zipFiles } from '../support/zip-reader.js';
import { retryDelayMs } from '../../src/flows/outbox.js';

/**
 * Issue #17, portability (Law 25): a person asks for all the data Éclat holds about them; the archive
 * is prepared in the background through the outbox, holds every module's JSON for that person and
 * their files and nothing of anyone else, is offered to its owner only, survives a failed or
 * abandoned preparation, and is deleted once its link ends.
 */
const clock = movableClock();
const DAY = 86_400_000;
const RATINGS = { cleanliness: 5, quality: 5, reliability: 4, punctuality: 4, communication: 5, professionalism: 5, overall: 5 };
let t: TestServer;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let client: Awaited<ReturnType<typeof clientWithProperty>>;
let other: Awaited<ReturnType<typeof clientWithProperty>>;
let visitId: string;
let otherVisitId: string;
let referralCode: string;
let apiKeySecret: string;
let reviewId: string;
let portfolioPhotoId: string;

const sql = <T>(query: string, params: unknown[] = []) => t.server.orm.em.getConnection().execute<T[]>(query, params);
const CLIENT_SAYS = `Le chat s'appelle Minou ${randomUUID().slice(0, 6)}`;
const CLEANER_SAYS = `J'arrive à 9 h avec mes produits ${randomUUID().slice(0, 6)}`;
const OTHER_SAYS = `Message d'une autre cliente ${randomUUID().slice(0, 6)}`;
const CONTACT_TEXT = `Bonjour, une question sur ma facture ${randomUUID().slice(0, 6)}`;
const CONTACT_REPLY = `Bonjour, voici la réponse de l'équipe ${randomUUID().slice(0, 6)}`;

/** A visit through the API with a message each way while confirmed and a before and an after photo; it ends paid and invoiced. */
async function visitWithMessages(customer: typeof client, clientText: string, cleanerText: string, days: number): Promise<string> {
  clock.set(null);
  const res = await requestVisit(t, customer.token, draft(cleaner.user.id, customer.property.id, { date: dateInDays(days), time: '09:00', tasks: [], allowPhotos: true, notes: `Notes de ${customer.user.name}` }));
  const id = res.booking.id;
  const step = async (action: string, body?: unknown) => {
    const r = await t.api('POST', `/api/bookings/${id}/${action}`, { token: cleaner.token, body });
    expect(r.status, `${action}: ${JSON.stringify(r.body)}`).toBe(200);
  };
  await step('accept');
  for (const [token, text] of [[customer.token, clientText], [cleaner.token, cleanerText]] as const) {
    const sent = await t.api('POST', `/api/messages/${id}`, { token, body: { clientMessageId: randomUUID(), text } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  }
  const startsAt = new Date(res.booking.startsAt).getTime();
  const here = { lat: customer.property.lat, lng: customer.property.lng, accuracyMeters: 10 };
  clock.set(new Date(startsAt - 5 * 60_000));
  await step('punch-in', here);
  for (const kind of ['before', 'after']) {
    const photo = await t.api('POST', `/api/bookings/${id}/photos`, { token: cleaner.token, raw: form(PNG, 'photo.png', { kind }, 'image/png') });
    expect(photo.status, JSON.stringify(photo.body)).toBe(201);
  }
  clock.set(new Date(startsAt + 4 * 3_600_000));
  await step('punch-out', here);
  return id;
}

const requestExport = (token?: string) => t.api('POST', '/api/users/me/data-exports', { token });
const exportsOf = (token: string) => t.api<{ items: { id: string; status: string; downloadUrl: string | null; expiresAt: string | null; downloadedAt: string | null; sizeBytes: number | null }[]; linkDays: number }>('GET', '/api/users/me/data-exports', { token });

/** Waits for the background preparation (the outbox runs it after the request's commit). */
async function readyExport(token: string, id: string) {
  // A failed step's message says more than "still pending".
  const state = async () => (await sql<{ last_error: string | null }>('select last_error from platform_outbox where key = ?', [id]))[0]?.last_error ?? (await exportsOf(token)).body.items.find((e) => e.id === id)?.status;
  await expect.poll(state, { timeout: 15_000 }).toBe('ready');
  return (await exportsOf(token)).body.items.find((e) => e.id === id)!;
}

async function exportArchive(token: string) {
  const asked = await requestExport(token);
  expect(asked.status, JSON.stringify(asked.body)).toBe(202);
  const ready = await readyExport(token, asked.body.id);
  const res = await download(t, ready.downloadUrl!, token);
  expect(res.status).toBe(200);
  return { id: asked.body.id as string, files: zipFiles(res.body), headers: res.headers };
}

const json = (files: Map<string, Buffer>, name: string) => JSON.parse(files.get(name)!.toString('utf8'));
/** The archive's text files that contain `needle` (none, for what must not be there). */
const filesContaining = (files: Map<string, Buffer>, needle: string) => [...files].filter(([name, data]) => /\.(json|txt)$/.test(name) && data.toString('utf8').includes(needle)).map(([name]) => name);

beforeAll(async () => {
  t = await createTestServer({ clock, configure: longScenarios });
  admin = (await loginAs(t, 'admin')).token;
  cleaner = await listedCleaner(t, admin);
  client = await clientWithProperty(t, { name: 'Camille Tremblay' });
  // A linked sign-in provider (social sign-in; identity-oidc.test.ts runs the real flow).
  await sql(`insert into identity_linked_identities (id, user_id, provider, subject, email, created_at) values (gen_random_uuid(), ?, 'google', 'google-sub-123', ?, now())`, [client.user.id, client.user.email]);
  other = await clientWithProperty(t, { name: 'Odile Autre', address: { q: '55 avenue du Parc, Montréal', postalCode: 'H2W 1S1' } });
  visitId = await visitWithMessages(client, CLIENT_SAYS, CLEANER_SAYS, 3);
  otherVisitId = await visitWithMessages(other, OTHER_SAYS, `Réponse à Odile ${randomUUID().slice(0, 6)}`, 4);
  // Both parties review the first visit (published at once, double-blind met).
  const mine = await t.api('POST', `/api/bookings/${visitId}/reviews`, { token: client.token, body: { ratings: RATINGS, comment: 'Travail impeccable.' } });
  expect(mine.status, JSON.stringify(mine.body)).toBe(201);
  reviewId = mine.body.mine.id;
  expect((await t.api('POST', `/api/bookings/${visitId}/reviews`, { token: cleaner.token, body: { ratings: RATINGS, comment: 'Cliente accueillante.' } })).status).toBe(201);
  expect((await t.api('POST', `/api/bookings/${otherVisitId}/reviews`, { token: other.token, body: { ratings: RATINGS, comment: 'Avis de la voisine.' } })).status).toBe(201);
  clock.set(null);
  // The rest of a client's life at Éclat: a picture, a testimonial, a referral code, an opinion, the newsletter, the terms, the contact form.
  expect((await t.api('POST', '/api/users/me/avatar', { token: client.token, raw: form(PNG, 'moi.png', {}, 'image/png') })).status).toBe(200);
  const testimonial = await t.api('POST', '/api/admin/content/testimonials', { token: admin, body: { reviewId, quoteLocale: 'fr', consentAt: new Date(Date.now() - DAY).toISOString(), consentNote: 'Accord par courriel' } });
  expect(testimonial.status, JSON.stringify(testimonial.body)).toBe(201);
  const code = await t.api('POST', '/api/referrals/codes', { token: client.token });
  expect(code.status, JSON.stringify(code.body)).toBe(201);
  referralCode = code.body.code;
  expect((await t.api('POST', `/api/cleaners/${cleaner.user.id}/feedback`, { token: client.token, body: { kind: 'like' } })).status).toBeLessThan(300);
  expect((await t.api('PUT', `/api/cleaners/${cleaner.user.id}/favourite`, { token: client.token })).status).toBe(200);
  expect((await t.api('POST', '/api/newsletter/subscriptions', { body: { email: client.user.email, acceptTerms: true } })).status).toBe(202);
  const terms = await t.api('GET', '/api/users/me/terms-acceptance', { token: client.token });
  expect((await t.api('POST', '/api/users/me/terms-acceptance', { token: client.token, body: { version: terms.body.currentVersion } })).status).toBe(200);
  // The written notice of a new version of the terms (the row only: a real run would write to every file's accounts).
  await sql("insert into legal_change_notices (user_id, document, version, notified_at) values (?, 'terms', '9.9', now())", [client.user.id]);
  expect((await t.api('POST', '/api/contact-messages', { token: client.token, body: { name: 'Camille Tremblay', email: client.user.email, category: 'payment', message: CONTACT_TEXT } })).status).toBe(202);
  const [contactMessage] = (await t.api('GET', `/api/admin/contact-messages?filter=${encodeURIComponent(JSON.stringify({ q: client.user.email }))}`, { token: admin })).body;
  expect((await t.api('POST', `/api/admin/contact-messages/${contactMessage.id}/replies`, { token: admin, body: { body: CONTACT_REPLY } })).status).toBe(201);
  expect((await t.api('PUT', '/api/users/me/notification-preferences', { token: client.token, body: { emailEnabled: true, frequency: 'daily', reviewEmails: false } })).status).toBe(200);
  // An API key (issue #25), used once so its last use is recorded.
  const key = await t.api('POST', '/api/users/me/api-keys', { token: client.token, body: { name: 'Gestion locative', scopes: ['bookings:read'] } });
  expect(key.status, JSON.stringify(key.body)).toBe(201);
  apiKeySecret = key.body.secret;
  expect((await t.api('GET', '/api/bookings', { token: apiKeySecret })).status).toBe(200);
  expect((await t.api('POST', '/api/users/me/webhooks', { token: client.token, body: { url: 'https://203.0.113.10/hooks/eclat', eventTypes: ['booking.postponed'] } })).status).toBe(201);
  const photo = await t.api('POST', '/api/cleaners/me/photos', { token: cleaner.token, raw: form(PNG, 'travail.png', {}, 'image/png') });
  expect(photo.status, JSON.stringify(photo.body)).toBe(201);
  portfolioPhotoId = photo.body.id;
  // The identification the seller report needs (Part XX), its SIN encrypted.
  const declared = await t.api('PUT', '/api/cleaners/me/seller-identification', {
    token: cleaner.token,
    body: { sellerType: 'individual', firstName: 'Dominique', lastName: 'Légale', dateOfBirth: '1988-04-12', sin: '130 692 544', address: { street: '77, rue Fiscale', city: 'Montréal', province: 'QC', postalCode: 'H2X 1Y4' } },
  });
  expect(declared.status, JSON.stringify(declared.body)).toBe(200);
});
afterAll(async () => {
  clock.set(null);
  await t.close();
});

/**
 * Every table of every module, with the archive file that exports what it holds about a person, or why
 * nothing of it is. A new table fails this test until its module decides (and its `personalData` follows).
 */
const TABLES: Record<string, string> = {
  identity_users: 'account',
  identity_sessions: 'account',
  identity_password_resets: 'account',
  identity_linked_identities: 'account',
  identity_pending_links: 'account',
  identity_passkeys: 'account',
  identity_status_changes: 'account',
  properties: 'properties',
  cleaners_profiles: 'cleaner-profile',
  cleaners_documents: 'cleaner-profile',
  cleaners_verification_records: 'cleaner-profile',
  cleaners_portfolio_photos: 'cleaner-profile',
  cleaners_search: 'not exported: a read model copied from the profile, the account and the reviews',
  cleaners_search_keys: 'not exported: search keys derived from the profile',
  cleaners_search_places: 'not exported: per-place search entries derived from the profile',
  cleaners_free_time_state: 'not exported: the progress of the search free-time job, about nobody',
  availability_blocks: 'availability',
  availability_exceptions: 'availability',
  availability_feeds: 'availability',
  availability_calendar_subscriptions: 'availability',
  availability_busy_times: 'availability',
  availability_google_connections: 'availability',
  availability_google_calendars: 'availability',
  availability_google_events: 'availability',
  bookings: 'bookings',
  booking_transitions: 'bookings',
  booking_photos: 'bookings',
  booking_en_route: 'bookings',
  booking_reminders: 'not exported: which reminder emails were sent for a booking (ids and times)',
  payment_customers: 'payments',
  payment_cards: 'payments',
  payment_charges: 'payments',
  payment_tips: 'payments',
  payment_refunds: 'payments',
  payment_webhook_events: "not exported: Stripe's event log, read back as the charges it updated",
  payout_accounts: 'payouts',
  payout_earnings: 'payouts',
  payouts: 'payouts',
  payout_pending_visits: 'payouts',
  payout_runs: 'not exported: the weekly run itself (its payouts are)',
  payout_holds: 'not exported: the hold of a visit while its case is open (the case is in cases.json, the earning in payouts.json)',
  invoices: 'invoices',
  invoice_credit_notes: 'invoices',
  invoice_counters: 'not exported: the numbering sequence',
  messaging_messages: 'messages',
  messaging_preferences: 'messages',
  messaging_presence: 'not exported: live connections, kept 10 minutes',
  messaging_instant_notices: 'not exported: when the last instant email was sent, a throttle',
  reviews: 'reviews',
  review_cleaner_aggregates: 'not exported: averages computed from the reviews',
  review_reminders: 'not exported: which review reminder emails were sent for a booking (ids and times)',
  content_testimonials: 'testimonials',
  content_blog_posts: 'not exported: the storefront content',
  content_faq_entries: 'not exported: the storefront content',
  content_service_pages: 'not exported: the storefront content',
  content_impact_figures: 'not exported: the storefront content',
  content_gallery_items: "not exported: the gallery's copies, only with the client's consent (bookings.json has it)",
  content_gallery_images: 'not exported: the storefront content',
  cleaner_opinions: 'cleaner-feedback',
  cleaner_favourites: 'cleaner-feedback',
  cleaner_reports: 'cleaner-feedback',
  referral_codes: 'referrals',
  referrals: 'referrals',
  referral_rewards: 'referrals',
  newsletter_subscribers: 'newsletter',
  newsletter_consents: 'newsletter',
  newsletter_deliveries: 'newsletter',
  newsletter_campaigns: "not exported: the newsletters staff wrote (each one sent to the address is listed in newsletter.json)",
  legal_acceptances: 'terms',
  legal_change_notices: 'terms',
  contact_messages: 'contact',
  contact_replies: 'contact',
  portability_exports: 'not exported: the log of these requests, shown on the settings page',
  confidentiality_incidents: "not exported: the staff's incident register (no account's data)",
  confidentiality_incident_history: "not exported: the staff's incident register (no account's data)",
  analytics_search_days: 'not exported: daily search counts',
  booking_stats: "not exported: the dashboard's daily counts of bookings (no one's)",
  payout_earning_stats: "not exported: the dashboard's daily sums of the ledger (no one's)",
  payout_unpaid_stats: "not exported: per cleaner, the sum of unpaid lines (payouts.json has the lines)",
  seller_identifications: 'seller-identification',
  integrations_api_keys: 'api-keys',
  integrations_webhook_endpoints: 'api-keys',
  integrations_webhook_deliveries: 'not exported: copies of booking events sent to the person\'s own webhook (the bookings are in bookings.json); api-keys.json counts them',
  integrations_webhook_attempts: 'not exported: the delivery log of those events (answer codes, timings)',
  integrations_events: 'api-keys',
  push_subscriptions: 'push-notifications',
  push_preferences: 'push-notifications',
  cases: 'cases',
  case_photos: 'cases',
  integrations_idempotency_keys: 'not exported: answers to the person\'s own requests, kept 24 hours to replay them (what they created is in its own file)',
  promo_codes: "not exported: the team's promo codes (no account's data; a booking's code is in bookings.json)",
  platform_migrations: 'not exported: the schema version',
  platform_outbox: 'not exported: steps waiting to run; a delivered email is forgotten',
  platform_realtime_outbox: 'not exported: realtime frames in flight',
  platform_rate_limits: 'not exported: attempt counters, 24 hours',
  platform_dev_mailbox: 'not exported: the development mailbox (never in production)',
};

describe('every table is accounted for', () => {
  it('names, for each table of the database, the archive file that exports it or why nothing of it is', async () => {
    const tables = (await sql<{ table_name: string }>("select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1")).map((r) => r.table_name);
    expect(tables.filter((name) => !(name in TABLES)), 'tables no module decided about').toEqual([]);
    expect(Object.keys(TABLES).filter((name) => !tables.includes(name)), 'tables that no longer exist').toEqual([]);
    const sections = new Set(Object.values(TABLES).filter((v) => !v.startsWith('not exported')));
    const { files } = await exportArchive((await loginAs(t, 'client')).token);
    for (const section of sections) expect(files.has(`${section}.json`), section).toBe(true);
  });
});

describe('POST /api/users/me/data-exports and the archive', () => {
  it('answers 401 to anonymous callers', async () => {
    expect((await requestExport()).status).toBe(401);
    expect((await t.api('GET', '/api/users/me/data-exports')).status).toBe(401);
    expect((await t.api('GET', `/api/users/me/data-exports/${randomUUID()}/archive`)).status).toBe(401);
  });

  it("a client's archive holds every module's data about them, their files, and nothing of anyone else", async () => {
    const { files, headers } = await exportArchive(client.token);
    expect(headers.get('content-type')).toBe('application/zip');
    expect(headers.get('content-disposition')).toMatch(/^attachment; filename="eclat-donnees-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(headers.get('cache-control')).toBe('private, no-store');

    const readme = files.get('README.txt')!.toString('utf8');
    expect(readme).toContain('Vos données chez Éclat');
    expect(readme).toContain('bookings.json');
    const account = json(files, 'account.json');
    expect(account.account).toMatchObject({ id: client.user.id, email: client.user.email, name: 'Camille Tremblay', role: 'client', profilePicture: 'files/avatar.webp' });
    expect(account).not.toHaveProperty('account.passwordHash');
    expect(account.sessions.length).toBeGreaterThanOrEqual(1);
    expect(account.linkedSignInProviders).toEqual([expect.objectContaining({ provider: 'google', subject: 'google-sub-123', email: client.user.email })]);
    expect(files.get('files/avatar.webp')!.toString('ascii', 8, 12)).toBe('WEBP');

    expect(json(files, 'properties.json').properties).toEqual([expect.objectContaining({ id: client.property.id, wifiPassword: 'motdepasse', accessInstructions: 'Code 1234' })]);
    const [booking] = json(files, 'bookings.json').bookings;
    expect(booking).toMatchObject({ id: visitId, myRole: 'client', status: 'completed', cleanerName: cleaner.user.name, notes: 'Notes de Camille Tremblay' });
    expect(booking.photos).toHaveLength(2);
    for (const p of booking.photos) expect(files.get(p.file)?.length).toBeGreaterThan(0);
    const payments = json(files, 'payments.json');
    expect(payments.charges.map((c: { bookingId: string; kind: string }) => [c.bookingId, c.kind]).sort()).toEqual([[visitId, 'deposit'], [visitId, 'remainder']]);
    const [invoice] = json(files, 'invoices.json').invoices;
    expect(invoice).toMatchObject({ bookingId: visitId, myRole: 'client' });
    expect(files.get(invoice.file)!.subarray(0, 5).toString()).toBe('%PDF-');

    const [conversation] = json(files, 'messages.json').conversations;
    expect(conversation).toMatchObject({ bookingId: visitId, otherPartyName: cleaner.user.name });
    expect(conversation.myMessages.map((m: { text: string }) => m.text)).toEqual([CLIENT_SAYS]);
    expect(json(files, 'messages.json').notificationPreferences).toMatchObject({ emailEnabled: true, frequency: 'daily', bookingReminders: true, reviewEmails: false });
    const reviews = json(files, 'reviews.json');
    expect(reviews.written).toEqual([expect.objectContaining({ id: reviewId, comment: 'Travail impeccable.', subjectName: cleaner.user.name })]);
    expect(reviews.received).toEqual([expect.objectContaining({ comment: 'Cliente accueillante.', authorName: cleaner.user.name })]);
    expect(json(files, 'testimonials.json').testimonials).toEqual([expect.objectContaining({ reviewId, consentNote: 'Accord par courriel' })]);
    expect(json(files, 'referrals.json').codes).toEqual([expect.objectContaining({ code: referralCode })]);
    expect(json(files, 'cleaner-feedback.json').opinions).toEqual([expect.objectContaining({ cleanerId: cleaner.user.id, kind: 'like', cleanerName: cleaner.user.name })]);
    expect(json(files, 'cleaner-feedback.json').favourites).toEqual([expect.objectContaining({ cleanerId: cleaner.user.id, cleanerName: cleaner.user.name })]);
    expect(json(files, 'newsletter.json').subscription).toMatchObject({ email: client.user.email, status: 'pending', consents: [expect.objectContaining({ action: 'requested' })] });
    expect(json(files, 'terms.json').acceptances).toEqual([expect.objectContaining({ document: 'terms', language: 'fr' })]);
    expect(json(files, 'terms.json').changeNotices).toEqual([expect.objectContaining({ document: 'terms', version: '9.9', notifiedAt: expect.any(String) })]);
    expect(json(files, 'contact.json').messages).toEqual([expect.objectContaining({ message: CONTACT_TEXT })]);
    expect(json(files, 'contact.json').replies).toEqual([expect.objectContaining({ body: CONTACT_REPLY, locale: 'fr' })]);
    expect(json(files, 'api-keys.json').apiKeys).toEqual([expect.objectContaining({ name: 'Gestion locative', scopes: ['bookings:read'], lastUsedAt: expect.any(String), lastUsedIp: expect.any(String) })]);
    expect(filesContaining(files, apiKeySecret)).toEqual([]);
    expect(json(files, 'api-keys.json').webhooks).toEqual([expect.objectContaining({ url: 'https://203.0.113.10/hooks/eclat', eventTypes: ['booking.postponed'], enabled: true })]);
    expect(filesContaining(files, 'whsec_')).toEqual([]);
    // Modules that do not apply to a client answer with empty parts, never with someone else's.
    expect(json(files, 'cleaner-profile.json').profile).toBeNull();
    expect(json(files, 'payouts.json').earnings).toEqual([]);
    expect(json(files, 'availability.json').blocks).toEqual([]);

    // Nothing of the other client, nor the cleaner's words or private data.
    for (const foreign of [other.user.email, 'Odile', OTHER_SAYS, otherVisitId, other.property.id, '55 avenue du Parc', CLEANER_SAYS, cleaner.user.email, 'Avis de la voisine']) expect(filesContaining(files, foreign), foreign).toEqual([]);
    expect([...files.keys()].filter((name) => name.startsWith('files/documents/') || name.startsWith('files/portfolio/'))).toEqual([]);
  });

  it("a cleaner's archive holds their profile, documents, availability and earnings, and of their clients only the name", async () => {
    const { files } = await exportArchive(cleaner.token);
    const profile = json(files, 'cleaner-profile.json');
    expect(profile.profile).toMatchObject({ slug: cleaner.slug });
    expect(profile.documents).toEqual([expect.objectContaining({ type: 'id', status: 'approved' })]);
    expect(files.get(profile.documents[0].file)!.subarray(0, 5).toString()).toBe('%PDF-');
    expect(profile.portfolioPhotos).toEqual([expect.objectContaining({ id: portfolioPhotoId })]);
    expect(files.has(`files/portfolio/${portfolioPhotoId}.webp`)).toBe(true);
    expect(json(files, 'availability.json').blocks).toHaveLength(7);
    const bookings = json(files, 'bookings.json').bookings;
    expect(bookings.map((b: { id: string }) => b.id).sort()).toEqual([visitId, otherVisitId].sort());
    const mine = bookings.find((b: { id: string }) => b.id === visitId);
    expect(mine).toMatchObject({ myRole: 'cleaner', clientName: 'Camille Tremblay', property: { name: 'Maison', city: client.property.city } });
    expect(mine.punchIn).toEqual({ at: expect.any(String), distanceMeters: expect.any(Number) });
    expect(mine.photos.every((p: { file: string | null }) => p.file === null)).toBe(true);
    expect(json(files, 'payouts.json').earnings.map((e: { bookingId: string }) => e.bookingId).sort()).toEqual([visitId, otherVisitId].sort());
    const invoices = json(files, 'invoices.json');
    expect(invoices.invoices.every((i: { myRole: string; file: string | null }) => i.myRole === 'cleaner' && i.file === null)).toBe(true);
    expect(invoices.monthlyStatements.length).toBeGreaterThanOrEqual(1);
    expect(files.get(invoices.monthlyStatements[0].file)!.subarray(0, 5).toString()).toBe('%PDF-');
    const conversations = json(files, 'messages.json').conversations;
    expect(conversations.find((c: { bookingId: string }) => c.bookingId === visitId)).toMatchObject({ otherPartyName: 'Camille Tremblay', myMessages: [expect.objectContaining({ text: CLEANER_SAYS })] });
    // The other client's review waits for the double-blind window: not shown to the cleaner yet, so not in their archive.
    expect(json(files, 'reviews.json').received.map((r: { comment: string }) => r.comment)).toEqual(['Travail impeccable.']);

    // Their clients' homes, notes, emails and words stay out; so do the reports and opinions about the cleaner.
    // (The cleaner's own address happens to be the fixtures' 1234 rue Saint-Denis too: their homes are told apart by the property ids.)
    for (const foreign of [client.property.id, other.property.id, '55 avenue du Parc', 'Maison-WiFi', 'motdepasse', 'Code 1234', 'Notes de Camille', client.user.email, other.user.email, CLIENT_SAYS, OTHER_SAYS, 'Avis de la voisine', '"lat"']) expect(filesContaining(files, foreign), foreign).toEqual([]);
    expect(json(files, 'cleaner-feedback.json')).toMatchObject({ opinions: [], favourites: [], reports: [] });
    expect([...files.keys()].some((name) => name.startsWith('files/visit-photos/') || name.startsWith('files/invoices/'))).toBe(false);
    // The seller identification as declared; the SIN masked (the archive travels).
    expect(json(files, 'seller-identification.json').sellerIdentification).toMatchObject({ sellerType: 'individual', firstName: 'Dominique', lastName: 'Légale', dateOfBirth: '1988-04-12', street: '77, rue Fiscale', socialInsuranceNumber: '•••-•••-544' });
    expect(filesContaining(files, '130692544')).toEqual([]);
  });

  it('an admin or a person without a role gets their account, the rest empty; an English account gets an English README', async () => {
    const staff = await loginAs(t, 'admin', { locale: 'en' });
    const { files, headers } = await exportArchive(staff.token);
    expect(headers.get('content-disposition')).toMatch(/filename="eclat-data-/);
    expect(files.get('README.txt')!.toString('utf8')).toContain('Your data at Éclat');
    expect(json(files, 'account.json').account).toMatchObject({ id: staff.user.id, role: 'admin' });
    expect(json(files, 'bookings.json').bookings).toEqual([]);
    const newcomer = await loginAs(t, null);
    expect(json((await exportArchive(newcomer.token)).files, 'account.json').account).toMatchObject({ id: newcomer.user.id, role: null });
  });

  it('holds the account’s suspensions (with the reason given) and reactivations, not who decided', async () => {
    const person = await loginAs(t, 'client');
    const put = (body: object) => t.api('PUT', `/api/admin/users/${person.user.id}`, { token: admin, body });
    expect((await put({ status: 'suspended', reason: 'Trois annulations tardives ce mois-ci' })).status).toBe(200);
    expect((await put({ status: 'active' })).status).toBe(200);
    // Suspension ended the person's sessions: they sign in again once reactivated.
    const again = await t.api('POST', '/api/auth/login', { body: { email: person.user.email, password: person.user.password } });
    expect(again.status).toBe(200);
    const changes = json((await exportArchive(again.body.token as string)).files, 'account.json').accountStatusChanges as Record<string, unknown>[];
    expect(changes.map((c) => [c.status, c.reason])).toEqual([
      ['suspended', 'Trois annulations tardives ce mois-ci'],
      ['active', null],
    ]);
    expect(JSON.stringify(changes)).not.toMatch(/admin/i);
  });

  it('emails the person in their language once ready, with a link to the settings page and no key to the archive', async () => {
    const person = await loginAs(t, 'client');
    const { id } = await exportArchive(person.token);
    const [mail] = await mailTo(t, person.user.email, (m) => m.some((x) => x.subject.includes('prêtes')));
    expect(mail!.subject).toBe('Vos données Éclat sont prêtes à télécharger');
    expect(mail!.text).toContain(`${t.config.publicUrl}/profile#data-export`);
    expect(mail!.text).not.toContain(id);
  });
});

describe('one request at a time, and a few a day', () => {
  it('answers 409 while one is pending, then 429 past the daily limit', async () => {
    const person = await loginAs(t, 'client');
    const first = await requestExport(person.token);
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ status: 'pending', downloadUrl: null });
    const again = await requestExport(person.token);
    expect([again.status, again.body.error]).toEqual([409, 'portability.export_pending']);
    expect(again.body.message).toContain('déjà en préparation');
    await readyExport(person.token, first.body.id);
    for (let i = 1; i < t.config.portability.requestsPerDay; i++) await readyExport(person.token, (await requestExport(person.token)).body.id);
    const over = await requestExport(person.token);
    expect([over.status, over.body.error]).toEqual([429, 'portability.rate_limited']);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // The log keeps each request.
    expect((await exportsOf(person.token)).body.items).toHaveLength(t.config.portability.requestsPerDay);
  });

  it('two simultaneous requests make one', async () => {
    const person = await loginAs(t, 'client');
    const answers = await Promise.all([requestExport(person.token), requestExport(person.token), requestExport(person.token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409, 409]);
    const [row] = await sql<{ n: string }>('select count(*) as n from portability_exports where user_id = ?', [person.user.id]);
    expect(Number(row!.n)).toBe(1);
  });
});

describe('GET /api/users/me/data-exports/{id}/archive', () => {
  it('is its owner\'s only: anyone else, admins included, gets the answer of an unknown archive', async () => {
    const { id } = await exportArchive(client.token);
    const archive = `/api/users/me/data-exports/${id}/archive`;
    for (const token of [other.token, cleaner.token, admin]) {
      const res = await download(t, archive, token);
      expect([res.status, res.json().error]).toEqual([404, 'portability.export_not_found']);
    }
    expect((await download(t, `/api/users/me/data-exports/${randomUUID()}/archive`, client.token)).json().error).toBe('portability.export_not_found');
    expect((await exportsOf(other.token)).body.items.map((e) => e.id)).not.toContain(id);
    // The download is logged.
    const [row] = await sql<{ downloaded_at: Date | null; download_count: number }>('select downloaded_at, download_count from portability_exports where id = ?', [id]);
    expect(row!.downloaded_at).not.toBeNull();
    expect(row!.download_count).toBe(1);
  });
});

describe('the preparation survives failures (the outbox)', () => {
  const outboxRow = async (exportId: string) =>
    (await sql<{ attempts: number; processed: boolean; last_error: string | null }>(
      "select attempts, processed_at is not null as processed, last_error from platform_outbox where flow = 'portability.export_requested' and key = ?",
      [exportId],
    ))[0];

  it('a module that fails is retried later; the archive is made then, once', async () => {
    const person = await loginAs(t, 'client');
    const reviews = t.server.app.reviews.api;
    const real = reviews.personalData;
    let failures = 1;
    reviews.personalData = async (s) => {
      if (failures-- > 0) throw new Error('reviews unavailable');
      return real(s);
    };
    try {
      const start = new Date(Date.now());
      clock.set(start);
      const asked = await requestExport(person.token);
      expect(asked.status).toBe(202);
      await expect.poll(async () => (await outboxRow(asked.body.id))?.attempts).toBe(1);
      expect(await outboxRow(asked.body.id)).toMatchObject({ processed: false, last_error: 'reviews unavailable' });
      // Still pending: nothing stored, nothing to download, no email, no second request.
      expect((await exportsOf(person.token)).body.items[0]).toMatchObject({ id: asked.body.id, status: 'pending', downloadUrl: null });
      const early = await download(t, `/api/users/me/data-exports/${asked.body.id}/archive`, person.token);
      expect([early.status, early.json().error]).toEqual([409, 'portability.export_not_ready']);
      expect(existsSync(path.join(t.config.uploadsDir, `data-exports/${asked.body.id}.zip`))).toBe(false);
      expect((await requestExport(person.token)).status).toBe(409);

      clock.set(new Date(start.getTime() + retryDelayMs(1) + 1000));
      expect(await t.inContext(() => t.server.app.outbox.processDue())).toBeGreaterThanOrEqual(1);
      clock.set(null);
      expect(await outboxRow(asked.body.id)).toMatchObject({ attempts: 2, processed: true, last_error: null });
      const ready = await readyExport(person.token, asked.body.id);
      expect(json(zipFiles((await download(t, ready.downloadUrl!, person.token)).body), 'account.json').account.id).toBe(person.user.id);
      expect((await mailTo(t, person.user.email, (m) => m.some((x) => x.subject.includes('prêtes')))).filter((m) => m.subject.includes('prêtes'))).toHaveLength(1);
    } finally {
      reviews.personalData = real;
      clock.set(null);
    }
  });

  it('a failure after the archive was stored rolls the request back; the retry writes it again and completes', async () => {
    const person = await loginAs(t, 'client');
    const repository = t.server.app.portability.deps.exports;
    const save = repository.save.bind(repository);
    let failures = 1;
    repository.save = async (e) => {
      if (failures-- > 0) throw new Error('connection lost');
      return save(e);
    };
    try {
      const start = new Date(Date.now());
      clock.set(start);
      const asked = await requestExport(person.token);
      await expect.poll(async () => (await outboxRow(asked.body.id))?.attempts).toBe(1);
      // The file was written before the failure; the row still says pending, so nobody is offered it.
      expect(existsSync(path.join(t.config.uploadsDir, `data-exports/${asked.body.id}.zip`))).toBe(true);
      expect((await exportsOf(person.token)).body.items[0]).toMatchObject({ status: 'pending', downloadUrl: null });
      clock.set(new Date(start.getTime() + retryDelayMs(1) + 1000));
      await t.inContext(() => t.server.app.outbox.processDue());
      clock.set(null);
      const ready = await readyExport(person.token, asked.body.id);
      expect(zipFiles((await download(t, ready.downloadUrl!, person.token)).body).has('README.txt')).toBe(true);
    } finally {
      repository.save = save;
      clock.set(null);
    }
  });

  it('a request whose process died before preparing it is prepared by the poller of any instance', async () => {
    const person = await loginAs(t, 'client', { locale: 'en' });
    // A file a module lists but that is gone by then (deleted meanwhile) is named in the README, not a failure.
    const avatar = await t.api('POST', '/api/users/me/avatar', { token: person.token, raw: form(PNG, 'me.png', {}, 'image/png') });
    rmSync(path.join(t.config.uploadsDir, 'avatars', String(avatar.body.profilePic).split('/').pop()!));
    const id = randomUUID();
    // As a process leaves them when it dies right after the request's commit.
    await sql("insert into portability_exports (id, user_id, status, requested_at) values (?, ?, 'pending', now())", [id, person.user.id]);
    await sql(
      `insert into platform_outbox (id, flow, step, key, payload, created_at, available_at)
       values (?, 'portability.export_requested', 'portability.build_archive', ?, ?::jsonb, now(), now())`,
      [randomUUID(), id, JSON.stringify({ exportId: id })],
    );
    const done = await Promise.all([1, 2].map(() => t.inContext(() => t.server.app.outbox.processDue())));
    expect(done.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const ready = await readyExport(person.token, id);
    expect(ready.sizeBytes).toBeGreaterThan(0);
    const files = zipFiles((await download(t, ready.downloadUrl!, person.token)).body);
    expect(files.has('files/avatar.webp')).toBe(false);
    expect(files.get('README.txt')!.toString('utf8')).toContain('Files deleted meanwhile (not included):\r\n- files/avatar.webp');
    const [mail] = await mailTo(t, person.user.email);
    expect(mail!.subject).toBe('Your Éclat data is ready to download');
  });

  it('a request of an account deleted before it was prepared is given up, with nothing stored', async () => {
    const person = await loginAs(t, 'client');
    const id = randomUUID();
    await sql("insert into portability_exports (id, user_id, status, requested_at) values (?, ?, 'pending', now())", [id, person.user.id]);
    expect((await t.api('DELETE', '/api/users/me', { token: person.token, body: { confirmation: 'SUPPRIMER' } })).status).toBe(204);
    await t.inContext(() => t.server.app.portability.api.buildArchive(id));
    const [row] = await sql<{ status: string; expired_at: Date | null; storage_key: string | null }>('select status, expired_at, storage_key from portability_exports where id = ?', [id]);
    expect(row).toMatchObject({ status: 'cancelled', storage_key: null });
    expect(row!.expired_at).not.toBeNull();
    expect(existsSync(path.join(t.config.uploadsDir, `data-exports/${id}.zip`))).toBe(false);
  });
});

describe('the link expires and the archive is deleted', () => {
  it('after PORTABILITY_LINK_DAYS the owner is refused and the hourly job deletes the file', async () => {
    const person = await loginAs(t, 'cleaner');
    const { id } = await exportArchive(person.token);
    const file = path.join(t.config.uploadsDir, `data-exports/${id}.zip`);
    expect(existsSync(file)).toBe(true);
    const ready = (await exportsOf(person.token)).body.items.find((e) => e.id === id)!;
    expect(new Date(ready.expiresAt!).getTime() - Date.now()).toBeGreaterThan((t.config.portability.linkDays - 1) * DAY);

    // Just before the end: still there.
    clock.set(new Date(new Date(ready.expiresAt!).getTime() - 60_000));
    expect((await download(t, ready.downloadUrl!, person.token)).status).toBe(200);
    // At the end, refused at once, even before the job runs.
    clock.set(new Date(new Date(ready.expiresAt!).getTime() + 1000));
    const listed = (await exportsOf(person.token)).body.items.find((e) => e.id === id)!;
    expect(listed).toMatchObject({ status: 'expired', downloadUrl: null });
    const refused = await download(t, ready.downloadUrl!, person.token);
    expect([refused.status, refused.json().error]).toEqual([404, 'portability.export_expired']);

    expect(await t.inContext(() => t.server.app.portability.api.expireArchives())).toBeGreaterThanOrEqual(1);
    await expect.poll(() => existsSync(file)).toBe(false);
    const [row] = await sql<{ status: string; expired_at: Date | null }>('select status, expired_at from portability_exports where id = ?', [id]);
    expect(row!.status).toBe('expired');
    expect(row!.expired_at).not.toBeNull();
    // A second run finds nothing of this one.
    await t.inContext(() => t.server.app.portability.api.expireArchives());
    clock.set(null);
    expect((await download(t, ready.downloadUrl!, person.token)).json().error).toBe('portability.export_expired');
  });
});
