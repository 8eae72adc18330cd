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
  disputeRefused: () => new DomainError('payments.dispute_refused', 'conflict'),
  providerUnavailable: () => new DomainError('payments.provider_unavailable', 'provider_failed'),
  invalidSignature: () => new DomainError('payments.invalid_signature', 'invalid'),
  webhooksDisabled: () => new DomainError('payments.webhooks_disabled', 'not_found'),
};

/** Tip failures (issue #18); texts under tips.* in the same errors.json. */
export const tipErrors = {
  /** Only the visit's client tips; its cleaner and admins read but never tip. */
  onlyClient: () => new DomainError('tips.only_client', 'forbidden'),
  notCompleted: () => new DomainError('tips.not_completed', 'conflict'),
  windowClosed: (hours: number) => new DomainError('tips.window_closed', 'conflict', { hours }),
  amountOutOfRange: (minCents: number, maxCents: number) => new DomainError('tips.amount_out_of_range', 'invalid', { min: minCents / 100, max: maxCents / 100 }),
  alreadyGiven: () => new DomainError('tips.already_given', 'conflict'),
  noCard: () => new DomainError('tips.no_card', 'conflict'),
  cardRefused: () => new DomainError('tips.card_refused', 'payment_required'),
};
