import type { Next } from 'koa';
import { SESSION_COOKIE, type AppContext, type AuthContext } from '../shared/http-kit.js';
import type { Locale } from '../shared/locale.js';
import { HttpError } from './errors.js';
import { localeFromHeader } from './messages.js';

export type Authenticator = (token: string) => Promise<{ userId: string; role: AuthContext['role']; locale: Locale; sessionId: string } | null>;

/** API keys for integrators (modules/integrations): the key, the caller's address -> the owner and the key's scopes. */
export interface ApiKeyAuthenticator {
  looksLikeKey(token: string): boolean;
  authenticate(token: string, ip: string): Promise<{ userId: string; role: NonNullable<AuthContext['role']>; locale: Locale; keyId: string; scopes: readonly string[] } | null>;
}

/** fr or en when the header asks for one of them, else null (no header, or only other languages). */
function explicitLocale(header: string): Locale | null {
  return /(^|,)\s*(fr|en)\b/i.test(header) ? localeFromHeader(header) : null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves the caller from `Authorization: Bearer` or the session cookie. A cookie is sent by the
 * browser on its own, so state changes authenticated only by it must prove they come from our
 * scripts: a JSON body or an X-Requested-With header (neither can be sent cross-site without CORS),
 * and no Origin header naming another site.
 */
export function authMiddleware(authenticate: Authenticator, allowedOrigins: string[], apiKeys?: ApiKeyAuthenticator) {
  return async (ctx: AppContext, next: Next) => {
    ctx.state.auth = null;
    const header = ctx.get('authorization');
    const bearer = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    // An API key acts as its owner within its scopes; one that is unknown, revoked or expired is refused
    // outright (401) rather than treated as anonymous, so an integration learns its key stopped working.
    if (bearer && apiKeys?.looksLikeKey(bearer)) {
      const caller = await apiKeys.authenticate(bearer, ctx.state.clientIp);
      if (!caller) throw new HttpError(401, 'integrations.key_invalid');
      ctx.state.auth = { userId: caller.userId, role: caller.role, sessionId: `api-key:${caller.keyId}`, via: 'api_key', apiKey: { id: caller.keyId, scopes: caller.scopes } };
      // An integration asks for its language per request; without a French or English Accept-Language, the owner's.
      ctx.state.locale = explicitLocale(ctx.get('accept-language')) ?? caller.locale;
      return next();
    }
    const cookie = bearer ? undefined : ctx.cookies.get(SESSION_COOKIE);
    const token = bearer ?? cookie;
    if (token) {
      const found = await authenticate(token);
      if (found) {
        ctx.state.auth = { userId: found.userId, role: found.role, sessionId: found.sessionId, via: bearer ? 'bearer' : 'cookie' };
        ctx.state.locale = found.locale;
        if (!bearer && !SAFE_METHODS.has(ctx.method)) {
          const origin = ctx.get('origin');
          const foreign = origin !== '' && !allowedOrigins.includes(origin);
          if (foreign || (!ctx.is('json') && !ctx.get('x-requested-with'))) throw new HttpError(403, 'csrf_failed');
        }
      }
    }
    await next();
  };
}

