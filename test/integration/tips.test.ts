import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { ownDatabase } from '../support/own-database.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, mailTo, movableClock, requestVisit } from '../support/booking-fixtures.js';
import { STAND_IN_WEBHOOK_SECRET, startStripe, type StripeStandIn } from '../support/stripe-stand-in/index.js';
import { postWebhook, stripeEvent } from '../support/stripe-stand-in/payments-routes.js';
import { eventsSettled, saveCard, visitPaidWith } from '../support/payments-fixtures.js';

/** Tips after a visit (issue #18) through the real Stripe SDK against the local stand-in. */
const clock = movableClock();
let t: TestServer;
// A database of its own: the clock moves two days forward over the outbox's work.
let db: Awaited<ReturnType<typeof ownDatabase>>;
let stripe: StripeStandIn;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let day = 3;
const HOUR = 3_600_000;

beforeAll(async () => {
  const started = await startStripe();
  stripe = started.stripe;
  db = await ownDatabase('tips');
  t = await createTestServer({ env: { ...started.env, DATABASE_URL: db.url }, clock, configure: longScenarios });
  admin = (await loginAs(t, 'admin')).token;
  cleaner = await listedCleaner(t, admin);
});
afterEach(() => clock.set(null));
afterAll(async () => {
  await t.close();
  await stripe.close();
  await db?.drop();
});

const mark = () => stripe.requests.length;
const intentsSince = (since: number) => stripe.requests.slice(since).filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents' && !r.replayed);
const key = () => crypto.randomUUID().replace(/-/g, '');
const tip = (id: string, token: string, body: Record<string, unknown>) => t.api('POST', `/api/bookings/${id}/tip`, { token, body: { requestKey: key(), ...body } });
const earningsOf = (bookingId: string) =>
  t.server.orm.em.getConnection().execute<{ kind: string; gross_cents: number; commission_cents: number; tax_cents: number; amount_cents: number }[]>(
    'select kind, gross_cents, commission_cents, tax_cents, amount_cents from payout_earnings where booking_id = ? order by kind',
    [bookingId],
  );

/** A completed visit paid with a saved Visa; the clock one hour after its punch-out. */
async function paidVisit(who: { cleaner?: typeof cleaner; locale?: 'fr' | 'en' } = {}) {
  const c = who.cleaner ?? cleaner;
  const client = await clientWithProperty(t, who.locale ? { locale: who.locale } : {});
  const card = await saveCard(t, client.token, 'pm_card_visa');
  const visit = await visitPaidWith(t, clock, c, client, card.paymentMethodId, day++);
  expect(visit.punchedOut.paymentStatus).toBe('fully_paid');
  clock.set(new Date(visit.completedAt.getTime() + HOUR));
  return { ...visit, client, card, cleaner: c };
}

describe('GET and POST /api/bookings/{id}/tip', () => {
  it('charges the tip off-session on the visit’s card, 100 % to the cleaner, emails both, and a repeated click charges once', async () => {
    const v = await paidVisit();
    const options = await t.api('GET', `/api/bookings/${v.id}/tip`, { token: v.client.token });
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({ canTip: true, windowHours: 48, minCents: 100, card: { paymentMethodId: v.card.paymentMethodId, last4: '4242' }, tip: null, nextAction: null });
    expect(options.body.closesAt).toBe(new Date(v.completedAt.getTime() + 48 * HOUR).toISOString());
    expect(options.body.suggestedCents).toHaveLength(3);
    for (const cents of options.body.suggestedCents as number[]) expect(cents % 100).toBe(0);
    const amountCents = (options.body.suggestedCents as number[])[1]!;

    const since = mark();
    const requestKey = key();
    const res = await t.api('POST', `/api/bookings/${v.id}/tip`, { token: v.client.token, body: { amountCents, requestKey } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ canTip: false, tip: { amountCents, status: 'succeeded', failureCode: null }, nextAction: null });
    const [intent] = intentsSince(since);
    expect(intent).toMatchObject({
      idempotencyKey: `tip:${res.body.tip.id}:1`,
      params: { amount: String(amountCents), currency: 'cad', off_session: 'true', confirm: 'true', payment_method: v.card.paymentMethodId, metadata: { bookingId: v.id, kind: 'tip', chargeId: res.body.tip.id } },
    });

    // The same click again: the first answer, no second intent.
    const replay = await t.api('POST', `/api/bookings/${v.id}/tip`, { token: v.client.token, body: { amountCents, requestKey } });
    expect(replay).toMatchObject({ status: 200, body: { tip: { id: res.body.tip.id, status: 'succeeded' } } });
    // Another tip on the same visit: one per visit.
    expect(await tip(v.id, v.client.token, { amountCents: 500 })).toMatchObject({ status: 409, body: { error: 'tips.already_given', message: expect.stringContaining('déjà') } });
    expect(intentsSince(since)).toHaveLength(1);

    // The whole tip is the cleaner's: a line of its own beside the visit's, no commission, no tax.
    const lines = await earningsOf(v.id);
    expect(lines.find((l) => l.kind === 'tip')).toEqual({ kind: 'tip', gross_cents: amountCents, commission_cents: 0, tax_cents: 0, amount_cents: amountCents });
    expect(lines.find((l) => l.kind === 'booking')!.commission_cents).toBeGreaterThan(0);
    const earnings = await t.api('GET', '/api/payouts/me/earnings', { token: cleaner.token });
    expect(earnings.body.items).toContainEqual(expect.objectContaining({ kind: 'tip', bookingId: v.id, description: expect.stringMatching(/^Pourboire \(/), grossCents: amountCents, commissionCents: 0, amountCents }));

    const [toCleaner] = await mailTo(t, cleaner.user.email, (m) => m.some((x) => x.subject === 'Vous avez reçu un pourboire'));
    expect(toCleaner!.subject).toBe('Vous avez reçu un pourboire');
    expect(toCleaner!.text).toContain('sans commission');
    const receipt = (await mailTo(t, v.client.user.email, (m) => m.some((x) => x.subject.startsWith('Reçu de votre pourboire')))).find((m) => m.subject.startsWith('Reçu de votre pourboire'))!;
    expect(receipt.text).toContain('Non taxable');
    expect(receipt.html).toContain('Non taxable');

    // The cleaner sees the tip, never the card, and cannot tip.
    expect((await t.api('GET', `/api/bookings/${v.id}/tip`, { token: cleaner.token })).body).toMatchObject({ canTip: false, card: null, tip: { amountCents, status: 'succeeded' } });
  });

  it('only the visit’s client tips: 401 signed out, 403 for its cleaner and strangers, 404 for an unknown booking', async () => {
    const v = await paidVisit();
    const stranger = await loginAs(t, 'client');
    expect((await t.api('POST', `/api/bookings/${v.id}/tip`, { body: { amountCents: 500, requestKey: key() } })).status).toBe(401);
    expect(await tip(v.id, cleaner.token, { amountCents: 500 })).toMatchObject({ status: 403, body: { error: 'tips.only_client' } });
    expect(await tip(v.id, stranger.token, { amountCents: 500 })).toMatchObject({ status: 403, body: { error: 'payments.forbidden' } });
    expect((await t.api('GET', `/api/bookings/${v.id}/tip`, { token: stranger.token })).status).toBe(403);
    expect((await tip(crypto.randomUUID(), v.client.token, { amountCents: 500 })).status).toBe(404);
    expect((await tip(v.id, v.client.token, { amountCents: 500, requestKey: 'bad key!' })).status).toBe(400);
    expect((await tip(v.id, v.client.token, { amountCents: 500, extra: 1 })).status).toBe(400);
  });

  it('refuses a visit that is not completed (409)', async () => {
    const client = await clientWithProperty(t);
    const card = await saveCard(t, client.token, 'pm_card_visa');
    const res = await requestVisit(t, client.token, { ...draft(cleaner.user.id, client.property.id, { date: dateInDays(day++), time: '09:00', tasks: [], allowPhotos: false }), paymentMethodId: card.paymentMethodId });
    expect((await t.api('POST', `/api/bookings/${res.booking.id}/accept`, { token: cleaner.token })).status).toBe(200);
    expect(await tip(res.booking.id, client.token, { amountCents: 500 })).toMatchObject({ status: 409, body: { error: 'tips.not_completed' } });
    expect((await t.api('GET', `/api/bookings/${res.booking.id}/tip`, { token: client.token })).body).toMatchObject({ canTip: false, closesAt: null });
  });

  it('is open until 48 h after the punch-out, closed at 48 h exactly', async () => {
    const late = await paidVisit();
    clock.set(new Date(late.completedAt.getTime() + 48 * HOUR - 60_000));
    expect((await t.api('GET', `/api/bookings/${late.id}/tip`, { token: late.client.token })).body.canTip).toBe(true);
    expect((await tip(late.id, late.client.token, { amountCents: 500 })).body.tip.status).toBe('succeeded');

    const closed = await paidVisit();
    clock.set(new Date(closed.completedAt.getTime() + 48 * HOUR));
    expect((await t.api('GET', `/api/bookings/${closed.id}/tip`, { token: closed.client.token })).body.canTip).toBe(false);
    expect(await tip(closed.id, closed.client.token, { amountCents: 500 })).toMatchObject({ status: 409, body: { error: 'tips.window_closed', message: expect.stringContaining('48 h') } });
    expect((await earningsOf(closed.id)).map((l) => l.kind)).toEqual(['booking']);
  });

  it('bounds the amount between 1 $ and the visit’s service (400, in the client’s language)', async () => {
    const v = await paidVisit({ locale: 'en' });
    const { maxCents } = (await t.api('GET', `/api/bookings/${v.id}/tip`, { token: v.client.token })).body as { maxCents: number };
    expect(await tip(v.id, v.client.token, { amountCents: 99 })).toMatchObject({ status: 400, body: { error: 'tips.amount_out_of_range', message: expect.stringContaining('The tip must be between $1') } });
    expect((await tip(v.id, v.client.token, { amountCents: maxCents + 1 })).body.error).toBe('tips.amount_out_of_range');
    expect((await tip(v.id, v.client.token, { amountCents: 12.5 })).status).toBe(400);
    expect((await tip(v.id, v.client.token, { amountCents: maxCents })).body.tip.status).toBe('succeeded');
  });

  it('a declined card: 402, nothing charged nor earned; another card then goes through', async () => {
    const v = await paidVisit();
    const declined = await saveCard(t, v.client.token, 'pm_card_chargeDeclined');
    const refused = await tip(v.id, v.client.token, { amountCents: 1_000, paymentMethodId: declined.paymentMethodId });
    expect(refused).toMatchObject({ status: 402, body: { error: 'tips.card_refused', message: expect.stringContaining('refusée') } });
    expect((await t.api('GET', `/api/bookings/${v.id}/tip`, { token: v.client.token })).body).toMatchObject({ canTip: true, tip: { status: 'failed', failureCode: 'declined' } });
    expect((await earningsOf(v.id)).map((l) => l.kind)).toEqual(['booking']);
    // Someone else's or an unknown card: refused before anything is charged.
    expect((await tip(v.id, v.client.token, { amountCents: 1_000, paymentMethodId: 'pm_unknown' })).body.error).toBe('payments.card_unknown');
    const ok = await tip(v.id, v.client.token, { amountCents: 1_000, paymentMethodId: v.card.paymentMethodId });
    expect(ok.body.tip).toMatchObject({ status: 'succeeded', amountCents: 1_000 });
    expect((await earningsOf(v.id)).find((l) => l.kind === 'tip')!.amount_cents).toBe(1_000);
  });

  it('a bank that asks for authentication: the browser confirms, Stripe’s webhook pays the tip once (English cleaner)', async () => {
    const english = await listedCleaner(t, admin, { locale: 'en' });
    const v = await paidVisit({ cleaner: english });
    const strong = await saveCard(t, v.client.token, 'pm_card_authenticationRequired');
    const res = await tip(v.id, v.client.token, { amountCents: 2_000, paymentMethodId: strong.paymentMethodId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ canTip: true, tip: { status: 'requires_action' }, nextAction: { clientSecret: expect.stringMatching(/_secret_/) } });
    const piId = (res.body.nextAction.clientSecret as string).replace(/_secret_.*$/, '');
    // The browser authenticates (stripe.confirmCardPayment); Stripe then tells us, twice.
    expect((await fetch(`${stripe.apiBase}/v1/payment_intents/${piId}/confirm`, { method: 'POST' })).status).toBe(200);
    const event = stripeEvent('payment_intent.succeeded', { id: piId, object: 'payment_intent' });
    expect((await postWebhook(t.url, STAND_IN_WEBHOOK_SECRET, event)).status).toBe(200);
    expect((await postWebhook(t.url, STAND_IN_WEBHOOK_SECRET, event)).status).toBe(200);
    await eventsSettled(t);
    // The webhook alone moved it (before any sync by the browser).
    expect((await t.api('GET', `/api/bookings/${v.id}/tip`, { token: v.client.token })).body.tip.status).toBe('succeeded');
    const synced = await t.api('POST', `/api/bookings/${v.id}/tip/sync`, { token: v.client.token });
    expect(synced.body).toMatchObject({ canTip: false, tip: { status: 'succeeded', amountCents: 2_000 } });
    expect((await earningsOf(v.id)).filter((l) => l.kind === 'tip')).toEqual([{ kind: 'tip', gross_cents: 2_000, commission_cents: 0, tax_cents: 0, amount_cents: 2_000 }]);
    const mails = await mailTo(t, english.user.email, (m) => m.some((x) => x.subject === 'You received a tip'));
    expect(mails.filter((m) => m.subject === 'You received a tip')).toHaveLength(1);
    expect(mails.find((m) => m.subject === 'You received a tip')!.text).toContain('no commission');
    expect((await t.api('POST', `/api/bookings/${v.id}/tip/sync`, { token: english.token })).status).toBe(403);
  });
});
