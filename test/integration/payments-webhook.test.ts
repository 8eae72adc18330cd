import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, movableClock, requestVisit } from '../support/booking-fixtures.js';
import { STAND_IN_WEBHOOK_SECRET, startStripe, type StripeStandIn } from '../support/stripe-stand-in/index.js';
import { postWebhook, stripeEvent } from '../support/stripe-stand-in/payments-routes.js';
import { bookingPayments, eventsSettled, saveCard } from '../support/payments-fixtures.js';
import type { ExternalEvent } from '../../modules/payments/index.js';

/** Stripe's webhook: signatures, exactly-once application, and the intent's real state over the events' order. */
const clock = movableClock();
let t: TestServer;
let stripe: StripeStandIn;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let day = 3;
const fullyPaid: string[] = [];
/** Integrators' refund.created, as payments emits it (payload of payments.refund_created). */
const refundsTold: { key: string; payload: Record<string, unknown> }[] = [];
const external: ExternalEvent[] = [];

beforeAll(async () => {
  const started = await startStripe();
  stripe = started.stripe;
  t = await createTestServer({
    env: started.env,
    clock,
    configure: longScenarios,
  });
  admin = (await loginAs(t, 'admin')).token;
  cleaner = await listedCleaner(t, admin);
  // Counted here (the hooks go to payouts and invoices in the app): each must hear of a booking once.
  const deps = t.server.app.payments.deps;
  const flows = deps.flows;
  deps.flows = {
    emit: async (event, key, payload) => {
      if (event === 'booking.fully_paid') fullyPaid.push(key);
      if (event === 'payments.refund_created') refundsTold.push({ key, payload });
      await flows.emit(event, key, payload);
    },
  };
  deps.externalEventHandler = async (event) => void external.push(event);
});
afterEach(() => clock.set(null));
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const send = (event: Record<string, unknown>, options: { timestamp?: number; tamper?: boolean } = {}) => postWebhook(t.url, STAND_IN_WEBHOOK_SECRET, event, options);
const intent = (id: string) => stripe.state.get<Record<string, unknown> & { id: string; status: string }>(id)!;
const shuffled = <T>(items: T[]): T[] => {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
};

/**
 * A completed visit whose off-session remainder was refused, and the client's on-session payment
 * waiting for their bank's authentication (the intent in requires_action).
 */
async function remainderAwaitingAuthentication() {
  const client = await clientWithProperty(t);
  const first = await saveCard(t, client.token, 'pm_card_visa');
  const strong = await saveCard(t, client.token, 'pm_card_authenticationRequired');
  const res = await requestVisit(t, client.token, { ...draft(cleaner.user.id, client.property.id, { date: dateInDays(day++), time: '09:00', tasks: [], allowPhotos: false }), paymentMethodId: first.paymentMethodId });
  const id = res.booking.id;
  expect((await t.api('DELETE', `/api/payments/cards/${first.id}`, { token: client.token })).status).toBe(204);
  expect((await t.api('POST', `/api/bookings/${id}/accept`, { token: cleaner.token })).status).toBe(200);
  const startsAt = new Date(res.booking.startsAt).getTime();
  const here = { lat: client.property.lat, lng: client.property.lng, accuracyMeters: 10 };
  clock.set(new Date(startsAt - 5 * 60_000));
  expect((await t.api('POST', `/api/bookings/${id}/punch-in`, { token: cleaner.token, body: here })).status).toBe(200);
  clock.set(new Date(startsAt + 4 * 3_600_000));
  expect((await t.api('POST', `/api/bookings/${id}/punch-out`, { token: cleaner.token, body: here })).body.paymentStatus).toBe('partially_paid');
  clock.set(null);
  const pay = await t.api('POST', `/api/bookings/${id}/payments/remainder`, { token: client.token, body: { paymentMethodId: strong.paymentMethodId } });
  expect(pay.body.nextAction).not.toBeNull();
  const piId = (pay.body.nextAction.clientSecret as string).replace(/_secret_.*$/, '');
  return { id, client, piId };
}

/** What the browser's stripe.confirmCardPayment does once the client authenticated. */
const authenticate = (piId: string) => fetch(`${stripe.apiBase}/v1/payment_intents/${piId}/confirm`, { method: 'POST' });

describe('POST /api/payments/stripe/webhook', () => {
  it('refuses a tampered body, a stale signature (301 s), a missing one (400), and stores nothing', async () => {
    const event = stripeEvent('payment_intent.succeeded', { id: 'pi_nothing', object: 'payment_intent' });
    const tampered = await send(event, { tamper: true });
    expect(tampered).toMatchObject({ status: 400, body: { error: 'payments.invalid_signature', message: 'Signature Stripe invalide ou expirée.' } });
    const stale = await send(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stale).toMatchObject({ status: 400, body: { error: 'payments.invalid_signature' } });
    const unsigned = await fetch(`${t.url}/api/payments/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    // 299 s old is still inside Stripe's tolerance.
    expect((await send(event, { timestamp: Math.floor(Date.now() / 1000) - 299 })).status).toBe(200);
    await eventsSettled(t);
    const rows = await t.server.orm.em.getConnection().execute<{ id: string }[]>('select id from payment_webhook_events where id = ?', [event.id]);
    expect(rows).toHaveLength(1);
  });

  it('every event delivered 20 times in shuffled order leaves exactly one effect', async () => {
    const { id, piId, client } = await remainderAwaitingAuthentication();
    await authenticate(piId);
    // The client also got 10 $ back from the Stripe dashboard on the deposit (outside the app).
    const depositPi = [...stripe.state.objects.values()].find((o) => o.object === 'payment_intent' && (o.metadata as Record<string, string>).bookingId === id && (o.metadata as Record<string, string>).kind === 'deposit')!;
    await fetch(`${stripe.apiBase}/v1/refunds`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `payment_intent=${depositPi.id}&amount=1000` });
    const events = [
      stripeEvent('payment_intent.requires_action', { ...intent(piId), status: 'requires_action' }),
      stripeEvent('payment_intent.succeeded', intent(piId)),
      stripeEvent('charge.refunded', { id: 'ch_x', object: 'charge', payment_intent: depositPi.id, amount_refunded: 1000 }),
      stripeEvent('account.updated', { id: 'acct_123', object: 'account' }, { account: 'acct_123' }),
      stripeEvent('payout.paid', { id: 'po_1', object: 'payout' }, { account: 'acct_123' }),
    ];
    const deliveries = shuffled(events.flatMap((e) => Array.from({ length: 20 }, () => e)));
    const answers = await Promise.all(deliveries.map((e) => send(e)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    await eventsSettled(t);
    await t.inContext(() => t.server.app.payments.api.dispatchPendingEvents());

    const rows = await t.server.orm.em.getConnection().execute<{ id: string; processed: boolean }[]>('select id, processed_at is not null as processed from payment_webhook_events where id in (?, ?, ?, ?, ?)', events.map((e) => e.id));
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.processed)).toBe(true);
    const payments = await bookingPayments(t, id, admin);
    expect(payments).toMatchObject({ paymentStatus: 'fully_paid', dueCents: 0, refundedCents: 1000 });
    expect(payments.charges.map((c: { kind: string; status: string; refundedCents: number }) => [c.kind, c.status, c.refundedCents])).toEqual([
      ['deposit', 'succeeded', 1000],
      ['remainder', 'succeeded', 0],
    ]);
    expect(fullyPaid.filter((b) => b === id)).toHaveLength(1);
    expect(external.filter((e) => e.id === events[3]!.id)).toEqual([{ id: events[3]!.id, type: 'account.updated', account: 'acct_123', object: { id: 'acct_123', object: 'account' } }]);
    expect(external.filter((e) => e.id === events[4]!.id)).toHaveLength(1);
    // A later sync (the client's, after authenticating) finds nothing new to apply and tells no one again.
    expect((await t.api('POST', `/api/bookings/${id}/payments/sync`, { token: admin })).status).toBe(403);
    expect((await t.api('POST', `/api/bookings/${id}/payments/sync`, { token: client.token })).status).toBe(200);
    expect(fullyPaid.filter((b) => b === id)).toHaveLength(1);

    // refund.created for the dashboard refund: once, whatever the deliveries and the sync.
    const told = () => refundsTold.filter((r) => r.payload.bookingId === id);
    expect(told()).toEqual([{ key: expect.any(String), payload: { refundId: told()[0]!.key, bookingId: id, amountCents: 1000, by: 'stripe', reason: null, createdAt: expect.any(String) } }]);
    // A refund we make, then Stripe's charge.refunded for it: told once, by us, with our refund's id.
    const ours = await t.api('POST', `/api/admin/bookings/${id}/refunds`, { token: admin, body: { amountCents: 500, reason: 'Geste commercial' } });
    expect(ours.status, JSON.stringify(ours.body)).toBe(200);
    const ourRefund = (ours.body.refunds as { id: string; amountCents: number }[]).find((r) => r.amountCents === 500)!;
    const confirmed = stripeEvent('charge.refunded', { id: 'ch_y', object: 'charge', payment_intent: piId, amount_refunded: 500 });
    for (let i = 0; i < 3; i++) expect((await send(confirmed)).status).toBe(200);
    await eventsSettled(t);
    expect(told().map((r) => [r.key, r.payload.by, r.payload.amountCents])).toEqual([
      [told()[0]!.key, 'stripe', 1000],
      [ourRefund.id, 'admin', 500],
    ]);
    // Both parties' feeds carry each refund once.
    await new Promise((r) => setTimeout(r, 300));
    for (const token of [client.token, cleaner.token]) {
      const feed = (await t.api<{ items: { type: string; data: { booking: { id: string }; refund: { id: string } } }[] }>('GET', '/api/events?limit=100', { token })).body.items;
      expect(feed.filter((e) => e.type === 'refund.created' && e.data.booking.id === id).map((e) => e.data.refund.id).sort()).toEqual([told()[0]!.key, ourRefund.id].sort());
    }
  });

  it('out-of-order events end in the intent’s real state', async () => {
    const { id, piId } = await remainderAwaitingAuthentication();
    // "succeeded" arrives while Stripe still waits for the authentication: the real state (requires_action) wins.
    const early = stripeEvent('payment_intent.succeeded', { ...intent(piId), status: 'succeeded' });
    expect((await send(early)).status).toBe(200);
    await eventsSettled(t);
    let payments = await bookingPayments(t, id, admin);
    expect(payments).toMatchObject({ paymentStatus: 'partially_paid', charges: [{ kind: 'deposit' }, { kind: 'remainder', status: 'requires_action' }] });
    // The client authenticates; the only event we then get is a late "requires_action": the real state (succeeded) wins.
    await authenticate(piId);
    expect((await send(stripeEvent('payment_intent.requires_action', { ...intent(piId), status: 'requires_action' }))).status).toBe(200);
    await eventsSettled(t);
    // The booking's own payment status follows the charge in a step of its own (through the outbox): wait for it too.
    await expect.poll(async () => (await bookingPayments(t, id, admin)).paymentStatus, { timeout: 10_000 }).toBe('fully_paid');
    payments = await bookingPayments(t, id, admin);
    expect(payments).toMatchObject({ paymentStatus: 'fully_paid', dueCents: 0, charges: [{ kind: 'deposit' }, { kind: 'remainder', status: 'succeeded' }] });
    expect(fullyPaid.filter((b) => b === id)).toHaveLength(1);
  });

  it('a deposit hold cancelled at Stripe (an expired authorisation) is recorded from the events, whatever their order', async () => {
    const client = await clientWithProperty(t);
    const card = await saveCard(t, client.token, 'pm_card_visa');
    const res = await requestVisit(t, client.token, { ...draft(cleaner.user.id, client.property.id, { date: dateInDays(day++) }), paymentMethodId: card.paymentMethodId });
    const pi = [...stripe.state.objects.values()].find((o) => o.object === 'payment_intent' && (o.metadata as Record<string, string>).bookingId === res.booking.id)!;
    // Cancelled at Stripe (e.g. the authorisation expired): the canceled event is applied.
    await fetch(`${stripe.apiBase}/v1/payment_intents/${pi.id}/cancel`, { method: 'POST' });
    await send(stripeEvent('payment_intent.amount_capturable_updated', { ...pi, status: 'requires_capture' }));
    await send(stripeEvent('payment_intent.canceled', intent(String(pi.id))));
    await eventsSettled(t);
    expect((await bookingPayments(t, res.booking.id, client.token)).charges).toEqual([expect.objectContaining({ kind: 'deposit', status: 'canceled' })]);
  });
});
