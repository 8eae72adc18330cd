import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { ownDatabase } from '../support/own-database.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, mailTo, movableClock } from '../support/booking-fixtures.js';
import { startStripe, type StripeStandIn } from '../support/stripe-stand-in/index.js';
import { bookingPayments, saveCard, visitPaidWith } from '../support/payments-fixtures.js';

/** Charging clients through the real Stripe SDK against the local stand-in: what Stripe receives, and what we record. */
const clock = movableClock();
let t: TestServer;
// A database of its own: the clock moves forward, and due work other files left behind would be taken too.
let db: Awaited<ReturnType<typeof ownDatabase>>;
let stripe: StripeStandIn;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let day = 3;

beforeAll(async () => {
  const started = await startStripe();
  stripe = started.stripe;
  db = await ownDatabase('payments_stripe');
  t = await createTestServer({
    env: { ...started.env, DATABASE_URL: db.url },
    clock,
    configure: longScenarios,
  });
  admin = (await loginAs(t, 'admin')).token;
  cleaner = await listedCleaner(t, admin);
});
afterEach(() => clock.set(null));
afterAll(async () => {
  await t.close();
  await stripe.close();
  await db?.drop();
});

/** The first (not replayed) POST the stand-in received on this path, from `since` on. */
const posted = (path: string | RegExp, since = 0) => stripe.requests.slice(since).filter((r) => r.method === 'POST' && !r.replayed && (typeof path === 'string' ? r.path === path : path.test(r.path)));
const mark = () => stripe.requests.length;
const sql = <T>(query: string, params: unknown[] = []) => t.server.orm.em.getConnection().execute<T[]>(query, params);
const request = (token: string, body: Record<string, unknown>) => t.api('POST', '/api/bookings', { token, body: { paymentMethod: 'card', ...body } });

describe('saved cards with Stripe', () => {
  it('deleting the account deletes the Customer at Stripe (with its cards), once, even when the step runs again', async () => {
    const client = await loginAs(t, 'client');
    await saveCard(t, client.token, 'pm_card_visa');
    const [row] = await sql<{ customer_ref: string }>('select customer_ref from payment_customers where user_id = ?', [client.user.id]);
    const customerRef = row!.customer_ref;
    expect(stripe.state.get(customerRef)).toBeDefined();
    const since = mark();
    expect((await t.api('DELETE', '/api/users/me', { token: client.token, body: { confirmation: 'SUPPRIMER' } })).status).toBe(204);
    const erase = () => t.inContext(() => t.server.app.payments.api.erasePersonalData({ userId: client.user.id, email: client.user.email }));
    // The deletion's outbox steps (payments.erase among them) run in the background.
    const linked = async () => {
      await t.inContext(() => t.server.app.outbox.processDue());
      return (await sql('select 1 from payment_customers where user_id = ?', [client.user.id])).length;
    };
    await expect.poll(linked, { timeout: 15_000 }).toBe(0);
    const deletes = () => stripe.requests.slice(since).filter((r) => r.method === 'DELETE' && r.path === `/v1/customers/${customerRef}`);
    expect(deletes()).toHaveLength(1);
    expect(stripe.state.get(customerRef)).toBeUndefined();
    expect([...stripe.state.objects.values()].filter((o) => o.customer === customerRef)).toEqual([]);
    expect(await sql('select 1 from payment_cards where user_id = ?', [client.user.id])).toEqual([]);
    // Run again (a retried step): nothing left to find, nothing sent.
    await erase();
    expect(deletes()).toHaveLength(1);
  });

  it('a Customer already gone at Stripe counts as deleted; Stripe unavailable keeps the link for the retry', async () => {
    const client = await loginAs(t, 'client');
    await saveCard(t, client.token, 'pm_card_visa');
    const [row] = await sql<{ customer_ref: string }>('select customer_ref from payment_customers where user_id = ?', [client.user.id]);
    const erase = () => t.inContext(() => t.server.app.payments.api.erasePersonalData({ userId: client.user.id, email: client.user.email }));
    stripe.failNext('DELETE /v1/customers/:id', { status: 500, body: { error: { type: 'api_error', message: 'Stripe is down' } } });
    await expect(erase()).rejects.toThrow();
    expect(await sql('select customer_ref from payment_customers where user_id = ?', [client.user.id])).toEqual([{ customer_ref: row!.customer_ref }]);
    // Deleted at Stripe meanwhile (from its dashboard): the next run answers resource_missing and forgets the link.
    stripe.state.objects.delete(row!.customer_ref);
    await erase();
    expect(await sql('select 1 from payment_customers where user_id = ?', [client.user.id])).toEqual([]);
  });

  it('starts a SetupIntent on the client’s Customer for Stripe Elements (one Customer per client)', async () => {
    const client = await loginAs(t, 'client');
    const since = mark();
    const res = await t.api('POST', '/api/payments/cards/setup', { token: client.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ provider: 'stripe', clientSecret: expect.stringMatching(/^seti_.*_secret_/) });
    const [customer] = posted('/v1/customers', since);
    expect(customer).toMatchObject({ idempotencyKey: `customer:${client.user.id}`, params: { email: client.user.email, metadata: { userId: client.user.id } } });
    const [setup] = posted('/v1/setup_intents', since);
    expect(setup!.params).toMatchObject({ usage: 'off_session', allowed_payment_method_types: ['card'] });
    expect(setup!.params.customer).toMatch(/^cus_/);
    expect(setup!.idempotencyKey).toMatch(new RegExp(`^setup:${client.user.id}:`));
    // A second setup reuses the Customer.
    await t.api('POST', '/api/payments/cards/setup', { token: client.token });
    expect(posted('/v1/customers', since)).toHaveLength(1);
    expect((await t.api('GET', '/api/payments/config')).body).toEqual({ provider: 'stripe', publishableKey: 'pk_test_standin' });
  });

  it('saves, lists and forgets cards; only their owner sees or deletes them', async () => {
    const client = await loginAs(t, 'client');
    const other = await loginAs(t, 'client');
    const since = mark();
    const card = await saveCard(t, client.token, 'pm_card_visa');
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', paymentMethodId: expect.stringMatching(/^pm_standin/) });
    const [attach] = posted('/v1/payment_methods/pm_card_visa/attach', since);
    expect(attach).toMatchObject({ idempotencyKey: `attach:${client.user.id}:pm_card_visa`, params: { customer: expect.stringMatching(/^cus_/) } });
    // Saving the attached method again answers the same card.
    expect((await saveCard(t, client.token, card.paymentMethodId)).id).toBe(card.id);
    expect((await t.api('GET', '/api/payments/cards', { token: client.token })).body).toEqual([expect.objectContaining({ id: card.id, last4: '4242', expMonth: 12 })]);
    expect((await t.api('GET', '/api/payments/cards', { token: other.token })).body).toEqual([]);
    // Someone else's card, an unknown method: refused.
    const stolen = await t.api('POST', '/api/payments/cards', { token: other.token, body: { paymentMethodId: card.paymentMethodId } });
    expect(stolen).toMatchObject({ status: 400, body: { error: 'payments.card_unknown' } });
    expect((await t.api('POST', '/api/payments/cards', { token: client.token, body: { paymentMethodId: 'pm_unknown' } })).body.error).toBe('payments.card_unknown');
    expect((await t.api('DELETE', `/api/payments/cards/${card.id}`, { token: other.token })).status).toBe(403);
    expect((await t.api('DELETE', `/api/payments/cards/${crypto.randomUUID()}`, { token: client.token })).status).toBe(404);
    expect((await t.api('GET', '/api/payments/cards')).status).toBe(401);
    expect((await t.api('GET', '/api/payments/cards', { token: cleaner.token })).status).toBe(403);
    const deleted = await t.api('DELETE', `/api/payments/cards/${card.id}`, { token: client.token });
    expect(deleted.status).toBe(204);
    expect(posted(`/v1/payment_methods/${card.paymentMethodId}/detach`, since)[0]!.idempotencyKey).toBe(`detach:${card.id}`);
    expect((await t.api('GET', '/api/payments/cards', { token: client.token })).body).toEqual([]);
    expect((await t.api('DELETE', `/api/payments/cards/${card.id}`, { token: client.token })).status).toBe(404);
    // The fingerprint stays known (referrals refuse a second account with the same card).
    expect(await t.server.app.payments.api.cardFingerprints(client.user.id)).toEqual(['fp_standin_visa_4242']);
  });
});

describe('the deposit: authorised at request, captured at accept, released on decline', () => {
  it('authorises the deposit with manual capture on the saved card, then captures it when the cleaner accepts', async () => {
    const client = await clientWithProperty(t);
    const card = await saveCard(t, client.token, 'pm_card_visa');
    const since = mark();
    const res = await request(client.token, { ...draft(cleaner.user.id, client.property.id, { date: dateInDays(day++) }), paymentMethodId: card.paymentMethodId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.booking.id as string;
    const [intent] = posted('/v1/payment_intents', since);
    const depositCents = Number(intent!.params.amount);
    expect(depositCents).toBe(Math.round(res.body.booking.totalCents / 2));
    expect(intent).toMatchObject({
      idempotencyKey: `deposit:${id}`,
      params: { currency: 'cad', capture_method: 'manual', confirm: 'true', customer: expect.stringMatching(/^cus_/), payment_method: card.paymentMethodId, metadata: { bookingId: id, kind: 'deposit' } },
    });
    expect(intent!.params.off_session).toBeUndefined();
    let payments = await bookingPayments(t, id, client.token);
    expect(payments).toMatchObject({ paymentStatus: 'initial_pending', paidCents: 0, dueCents: 0, charges: [{ kind: 'deposit', status: 'authorized', amountCents: depositCents }] });

    expect((await t.api('POST', `/api/bookings/${id}/accept`, { token: cleaner.token })).status).toBe(200);
    const pi = stripe.state.get<{ id: string; status: string }>(String((await piOf(id)).id))!;
    expect(pi.status).toBe('succeeded');
    expect(posted(`/v1/payment_intents/${pi.id}/capture`, since)[0]!.idempotencyKey).toBe(`capture:${id}`);
    payments = await bookingPayments(t, id, cleaner.token);
    expect(payments).toMatchObject({ paymentStatus: 'initial_completed', paidCents: depositCents, charges: [{ kind: 'deposit', status: 'succeeded' }], canPayRemainder: false, invoiceAvailable: false });
  });

  it('releases the hold when the cleaner declines: nothing is charged', async () => {
    const client = await clientWithProperty(t);
    const card = await saveCard(t, client.token, 'pm_card_visa');
    const res = await request(client.token, { ...draft(cleaner.user.id, client.property.id, { date: dateInDays(day++) }), paymentMethodId: card.paymentMethodId });
    const id = res.body.booking.id as string;
    const since = mark();
    expect((await t.api('POST', `/api/bookings/${id}/decline`, { token: cleaner.token, body: {} })).status).toBe(200);
    const pi = await piOf(id);
    expect(posted(`/v1/payment_intents/${pi.id}/cancel`, since)[0]!.idempotencyKey).toBe(`release:${id}`);
    expect(stripe.state.get<{ status: string }>(pi.id)!.status).toBe('canceled');
    expect(await bookingPayments(t, id, client.token)).toMatchObject({ paymentStatus: 'refunded', paidCents: 0, charges: [{ kind: 'deposit', status: 'canceled' }] });
  });

  it('a declined card, a card that is not saved, or no card: 402 and the slot is free again', async () => {
    const client = await clientWithProperty(t);
    const declined = await saveCard(t, client.token, 'pm_card_chargeDeclined');
    const slot = { date: dateInDays(day++), time: '10:00' };
    const refused = await request(client.token, { ...draft(cleaner.user.id, client.property.id, slot), paymentMethodId: declined.paymentMethodId });
    expect(refused).toMatchObject({ status: 402, body: { error: 'booking.payment_failed' } });
    expect((await request(client.token, { ...draft(cleaner.user.id, client.property.id, slot), paymentMethodId: 'pm_card_visa' })).status).toBe(402);
    expect((await request(client.token, { ...draft(cleaner.user.id, client.property.id, slot), paymentMethodId: null })).status).toBe(402);
    // A bank that wants authentication at request: refused, and the intent waiting for it is cancelled (no hold stays).
    const strong = await saveCard(t, client.token, 'pm_card_authenticationRequired');
    const since = mark();
    expect((await request(client.token, { ...draft(cleaner.user.id, client.property.id, slot), paymentMethodId: strong.paymentMethodId })).status).toBe(402);
    const [held] = posted('/v1/payment_intents', since);
    const [cancel] = posted(/^\/v1\/payment_intents\/[^/]+\/cancel$/, since);
    const piId = cancel!.path.split('/')[3]!;
    expect(held!.params.capture_method).toBe('manual');
    expect(cancel!.idempotencyKey).toBe(`abandon:${piId}`);
    expect(stripe.state.get<{ status: string }>(piId)!.status).toBe('canceled');
    const visa = await saveCard(t, client.token, 'pm_card_visa');
    expect((await request(client.token, { ...draft(cleaner.user.id, client.property.id, slot), paymentMethodId: visa.paymentMethodId })).status).toBe(201);
  });
});

describe('the remainder after punch-out', () => {
  it('is charged off-session on the deposit’s card: fully paid', async () => {
    const client = await clientWithProperty(t);
    const card = await saveCard(t, client.token, 'pm_card_visa');
    const since = mark();
    const v = await visitPaidWith(t, clock, cleaner, client, card.paymentMethodId, day++);
    expect(v.punchedOut.paymentStatus).toBe('fully_paid');
    const remainder = posted('/v1/payment_intents', since).find((r) => r.idempotencyKey === `remainder:${v.id}`)!;
    expect(remainder.params).toMatchObject({ currency: 'cad', off_session: 'true', confirm: 'true', payment_method: card.paymentMethodId, metadata: { bookingId: v.id, kind: 'remainder' } });
    expect(remainder.params.capture_method).toBeUndefined();
    const payments = await bookingPayments(t, v.id, client.token);
    expect(payments).toMatchObject({ paymentStatus: 'fully_paid', dueCents: 0, invoiceAvailable: true });
    expect(payments.paidCents).toBe(payments.totalCents);
    expect(await t.server.app.payments.api.bookingMoney(v.id)).toMatchObject({ paidCents: payments.totalCents, dueCents: 0, fullyPaidAt: expect.any(Date) });
  });

  it('refused (authentication required): partially paid, the client is emailed a link, retried, then paid on-session after authenticating', async () => {
    // The client books with one card, then replaces it by one whose bank always asks for authentication.
    const client2 = await clientWithProperty(t, { locale: 'fr' });
    const first = await saveCard(t, client2.token, 'pm_card_visa');
    const strong = await saveCard(t, client2.token, 'pm_card_authenticationRequired');
    const id = await (async () => {
      clock.set(null);
      const res = await request(client2.token, { ...draft(cleaner.user.id, client2.property.id, { date: dateInDays(day++), time: '09:00', tasks: [], allowPhotos: false }), paymentMethodId: first.paymentMethodId });
      expect(res.status).toBe(201);
      return res.body.booking as { id: string; startsAt: string };
    })();
    // The deposit's card is forgotten: the remainder goes to the newest saved card.
    expect((await t.api('DELETE', `/api/payments/cards/${first.id}`, { token: client2.token })).status).toBe(204);
    expect((await t.api('POST', `/api/bookings/${id.id}/accept`, { token: cleaner.token })).status).toBe(200);
    const startsAt = new Date(id.startsAt).getTime();
    const here = { lat: client2.property.lat, lng: client2.property.lng, accuracyMeters: 10 };
    clock.set(new Date(startsAt - 5 * 60_000));
    expect((await t.api('POST', `/api/bookings/${id.id}/punch-in`, { token: cleaner.token, body: here })).status).toBe(200);
    const failedAt = new Date(startsAt + 4 * 3_600_000);
    clock.set(failedAt);
    const since = mark();
    const out = await t.api('POST', `/api/bookings/${id.id}/punch-out`, { token: cleaner.token, body: here });
    expect(out.body.paymentStatus).toBe('partially_paid');
    const offSession = posted('/v1/payment_intents', since).find((r) => r.idempotencyKey === `remainder:${id.id}`)!;
    expect(offSession.params).toMatchObject({ off_session: 'true', payment_method: strong.paymentMethodId });
    const remainderCents = Number(offSession.params.amount);

    let payments = await bookingPayments(t, id.id, client2.token);
    expect(payments).toMatchObject({ paymentStatus: 'partially_paid', dueCents: remainderCents, canPayRemainder: true, invoiceAvailable: false });
    expect(payments.charges[1]).toMatchObject({ kind: 'remainder', status: 'failed', failureCode: 'authentication_required', attempts: 1, nextRetryAt: new Date(failedAt.getTime() + 3_600_000).toISOString() });
    expect((await bookingPayments(t, id.id, cleaner.token)).canPayRemainder).toBe(false);
    const mail = (await mailTo(t, client2.user.email, (m) => m.some((x) => x.subject.startsWith('Paiement')))).find((x) => x.subject.startsWith('Paiement'));
    expect(mail!.subject).toBe('Paiement à compléter pour votre ménage');
    expect(mail!.text).toContain(`${t.config.publicUrl}/bookings/${id.id}?pay=1`);
    expect(mail!.text).toContain('Votre banque demande que vous confirmiez ce paiement.');

    // Not yet time: the job leaves it; an hour later it retries off-session with its own key.
    expect(await t.inContext(() => t.server.app.payments.api.retryDueRemainders())).toBe(0);
    clock.set(new Date(failedAt.getTime() + 61 * 60_000));
    const beforeRetry = mark();
    // Two instances run the job at once: the charge is retried once (SKIP LOCKED).
    const runs = await Promise.all([t.inContext(() => t.server.app.payments.api.retryDueRemainders()), t.inContext(() => t.server.app.payments.api.retryDueRemainders())]);
    expect(runs.sort()).toEqual([0, 1]);
    expect(posted('/v1/payment_intents', beforeRetry).map((r) => [r.idempotencyKey, r.params.off_session])).toEqual([[`remainder:${id.id}:retry:1`, 'true']]);
    payments = await bookingPayments(t, id.id, client2.token);
    expect(payments.charges[1]).toMatchObject({ status: 'failed', attempts: 2, nextRetryAt: new Date(failedAt.getTime() + 24 * 3_600_000).toISOString() });

    // The client pays by the link: on-session, the bank asks for authentication.
    expect((await t.api('POST', `/api/bookings/${id.id}/payments/remainder`, { token: cleaner.token, body: { paymentMethodId: strong.paymentMethodId } })).status).toBe(403);
    expect((await t.api('POST', `/api/bookings/${id.id}/payments/remainder`, { token: client2.token, body: { paymentMethodId: 'pm_other' } })).status).toBe(400);
    const beforePay = mark();
    const pay = await t.api('POST', `/api/bookings/${id.id}/payments/remainder`, { token: client2.token, body: { paymentMethodId: strong.paymentMethodId } });
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    expect(pay.body).toMatchObject({ paymentStatus: 'partially_paid', dueCents: remainderCents, nextAction: { clientSecret: expect.stringMatching(/^pi_.*_secret_/) } });
    const onSession = posted('/v1/payment_intents', beforePay)[0]!;
    expect(onSession).toMatchObject({ idempotencyKey: `remainder:${id.id}:pay:3`, params: { amount: String(remainderCents), currency: 'cad', confirm: 'true', payment_method: strong.paymentMethodId } });
    expect(onSession.params.off_session).toBeUndefined();

    // The browser authenticates (stripe.confirmCardPayment), then asks us to sync.
    const piId = pay.body.nextAction.clientSecret.replace(/_secret_.*$/, '');
    await fetch(`${stripe.apiBase}/v1/payment_intents/${piId}/confirm`, { method: 'POST', headers: { authorization: 'Bearer pk_test_standin' } });
    const synced = await t.api('POST', `/api/bookings/${id.id}/payments/sync`, { token: client2.token });
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({ paymentStatus: 'fully_paid', dueCents: 0, canPayRemainder: false, nextAction: null, invoiceAvailable: true });
    expect(synced.body.paidCents).toBe(synced.body.totalCents);
    expect((await t.api('GET', `/api/bookings/${id.id}`, { token: client2.token })).body.paymentStatus).toBe('fully_paid');
    expect(await t.server.app.payments.api.bookingMoney(id.id)).toMatchObject({ dueCents: 0, fullyPaidAt: expect.any(Date) });
    // Nothing left: paying again is a conflict, and the retry schedule is over.
    expect((await t.api('POST', `/api/bookings/${id.id}/payments/remainder`, { token: client2.token, body: { paymentMethodId: strong.paymentMethodId } })).status).toBe(409);
    clock.set(new Date(failedAt.getTime() + 100 * 3_600_000));
    expect(await t.inContext(() => t.server.app.payments.api.retryDueRemainders())).toBe(0);
  });
});

describe('refunds and fees of the cancellation policy', () => {
  /** A confirmed 4-hour visit (deposit captured) with this cleaner, and the clock 2 hours before its start. */
  async function confirmedLate(by: typeof cleaner = cleaner) {
    const client = await clientWithProperty(t);
    const card = await saveCard(t, client.token, 'pm_card_visa');
    clock.set(null);
    const res = await request(client.token, { ...draft(by.user.id, client.property.id, { date: dateInDays(day++), time: '09:00' }), paymentMethodId: card.paymentMethodId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.booking.id as string;
    expect((await t.api('POST', `/api/bookings/${id}/accept`, { token: by.token })).status).toBe(200);
    clock.set(new Date(new Date(res.body.booking.startsAt).getTime() - 2 * 3_600_000));
    return { client, id, card };
  }

  it('a late cancellation keeps 50 $ of the deposit and refunds the rest (refund:cancel:<id>)', async () => {
    const { client, id } = await confirmedLate();
    const deposit = (await bookingPayments(t, id, client.token)).charges[0];
    const since = mark();
    const res = await t.api('POST', `/api/bookings/${id}/cancel`, { token: client.token, body: { reason: 'Imprévu' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [refund] = posted('/v1/refunds', since);
    expect(refund).toMatchObject({ idempotencyKey: `refund:cancel:${id}`, params: { amount: String(deposit.amountCents - 5_000) } });
    expect(await bookingPayments(t, id, client.token)).toMatchObject({
      paymentStatus: 'final_partially_refunded',
      paidCents: deposit.amountCents,
      refundedCents: deposit.amountCents - 5_000,
      refunds: [{ by: 'policy', reason: null, amountCents: deposit.amountCents - 5_000, status: 'succeeded' }],
    });
  });

  it('when the deposit is below the 50 $ fee, the rest of the fee is charged off-session (cancel-fee:<id>)', async () => {
    // 17 $/h (the lowest rate) for 4 hours: the deposit is below 50 $.
    const cheap = await listedCleaner(t, admin, { profile: { serviceCities: [{ placeId: 'montreal', hourlyRateCents: 1700 }] } });
    const { client, id, card } = await confirmedLate(cheap);
    const deposit = (await bookingPayments(t, id, client.token)).charges[0];
    expect(deposit.amountCents).toBeLessThan(5_000);
    const since = mark();
    expect((await t.api('POST', `/api/bookings/${id}/cancel`, { token: client.token, body: {} })).status).toBe(200);
    const fee = posted('/v1/payment_intents', since)[0]!;
    expect(fee).toMatchObject({ idempotencyKey: `cancel-fee:${id}`, params: { amount: String(5_000 - deposit.amountCents), off_session: 'true', payment_method: card.paymentMethodId, metadata: { kind: 'cancellation_fee' } } });
    expect(posted('/v1/refunds', since)).toEqual([]);
    expect(await bookingPayments(t, id, client.token)).toMatchObject({ paymentStatus: 'completed', paidCents: 5_000, dueCents: 0, charges: [{ kind: 'deposit' }, { kind: 'cancellation_fee', status: 'succeeded' }] });
  });
});

describe('POST /api/admin/bookings/{id}/refunds', () => {
  it('refunds part, then the rest split newest payment first; 409 beyond what was paid; admins only', async () => {
    const client = await clientWithProperty(t, { locale: 'en' });
    const card = await saveCard(t, client.token, 'pm_card_visa');
    const v = await visitPaidWith(t, clock, cleaner, client, card.paymentMethodId, day++);
    clock.set(null);
    const before = await bookingPayments(t, v.id, client.token);
    const [deposit, remainder] = before.charges;
    const url = `/api/admin/bookings/${v.id}/refunds`;
    expect((await t.api('POST', url, { body: { amountCents: 100, reason: 'Retard' } })).status).toBe(401);
    expect((await t.api('POST', url, { token: client.token, body: { amountCents: 100, reason: 'Retard' } })).status).toBe(403);
    expect((await t.api('POST', `/api/admin/bookings/${crypto.randomUUID()}/refunds`, { token: admin, body: { amountCents: 100, reason: 'Retard' } })).status).toBe(404);
    expect((await t.api('POST', url, { token: admin, body: { amountCents: before.paidCents + 1, reason: 'Trop' } })).body.error).toBe('payments.refund_too_large');

    const since = mark();
    const part = await t.api('POST', url, { token: admin, body: { amountCents: 2_000, reason: 'Oven not cleaned' } });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body).toMatchObject({ paymentStatus: 'final_partially_refunded', refundedCents: 2_000, refunds: [{ amountCents: 2_000, by: 'admin', reason: 'Oven not cleaned', status: 'succeeded' }], invoiceAvailable: true });
    const remainderPi = stripe.state.get<{ id: string }>(String((await piOf(v.id, 'remainder')).id))!.id;
    expect(posted('/v1/refunds', since)).toEqual([expect.objectContaining({ params: { payment_intent: remainderPi, amount: '2000' }, idempotencyKey: `refund:admin:${remainder.id}:0:2000` })]);
    const mail = (await mailTo(t, client.user.email, (m) => m.some((x) => x.subject === 'Refund for your cleaning'))).find((x) => x.subject === 'Refund for your cleaning');
    expect(mail!.text).toContain('Oven not cleaned');

    const rest = before.paidCents - 2_000;
    expect((await t.api('POST', url, { token: admin, body: { amountCents: rest + 1, reason: 'Trop' } })).status).toBe(409);
    const all = await t.api('POST', url, { token: admin, body: { amountCents: rest, reason: 'Visit redone elsewhere' } });
    expect(all.body).toMatchObject({ paymentStatus: 'final_refunded', refundedCents: before.paidCents, dueCents: 0 });
    expect(all.body.charges.map((c: { refundedCents: number; amountCents: number }) => c.refundedCents === c.amountCents)).toEqual([true, true]);
    expect(posted('/v1/refunds', since).map((r) => Number(r.params.amount))).toEqual([2_000, remainder.amountCents - 2_000, deposit.amountCents]);
    expect((await t.api('POST', url, { token: admin, body: { amountCents: 1, reason: 'Encore' } })).status).toBe(409);
  });

  it('an unanswered refund is 502; asked again, it replays with the same key and refunds once', async () => {
    const client = await clientWithProperty(t);
    const card = await saveCard(t, client.token, 'pm_card_visa');
    const v = await visitPaidWith(t, clock, cleaner, client, card.paymentMethodId, day++);
    clock.set(null);
    const url = `/api/admin/bookings/${v.id}/refunds`;
    stripe.failNext('POST /v1/refunds', { status: 500, body: { error: { type: 'api_error', message: 'Stand-in outage' } } });
    const lost = await t.api('POST', url, { token: admin, body: { amountCents: 700, reason: 'Geste commercial' } });
    expect(lost).toMatchObject({ status: 502, body: { error: 'payments.provider_unavailable' } });
    expect(await bookingPayments(t, v.id, admin)).toMatchObject({ refundedCents: 0, refunds: [{ amountCents: 700, status: 'pending' }] });
    const since = mark();
    const again = await t.api('POST', url, { token: admin, body: { amountCents: 700, reason: 'Geste commercial' } });
    expect(again.body).toMatchObject({ refundedCents: 700, refunds: [{ amountCents: 700, status: 'succeeded' }] });
    const keys = stripe.requests.filter((r) => r.path === '/v1/refunds' && (r.params.amount === '700')).map((r) => r.idempotencyKey);
    expect(new Set(keys).size).toBe(1);
    expect(posted('/v1/refunds', since)).toHaveLength(1);
  });
});

describe('when Stripe does not answer', () => {
  const outage = { status: 500, body: { error: { type: 'api_error', message: 'Stand-in outage' } } };

  it('a remainder whose outcome is unknown stays pending, and the job replays it with the same key', async () => {
    const client = await clientWithProperty(t);
    const card = await saveCard(t, client.token, 'pm_card_visa');
    clock.set(null);
    const res = await request(client.token, { ...draft(cleaner.user.id, client.property.id, { date: dateInDays(day++), time: '09:00', tasks: [], allowPhotos: false }), paymentMethodId: card.paymentMethodId });
    const id = res.body.booking.id as string;
    expect((await t.api('POST', `/api/bookings/${id}/accept`, { token: cleaner.token })).status).toBe(200);
    const startsAt = new Date(res.body.booking.startsAt).getTime();
    const here = { lat: client.property.lat, lng: client.property.lng, accuracyMeters: 10 };
    clock.set(new Date(startsAt - 5 * 60_000));
    expect((await t.api('POST', `/api/bookings/${id}/punch-in`, { token: cleaner.token, body: here })).status).toBe(200);
    const outAt = new Date(startsAt + 4 * 3_600_000);
    clock.set(outAt);
    stripe.failNext('POST /v1/payment_intents', outage);
    expect((await t.api('POST', `/api/bookings/${id}/punch-out`, { token: cleaner.token, body: here })).body.paymentStatus).toBe('partially_paid');
    expect((await bookingPayments(t, id, client.token)).charges[1]).toMatchObject({ kind: 'remainder', status: 'pending', attempts: 0, nextRetryAt: new Date(outAt.getTime() + 15 * 60_000).toISOString() });
    // Nobody is told the card was refused: it was not.
    expect((await mailTo(t, client.user.email, () => false)).some((m) => m.subject.startsWith('Paiement'))).toBe(false);
    clock.set(new Date(outAt.getTime() + 16 * 60_000));
    const since = mark();
    expect(await t.inContext(() => t.server.app.payments.api.retryDueRemainders())).toBe(1);
    expect(posted('/v1/payment_intents', since).map((r) => r.idempotencyKey)).toEqual([`remainder:${id}`]);
    expect(await bookingPayments(t, id, client.token)).toMatchObject({ paymentStatus: 'fully_paid', dueCents: 0 });
  });

  it('a deposit whose outcome is unknown is refused (402), and a hold Stripe made anyway is released by the job', async () => {
    const client = await clientWithProperty(t);
    const card = await saveCard(t, client.token, 'pm_card_visa');
    clock.set(null);
    stripe.failNext('POST /v1/payment_intents', outage);
    const slot = { date: dateInDays(day++), time: '13:00' };
    expect((await request(client.token, { ...draft(cleaner.user.id, client.property.id, slot), paymentMethodId: card.paymentMethodId })).status).toBe(402);
    clock.set(new Date(Date.now() + 16 * 60_000));
    const since = mark();
    expect(await t.inContext(() => t.server.app.payments.api.retryDueRemainders())).toBeGreaterThanOrEqual(1);
    const replay = posted('/v1/payment_intents', since).find((r) => r.idempotencyKey?.startsWith('deposit:'))!;
    const bookingId = replay.idempotencyKey!.slice('deposit:'.length);
    const [cancel] = posted(/^\/v1\/payment_intents\/[^/]+\/cancel$/, since);
    expect(cancel!.idempotencyKey).toMatch(/^abandon:pi_/);
    expect((await t.server.app.payments.api.bookingMoney(bookingId)).charges).toEqual([expect.objectContaining({ kind: 'deposit', status: 'canceled' })]);
  });
});

describe('idempotency', () => {
  it('every POST the payments module sent to Stripe in this file carried an idempotency key from our ids', () => {
    const ours = stripe.requests.filter((r) => r.method === 'POST' && /^\/v1\/(customers|setup_intents|payment_methods|payment_intents|refunds)/.test(r.path) && !r.path.endsWith('/confirm'));
    expect(ours.length).toBeGreaterThan(30);
    const keys = ours.map((r) => r.idempotencyKey ?? '');
    expect(keys.filter((k) => !/^(customer|setup|attach|detach|deposit|capture|release|abandon|remainder|cancel-fee|refund):/.test(k))).toEqual([]);
    // A key is never reused for another request (a replay of the same request only).
    const byKey = new Map<string, string>();
    for (const r of ours) {
      const body = JSON.stringify([r.path, r.params]);
      expect(byKey.get(r.idempotencyKey!) ?? body).toBe(body);
      byKey.set(r.idempotencyKey!, body);
    }
  });
});

/** The PaymentIntent the stand-in holds for a booking's charge of this kind. */
async function piOf(bookingId: string, kind = 'deposit'): Promise<{ id: string }> {
  const found = [...stripe.state.objects.values()].filter((o) => o.object === 'payment_intent' && (o.metadata as Record<string, string>)?.bookingId === bookingId && (o.metadata as Record<string, string>).kind === kind);
  const last = found.at(-1);
  if (!last) throw new Error(`no ${kind} intent for ${bookingId}`);
  return last as { id: string };
}
