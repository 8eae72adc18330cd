import { RateLimitedError } from '../../../src/shared/domain-error.js';
import type { RateLimiter } from '../../../src/shared/rate-limiter.js';

/** Applies every limit and fails with the longest wait if any is exceeded. */
export async function enforceLimits(
  limiter: RateLimiter,
  limits: { key: string; limit: number; windowSeconds: number }[],
): Promise<RateLimitedError | null> {
  let wait = 0;
  for (const l of limits) {
    const hit = await limiter.hit(l.key, l.limit, l.windowSeconds);
    if (!hit.allowed) wait = Math.max(wait, hit.retryAfterSeconds);
  }
  return wait > 0 ? new RateLimitedError(wait) : null;
}
