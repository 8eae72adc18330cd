/**
 * What kind of failure a domain error is. Only src/http turns a kind into an HTTP status,
 * so modules speak in domain words and never in status codes.
 */
export type ErrorKind = 'invalid' | 'unauthenticated' | 'payment_required' | 'forbidden' | 'not_found' | 'conflict' | 'rate_limited'
  /** A payment or payout provider failed or did not answer (502). */
  | 'provider_failed';

export interface FieldIssue {
  field: string;
  /** Message key in the errors namespace (e.g. 'fields.required'), translated at the edge. */
  code: string;
  params?: Record<string, string | number>;
}

/**
 * A failure with a stable code such as `auth.invalid_credentials`. The code is also the key of its
 * message in `web/public/locales/{lng}/errors.json`, shared with the web app.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly kind: ErrorKind,
    readonly params: Record<string, string | number> = {},
    readonly issues: FieldIssue[] = [],
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

export class RateLimitedError extends DomainError {
  /** `code` names the limit when its text says more than the generic one (e.g. `invoices.rate_limited`). */
  constructor(
    readonly retryAfterSeconds: number,
    code = 'rate_limited',
  ) {
    super(code, 'rate_limited', { seconds: retryAfterSeconds });
  }
}
