import { createHash } from 'node:crypto';
import type { Next } from 'koa';
import type { AppContext } from '../shared/http-kit.js';
import type { Clock } from '../shared/clock.js';
import { HttpError } from './errors.js';
import { findOperation, type CompiledOperation } from './openapi.js';

/** The integrations module's store (modules/integrations/adapters/persistence/idempotency.repository.ts). */
export interface IdempotencyStore {
  claim(callerId: string, key: string, hash: string, now: Date, ttlMs: number): Promise<{ kind: 'claimed' } | { kind: 'replay'; status: number; body: unknown } | { kind: 'in_flight' } | { kind: 'mismatch' }>;
  answer(callerId: string, key: string, status: number, body: unknown, now: Date): Promise<void>;
  release(callerId: string, key: string): Promise<void>;
  purgeExpired(now: Date, limit: number): Promise<number>;
}

const KEY = /^[\x21-\x7E]{1,255}$/;
const CLEANUP_EVERY_MS = 10 * 60_000;

/** A stored answer must be plain JSON (never a file or a stream). */
const isJson = (body: unknown): boolean => body === null || body === undefined || (typeof body === 'object' && !Buffer.isBuffer(body) && typeof (body as { pipe?: unknown }).pipe !== 'function');

/**
 * `Idempotency-Key` on the POSTs that create something and the work day's PUTs a phone replays from
 * its offline queue (docs/decisions.md, "Idempotency keys"): the contract's operations declaring the header. The first request with a key runs and its answer
 * (status below 500, JSON) is kept `ttlHours`; the same key and request again gets that answer
 * (`Idempotent-Replayed: true`), the same key with another request 422, and a request arriving while
 * the first runs 409. An error thrown by the handler is not kept: the key can be retried. Runs after
 * the contract's checks, so a malformed request is refused without using the key.
 */
export function idempotency(ops: CompiledOperation[], store: IdempotencyStore, clock: Clock, ttlHours: number) {
  let lastCleanup = 0;
  return async (ctx: AppContext, next: Next) => {
    const key = ctx.get('Idempotency-Key');
    const callerId = ctx.state.auth?.userId;
    if ((ctx.method !== 'POST' && ctx.method !== 'PUT') || !key || !callerId || !findOperation(ops, ctx.method, ctx.path)?.op.idempotent) return next();
    if (!KEY.test(key)) throw new HttpError(400, 'integrations.idempotency_key_invalid');
    const now = clock.now();
    const body = (ctx.request as { body?: unknown }).body ?? null;
    const hash = createHash('sha256').update(JSON.stringify([ctx.method, ctx.path, ctx.querystring, body])).digest('hex');
    const claim = await store.claim(callerId, key, hash, now, ttlHours * 3_600_000);
    if (claim.kind === 'mismatch') throw new HttpError(422, 'integrations.idempotency_key_reused');
    if (claim.kind === 'in_flight') throw new HttpError(409, 'integrations.idempotency_in_progress');
    if (claim.kind === 'replay') {
      ctx.status = claim.status;
      ctx.body = claim.body ?? undefined;
      ctx.set('Idempotent-Replayed', 'true');
      return;
    }
    try {
      await next();
    } catch (error) {
      await store.release(callerId, key);
      throw error;
    }
    if (ctx.status < 500 && isJson(ctx.body)) await store.answer(callerId, key, ctx.status, ctx.body ?? null, clock.now());
    else await store.release(callerId, key);
    if (now.getTime() - lastCleanup > CLEANUP_EVERY_MS) {
      lastCleanup = now.getTime();
      await store.purgeExpired(now, 1000);
    }
  };
}
