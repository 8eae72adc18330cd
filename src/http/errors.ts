import type { Next } from 'koa';
import { DomainError, RateLimitedError, type ErrorKind } from '../shared/domain-error.js';
import type { AppContext } from '../shared/http-kit.js';
import { translate } from './messages.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { OverloadedError } from '../shared/overloaded.js';

/** Seconds a client is asked to wait when the database cannot serve it (the pool's waits are bounded by a few seconds). */
export const UNAVAILABLE_RETRY_SECONDS = 5;

const STATUS: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  provider_failed: 502,
};

/** Largest accepted upload (spec section 9: 10 MB); koa-body's limit in app.ts uses it too. */
export const UPLOAD_MAX_MB = 10;

/** An error raised by the shell itself (validation, CSRF, body parsing) with an explicit status. */
export class HttpError extends DomainError {
  constructor(
    readonly status: number,
    code: string,
    params: Record<string, string | number> = {},
    issues: DomainError['issues'] = [],
  ) {
    super(code, 'invalid', params, issues);
  }
}

/** The only place that turns failures into HTTP answers: `{ error, message, details? }`. */
export async function errorMiddleware(ctx: AppContext, next: Next): Promise<void> {
  try {
    await next();
    if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
      throw new HttpError(404, 'not_found');
    }
    // The routers' answer to a method a path does not have (Allow is already set): JSON like every error.
    if (ctx.status === 405 || ctx.status === 501) {
      const status = ctx.status;
      throw new HttpError(status, status === 405 ? 'method_not_allowed' : 'not_implemented');
    }
  } catch (e) {
    const locale = ctx.state.locale ?? 'fr';
    if (e instanceof DomainError) {
      ctx.status = e instanceof HttpError ? e.status : STATUS[e.kind];
      if (e instanceof RateLimitedError) ctx.set('Retry-After', String(e.retryAfterSeconds));
      ctx.body = {
        error: e.code,
        message: translate(e.code, locale, e.params),
        ...(e.issues.length
          ? { details: e.issues.map((i) => ({ field: i.field, code: i.code, message: translate(i.code, locale, i.params) })) }
          : {}),
      };
      return;
    }
    const status = typeof e === 'object' && e !== null ? Number((e as { status?: unknown; httpCode?: unknown }).status ?? (e as { httpCode?: unknown }).httpCode ?? 500) : 500;
    if (status === 413) {
      ctx.status = 413;
      // An upload over the limit gets the product's message naming the maximum (spec section 5).
      if (ctx.is('multipart')) {
        const params = { maxMb: UPLOAD_MAX_MB };
        ctx.body = { error: 'uploads.too_large', message: translate('uploads.too_large', locale, params), details: [{ field: 'body.file', code: 'uploads.too_large', message: translate('uploads.too_large', locale, params) }] };
        return;
      }
      ctx.body = { error: 'payload_too_large', message: translate('payload_too_large', locale) };
      return;
    }
    if (status === 400 && e instanceof Error && /json/i.test(e.message)) {
      ctx.status = 400;
      ctx.body = { error: 'invalid_json', message: translate('invalid_json', locale) };
      return;
    }
    // Other refusals of the body parser (a truncated or malformed multipart body, a wrong charset...).
    if (status >= 400 && status < 500) {
      const code = status === 415 ? 'unsupported_media_type' : status === 400 ? 'invalid_body' : 'bad_request';
      ctx.status = status;
      ctx.body = { error: code, message: translate(code, locale) };
      return;
    }
    // Work refused rather than queued (issue #37): the client is asked to come back shortly.
    if (e instanceof OverloadedError) {
      ctx.status = 503;
      ctx.set('Retry-After', String(e.retryAfterSeconds));
      ctx.body = { error: 'service_unavailable', message: translate('service_unavailable', locale) };
      return;
    }
    if (isDatabaseUnavailable(e)) {
      ctx.state.log?.warn({ err: e }, 'database unavailable');
      ctx.status = 503;
      ctx.set('Retry-After', String(UNAVAILABLE_RETRY_SECONDS));
      ctx.body = { error: 'service_unavailable', message: translate('service_unavailable', locale) };
      return;
    }
    ctx.state.log?.error({ err: e }, 'unhandled error');
    ctx.status = 500;
    ctx.body = { error: 'internal', message: translate('internal', locale) };
  }
}
