import type { ParameterizedContext } from 'koa';
import type { Logger } from 'pino';
import { DomainError } from './domain-error.js';
import { loggablePath } from './capability-paths.js';
import type { Locale } from './locale.js';
import type { Result } from './result.js';

/** Who is calling, as resolved by src/http/auth.ts from the bearer token or the session cookie. */
export interface AuthContext {
  userId: string;
  role: 'client' | 'cleaner' | 'admin' | null;
  sessionId: string;
  via: 'bearer' | 'cookie' | 'api_key';
  /** With an API key: its id and scopes (src/http/api-key-scopes.ts checks each operation against them). */
  apiKey?: { id: string; scopes: readonly string[] };
}

export interface AppState {
  requestId: string;
  log: Logger;
  /** The signed-in user's language, else Accept-Language, else French. */
  locale: Locale;
  auth: AuthContext | null;
  clientIp: string;
  /** The contract's path template of this request's operation (`/api/bookings/{id}`), once src/http/openapi.ts matched it. */
  operationTemplate?: string;
}

export type AppContext = ParameterizedContext<AppState>;

export function requireAuth(ctx: AppContext): AuthContext {
  if (!ctx.state.auth) throw new DomainError('auth.unauthenticated', 'unauthenticated');
  return ctx.state.auth;
}

export function requireRole(ctx: AppContext, ...roles: NonNullable<AuthContext['role']>[]): AuthContext {
  const auth = requireAuth(ctx);
  if (!auth.role || !roles.includes(auth.role)) throw new DomainError('auth.forbidden', 'forbidden');
  return auth;
}

/** Routes hand failures to the error middleware, which maps codes to statuses in one place. */
export function unwrap<T>(result: Result<T, DomainError>): T {
  if (!result.ok) throw result.error;
  return result.value;
}

/** The validated JSON body (src/http/openapi.ts has checked it against the contract already). */
export function bodyOf<T>(ctx: AppContext): T {
  return (ctx.request as unknown as { body: T }).body;
}

export const SESSION_COOKIE = 'eclat_session';
/** Set and cleared with the session cookie; web/src/features/auth/session-storage.ts reads it. */
export const SESSION_HINT_COOKIE = 'eclat_signed_in';

/**
 * A Secure cookie over a connection the proxy did not vouch for as TLS (X-Forwarded-Proto missing)
 * cannot be set: the answer goes out without it (the body still carries the token) rather than failing
 * after the work is done. Production refuses to start without an https PUBLIC_URL and TRUST_PROXY.
 */
function cookieRefused(ctx: AppContext, secure: boolean): boolean {
  if (!secure || ctx.secure) return false;
  ctx.state.log?.warn({ path: loggablePath(ctx.path) }, 'session cookie not set: the request did not come over HTTPS (check the proxy sends X-Forwarded-Proto)');
  return true;
}

/** The token as an httpOnly cookie too; without remember-me it lives as long as the browser session. */
export function setSessionCookie(ctx: AppContext, token: string, rememberMeDays: number | null, secure: boolean): void {
  if (cookieRefused(ctx, secure)) return;
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    overwrite: true,
    ...(rememberMeDays ? { maxAge: rememberMeDays * 24 * 3600_000 } : {}),
  });
  // Readable by the web app, holding no secret: it asks who is signed in only when this says someone may be.
  ctx.cookies.set(SESSION_HINT_COOKIE, '1', {
    httpOnly: false,
    sameSite: 'lax',
    secure,
    path: '/',
    overwrite: true,
    ...(rememberMeDays ? { maxAge: rememberMeDays * 24 * 3600_000 } : {}),
  });
}

export function clearSessionCookie(ctx: AppContext, secure: boolean): void {
  if (cookieRefused(ctx, secure)) return;
  ctx.cookies.set(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 0, overwrite: true });
  ctx.cookies.set(SESSION_HINT_COOKIE, '', { httpOnly: false, sameSite: 'lax', secure, path: '/', maxAge: 0, overwrite: true });
}
