import { DomainError, RateLimitedError } from '../../../src/shared/domain-error.js';

/** Portability failures with stable codes; texts live in web/public/locales/{fr,en}/errors.json under portability.*. */
export const portabilityErrors = {
  /** One request at a time: the archive being prepared will be offered by email and on the settings page. */
  pending: () => new DomainError('portability.export_pending', 'conflict'),
  /** Unknown, or someone else's (the same answer, so ids cannot be probed). */
  notFound: () => new DomainError('portability.export_not_found', 'not_found'),
  /** Its link ran out and the archive was deleted (or the preparation was given up). */
  expired: () => new DomainError('portability.export_expired', 'not_found'),
  notReady: () => new DomainError('portability.export_not_ready', 'conflict'),
  tooManyRequests: (retryAfterSeconds: number) => new RateLimitedError(retryAfterSeconds, 'portability.rate_limited'),
};
