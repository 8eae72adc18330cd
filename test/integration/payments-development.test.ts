import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { ownDatabase } from '../support/own-database.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, mailTo, movableClock } from '../support/booking-fixtures.js';
import { postWebhook, stripeEvent } from '../support/stripe-stand-in/payments-routes.js';
import { STAND_IN_WEBHOOK_SECRET } from '../support/stripe-stand-in/index.js';
import { bookingPayments, saveCard, visitPaidWith } from '../support/payments-fixtures.js';

/** The keyless development provider behind the same routes: test cards, the refused-remainder path, refunds. */
const clock = movableClock();
let t: TestServer;
// A database of its own: the clock moves forward, and due work other files left behind would be taken too.
let db: Awaited<ReturnType<typeof ownDatabase>>;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let day = 3;

beforeAll(async () => {
  db = await ownDatabase('payments_dev');
  t = await createTestServer({
    env: { DATABASE_URL: db.url },
    clock,
    configure: longScenarios,
  });
  admin = (await loginAs(t, 'admin')).token;
  cleaner = await listedCleaner(t, admin);
});
afterEach(() => clock.set(null));
afterAll(async () => {
  await t?.close();
  await db?.drop();
});

describe('development provider', () => {
  it('offers its test cards instead of Stripe Elements, and has no webhook (404)', async () => {
    expect((await t.api('GET', '/api/payments/config')).body).toEqual({ provider: 'development', publishableKey: null });
    const client = await loginAs(t, 'client');
    expect((await t.api('POST', '/api/payments/cards/setup', { token: client.token })).body).toEqual({ provider: 'development', clientSecret: null });
    expect(await saveCard(t, client.token, 'dev_pm_success')).toMatchObject({ brand: 'visa', last4: '4242', paymentMethodId: 'dev_pm_success' });
    expect(await saveCard(t, client.token, 'dev_pm_authentication_required')).toMatchObject({ last4: '3184' });
    expect((await t.api('POST', '/api/payments/cards', { token: client.token, body: { paymentMethodId: 'pm_card_visa' } })).body.error).toBe('payments.card_unknown');
    expect((await t.api('GET', '/api/payments/cards', { token: client.token })).body.map((c: { last4: string }) => c.last4).sort()).toEqual(['3184', '4242']);
    const hook = await postWebhook(t.url, STAND_IN_WEBHOOK_SECRET, stripeEvent('payment_intent.succeeded', { id: 'pi_1' }));
    expect(hook).toMatchObject({ status: 404, body: { error: 'payments.webhooks_disabled' } });
  });

  it('dev_pm_declined is refused at the deposit: 402, the slot is free again', async () => {
    const client = await clientWithProperty(t);
    await saveCard(t, client.token, 'dev_pm_declined');
    const slot = { date: dateInDays(day++), time: '10:00' };
    const refused = await t.api('POST', '/api/bookings', { token: client.token, body: { paymentMethod: 'card', ...draft(cleaner.user.id, client.property.id, slot), paymentMethodId: 'dev_pm_declined' } });
    expect(refused).toMatchObject({ status: 402, body: { error: 'booking.payment_failed' } });
    const ok = await t.api('POST', '/api/bookings', { token: client.token, body: { paymentMethod: 'card', ...draft(cleaner.user.id, client.property.id, slot), paymentMethodId: null } });
    expect(ok.status).toBe(201);
  });

  it('dev_pm_authentication_required: the off-session remainder fails (partially paid, email in English), the retry too, the client pays on-session', async () => {
    const client = await clientWithProperty(t, { locale: 'en' });
    await saveCard(t, client.token, 'dev_pm_authentication_required');
    await saveCard(t, client.token, 'dev_pm_declined');
    const v = await visitPaidWith(t, clock, cleaner, client, 'dev_pm_authentication_required', day++);
    expect(v.punchedOut.paymentStatus).toBe('partially_paid');
    const mail = (await mailTo(t, client.user.email, (m) => m.some((x) => x.subject === 'Payment to complete for your cleaning'))).find((x) => x.subject === 'Payment to complete for your cleaning');
    expect(mail!.text).toContain(`${t.config.publicUrl}/bookings/${v.id}?pay=1`);
    expect(mail!.text).toContain('Your bank asks you to confirm this payment.');

    const url = `/api/bookings/${v.id}/payments`;
    const stranger = await loginAs(t, 'client');
    expect((await t.api('GET', url)).status).toBe(401);
    expect((await t.api('GET', url, { token: stranger.token })).body.error).toBe('payments.forbidden');
    expect((await t.api('GET', `/api/bookings/${crypto.randomUUID()}/payments`, { token: admin })).status).toBe(404);
    expect((await t.api('POST', `${url}/remainder`, { token: stranger.token, body: { paymentMethodId: 'dev_pm_success' } })).status).toBe(403);

    clock.set(new Date(v.completedAt.getTime() + 61 * 60_000));
    expect(await t.inContext(() => t.server.app.payments.api.retryDueRemainders())).toBe(1);
    let payments = await bookingPayments(t, v.id, client.token);
    expect(payments.charges[1]).toMatchObject({ kind: 'remainder', status: 'failed', failureCode: 'authentication_required', attempts: 2 });

    // A refused card on-session: 402, nothing charged, the attempt recorded.
    const declined = await t.api('POST', `${url}/remainder`, { token: client.token, body: { paymentMethodId: 'dev_pm_declined' } });
    expect(declined).toMatchObject({ status: 402, body: { error: 'payments.card_refused', message: 'Payment error: the card was declined. Nothing was charged.' } });
    payments = await bookingPayments(t, v.id, client.token);
    expect(payments.charges[1]).toMatchObject({ status: 'failed', failureCode: 'declined', attempts: 3 });

    const paid = await t.api('POST', `${url}/remainder`, { token: client.token, body: { paymentMethodId: 'dev_pm_authentication_required' } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ paymentStatus: 'fully_paid', dueCents: 0, nextAction: null, invoiceAvailable: true, canPayRemainder: false });
    expect(paid.body.paidCents).toBe(paid.body.totalCents);
    expect((await t.api('POST', `${url}/remainder`, { token: client.token, body: { paymentMethodId: 'dev_pm_authentication_required' } })).body.error).toBe('payments.nothing_due');
  });

  it('an admin refunds part of a fully paid visit (no card data needed)', async () => {
    const client = await clientWithProperty(t);
    const v = await visitPaidWith(t, clock, cleaner, client, null, day++);
    clock.set(null);
    expect(v.punchedOut.paymentStatus).toBe('fully_paid');
    const res = await t.api('POST', `/api/admin/bookings/${v.id}/refunds`, { token: admin, body: { amountCents: 1_500, reason: 'Salle de bain oubliée' } });
    expect(res.body).toMatchObject({ paymentStatus: 'final_partially_refunded', refundedCents: 1_500, refunds: [{ by: 'admin', amountCents: 1_500 }] });
    const mail = (await mailTo(t, client.user.email, (m) => m.some((x) => x.subject === 'Remboursement de votre ménage'))).find((x) => x.subject === 'Remboursement de votre ménage');
    expect(mail!.text).toContain('Salle de bain oubliée');
    expect((await t.api('POST', `/api/admin/bookings/${v.id}/refunds`, { token: cleaner.token, body: { amountCents: 1, reason: 'Non' } })).status).toBe(403);
  });
});
