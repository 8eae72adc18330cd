import { DomainError } from '../../../src/shared/domain-error.js';

/** Payment failures with stable codes; texts live in web/public/locales/{fr,en}/errors.json under payments.*. */
export const paymentErrors = {
  forbidden: () => new DomainError('payments.forbidden', 'forbidden'),
  bookingNotFound: () => new DomainError('payments.booking_not_found', 'not_found'),
  cardNotFound: () => new DomainError('payments.card_not_found', 'not_found'),
  /** The payment method is not one of the caller's saved cards, or the provider does not know it. */
  cardUnknown: () => new DomainError('payments.card_unknown', 'invalid'),
  cardRefused: () => new DomainError('payments.card_refused', 'payment_required'),
  nothingDue: () => new DomainError('payments.nothing_due', 'conflict'),
  refundTooLarge: () => new DomainError('payments.refund_too_large', 'conflict'),
  refundFailed: () => new DomainError('payments.refund_failed', 'conflict'),
  /** Stripe did not answer or failed on its side (network, 5xx, rate limit): nothing is known to have moved. */
  providerUnavailable: () => new DomainError('payments.provider_unavailable', 'provider_failed'),
  invalidSignature: () => new DomainError('payments.invalid_signature', 'invalid'),
  webhooksDisabled: () => new DomainError('payments.webhooks_disabled', 'not_found'),
};
