import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in/stand-in.js';
import { installPaymentRoutes } from '../support/stripe-stand-in/payments-routes.js';
import { closeStandInDispute, installDisputeRoutes, openStandInDispute } from '../support/stripe-stand-in/dispute-routes.js';
import { STAND_IN_WEBHOOK_SECRET } from '../support/stripe-stand-in/index.js';

it('works with the SDK', async () => {
  const s = await startStripeStandIn();
  s.route('POST /v1/customers', (req, _m, st) => ({ body: st.put({ id: st.newId('cus'), object: 'customer', email: req.params.email, metadata: req.params.metadata }) }));
  const stripe = new Stripe('sk_test_x', s.sdkOptions);
  const c = await stripe.customers.create({ email: 'a@b.c', metadata: { userId: 'u1' } }, { idempotencyKey: 'k1' });
  const c2 = await stripe.customers.create({ email: 'a@b.c', metadata: { userId: 'u1' } }, { idempotencyKey: 'k1' });
  expect(c.id).toBe(c2.id);
  expect(s.requests[0]!.params).toEqual({ email: 'a@b.c', metadata: { userId: 'u1' } });
  expect(s.requests[1]!.replayed).toBe(true);
  await expect(stripe.paymentIntents.retrieve('pi_x')).rejects.toThrow(/Unrecognized/);
  await s.close();
});

describe('payment routes: Stripe test cards through the real SDK', () => {
  let s: StripeStandIn;
  let stripe: Stripe;
  let customer: string;
  const attached = async (magic: string) => (await stripe.paymentMethods.attach(magic, { customer }, { idempotencyKey: `attach:${magic}` })).id;
  const intent = (pm: string, over: Partial<Stripe.PaymentIntentCreateParams> = {}, key = crypto.randomUUID()) =>
    stripe.paymentIntents.create({ amount: 5_000, currency: 'cad', customer, payment_method: pm, confirm: true, ...over }, { idempotencyKey: key });

  beforeAll(async () => {
    s = await startStripeStandIn();
    installPaymentRoutes(s);
    stripe = new Stripe('sk_test_x', s.sdkOptions);
    customer = (await stripe.customers.create({ email: 'c@d.e' }, { idempotencyKey: 'customer:1' })).id;
  });
  afterAll(() => s.close());

  it('attaches a copy of a magic test method, with its card details', async () => {
    const pm = await stripe.paymentMethods.retrieve(await attached('pm_card_visa'));
    expect(pm).toMatchObject({ id: expect.stringMatching(/^pm_standin/), customer, card: { brand: 'visa', last4: '4242', fingerprint: 'fp_standin_visa_4242' } });
    expect((await stripe.paymentMethods.retrieve('pm_card_visa')).customer).toBeNull();
  });

  it('holds, captures, cancels and refunds like Stripe', async () => {
    const pm = await attached('pm_card_visa');
    const held = await intent(pm, { capture_method: 'manual' });
    expect(held).toMatchObject({ status: 'requires_capture', amount_capturable: 5_000 });
    expect((await stripe.paymentIntents.capture(held.id, {}, { idempotencyKey: 'cap' })).status).toBe('succeeded');
    await expect(stripe.paymentIntents.cancel(held.id, {}, { idempotencyKey: 'can' })).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
    await stripe.refunds.create({ payment_intent: held.id, amount: 2_000 }, { idempotencyKey: 're1' });
    await expect(stripe.refunds.create({ payment_intent: held.id, amount: 3_001 }, { idempotencyKey: 're2' })).rejects.toMatchObject({ code: 'amount_too_large' });
    const read = await stripe.paymentIntents.retrieve(held.id, { expand: ['latest_charge'] });
    expect((read.latest_charge as Stripe.Charge).amount_refunded).toBe(2_000);
  });

  it('declines, and asks for authentication on-session but refuses off-session', async () => {
    await expect(intent(await attached('pm_card_chargeDeclined'))).rejects.toMatchObject({ type: 'StripeCardError', code: 'card_declined', payment_intent: { status: 'requires_payment_method' } });
    const strong = await attached('pm_card_authenticationRequired');
    await expect(intent(strong, { off_session: true })).rejects.toMatchObject({ type: 'StripeCardError', code: 'authentication_required' });
    const onSession = await intent(strong);
    expect(onSession).toMatchObject({ status: 'requires_action', client_secret: expect.stringContaining('_secret_') });
    expect((await stripe.paymentIntents.confirm(onSession.id, {}, { idempotencyKey: 'auth' })).status).toBe('succeeded');
  });

  it('signs webhooks that the SDK verifies', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: {} } });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: STAND_IN_WEBHOOK_SECRET });
    expect(stripe.webhooks.constructEvent(payload, header, STAND_IN_WEBHOOK_SECRET, 300).id).toBe('evt_1');
  });
});

describe('dispute routes: evidence through the real SDK (disputes.update)', () => {
  it('stores the evidence and submits it once; refuses a dispute already under review, one past due and an unknown one', async () => {
    const s = await startStripeStandIn();
    installDisputeRoutes(s);
    const stripe = new Stripe('sk_test_x', s.sdkOptions);
    const dispute = openStandInDispute(s, { paymentIntent: 'pi_1', amount: 5_000 });
    const updated = await stripe.disputes.update(dispute.id, { evidence: { service_date: '2026-11-28', uncategorized_text: 'Arrived 8:58' }, submit: true }, { idempotencyKey: 'ev:1' });
    expect(updated).toMatchObject({ status: 'under_review', evidence: { service_date: '2026-11-28', uncategorized_text: 'Arrived 8:58' }, evidence_details: { submission_count: 1, has_evidence: true } });
    expect(s.requests.at(-1)!.params).toEqual({ evidence: { service_date: '2026-11-28', uncategorized_text: 'Arrived 8:58' }, submit: 'true' });
    // The same key replays; another submission is refused.
    expect((await stripe.disputes.update(dispute.id, { evidence: { service_date: '2026-11-28', uncategorized_text: 'Arrived 8:58' }, submit: true }, { idempotencyKey: 'ev:1' })).id).toBe(dispute.id);
    await expect(stripe.disputes.update(dispute.id, { evidence: { uncategorized_text: 'again' } }, { idempotencyKey: 'ev:2' })).rejects.toThrow(/no longer accepts evidence/);
    const late = openStandInDispute(s, { paymentIntent: 'pi_2', amount: 1_000, dueBy: Math.floor(Date.now() / 1000) - 60 });
    await expect(stripe.disputes.update(late.id, { evidence: { uncategorized_text: 'late' } }, { idempotencyKey: 'ev:3' })).rejects.toThrow(/due date/);
    await expect(stripe.disputes.update('dp_unknown', { evidence: {} }, { idempotencyKey: 'ev:4' })).rejects.toThrow(/No such object/);
    expect(closeStandInDispute(s, late.id, 'lost').status).toBe('lost');
    await s.close();
  });
});
