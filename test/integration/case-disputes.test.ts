import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { ownDatabase } from '../support/own-database.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, listedCleaner, mailTo, movableClock } from '../support/booking-fixtures.js';
import { STAND_IN_WEBHOOK_SECRET, closeStandInDispute, openStandInDispute, startStripe, type StripeStandIn } from '../support/stripe-stand-in/index.js';
import { postWebhook, stripeEvent } from '../support/stripe-stand-in/payments-routes.js';
import { bookingPayments, eventsSettled, saveCard, visitPaidWith } from '../support/payments-fixtures.js';

/**
 * Issue #36, card disputes end to end through the API with the real Stripe SDK against the stand-in:
 * charge.dispute.created opens a case with Stripe's deadline and holds the earning; ops send the
 * evidence from the console (POST /v1/disputes/{id} with submit=true); charge.dispute.closed records
 * won or lost and settles the earning (lost: the cleaner's share as an adjustment; won: paid in the
 * next weekly run). A database of its own: the weekly run pays every cleaner of a week.
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
  db = await ownDatabase('case_disputes');
  t = await createTestServer({ env: { ...started.env, DATABASE_URL: db.url, OPS_EMAIL: 'ops@eclat.test' }, clock, configure: longScenarios });
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
type Line = { bookingId: string; kind: string; amountCents: number; description: string; payoutId: string | null };
const sql = <T>(query: string, params: unknown[] = []) => t.server.orm.em.getConnection().execute<T[]>(query, params);
const settle = async () => {
  for (let i = 0; i < 5; i++) await t.inContext(() => t.server.app.outbox.processDue());
};
const lines = async (token: string): Promise<Line[]> => (await t.api('GET', '/api/payouts/me/earnings?limit=100', { token })).body.items;

async function paidVisit(cleaner: Cleaner, client: Client) {
  const card = await saveCard(t, client.token, 'pm_card_visa');
  const v = await visitPaidWith(t, clock, cleaner, client, card.paymentMethodId, day++);
  clock.set(null);
  await settle();
  return v;
}

/** Stripe opens a dispute on the visit's remainder; the webhook is delivered twice; answers the dispute and its case's id. */
async function disputed(visitId: string, amount: number, dueBy?: number) {
  const [remainder] = await sql<{ provider_ref: string }>("select provider_ref from payment_charges where booking_id = ? and kind = 'remainder'", [visitId]);
  const dispute = openStandInDispute(stripe, { paymentIntent: remainder!.provider_ref, amount, ...(dueBy ? { dueBy } : {}) });
  const event = stripeEvent('charge.dispute.created', dispute);
  for (const e of [event, event]) expect((await postWebhook(t.url, STAND_IN_WEBHOOK_SECRET, e)).status).toBe(200);
  await eventsSettled(t);
  await settle();
  const [row] = await sql<{ id: string }>('select id from cases where dispute_ref = ?', [dispute.id]);
  expect(row).toBeDefined();
  return { dispute, caseId: row!.id };
}

/** Stripe closes it: charge.dispute.closed, delivered twice, and a second event of the same dispute. */
async function closed(disputeId: string, status: 'won' | 'lost') {
  const dispute = closeStandInDispute(stripe, disputeId, status);
  const event = stripeEvent('charge.dispute.closed', JSON.parse(JSON.stringify(dispute)) as Record<string, unknown>);
  for (const e of [event, event, stripeEvent('charge.dispute.closed', dispute)]) expect((await postWebhook(t.url, STAND_IN_WEBHOOK_SECRET, e)).status).toBe(200);
  await eventsSettled(t);
  await settle();
}

const weekOf = (d: Date) => {
  const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
  const date = new Date(`${local}T00:00:00Z`);
  const thursday = new Date(date.getTime() + (3 - ((date.getUTCDay() + 6) % 7)) * 86_400_000);
  const year = thursday.getUTCFullYear();
  return `${year}-W${String(Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 / 7) + 1).padStart(2, '0')}`;
};

describe('a card dispute: opened by webhook, evidence submitted, closed lost', () => {
  it('sends the visit’s evidence to Stripe once with submit=true, then takes the cleaner’s share off their earnings', async () => {
    const cleaner = await listedCleaner(t, admin, { locale: 'fr' });
    const client = await clientWithProperty(t, { locale: 'en' });
    const v = await paidVisit(cleaner, client);
    const money = await bookingPayments(t, v.id, client.token);
    const earning = (await lines(cleaner.token)).find((e) => e.bookingId === v.id && e.kind === 'booking')!;
    expect(earning).toBeDefined();
    // A message the parties exchanged before the visit (the conversation has closed since): the evidence tells they talked.
    await sql('insert into messaging_messages (id, booking_id, conversation_id, sender_id, recipient_id, client_message_id, text, sent_at) values (?, ?, ?, ?, ?, ?, ?, now())', [crypto.randomUUID(), v.id, v.id, client.user.id, cleaner.user.id, crypto.randomUUID(), 'See you tomorrow!']);

    // The client accepts the terms in force (the fixtures' accounts are made without the sign-up's acceptance).
    const terms = (await t.api('GET', '/api/users/me/terms-acceptance', { token: client.token })).body as { currentVersion: string };
    expect((await t.api('POST', '/api/users/me/terms-acceptance', { token: client.token, body: { version: terms.currentVersion, language: 'en' } })).status).toBe(200);

    const dueBy = Math.floor(Date.now() / 1000) + 5 * 86_400;
    const { dispute, caseId } = await disputed(v.id, 5_000, dueBy);
    expect(await sql('select count(*)::int as n from cases where dispute_ref = ?', [dispute.id])).toEqual([{ n: 1 }]);
    expect((await t.api('GET', '/api/payouts/me', { token: cleaner.token })).body.held).toEqual([expect.objectContaining({ bookingId: v.id })]);
    const page = await t.api('GET', `/api/admin/cases/${caseId}`, { token: admin });
    expect(page.body).toMatchObject({ kind: 'dispute', status: 'open', dispute: { ref: dispute.id, amountCents: 5_000, evidenceDueBy: new Date(dueBy * 1000).toISOString(), evidence: null, outcome: null, canSubmitEvidence: true } });
    expect(page.body.visit.checklist).toEqual(expect.any(Array));
    const opsMail = await mailTo(t, 'ops@eclat.test', (m) => m.some((x) => x.subject.startsWith('Litige bancaire ouvert')));
    expect(opsMail.filter((m) => m.subject.startsWith('Litige bancaire ouvert'))).toHaveLength(1);

    // Admins only; bounded input; a problem report has no evidence to send.
    const path = `/api/admin/cases/${caseId}/dispute-evidence`;
    expect((await t.api('POST', path, { body: {} })).status).toBe(401);
    expect((await t.api('POST', path, { token: cleaner.token, body: {} })).status).toBe(403);
    expect((await t.api('POST', path, { token: admin, body: { note: 'x'.repeat(2001) } })).status).toBe(400);
    expect((await t.api('POST', path, { token: admin, body: { other: 1 } })).status).toBe(400);
    expect((await t.api('POST', `/api/admin/cases/${crypto.randomUUID()}/dispute-evidence`, { token: admin, body: {} })).status).toBe(404);
    expect((await t.api('POST', `/api/bookings/${v.id}/case`, { token: client.token, body: { category: 'quality', description: 'The kitchen was left dirty.' } })).status).toBe(201);
    const [report] = await sql<{ id: string }>("select id from cases where booking_id = ? and kind = 'report'", [v.id]);
    const notDispute = await t.api('POST', `/api/admin/cases/${report!.id}/dispute-evidence`, { token: admin, body: {} });
    expect(notDispute.status).toBe(409);
    expect(notDispute.body).toEqual({ error: 'cases.not_a_dispute', message: 'Ce dossier n’est pas un litige bancaire\u00a0: il n’y a pas de preuves à envoyer.' });

    const since = stripe.requests.length;
    const sent = await t.api('POST', path, { token: admin, body: { note: 'La cliente a remercié la personne de ménage par message.' } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.dispute).toMatchObject({ evidenceSubmittedAt: expect.any(String), evidenceSubmittedByName: expect.any(String), canSubmitEvidence: false });
    const calls = stripe.requests.slice(since).filter((r) => r.method === 'POST' && r.path === `/v1/disputes/${dispute.id}`);
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.params.submit).toBe('true');
    expect(call.idempotencyKey).toBe(`dispute-evidence:${caseId}`);
    const evidence = call.params.evidence as Record<string, string>;
    expect(evidence.service_date).toBe(v.booking.date);
    expect(evidence.customer_email_address).toBe(client.user.email);
    expect(evidence.product_description).toContain('Home cleaning service');
    expect(evidence.uncategorized_text).toMatch(/Cleaner's arrival recorded in the app: .+, \d+ m from the centre of the address's postal area \(H2X\)\./);
    expect(evidence.uncategorized_text).toMatch(/Cleaner's departure recorded in the app: .+, \d+ m from the centre of the address's postal area \(H2X\)\./);
    // This visit had no tasks and no photos allowed (the checklist and photo lines are covered by the unit test of the evidence).
    expect(evidence.uncategorized_text).toContain('No checklist was set for this visit.');
    expect(evidence.uncategorized_text).toContain('No photos were taken during the visit.');
    expect(evidence.uncategorized_text).toContain('exchanged 1 message about this booking');
    expect(evidence.uncategorized_text).toContain('La cliente a remercié la personne de ménage par message.');
    expect(evidence.refund_policy_disclosure).toContain(`accepted Éclat's terms of service, version ${terms.currentVersion} (English), on ${new Date().toISOString().slice(0, 10)}`);
    // Stripe holds what we sent; our record is the same.
    expect(stripe.state.get<{ status: string; evidence: Record<string, string> }>(dispute.id)).toMatchObject({ status: 'under_review', evidence: { service_date: v.booking.date } });
    expect(sent.body.dispute.evidence).toEqual(evidence);

    // Once: a second submission is refused, and Stripe is not asked again.
    const again = await t.api('POST', path, { token: admin, body: {} });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'cases.evidence_already_submitted', message: 'Les preuves de ce litige ont déjà été envoyées à la banque.' });
    expect(stripe.requests.slice(since).filter((r) => r.path === `/v1/disputes/${dispute.id}`)).toHaveLength(1);

    // Lost: the outcome once, the cleaner's share (split like a refund) as an adjustment, the hold released.
    await closed(dispute.id, 'lost');
    const share = Math.round((earning.amountCents * 5_000) / money.totalCents);
    const after = (await t.api('GET', `/api/admin/cases/${caseId}`, { token: admin })).body;
    expect(after).toMatchObject({ status: 'resolved', dispute: { outcome: 'lost', closedAt: expect.any(String), cleanerShareCents: share, canSubmitEvidence: false } });
    const mine = (await lines(cleaner.token)).filter((e) => e.bookingId === v.id);
    expect(mine.filter((e) => e.kind === 'adjustment')).toEqual([expect.objectContaining({ amountCents: -share, description: expect.stringContaining('Ajustement (litige bancaire perdu)\u00a0: ménage du') })]);
    const overview = (await t.api('GET', '/api/payouts/me', { token: cleaner.token })).body;
    // The client's own report is still open on the visit: it keeps the earning held until decided.
    expect(overview.held).toEqual([expect.objectContaining({ bookingId: v.id })]);
    expect((await t.api('POST', `/api/admin/cases/${report!.id}/decision`, { token: admin, body: { resolution: 'rejected', reason: 'Ménage vérifié sur photos' } })).status).toBe(200);
    await settle();
    expect((await t.api('GET', '/api/payouts/me', { token: cleaner.token })).body).toMatchObject({ held: [], balanceCents: earning.amountCents - share });
    // Closed evidence: refused.
    expect((await t.api('POST', path, { token: admin, body: {} })).body.error).toBe('cases.dispute_closed');

    const cleanerMails = await mailTo(t, cleaner.user.email, (m) => m.some((x) => x.subject.includes('ajustement de vos gains')));
    expect(cleanerMails.filter((m) => m.subject.includes('ajustement de vos gains'))).toHaveLength(1);
    expect(cleanerMails.find((m) => m.subject.includes('ajustement de vos gains'))!.text).toContain(new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(share / 100));
    const ops = await mailTo(t, 'ops@eclat.test', (m) => m.some((x) => x.subject.startsWith('Litige bancaire perdu')));
    expect(ops.filter((m) => m.subject.startsWith('Litige bancaire perdu'))).toHaveLength(1);
  });
});

describe('a card dispute closed won, its deadline passed', () => {
  it('refuses evidence after Stripe’s deadline, holds the earning out of the weekly run, and pays it in the next run once won', async () => {
    const cleaner = await listedCleaner(t, admin, { locale: 'en' });
    const client = await clientWithProperty(t);
    const v = await paidVisit(cleaner, client);
    const { dispute, caseId } = await disputed(v.id, 3_000, Math.floor(Date.now() / 1000) + 3_600);
    const path = `/api/admin/cases/${caseId}/dispute-evidence`;
    // An hour and a minute later, Stripe's deadline has passed.
    clock.set(new Date(Date.now() + 61 * 60_000));
    const late = await t.api('POST', path, { token: admin, body: {} });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('cases.evidence_deadline_passed');
    expect((await t.api('GET', `/api/admin/cases/${caseId}`, { token: admin })).body.dispute.canSubmitEvidence).toBe(false);
    clock.set(null);
    expect(stripe.requests.filter((r) => r.path === `/v1/disputes/${dispute.id}`)).toEqual([]);

    const api = t.server.app.payouts.api;
    const paid = async () => (await lines(cleaner.token)).filter((e) => e.payoutId !== null && e.bookingId === v.id);
    await t.inContext(() => api.runWeekly(weekOf(v.completedAt)));
    expect(await paid()).toEqual([]);

    await closed(dispute.id, 'won');
    expect((await t.api('GET', `/api/admin/cases/${caseId}`, { token: admin })).body).toMatchObject({ status: 'resolved', dispute: { outcome: 'won', cleanerShareCents: null } });
    expect((await lines(cleaner.token)).filter((e) => e.bookingId === v.id && e.kind === 'adjustment')).toEqual([]);
    expect((await t.api('GET', '/api/payouts/me', { token: cleaner.token })).body.held).toEqual([]);
    await t.inContext(() => api.runWeekly(weekOf(new Date(v.completedAt.getTime() + 7 * 86_400_000))));
    expect(await paid()).toEqual([expect.objectContaining({ kind: 'booking' })]);
    const mails = await mailTo(t, cleaner.user.email, (m) => m.some((x) => x.subject.includes('earning released')));
    expect(mails.filter((m) => m.subject.includes('earning released'))).toHaveLength(1);
  });
});
