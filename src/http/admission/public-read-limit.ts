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
  if (settings.perMinute === 0) return { admits: () => true, middleware: (_ctx: AppContext, next: Next) => next() };
  const buckets = new AddressBuckets(settings.perMinute, settings.burst);
  /** Requests whose hit the ready answers already spent (they hand on what they cannot answer): not spent twice. */
  const spentAhead = new WeakSet<AppContext>();
  /** One hit of the request's budget, its headers set; a refused hit spends nothing (the middleware then answers 429). */
  const spend = (ctx: AppContext) => {
    const classified = classificationOf(ctx.req) ?? classify(ctx.req);
    const group = classified.publicRead;
    if (!group || isOwnRender(ctx.req)) return null;
    const answer = buckets.hit(`${group} ${addressKey(ctx.state.clientIp)}`);
    ctx.set('RateLimit-Limit', String(answer.limit));
    ctx.set('RateLimit-Remaining', String(answer.remaining));
    ctx.set('RateLimit-Reset', String(answer.resetSeconds));
    return { classified, answer };
  };
  return {
    /** For public search's ready answers, ahead of this middleware: false when the budget refuses (the full stack then answers it). */
    admits: (ctx: AppContext): boolean => {
      const spent = spend(ctx);
      if (spent?.answer.allowed) spentAhead.add(ctx);
      return spent?.answer.allowed ?? true;
    },
    middleware: async (ctx: AppContext, next: Next) => {
      if (spentAhead.has(ctx)) return next();
      const spent = spend(ctx);
      if (spent && !spent.answer.allowed) {
        // Refused before the contract's middleware names the route: /metrics still counts it under its template.
        if (spent.classified.route.startsWith('/api/')) ctx.state.operationTemplate = spent.classified.route;
        throw new RateLimitedError(spent.answer.retryAfterSeconds);
      }
      await next();
    },
  };
}
