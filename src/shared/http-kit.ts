import type { ParameterizedContext } from 'koa';
import type { Logger } from 'pino';
import { DomainError } from './domain-error.js';
import type { Locale } from './locale.js';
import type { Result } from './result.js';

/** Who is calling, as resolved by src/http/auth.ts from the bearer token or the session cookie. */
export interface AuthContext {
  userId: string;
  role: 'client' | 'cleaner' | 'admin' | null;
  sessionId: string;
  via: 'bearer' | 'cookie';
}

export interface AppState {
  requestId: string;
  log: Logger;
  /** The signed-in user's language, else Accept-Language, else French. */
  locale: Locale;
  auth: AuthContext | null;
  clientIp: string;
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

/** The token as an httpOnly cookie too; without remember-me it lives as long as the browser session. */
export function setSessionCookie(ctx: AppContext, token: string, rememberMeDays: number | null, secure: boolean): void {
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    overwrite: true,
    ...(rememberMeDays ? { maxAge: rememberMeDays * 24 * 3600_000 } : {}),
  });
}

export function clearSessionCookie(ctx: AppContext, secure: boolean): void {
  ctx.cookies.set(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 0, overwrite: true });
}
