import type { Next } from 'koa';
import type { AppContext } from '../shared/http-kit.js';
import { RateLimitedError } from '../shared/domain-error.js';
import { findOperation, type CompiledOperation } from './openapi.js';

export interface CountingRateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<{ allowed: boolean; retryAfterSeconds: number; hits: number }>;
}

/**
 * Per-key rate limit (docs/decisions.md, "Rate limits"): every request an API key makes as its owner
 * counts in a fixed window shared by all instances; the answer carries `RateLimit-Limit`,
 * `RateLimit-Remaining` and `RateLimit-Reset` (seconds to the window's end), and past the limit it is
 * 429 JSON with `Retry-After`. Public operations keep their own per-address limits. Runs after the
 * scope check, so a refused operation costs nothing.
 */
export function apiKeyRateLimit(ops: CompiledOperation[], limiter: CountingRateLimiter, settings: { limit: number; windowSeconds: number }) {
  return async (ctx: AppContext, next: Next) => {
    const key = ctx.state.auth?.apiKey;
    if (!key || findOperation(ops, ctx.method === 'HEAD' ? 'GET' : ctx.method, ctx.path)?.op.isPublic !== false) return next();
    const { allowed, retryAfterSeconds, hits } = await limiter.hit(`api-key:${key.id}`, settings.limit, settings.windowSeconds);
    ctx.set('RateLimit-Limit', String(settings.limit));
    ctx.set('RateLimit-Remaining', String(Math.max(0, settings.limit - hits)));
    ctx.set('RateLimit-Reset', String(retryAfterSeconds));
    if (!allowed) throw new RateLimitedError(retryAfterSeconds, 'integrations.key_rate_limited');
    await next();
  };
}
