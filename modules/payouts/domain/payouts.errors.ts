import { DomainError } from '../../../src/shared/domain-error.js';

/** Payout failures with stable codes; texts live in web/public/locales/{fr,en}/errors.json under payouts.*. */
export const payoutErrors = {
  cleanersOnly: () => new DomainError('payouts.cleaners_only', 'forbidden'),
  notFound: () => new DomainError('payouts.not_found', 'not_found'),
  runNotFound: () => new DomainError('payouts.run_not_found', 'not_found'),
  providerUnavailable: () => new DomainError('payouts.provider_unavailable', 'provider_failed'),
  insufficientBalance: (feeCents: number) => new DomainError('payouts.insufficient_balance', 'conflict', { fee: feeCents % 100 === 0 ? feeCents / 100 : (feeCents / 100).toFixed(2) }),
  accountNotReady: () => new DomainError('payouts.account_not_ready', 'conflict'),
  instantFailed: () => new DomainError('payouts.instant_failed', 'provider_failed'),
  notRetryable: () => new DomainError('payouts.not_retryable', 'conflict'),
  invalidWeek: () => new DomainError('validation_failed', 'invalid', {}, [{ field: 'body.week', code: 'fields.invalid_format' }]),
};
