import Stripe from 'stripe';
import { notFound, stripeError, type FormParams, type FormValue, type StandInAnswer, type StandInState, type StripeStandIn } from './stand-in.js';

type Behaviour = 'ok' | 'declined' | 'authentication_required';

/** Stripe's own test PaymentMethods (https://docs.stripe.com/testing), as the stand-in plays them. */
export const TEST_PAYMENT_METHODS: Record<string, { brand: string; last4: string; behaviour: Behaviour }> = {
  pm_card_visa: { brand: 'visa', last4: '4242', behaviour: 'ok' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', behaviour: 'ok' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', behaviour: 'declined' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', behaviour: 'authentication_required' },
};

type Obj = Record<string, unknown> & { id: string };
const now = () => Math.floor(Date.now() / 1000);
const str = (v: FormValue | undefined): string | null => (typeof v === 'string' && v !== '' ? v : null);
const bool = (v: FormValue | undefined): boolean => v === 'true';
const metadataOf = (p: FormParams) => (typeof p.metadata === 'object' && !Array.isArray(p.metadata) ? p.metadata : {});

function paymentMethodFrom(id: string, template: (typeof TEST_PAYMENT_METHODS)[string], customer: string | null): Obj {
  return {
    id,
    object: 'payment_method',
    type: 'card',
    customer,
    created: now(),
    livemode: false,
    metadata: {},
    card: { brand: template.brand, last4: template.last4, exp_month: 12, exp_year: new Date().getFullYear() + 3, fingerprint: `fp_standin_${template.brand}_${template.last4}`, funding: 'credit', country: 'CA' },
    behaviour: template.behaviour,
  };
}

/** A stored PaymentMethod, or Stripe's magic test id read as a fresh unattached method. */
function findPaymentMethod(state: StandInState, id: string): Obj | null {
  const stored = state.get<Obj>(id);
  if (stored && stored.object === 'payment_method') return stored;
  const template = TEST_PAYMENT_METHODS[id];
  return template ? paymentMethodFrom(id, template, null) : null;
}

const publicPaymentMethod = (pm: Obj) => {
  const { behaviour: _b, ...rest } = pm;
  return rest;
};

function chargeOf(state: StandInState, pi: Obj): Obj | null {
  return pi.latest_charge ? (state.get<Obj>(String(pi.latest_charge)) ?? null) : null;
}

/** A PaymentIntent as Stripe shows it (latest_charge expanded when asked). */
function present(state: StandInState, pi: Obj, expand: FormValue | undefined): Obj {
  const wants = Array.isArray(expand) ? expand.includes('latest_charge') : false;
  return wants && pi.latest_charge ? { ...pi, latest_charge: chargeOf(state, pi) } : pi;
}

function newCharge(state: StandInState, pi: Obj, captured: boolean): string {
  const charge = state.put<Obj>({ id: state.newId('ch'), object: 'charge', amount: pi.amount, amount_captured: captured ? pi.amount : 0, amount_refunded: 0, captured, payment_intent: pi.id, refunded: false, status: 'succeeded', currency: pi.currency });
  return charge.id;
}

function settle(state: StandInState, pi: Obj): void {
  if (pi.capture_method === 'manual') {
    pi.status = 'requires_capture';
    pi.amount_capturable = pi.amount;
    pi.latest_charge = newCharge(state, pi, false);
  } else {
    pi.status = 'succeeded';
    pi.amount_received = pi.amount;
    pi.latest_charge = newCharge(state, pi, true);
  }
}

function cardError(pi: Obj, code: 'card_declined' | 'authentication_required', message: string): StandInAnswer {
  pi.status = 'requires_payment_method';
  pi.last_payment_error = { type: 'card_error', code, message, ...(code === 'card_declined' ? { decline_code: 'generic_decline' } : {}) };
  return stripeError(402, 'card_error', code, message, { payment_intent: pi, ...(code === 'card_declined' ? { decline_code: 'generic_decline' } : {}) });
}

/** Confirms with the intent's payment method, playing the card's behaviour (on- or off-session). */
function confirm(state: StandInState, pi: Obj, offSession: boolean): StandInAnswer {
  const pm = findPaymentMethod(state, String(pi.payment_method ?? ''));
  if (!pm) return stripeError(400, 'invalid_request_error', 'resource_missing', `No such PaymentMethod: '${String(pi.payment_method)}'`, { param: 'payment_method', payment_intent: pi });
  if (pm.customer && pi.customer && pm.customer !== pi.customer) {
    return stripeError(400, 'invalid_request_error', 'payment_method_invalid_parameter', 'The provided PaymentMethod belongs to another customer.', { payment_intent: pi });
  }
  if (pm.behaviour === 'declined') return cardError(pi, 'card_declined', 'Your card was declined.');
  if (pm.behaviour === 'authentication_required') {
    if (offSession) return cardError(pi, 'authentication_required', 'Your card was declined. This transaction requires authentication.');
    pi.status = 'requires_action';
    pi.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
    return { body: pi };
  }
  settle(state, pi);
  return { body: pi };
}

const unexpectedState = (pi: Obj, action: string): StandInAnswer =>
  stripeError(400, 'invalid_request_error', 'payment_intent_unexpected_state', `You cannot ${action} this PaymentIntent because it has a status of ${String(pi.status)}.`, { payment_intent: pi });

/** Customers, SetupIntents, PaymentMethods, PaymentIntents and Refunds (payments module). */
export function installPaymentRoutes(standIn: StripeStandIn): void {
  const { route } = standIn;
  const bind = route.bind(standIn);

  bind('POST /v1/customers', (req, _m, st) => ({ body: st.put<Obj>({ id: st.newId('cus'), object: 'customer', email: str(req.params.email), name: str(req.params.name), metadata: metadataOf(req.params), created: now(), livemode: false }) }));

  // Like Stripe: the customer goes with its payment methods; an unknown (or already deleted) one is resource_missing.
  bind('DELETE /v1/customers/:id', (_req, m, st) => {
    const customer = st.get<Obj>(m[1]!);
    if (!customer || customer.object !== 'customer') return notFound(m[1]!);
    st.objects.delete(customer.id);
    for (const [id, object] of st.objects) if (object.object === 'payment_method' && object.customer === customer.id) st.objects.delete(id);
    return { body: { id: customer.id, object: 'customer', deleted: true } };
  });

  bind('POST /v1/setup_intents', (req, _m, st) => {
    const customer = str(req.params.customer);
    if (customer && !st.get(customer)) return notFound(customer);
    const id = st.newId('seti');
    return { body: st.put<Obj>({ id, object: 'setup_intent', customer, usage: str(req.params.usage) ?? 'off_session', status: 'requires_payment_method', client_secret: `${id}_secret_standin`, payment_method: null, created: now(), livemode: false }) };
  });

  bind('GET /v1/payment_methods/:id', (_req, m, st) => {
    const pm = findPaymentMethod(st, m[1]!);
    return pm ? { body: publicPaymentMethod(pm) } : notFound(m[1]!);
  });

  bind('POST /v1/payment_methods/:id', (req, m, st) => {
    const pm = st.get<Obj>(m[1]!);
    if (!pm || pm.object !== 'payment_method') return notFound(m[1]!);
    if (typeof req.params.billing_details === 'object') pm.billing_details = req.params.billing_details;
    if (typeof req.params.metadata === 'object') pm.metadata = { ...(pm.metadata as Record<string, unknown>), ...metadataOf(req.params) };
    return { body: publicPaymentMethod(pm) };
  });

  // Like Stripe, attaching one of its magic test methods attaches a fresh copy (pm_...) to the customer.
  bind('POST /v1/payment_methods/:id/attach', (req, m, st) => {
    const pm = findPaymentMethod(st, m[1]!);
    const customer = str(req.params.customer);
    if (!pm) return notFound(m[1]!);
    if (!customer || !st.get(customer)) return notFound(customer ?? 'customer');
    if (pm.customer && pm.customer !== customer) return stripeError(400, 'invalid_request_error', 'payment_method_unexpected_state', 'This PaymentMethod is already attached to another customer.');
    const template = TEST_PAYMENT_METHODS[m[1]!];
    const attached = template ? st.put<Obj>(paymentMethodFrom(st.newId('pm'), template, customer)) : Object.assign(pm, { customer });
    return { body: publicPaymentMethod(attached) };
  });

  bind('POST /v1/payment_methods/:id/detach', (_req, m, st) => {
    const pm = st.get<Obj>(m[1]!);
    if (!pm || pm.object !== 'payment_method') return notFound(m[1]!);
    if (!pm.customer) return stripeError(400, 'invalid_request_error', 'payment_method_unexpected_state', 'The payment method you provided is not attached to a customer so detachment is impossible.');
    pm.customer = null;
    return { body: publicPaymentMethod(pm) };
  });

  bind('POST /v1/payment_intents', (req, _m, st) => {
    const p = req.params;
    const amount = Number(p.amount);
    if (!Number.isInteger(amount) || amount < 50) return stripeError(400, 'invalid_request_error', 'amount_too_small', 'Amount must be at least $0.50 cad', { param: 'amount' });
    if (str(p.currency) !== 'cad') return stripeError(400, 'invalid_request_error', 'parameter_invalid_empty', 'The stand-in plays CAD only.', { param: 'currency' });
    const customer = str(p.customer);
    if (customer && !st.get(customer)) return notFound(customer);
    const id = st.newId('pi');
    const pi = st.put<Obj>({
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency: 'cad',
      capture_method: str(p.capture_method) ?? 'automatic',
      customer,
      payment_method: str(p.payment_method),
      metadata: metadataOf(p),
      status: 'requires_confirmation',
      client_secret: `${id}_secret_standin`,
      last_payment_error: null,
      next_action: null,
      latest_charge: null,
      created: now(),
      livemode: false,
    });
    return bool(p.confirm) ? confirm(st, pi, bool(p.off_session)) : { body: pi };
  });

  bind('GET /v1/payment_intents/:id', (req, m, st) => {
    const pi = st.get<Obj>(m[1]!);
    return pi?.object === 'payment_intent' ? { body: present(st, pi, req.params.expand) } : notFound(m[1]!);
  });

  // What the browser's stripe.confirmCardPayment does once the client has authenticated with their bank.
  bind('POST /v1/payment_intents/:id/confirm', (req, m, st) => {
    const pi = st.get<Obj>(m[1]!);
    if (pi?.object !== 'payment_intent') return notFound(m[1]!);
    if (pi.status === 'requires_action') {
      pi.next_action = null;
      settle(st, pi);
      return { body: pi };
    }
    if (pi.status === 'requires_payment_method' || pi.status === 'requires_confirmation') {
      if (str(req.params.payment_method)) pi.payment_method = str(req.params.payment_method);
      return confirm(st, pi, bool(req.params.off_session));
    }
    return unexpectedState(pi, 'confirm');
  });

  bind('POST /v1/payment_intents/:id/capture', (_req, m, st) => {
    const pi = st.get<Obj>(m[1]!);
    if (pi?.object !== 'payment_intent') return notFound(m[1]!);
    if (pi.status !== 'requires_capture') return unexpectedState(pi, 'capture');
    pi.status = 'succeeded';
    pi.amount_received = pi.amount;
    pi.amount_capturable = 0;
    const charge = chargeOf(st, pi);
    if (charge) Object.assign(charge, { captured: true, amount_captured: pi.amount });
    return { body: pi };
  });

  bind('POST /v1/payment_intents/:id/cancel', (_req, m, st) => {
    const pi = st.get<Obj>(m[1]!);
    if (pi?.object !== 'payment_intent') return notFound(m[1]!);
    if (pi.status === 'succeeded' || pi.status === 'canceled') return unexpectedState(pi, 'cancel');
    pi.status = 'canceled';
    pi.amount_capturable = 0;
    pi.next_action = null;
    return { body: pi };
  });

  bind('POST /v1/refunds', (req, _m, st) => {
    const piId = str(req.params.payment_intent);
    const pi = piId ? st.get<Obj>(piId) : undefined;
    if (!pi || pi.object !== 'payment_intent') return notFound(piId ?? 'payment_intent');
    const charge = chargeOf(st, pi);
    if (pi.status !== 'succeeded' || !charge) return stripeError(400, 'invalid_request_error', 'charge_not_refundable', 'This PaymentIntent has no successful charge to refund.');
    const left = Number(charge.amount_captured) - Number(charge.amount_refunded);
    const amount = req.params.amount === undefined ? left : Number(req.params.amount);
    if (left <= 0) return stripeError(400, 'invalid_request_error', 'charge_already_refunded', `Charge ${charge.id} has already been refunded.`);
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) return stripeError(400, 'invalid_request_error', 'amount_too_large', `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`, { param: 'amount' });
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount_captured;
    return { body: st.put<Obj>({ id: st.newId('re'), object: 'refund', amount, currency: 'cad', payment_intent: pi.id, charge: charge.id, status: 'succeeded', created: now() }) };
  });
}

/** A Stripe event envelope around an object, as Stripe posts it. */
export function stripeEvent(type: string, object: Record<string, unknown>, over: { id?: string; account?: string | null; created?: number } = {}) {
  return { id: over.id ?? `evt_${Math.random().toString(36).slice(2, 12)}`, object: 'event', api_version: '2025-01-01', type, created: over.created ?? now(), livemode: false, account: over.account ?? undefined, data: { object }, pending_webhooks: 1, request: { id: null, idempotency_key: null } };
}

/**
 * POSTs an event to a server's webhook signed like Stripe would (Stripe-Signature over the exact
 * body). `timestamp` in seconds (a stale one: now - 301); `tamper` changes the body after signing.
 */
export async function postWebhook(serverUrl: string, secret: string, event: Record<string, unknown>, options: { timestamp?: number; tamper?: boolean } = {}): Promise<{ status: number; body: unknown }> {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: options.timestamp ?? now() });
  const body = options.tamper ? payload.replace(/"type":"/, '"type":"x') : payload;
  const res = await fetch(`${serverUrl}/api/payments/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}
