import { randomUUID } from 'node:crypto';
import type { CardDetails, ChargeRequest, IntentState, PaymentProvider } from '../application/ports.js';
import type { FailureReason } from '../domain/charge.js';

/** The development provider's test cards (the web app's chooser offers them in place of Stripe's elements). */
export const DEVELOPMENT_TEST_CARDS: Record<string, Omit<CardDetails, 'paymentMethodRef'> & { behaviour: 'success' | 'declined' | 'authentication_required' }> = {
  dev_pm_success: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, fingerprint: 'dev_fp_4242', behaviour: 'success' },
  dev_pm_declined: { brand: 'visa', last4: '0002', expMonth: 12, expYear: 2034, fingerprint: 'dev_fp_0002', behaviour: 'declined' },
  dev_pm_authentication_required: { brand: 'visa', last4: '3184', expMonth: 12, expYear: 2034, fingerprint: 'dev_fp_3184', behaviour: 'authentication_required' },
};

/**
 * The keyless DEVELOPMENT payment provider: it moves no money, so that a newcomer can book and pay
 * end to end without Stripe keys. It answers like Stripe's test mode would: `dev_pm_declined` is
 * refused at every charge; `dev_pm_authentication_required` succeeds on-session (as if the client
 * authenticated) and fails off-session, so the refused-remainder path can be tried. Same key, same
 * answer. Never used in production: src/config refuses NODE_ENV=production without Stripe keys and
 * the payments module refuses to build it there.
 */
export class DevelopmentPaymentsProvider implements PaymentProvider {
  readonly name = 'development' as const;
  private readonly byKey = new Map<string, IntentState>();
  private readonly intents = new Map<string, IntentState & { captureManual: boolean }>();

  async ensureCustomer(user: { id: string }) {
    return `dev_cus_${user.id}`;
  }

  async startCardSetup() {
    return { clientSecret: null };
  }

  async cardOf(_customerRef: string, paymentMethodRef: string) {
    const card = DEVELOPMENT_TEST_CARDS[paymentMethodRef];
    if (!card) return null;
    const { behaviour: _behaviour, ...details } = card;
    return { paymentMethodRef, ...details };
  }

  async detachCard() {}

  async deleteCustomer() {}

  private once(key: string, make: () => IntentState): IntentState {
    const known = this.byKey.get(key);
    if (known) return { ...known };
    const state = make();
    this.byKey.set(key, state);
    return { ...state };
  }

  private create(input: ChargeRequest, captureManual: boolean, offSession: boolean): IntentState {
    const behaviour = DEVELOPMENT_TEST_CARDS[input.paymentMethodRef]?.behaviour;
    const failure: FailureReason | null = !behaviour ? 'error' : behaviour === 'declined' ? 'declined' : behaviour === 'authentication_required' && offSession ? 'authentication_required' : null;
    const reference = `dev_pi_${randomUUID()}`;
    const state: IntentState = {
      reference,
      status: failure ? 'failed' : captureManual ? 'authorized' : 'succeeded',
      failureCode: failure,
      clientSecret: null,
      amountRefundedCents: 0,
      metadata: { bookingId: input.bookingId, kind: input.kind, chargeId: input.chargeId },
    };
    this.intents.set(reference, { ...state, captureManual });
    return state;
  }

  private move(reference: string, key: string, to: (s: IntentState) => IntentState['status']): IntentState {
    return this.once(key, () => {
      const s = this.intents.get(reference);
      // Unknown after a restart of the development server: the move is taken as done.
      if (!s) return { reference, status: to({ reference, status: 'authorized', failureCode: null, clientSecret: null, amountRefundedCents: 0, metadata: {} }), failureCode: null, clientSecret: null, amountRefundedCents: 0, metadata: {} };
      s.status = to(s);
      return { ...s };
    });
  }

  async authorize(input: ChargeRequest) {
    return this.once(input.idempotencyKey, () => this.create(input, true, false));
  }

  async capture(reference: string, idempotencyKey: string) {
    return this.move(reference, idempotencyKey, (s) => (s.status === 'authorized' ? 'succeeded' : s.status));
  }

  async cancel(reference: string, idempotencyKey: string) {
    return this.move(reference, idempotencyKey, (s) => (s.status === 'succeeded' ? 'succeeded' : 'canceled'));
  }

  async charge(input: ChargeRequest & { offSession: boolean }) {
    return this.once(input.idempotencyKey, () => this.create(input, false, input.offSession));
  }

  /** Development disputes exist only in tests' webhooks: the evidence is accepted and kept nowhere. */
  async submitDisputeEvidence() {}

  async refund(input: { reference: string; amountCents: number; idempotencyKey: string }) {
    const s = this.intents.get(input.reference);
    if (s && !this.byKey.has(input.idempotencyKey)) s.amountRefundedCents += input.amountCents;
    this.once(input.idempotencyKey, () => ({ reference: `dev_re_${randomUUID()}`, status: 'succeeded', failureCode: null, clientSecret: null, amountRefundedCents: 0, metadata: {} }));
    return { ok: true as const, reference: this.byKey.get(input.idempotencyKey)!.reference! };
  }

  async retrieve(reference: string) {
    const s = this.intents.get(reference);
    return s ? { reference: s.reference, status: s.status, failureCode: s.failureCode, clientSecret: s.clientSecret, amountRefundedCents: s.amountRefundedCents, metadata: s.metadata } : null;
  }
}
