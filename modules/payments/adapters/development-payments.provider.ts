import type { PaymentOutcome } from '../payments-port.js';

/**
 * The keyless DEVELOPMENT payment provider: it moves no money and asks for no card, so that a
 * newcomer can book end to end without Stripe keys. It answers like a provider would (references,
 * idempotent replays) and refuses the test method `dev_card_declined`. Never used in production:
 * src/config refuses NODE_ENV=production without Stripe keys, and the payments module refuses to
 * build it there.
 */
export class DevelopmentPaymentsProvider {
  readonly name = 'development' as const;
  /** Idempotency: the same key answers the same outcome, as Stripe does. */
  private readonly seen = new Map<string, PaymentOutcome>();

  private once(key: string, outcome: () => PaymentOutcome): Promise<PaymentOutcome> {
    const known = this.seen.get(key);
    if (known) return Promise.resolve(known);
    const result = outcome();
    this.seen.set(key, result);
    return Promise.resolve(result);
  }

  authorizeDeposit(input: { bookingId: string; paymentMethodId: string | null; idempotencyKey: string }) {
    return this.once(input.idempotencyKey, () => (input.paymentMethodId === 'dev_card_declined' ? { ok: false, reason: 'declined' } : { ok: true, reference: `dev_pi_${input.bookingId}` }));
  }

  captureDeposit(input: { reference: string; idempotencyKey: string }) {
    return this.once(input.idempotencyKey, () => ({ ok: true, reference: input.reference }));
  }

  releaseDeposit(input: { reference: string; idempotencyKey: string }) {
    return this.once(input.idempotencyKey, () => ({ ok: true, reference: input.reference }));
  }

  refund(input: { bookingId: string; idempotencyKey: string }) {
    return this.once(input.idempotencyKey, () => ({ ok: true, reference: `dev_re_${input.bookingId}` }));
  }

  chargeRemainder(input: { bookingId: string; idempotencyKey: string }) {
    return this.once(input.idempotencyKey, () => ({ ok: true, reference: `dev_pi_final_${input.bookingId}` }));
  }
}
