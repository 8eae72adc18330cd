import { DomainError, RateLimitedError } from '../../../src/shared/domain-error.js';

/** Invoice and statement failures; texts live in web/public/locales/{fr,en}/errors.json under invoices.*. */
export const invoiceErrors = {
  bookingNotFound: () => new DomainError('invoices.booking_not_found', 'not_found'),
  forbidden: () => new DomainError('invoices.forbidden', 'forbidden'),
  notAvailable: () => new DomainError('invoices.not_available', 'conflict'),
  statementNotFound: () => new DomainError('invoices.statement_not_found', 'not_found'),
  /** Spec section 8: "Trop de demandes. Veuillez réessayer dans {{seconds}} secondes." (with Retry-After). */
  rateLimited: (retryAfterSeconds: number) => new RateLimitedError(retryAfterSeconds, 'invoices.rate_limited'),
};
