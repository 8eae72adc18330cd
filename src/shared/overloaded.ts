/**
 * Work this instance refuses to queue because it cannot do it soon (issue #37): answered 503
 * `service_unavailable` with Retry-After (src/http/errors.ts), so the client comes back in a few seconds
 * instead of waiting behind everyone else.
 */
export class OverloadedError extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    what: string,
  ) {
    super(`overloaded: ${what}`);
    this.name = 'OverloadedError';
  }
}
