import type { IncomingMessage } from 'node:http';
import type { Next } from 'koa';
import type { PublicReadsConfig } from '../../config/admission-config.js';
import { RateLimitedError } from '../../shared/domain-error.js';
import type { AppContext } from '../../shared/http-kit.js';
import { AddressBuckets, addressKey } from './address-buckets.js';
import { classificationOf } from './admission-gate.js';
import { isOwnRender, type Classified } from './request-classes.js';

/**
 * Per-address limits where abuse is cheap (issue #37): public search and recommendations, place
 * suggestions and public cleaner profiles (the API and the server-rendered page), each group a budget of
 * its own per client address (the trusted proxy's X-Forwarded-For entry). Every answer carries
 * `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` as the integrators' API does; past the
 * budget, 429 `rate_limited` with Retry-After, before the session lookup or any statement. Generous on
 * purpose (300 a minute after a burst of 100 by default): people behind one address (an office, a
 * carrier's shared address) page through results, type place names letter by letter, and never see it.
 */
export function publicReadLimit(settings: PublicReadsConfig, classify: (req: IncomingMessage) => Classified) {
  if (settings.perMinute === 0) return (_ctx: AppContext, next: Next) => next();
  const buckets = new AddressBuckets(settings.perMinute, settings.burst);
  return async (ctx: AppContext, next: Next) => {
    const classified = classificationOf(ctx.req) ?? classify(ctx.req);
    const group = classified.publicRead;
    if (!group || isOwnRender(ctx.req)) return next();
    const answer = buckets.hit(`${group} ${addressKey(ctx.state.clientIp)}`);
    ctx.set('RateLimit-Limit', String(answer.limit));
    ctx.set('RateLimit-Remaining', String(answer.remaining));
    ctx.set('RateLimit-Reset', String(answer.resetSeconds));
    if (!answer.allowed) {
      // Refused before the contract's middleware names the route: /metrics still counts it under its template.
      if (classified.route.startsWith('/api/')) ctx.state.operationTemplate = classified.route;
      throw new RateLimitedError(answer.retryAfterSeconds);
    }
    await next();
  };
}
