import Stripe from 'stripe';
import type { CardDetails, ChargeRequest, IntentState, PaymentProvider } from '../application/ports.js';
import { chargeStatusOfIntent, failureReasonOf, type FailureReason } from '../domain/charge.js';
import { paymentErrors } from '../domain/payments.errors.js';

/** A Stripe card error (402) or a refused request about the intent, in our words; anything else is thrown. */
function refusal(error: unknown): { reason: FailureReason; intent: Stripe.PaymentIntent | null } | null {
  if (!(error instanceof Stripe.errors.StripeError)) return null;
  if (error.type === 'StripeCardError') return { reason: failureReasonOf(error.code), intent: error.payment_intent ?? null };
  // An unknown or unusable payment method (resource_missing, payment_intent_unexpected_state ...): refused, not retried.
  if (error.type === 'StripeInvalidRequestError') return { reason: 'error', intent: error.payment_intent ?? null };
  return null;
}

/** Anything else Stripe answers (network, 5xx, rate limit, auth) is the provider being unavailable; our own bugs pass through. */
function unavailable(error: unknown): never {
  if (error instanceof Stripe.errors.StripeError) throw paymentErrors.providerUnavailable();
  throw error;
}

/** Runs a call, turning Stripe's unavailability into our domain error. */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    return unavailable(error);
  }
}

function stateOf(pi: Stripe.PaymentIntent): IntentState {
  const charge = typeof pi.latest_charge === 'object' && pi.latest_charge ? pi.latest_charge : null;
  const status = chargeStatusOfIntent(pi.status);
  return {
    reference: pi.id,
    status,
    failureCode: status === 'failed' ? failureReasonOf(pi.last_payment_error?.code) : status === 'requires_action' ? 'authentication_required' : null,
    clientSecret: pi.status === 'requires_action' ? pi.client_secret : null,
    amountRefundedCents: charge?.amount_refunded ?? 0,
    metadata: { ...(pi.metadata ?? {}) },
  };
}

const refused = (r: { reason: FailureReason; intent: Stripe.PaymentIntent | null }): IntentState =>
  r.intent ? { ...stateOf(r.intent), status: 'failed', failureCode: r.reason, clientSecret: null } : { reference: null, status: 'failed', failureCode: r.reason, clientSecret: null, amountRefundedCents: 0, metadata: {} };

/**
 * Stripe behind the provider port, with the official SDK. Cards are saved on a Customer through a
 * SetupIntent confirmed by Stripe Elements in the browser (card data never reaches us); deposits are
 * PaymentIntents with manual capture; remainders are off-session PaymentIntents; every call carries
 * an idempotency key derived from our ids, so a retried request never moves money twice.
 */
export class StripePaymentsAdapter implements PaymentProvider {
  readonly name = 'stripe' as const;
  constructor(private readonly stripe: Stripe) {}

  async ensureCustomer(user: { id: string; email: string; name: string }) {
    const customer = await call(() => this.stripe.customers.create({ email: user.email, name: user.name, metadata: { userId: user.id } }, { idempotencyKey: `customer:${user.id}` }));
    return customer.id;
  }

  async deleteCustomer(customerRef: string) {
    try {
      // Stripe's DELETE takes no idempotency key: a repeat answers resource_missing, which is the goal.
      await this.stripe.customers.del(customerRef);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return;
      unavailable(error);
    }
  }

  async startCardSetup(customerRef: string, idempotencyKey: string) {
    const setup = await call(() => this.stripe.setupIntents.create({ customer: customerRef, usage: 'off_session', allowed_payment_method_types: ['card'] }, { idempotencyKey }));
    return { clientSecret: setup.client_secret };
  }

  async cardOf(customerRef: string, paymentMethodRef: string, idempotencyKey: string): Promise<CardDetails | null> {
    let pm: Stripe.PaymentMethod;
    try {
      pm = await this.stripe.paymentMethods.retrieve(paymentMethodRef);
      const owner = typeof pm.customer === 'string' ? pm.customer : (pm.customer?.id ?? null);
      if (owner && owner !== customerRef) return null;
      // A method the browser created without the SetupIntent (or a test method) is attached here, so it can be charged off-session.
      if (!owner) pm = await this.stripe.paymentMethods.attach(paymentMethodRef, { customer: customerRef }, { idempotencyKey });
    } catch (error) {
      if (refusal(error)) return null;
      return unavailable(error);
    }
    if (pm.type !== 'card' || !pm.card) return null;
    return { paymentMethodRef: pm.id, brand: pm.card.brand, last4: pm.card.last4, expMonth: pm.card.exp_month, expYear: pm.card.exp_year, fingerprint: pm.card.fingerprint ?? `pm:${pm.id}` };
  }

  async detachCard(paymentMethodRef: string, idempotencyKey: string) {
    try {
      await this.stripe.paymentMethods.detach(paymentMethodRef, {}, { idempotencyKey });
    } catch (error) {
      // Already detached or gone at Stripe: forgetting it is what the client asked.
      if (!refusal(error)) unavailable(error);
    }
  }

  private async create(params: Stripe.PaymentIntentCreateParams, idempotencyKey: string): Promise<IntentState> {
    try {
      return stateOf(await this.stripe.paymentIntents.create(params, { idempotencyKey }));
    } catch (error) {
      const r = refusal(error);
      if (!r) return unavailable(error);
      return refused(r);
    }
  }

  private base(input: ChargeRequest): Stripe.PaymentIntentCreateParams {
    return {
      amount: input.amountCents,
      currency: 'cad',
      customer: input.customerRef,
      payment_method: input.paymentMethodRef,
      allowed_payment_method_types: ['card'],
      confirm: true,
      metadata: { bookingId: input.bookingId, kind: input.kind, chargeId: input.chargeId },
    };
  }

  authorize(input: ChargeRequest) {
    return this.create({ ...this.base(input), capture_method: 'manual' }, input.idempotencyKey);
  }

  charge(input: ChargeRequest & { offSession: boolean }) {
    return this.create({ ...this.base(input), ...(input.offSession ? { off_session: true } : {}) }, input.idempotencyKey);
  }

  private async move(call: () => Promise<Stripe.PaymentIntent>, reference: string): Promise<IntentState> {
    try {
      return stateOf(await call());
    } catch (error) {
      const r = refusal(error);
      if (!r) return unavailable(error);
      // The intent was not in a state for this move (already captured, cancelled ...): its real state answers.
      return (await this.retrieve(reference)) ?? refused(r);
    }
  }

  capture(reference: string, idempotencyKey: string) {
    return this.move(() => this.stripe.paymentIntents.capture(reference, {}, { idempotencyKey }), reference);
  }

  cancel(reference: string, idempotencyKey: string) {
    return this.move(() => this.stripe.paymentIntents.cancel(reference, {}, { idempotencyKey }), reference);
  }

  async refund(input: { reference: string; amountCents: number; idempotencyKey: string }) {
    try {
      const refund = await this.stripe.refunds.create({ payment_intent: input.reference, amount: input.amountCents }, { idempotencyKey: input.idempotencyKey });
      return refund.status === 'failed' || refund.status === 'canceled' ? { ok: false as const, reason: 'error' as const } : { ok: true as const, reference: refund.id };
    } catch (error) {
      const r = refusal(error);
      if (!r) return unavailable(error);
      return { ok: false as const, reason: r.reason };
    }
  }

  async submitDisputeEvidence(input: { disputeRef: string; evidence: Record<string, string>; idempotencyKey: string }) {
    try {
      await this.stripe.disputes.update(input.disputeRef, { evidence: input.evidence as Stripe.DisputeUpdateParams.Evidence, submit: true }, { idempotencyKey: input.idempotencyKey });
    } catch (error) {
      // A dispute already closed, past its deadline or unknown: Stripe refuses the request (400/404).
      if (error instanceof Stripe.errors.StripeInvalidRequestError) throw paymentErrors.disputeRefused();
      unavailable(error);
    }
  }

  async retrieve(reference: string) {
    try {
      return stateOf(await this.stripe.paymentIntents.retrieve(reference, { expand: ['latest_charge'] }));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
      return unavailable(error);
    }
  }
}
