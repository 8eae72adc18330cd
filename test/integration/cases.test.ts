import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { ownDatabase } from '../support/own-database.js';
import { loginAs } from '../support/factories.js';
import { PNG, form } from '../support/cleaner-fixtures.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, mailTo, movableClock, requestVisit } from '../support/booking-fixtures.js';
import { STAND_IN_WEBHOOK_SECRET, startStripe, type StripeStandIn } from '../support/stripe-stand-in/index.js';
import { postWebhook, stripeEvent } from '../support/stripe-stand-in/payments-routes.js';
import { bookingPayments, eventsSettled, saveCard, visitPaidWith } from '../support/payments-fixtures.js';

/**
 * Issue #36, "When a cleaning goes wrong, Éclat makes it right": the client's problem report, the
 * cleaner's answer, the console's three decisions and the payout hold, through the API, with the
 * real Stripe SDK against the local stand-in. A database of its own: the clock moves, and the weekly
 * run pays every cleaner of a week.
 */
const clock = movableClock();
let t: TestServer;
let db: Awaited<ReturnType<typeof ownDatabase>>;
let stripe: StripeStandIn;
let admin: string;
let day = 3;

beforeAll(async () => {
  const started = await startStripe();
  stripe = started.stripe;
  db = await ownDatabase('cases');
  t = await createTestServer({ env: { ...started.env, DATABASE_URL: db.url }, clock, configure: longScenarios });
  admin = (await loginAs(t, 'admin')).token;
});
afterEach(() => clock.set(null));
afterAll(async () => {
  await t?.close();
  await stripe?.close();
  await db?.drop();
});

type Cleaner = Awaited<ReturnType<typeof listedCleaner>>;
type Client = Awaited<ReturnType<typeof clientWithProperty>>;
const sql = <T>(query: string, params: unknown[] = []) => t.server.orm.em.getConnection().execute<T[]>(query, params);
const settle = async () => {
  for (let i = 0; i < 5; i++) await t.inContext(() => t.server.app.outbox.processDue());
};

/** A visit paid by card at Stripe (deposit and remainder), punched out; the clock left at real time. */
async function paidVisit(cleaner: Cleaner, client: Client) {
  const card = await saveCard(t, client.token, 'pm_card_visa');
  const v = await visitPaidWith(t, clock, cleaner, client, card.paymentMethodId, day++);
  clock.set(null);
  await settle();
  return v;
}

const report = (id: string, token: string, body: Record<string, unknown> = { category: 'quality', description: 'La salle de bain n’a pas été nettoyée.', wish: 'refund' }) =>
  t.api('POST', `/api/bookings/${id}/case`, { token, body });

describe('POST /api/bookings/{id}/case (problem report)', () => {
  it('is refused before the punch-out, after the window, on someone else’s visit, by the cleaner and a second time, with JSON errors in the person’s language', async () => {
    const cleaner = await listedCleaner(t, admin);
    const client = await clientWithProperty(t);
    const english = await clientWithProperty(t, { locale: 'en' });

    // Before the punch-out: a confirmed visit.
    const card = await saveCard(t, client.token, 'pm_card_visa');
    const upcoming = await requestVisit(t, client.token, { ...draft(cleaner.user.id, client.property.id, { date: dateInDays(day++), time: '09:00', tasks: [], allowPhotos: false }), paymentMethodId: card.paymentMethodId });
    expect((await t.api('POST', `/api/bookings/${upcoming.booking.id}/accept`, { token: cleaner.token })).status).toBe(200);
    const early = await report(upcoming.booking.id, client.token);
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ error: 'cases.visit_not_finished', message: 'Vous pourrez signaler un problème une fois le ménage terminé.' });

    const v = await paidVisit(cleaner, client);
    expect((await report(v.id, english.token)).body).toEqual({ error: 'cases.not_your_visit', message: 'You can only report a problem on your own bookings.' });
    expect((await report(v.id, cleaner.token)).body).toMatchObject({ error: 'cases.client_only' });
    expect((await t.api('POST', `/api/bookings/${v.id}/case`, { body: { category: 'quality', description: 'xxxxxxxxxxxx' } })).status).toBe(401);
    expect((await t.api('POST', `/api/bookings/${v.id}/case`, { token: admin, body: { category: 'quality', description: 'xxxxxxxxxxxx' } })).status).toBe(403);
    expect((await report(v.id, client.token, { category: 'quality', description: 'court' })).status).toBe(400);
    expect((await report(crypto.randomUUID(), client.token)).status).toBe(404);

    // After the window (48 h by default).
    clock.set(new Date(v.completedAt.getTime() + 49 * 3_600_000));
    const late = await report(v.id, client.token);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ error: 'cases.window_passed', message: 'Le délai pour signaler un problème est passé\u00a0: 48\u00a0heures après la fin du ménage.' });
    expect((await t.api('GET', `/api/bookings/${v.id}/case`, { token: client.token })).body).toMatchObject({ case: null, canReport: false });

    clock.set(new Date(v.completedAt.getTime() + 47 * 3_600_000));
    expect((await t.api('GET', `/api/bookings/${v.id}/case`, { token: client.token })).body).toMatchObject({ case: null, canReport: true, viewerRole: 'client' });
    const first = await report(v.id, client.token);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ status: 'open', category: 'quality', wish: 'refund', answer: null, decision: null });
    const second = await report(v.id, client.token);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ error: 'cases.already_open', message: 'Un signalement est déjà ouvert sur cette visite.' });
    // Someone else reads nothing of it.
    expect((await t.api('GET', `/api/bookings/${v.id}/case`, { token: english.token })).status).toBe(403);
  });
});

describe('report → answer → partial refund', () => {
  it('refunds the amount at Stripe, takes the cleaner’s share off their earnings, issues a credit note and emails both parties in their language', async () => {
    const cleaner = await listedCleaner(t, admin, { locale: 'fr' });
    const client = await clientWithProperty(t, { locale: 'en' });
    const v = await paidVisit(cleaner, client);
    const before = await bookingPayments(t, v.id, client.token);
    const earning = (await t.api('GET', '/api/payouts/me/earnings?limit=100', { token: cleaner.token })).body.items.find((e: { bookingId: string; kind: string }) => e.bookingId === v.id && e.kind === 'booking');
    expect(earning).toBeDefined();

    expect((await report(v.id, client.token, { category: 'damage', description: 'A vase was broken in the living room.', wish: 'refund' })).status).toBe(201);
    // Photos: the visit photos' rules, at most 5.
    const photo = await t.api('POST', `/api/bookings/${v.id}/case/photos`, { token: client.token, raw: form(PNG, 'vase.png', {}, 'image/png') });
    expect(photo.status, JSON.stringify(photo.body)).toBe(201);
    expect((await t.api('POST', `/api/bookings/${v.id}/case/photos`, { token: client.token, raw: form(Buffer.from('not an image'), 'x.png', {}, 'image/png') })).status).toBe(400);
    expect((await t.api('POST', `/api/bookings/${v.id}/case/photos`, { token: cleaner.token, raw: form(PNG, 'vase.png', {}, 'image/png') })).status).toBe(403);
    const image = await t.api('GET', `/api/bookings/${v.id}/case/photos/${photo.body.id}`, { token: cleaner.token });
    expect(image.status).toBe(200);

    // Held meanwhile: out of the balance, shown with its reason.
    const overview = (await t.api('GET', '/api/payouts/me', { token: cleaner.token })).body;
    expect(overview.held).toEqual([expect.objectContaining({ bookingId: v.id, reason: 'case_open', amountCents: earning.amountCents })]);
    expect(overview.balanceCents).toBe(0);

    // The cleaner's answer, once.
    expect((await t.api('POST', `/api/bookings/${v.id}/case/answer`, { token: client.token, body: { answer: 'Moi' } })).body).toMatchObject({ error: 'cases.cleaner_only' });
    const answered = await t.api('POST', `/api/bookings/${v.id}/case/answer`, { token: cleaner.token, body: { answer: 'Le vase était déjà fêlé à mon arrivée.' } });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ status: 'answered', answer: 'Le vase était déjà fêlé à mon arrivée.' });
    expect((await t.api('POST', `/api/bookings/${v.id}/case/answer`, { token: cleaner.token, body: { answer: 'Encore' } })).body).toMatchObject({ error: 'cases.already_answered' });
    expect((await t.api('GET', `/api/bookings/${v.id}/case`, { token: client.token })).body.case).toMatchObject({ status: 'answered', answer: 'Le vase était déjà fêlé à mon arrivée.', photos: [{ id: photo.body.id }] });

    // The console: the list (open first) and the page.
    const list = await t.api('GET', '/api/admin/cases?filter=' + encodeURIComponent(JSON.stringify({ userId: client.user.id })), { token: admin });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ bookingId: v.id, status: 'answered', category: 'damage', clientId: client.user.id, cleanerId: cleaner.user.id })]);
    const caseId = list.body[0].id as string;
    expect((await t.api('GET', '/api/admin/cases', { token: client.token })).status).toBe(403);
    const page = await t.api('GET', `/api/admin/cases/${caseId}`, { token: admin });
    expect(page.body).toMatchObject({ answer: 'Le vase était déjà fêlé à mon arrivée.', photos: [{ id: photo.body.id }], visit: { bookingId: v.id, punchIn: { distanceMeters: expect.any(Number), measuredFrom: { kind: 'postal_area', postalArea: 'H2X', town: 'Montréal' } }, punchOut: { at: v.completedAt.toISOString(), measuredFrom: { kind: 'postal_area', postalArea: 'H2X', town: 'Montréal' } } }, money: { paidCents: before.paidCents, refundableCents: before.paidCents }, history: { client: [], cleaner: [] } });
    expect((await t.api('GET', `/api/admin/cases/${caseId}/photos/${photo.body.id}`, { token: admin })).status).toBe(200);

    // Bounded by what was charged.
    const tooMuch = await t.api('POST', `/api/admin/cases/${caseId}/decision`, { token: admin, body: { resolution: 'refund', amountCents: before.paidCents + 1, reason: 'Trop' } });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error).toBe('cases.refund_too_large');

    const since = stripe.requests.length;
    const decided = await t.api('POST', `/api/admin/cases/${caseId}/decision`, { token: admin, body: { resolution: 'refund', amountCents: 3_000, reason: 'Vase cassé' } });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body).toMatchObject({ status: 'resolved', decision: { resolution: 'refund', refundCents: 3_000, reason: 'Vase cassé' } });
    const share = decided.body.decision.cleanerShareCents as number;
    expect(share).toBe(Math.round((earning.amountCents * 3_000) / before.totalCents));
    expect(decided.body.decision.platformShareCents).toBe(3_000 - share);
    await settle();

    const refunds = stripe.requests.slice(since).filter((r) => r.method === 'POST' && !r.replayed && r.path === '/v1/refunds');
    expect(refunds.map((r) => Number(r.params.amount))).toEqual([3_000]);
    expect(await bookingPayments(t, v.id, client.token)).toMatchObject({ refundedCents: 3_000, paymentStatus: 'final_partially_refunded' });
    expect((await t.api('POST', `/api/admin/cases/${caseId}/decision`, { token: admin, body: { resolution: 'rejected', reason: 'Encore' } })).body.error).toBe('cases.not_open');

    // The cleaner's statement: an adjustment tied to the visit, and the hold released.
    const lines = (await t.api('GET', '/api/payouts/me/earnings?limit=100', { token: cleaner.token })).body.items;
    expect(lines).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'adjustment', bookingId: v.id, amountCents: -share, description: expect.stringContaining('Ajustement (dossier)\u00a0: remboursement') })]));
    const after = (await t.api('GET', '/api/payouts/me', { token: cleaner.token })).body;
    expect(after.held).toEqual([]);
    expect(after.balanceCents).toBe(earning.amountCents - share);
    // The invoice's credit note.
    expect(await sql('select amount_cents, reason from invoice_credit_notes where booking_id = ?', [v.id])).toEqual([{ amount_cents: 3_000, reason: 'Vase cassé' }]);

    // Each party emailed at every step, in their language.
    const clientMails = await mailTo(t, client.user.email, (m) => m.some((x) => x.subject === 'Decision on your report: refund'));
    expect(clientMails.map((m) => m.subject)).toEqual(expect.arrayContaining(['We received your report', 'The cleaner answered your report', 'Decision on your report: refund']));
    expect(clientMails.find((m) => m.subject === 'Decision on your report: refund')!.text).toContain('$30.00');
    // One email for the refund: the decision's, not the payments module's "Refund for your cleaning" as well.
    expect(clientMails.map((m) => m.subject)).not.toContain('Refund for your cleaning');
    const cleanerMails = await mailTo(t, cleaner.user.email, (m) => m.some((x) => x.subject.startsWith('Décision sur le signalement')));
    expect(cleanerMails.map((m) => m.subject)).toEqual(expect.arrayContaining(['Un problème a été signalé sur votre ménage', 'Votre réponse a été transmise', 'Décision sur le signalement\u00a0: remboursement']));
    expect(cleanerMails.find((m) => m.subject === 'Décision sur le signalement\u00a0: remboursement')!.text).toContain('Vase cassé');
  });
});

describe('report → full refund', () => {
  it('gives back everything still refundable, and the cleaner’s whole share of the visit', async () => {
    const cleaner = await listedCleaner(t, admin);
    const client = await clientWithProperty(t);
    const v = await paidVisit(cleaner, client);
    const before = await bookingPayments(t, v.id, client.token);
    expect((await report(v.id, client.token)).status).toBe(201);
    const caseId = (await sql<{ id: string }>('select id from cases where booking_id = ?', [v.id]))[0]!.id;
    const decided = await t.api('POST', `/api/admin/cases/${caseId}/decision`, { token: admin, body: { resolution: 'refund', full: true, reason: 'Ménage non fait' } });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.decision.refundCents).toBe(before.paidCents);
    await settle();
    expect(await bookingPayments(t, v.id, client.token)).toMatchObject({ refundedCents: before.paidCents, paymentStatus: 'final_refunded' });
    const lines = (await t.api('GET', '/api/payouts/me/earnings?limit=100', { token: cleaner.token })).body.items.filter((e: { bookingId: string }) => e.bookingId === v.id);
    // The visit's earning and its adjustment cancel out: nothing is paid for it.
    expect(lines.reduce((sum: number, e: { amountCents: number }) => sum + e.amountCents, 0)).toBe(0);
    expect((await t.api('GET', '/api/payouts/me', { token: cleaner.token })).body).toMatchObject({ held: [], balanceCents: 0 });
  });
});

describe('report → re-clean', () => {
  it('creates a 0 $ request to the same cleaner, who accepts it like any request', async () => {
    const cleaner = await listedCleaner(t, admin);
    const client = await clientWithProperty(t);
    const v = await paidVisit(cleaner, client);
    expect((await report(v.id, client.token, { category: 'quality', description: 'La cuisine est restée sale.', wish: 'reclean' })).status).toBe(201);
    const caseId = (await sql<{ id: string }>('select id from cases where booking_id = ?', [v.id]))[0]!.id;
    const date = dateInDays(day++);
    expect((await t.api('POST', `/api/admin/cases/${caseId}/decision`, { token: admin, body: { resolution: 'reclean', reason: 'Cuisine à refaire' } })).status).toBe(400);
    const decided = await t.api('POST', `/api/admin/cases/${caseId}/decision`, { token: admin, body: { resolution: 'reclean', reason: 'Cuisine à refaire', date, time: '10:00' } });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const recleanId = decided.body.decision.recleanBookingId as string;
    expect(recleanId).toEqual(expect.any(String));
    await settle();

    const seen = await t.api('GET', `/api/bookings/${recleanId}`, { token: cleaner.token });
    expect(seen.body).toMatchObject({ status: 'pending', date, money: { totalCents: 0, depositCents: 0, remainderCents: 0 } });
    const accepted = await t.api('POST', `/api/bookings/${recleanId}/accept`, { token: cleaner.token });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'confirmed', paymentStatus: 'initial_completed' });
    // Nothing was asked of Stripe for it.
    expect(stripe.requests.filter((r) => JSON.stringify(r.params ?? {}).includes(recleanId))).toEqual([]);
    expect((await t.api('GET', `/api/bookings/${v.id}/case`, { token: client.token })).body.case).toMatchObject({ status: 'resolved', decision: { resolution: 'reclean', recleanBookingId: recleanId } });
    // The original visit's earning is payable again.
    expect((await t.api('GET', '/api/payouts/me', { token: cleaner.token })).body.held).toEqual([]);

    // The re-clean done: a 0 $ line on the cleaner's statement, named as the guarantee's visit.
    const startsAt = new Date(seen.body.startsAt).getTime();
    const here = { lat: client.property.lat, lng: client.property.lng, accuracyMeters: 10 };
    clock.set(new Date(startsAt - 5 * 60_000));
    expect((await t.api('POST', `/api/bookings/${recleanId}/punch-in`, { token: cleaner.token, body: here })).status).toBe(200);
    clock.set(new Date(startsAt + 4 * 3_600_000));
    const out = await t.api('POST', `/api/bookings/${recleanId}/punch-out`, { token: cleaner.token, body: here });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    clock.set(null);
    await settle();
    const recleanLines = (await t.api('GET', '/api/payouts/me/earnings?limit=100', { token: cleaner.token })).body.items.filter((e: { bookingId: string }) => e.bookingId === recleanId);
    expect(recleanLines).toEqual([expect.objectContaining({ kind: 'booking', amountCents: 0, grossCents: 0, description: expect.stringMatching(/^Ménage de garantie \(refait sans frais\) du .+2026|^Ménage de garantie \(refait sans frais\) du .+\d{4}$/) })]);
    const cleanerMails = await mailTo(t, cleaner.user.email, (m) => m.some((x) => x.subject.includes('nouveau ménage')));
    expect(cleanerMails.map((m) => m.subject)).toContain('Décision sur le signalement\u00a0: nouveau ménage');
  });
});

describe('payout hold', () => {
  it('leaves a held earning out of the weekly run and instant payouts, and pays it in the next run after a rejection', async () => {
    const cleaner = await listedCleaner(t, admin);
    const client = await clientWithProperty(t);
    const v = await paidVisit(cleaner, client);
    expect((await report(v.id, client.token)).status).toBe(201);
    const api = t.server.app.payouts.api;
    const weekOf = (d: Date) => {
      const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
      const date = new Date(`${local}T00:00:00Z`);
      const thursday = new Date(date.getTime() + (3 - ((date.getUTCDay() + 6) % 7)) * 86_400_000);
      const year = thursday.getUTCFullYear();
      return `${year}-W${String(Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 / 7) + 1).padStart(2, '0')}`;
    };
    const week = weekOf(v.completedAt);
    const next = weekOf(new Date(v.completedAt.getTime() + 7 * 86_400_000));
    const paidLines = async () => (await t.api('GET', '/api/payouts/me/earnings?limit=100', { token: cleaner.token })).body.items.filter((e: { payoutId: string | null }) => e.payoutId !== null);

    await t.inContext(() => api.runWeekly(week));
    expect(await paidLines()).toEqual([]);
    const instant = await t.api('POST', '/api/payouts/me/instant', { token: cleaner.token, body: { requestKey: crypto.randomUUID() } });
    expect(instant.status).toBe(409);
    expect((await t.api('GET', '/api/payouts/me', { token: cleaner.token })).body.held).toHaveLength(1);

    const caseId = (await sql<{ id: string }>('select id from cases where booking_id = ?', [v.id]))[0]!.id;
    const rejected = await t.api('POST', `/api/admin/cases/${caseId}/decision`, { token: admin, body: { resolution: 'rejected', reason: 'Les photos montrent une salle de bain propre.' } });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', decision: { resolution: 'rejected', decidedBy: expect.any(String) } });
    await settle();
    expect((await t.api('GET', '/api/payouts/me', { token: cleaner.token })).body.held).toEqual([]);

    await t.inContext(() => api.runWeekly(next));
    expect(await paidLines()).toEqual([expect.objectContaining({ bookingId: v.id, kind: 'booking' })]);
    const clientMails = await mailTo(t, client.user.email, (m) => m.some((x) => x.subject.includes('refusé')));
    expect(clientMails.map((m) => m.subject)).toContain('Décision sur votre signalement\u00a0: refusé');

    // Account deletion: the case stays (it explains the payout), without the deleted client's words.
    await t.inContext(() => t.server.app.cases.api.erasePersonalData({ userId: client.user.id, email: client.user.email }));
    expect(await sql('select description, status from cases where id = ?', [caseId])).toEqual([{ description: 'Texte supprimé avec le compte de son auteur.', status: 'rejected' }]);
  });
});

describe('the decision flow when Stripe does not answer', () => {
  it('retries the refund; the adjustment, the hold release, the credit note and the emails wait for it; nothing is refunded twice', async () => {
    const cleaner = await listedCleaner(t, admin);
    const client = await clientWithProperty(t);
    const v = await paidVisit(cleaner, client);
    expect((await report(v.id, client.token)).status).toBe(201);
    const caseId = (await sql<{ id: string }>('select id from cases where booking_id = ?', [v.id]))[0]!.id;
    const since = stripe.requests.length;
    stripe.failNext('POST /v1/refunds', { status: 500, body: { error: { type: 'api_error', message: 'Stand-in outage' } } });
    const decided = await t.api('POST', `/api/admin/cases/${caseId}/decision`, { token: admin, body: { resolution: 'refund', amountCents: 2_000, reason: 'Salle de bain oubliée' } });
    expect(decided.status).toBe(200);
    expect(decided.body.decision).toMatchObject({ refundCents: 2_000, refundedAt: null });
    // Nothing moved: no refund, the earning still held, no adjustment, no credit note, no decision email.
    expect(await bookingPayments(t, v.id, client.token)).toMatchObject({ refundedCents: 0 });
    expect((await t.api('GET', '/api/payouts/me', { token: cleaner.token })).body.held).toHaveLength(1);
    expect(await sql('select 1 from payout_earnings where source_key = ?', [`case:${caseId}`])).toEqual([]);
    expect(await sql('select 1 from invoice_credit_notes where booking_id = ?', [v.id])).toEqual([]);
    const steps = await sql<{ step: string; processed: boolean }>("select step, processed_at is not null as processed from platform_outbox where flow = 'cases.decided' and key = ? order by step", [caseId]);
    expect(steps.every((s) => !s.processed)).toBe(true);

    // Stripe answers again: the outbox's retries finish the flow, in order.
    // Each jump waits until the flow's rows are still (a send run right after a commit is leased to it for a minute on
    // the test's clock: jumping on while it runs would hand it to the next poll as well, which no real clock does).
    const flowState = async () => JSON.stringify(await sql("select step, attempts, processed_at is not null as done from platform_outbox where flow = 'cases.decided' and key = ? order by step", [caseId]));
    for (let minutes = 10; minutes <= 60; minutes += 10) {
      clock.set(new Date(Date.now() + minutes * 60_000));
      await settle();
      for (let i = 0, before = ''; i < 40; i++) {
        const now = await flowState();
        if (now === before) break;
        before = now;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    clock.set(null);
    const left = await sql<{ n: string }>("select count(*) as n from platform_outbox where flow = 'cases.decided' and key = ? and processed_at is null", [caseId]);
    expect(Number(left[0]!.n)).toBe(0);
    const refunds = stripe.requests.slice(since).filter((r) => r.method === 'POST' && r.path === '/v1/refunds' && !r.replayed);
    expect(new Set(refunds.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(await bookingPayments(t, v.id, client.token)).toMatchObject({ refundedCents: 2_000 });
    expect((await t.api('GET', '/api/payouts/me', { token: cleaner.token })).body.held).toEqual([]);
    expect(await sql('select amount_cents from payout_earnings where source_key = ?', [`case:${caseId}`])).toEqual([{ amount_cents: -decided.body.decision.cleanerShareCents }]);
    expect(await sql('select amount_cents from invoice_credit_notes where booking_id = ?', [v.id])).toEqual([{ amount_cents: 2_000 }]);
    expect((await t.api('GET', `/api/admin/cases/${caseId}`, { token: admin })).body.decision.refundedAt).toEqual(expect.any(String));
    const mails = await mailTo(t, client.user.email, (m) => m.some((x) => x.subject.includes('remboursement')));
    expect(mails.filter((m) => m.subject === 'Décision sur votre signalement\u00a0: remboursement')).toHaveLength(1);
  });
});

describe('card disputes (charge.dispute.created)', () => {
  it('open one dispute case per dispute and hold the earning, whatever the deliveries; the console only releases it', async () => {
    const cleaner = await listedCleaner(t, admin);
    const client = await clientWithProperty(t);
    const v = await paidVisit(cleaner, client);
    const [remainder] = await sql<{ provider_ref: string }>("select provider_ref from payment_charges where booking_id = ? and kind = 'remainder'", [v.id]);
    const dispute = { id: `dp_${crypto.randomUUID().slice(0, 8)}`, object: 'dispute', payment_intent: remainder!.provider_ref, amount: 5_000, reason: 'fraudulent', status: 'needs_response' };
    const event = stripeEvent('charge.dispute.created', dispute);
    for (const e of [event, event, stripeEvent('charge.dispute.created', dispute)]) expect((await postWebhook(t.url, STAND_IN_WEBHOOK_SECRET, e)).status).toBe(200);
    await eventsSettled(t);
    await settle();
    const rows = await sql<{ id: string; kind: string; status: string }>('select id, kind, status from cases where booking_id = ?', [v.id]);
    expect(rows).toEqual([expect.objectContaining({ kind: 'dispute', status: 'open' })]);
    expect((await t.api('GET', '/api/payouts/me', { token: cleaner.token })).body.held).toEqual([expect.objectContaining({ bookingId: v.id, reason: 'case_open' })]);
    // Not the parties' case: the client may still report a problem of their own.
    expect((await t.api('GET', `/api/bookings/${v.id}/case`, { token: client.token })).body).toMatchObject({ case: null, canReport: true });
    expect((await t.api('GET', `/api/admin/cases/${rows[0]!.id}`, { token: admin })).body).toMatchObject({ kind: 'dispute', description: expect.stringContaining(dispute.id) });

    const refund = await t.api('POST', `/api/admin/cases/${rows[0]!.id}/decision`, { token: admin, body: { resolution: 'refund', full: true, reason: 'Non' } });
    expect(refund.status).toBe(409);
    expect(refund.body.error).toBe('cases.dispute_release_only');
    expect((await t.api('POST', `/api/admin/cases/${rows[0]!.id}/decision`, { token: admin, body: { resolution: 'rejected', reason: 'Litige gagné chez Stripe' } })).status).toBe(200);
    await settle();
    expect((await t.api('GET', '/api/payouts/me', { token: cleaner.token })).body.held).toEqual([]);
  });
});
