import { Stream } from 'node:stream';
import type { Middleware } from 'koa';

/**
 * Serializes a JSON answer once. Koa stringifies an object body each time its length is asked
 * (compression's threshold check) and again to send it; on public search, the hottest route,
 * that was measurable (issue #24). The Content-Type stays JSON: Koa keeps a type already set.
 */
export const jsonBodyOnce: Middleware = async (ctx, next) => {
  await next();
  const body: unknown = ctx.body;
  if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || body instanceof Stream || body instanceof Uint8Array) return;
  ctx.body = JSON.stringify(body);
};
