import { createHmac, timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import { DomainError } from '../../../../src/shared/domain-error.js';
import { RateLimitedError } from '../../../../src/shared/domain-error.js';
import { requireAuth, setSessionCookie, unwrap, type AppContext, type AppState } from '../../../../src/shared/http-kit.js';
import type { AuthorizationChecks, IdentityDeps } from '../../application/ports.js';
import { socialSignIn, signInMethods, unlinkProvider } from '../../application/social-sign-in.js';
import { enforceLimits } from '../../application/rate-limit.js';
import { answersWithFormPost, isSocialProvider, type SocialProvider } from '../../domain/sign-in-methods.js';
import { IdentityErrors } from '../../domain/identity.errors.js';
import { currentUser } from './identity.routes.js';
import { FLOW_COOKIE, PENDING_LINK_COOKIE } from './social-cookies.js';


interface Flow extends AuthorizationChecks {
  provider: SocialProvider;
  /** Where the browser goes back to after linking from settings (a path of this site). */
  returnTo: string;
  /** The signed-in account linking a provider from settings; null for a sign-in. */
  linkUserId: string | null;
  expiresAt: number;
}

/** A path of this site only: never another origin (`//evil`, `/\evil`), so no open redirect. */
export const safeReturnPath = (value: unknown, fallback: string): string =>
  typeof value === 'string' && /^\/(?![/\\])[^\s\\]{0,199}$/.test(value) ? value : fallback;

function sign(secret: string, payload: string): string {
  return createHmac('sha256', `${secret}:oidc-flow`).update(payload).digest('base64url');
}

export function sealFlow(secret: string, flow: Flow): string {
  const payload = Buffer.from(JSON.stringify(flow)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

export function openFlow(secret: string, value: string | undefined, now: Date): Flow | null {
  if (!value) return null;
  const [payload, mac] = value.split('.');
  if (!payload || !mac) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const flow = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Flow;
    return flow.expiresAt > now.getTime() ? flow : null;
  } catch {
    return null;
  }
}

const FORM_MAX_BYTES = 16 * 1024;

/** The posted form, read here (the body parser takes JSON only); a provider's answer is a few kilobytes. */
async function readSmallBody(ctx: AppContext): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > FORM_MAX_BYTES) ctx.throw(413);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** "Marie Tremblay" from Apple's first answer `{"name":{"firstName":"Marie","lastName":"Tremblay"},...}`; null otherwise. */
export function nameFromAppleUser(raw: string | null): string | null {
  if (!raw || raw.length > 2000) return null;
  try {
    const name = (JSON.parse(raw) as { name?: { firstName?: unknown; lastName?: unknown } }).name;
    const parts = [name?.firstName, name?.lastName].filter((p): p is string => typeof p === 'string' && p.trim() !== '');
    return parts.length ? parts.join(' ') : null;
  } catch {
    return null;
  }
}

export interface SocialRouteOptions {
  secureCookies: boolean;
  appSecret: string;
  rememberDays: number;
}

/**
 * Social sign-in (OpenID Connect): the buttons' list, the start that sends the browser to the provider,
 * the callback that signs in, creates the account or leaves a pending link, and the settings' list and
 * unlink. Start and callback answer with redirects: errors go back to the auth page as `socialError`.
 */
export function socialRouter(deps: IdentityDeps, opts: SocialRouteOptions): Router<AppState> {
  const router = new Router<AppState>();
  const { publicUrl } = deps.settings;
  const callbackUri = (provider: SocialProvider) => `${publicUrl}/api/auth/oidc/${provider}/callback`;
  const cookieBase = { httpOnly: true, sameSite: 'lax' as const, secure: opts.secureCookies, overwrite: true };
  const flowCookie = { ...cookieBase, path: '/api/auth/oidc' };
  /**
   * Apple's answer is a cross-site POST (form_post), which a SameSite=Lax cookie does not join: only that
   * provider's flow cookie is SameSite=None (Secure, which browsers require for None; a plain-http
   * development server keeps Lax). The others stay Lax, which also keeps their callback same-site-only.
   */
  const flowCookieOf = (provider: SocialProvider) =>
    answersWithFormPost(provider) && opts.secureCookies ? { ...flowCookie, sameSite: 'none' as const, secure: true } : flowCookie;

  const limited = (ctx: AppContext) => {
    const { perIp, windowSeconds } = deps.settings.rateLimits.social;
    return enforceLimits(deps.rateLimiter, [{ key: `social:ip:${ctx.state.clientIp}`, limit: perIp, windowSeconds }]);
  };
  const configuredProvider = (value: string | undefined): SocialProvider => {
    if (!value || !isSocialProvider(value) || !deps.social.configured().some((p) => p.id === value)) throw IdentityErrors.socialProviderUnknown();
    return value;
  };
  const redirect = (ctx: AppContext, path: string) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(`${publicUrl}${path}`);
  };
  const withError = (path: string, code: string) => `${path}${path.includes('?') ? '&' : '?'}socialError=${encodeURIComponent(code)}`;

  router.get('/api/auth/providers', (ctx) => {
    ctx.body = { providers: deps.social.configured() };
  });

  router.get('/api/auth/oidc/:provider/start', async (ctx) => {
    const provider = configuredProvider(ctx.params.provider);
    const linking = ctx.query.intent === 'link';
    const returnTo = safeReturnPath(ctx.query.returnTo, linking ? '/profile' : '/auth');
    const tooMany = await limited(ctx);
    if (tooMany) throw tooMany;
    // Linking from settings is for the signed-in person; without a session the browser signs in first.
    if (linking && !ctx.state.auth) return redirect(ctx, withError('/auth', 'auth.unauthenticated'));
    let started: Awaited<ReturnType<typeof deps.social.begin>>;
    try {
      started = await deps.social.begin(provider, callbackUri(provider));
    } catch (e) {
      ctx.state.log?.warn({ err: e, provider }, 'social sign-in: provider unreachable');
      return redirect(ctx, withError(returnTo, 'auth.social_failed'));
    }
    const flow: Flow = {
      provider,
      ...started.checks,
      returnTo,
      linkUserId: linking ? ctx.state.auth!.userId : null,
      expiresAt: deps.clock.now().getTime() + deps.settings.social.flowMinutes * 60_000,
    };
    ctx.cookies.set(FLOW_COOKIE, sealFlow(opts.appSecret, flow), { ...flowCookieOf(provider), maxAge: deps.settings.social.flowMinutes * 60_000 });
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(started.url);
  });

  /**
   * The provider's answer: in the query (GET), or posted as a form (Apple's form_post). A form answer
   * arrives cross-site, so the browser sends no session cookie (SameSite=Lax): the signed-in session
   * that started a link is then the one the signed flow cookie names (made by that session, httpOnly,
   * 10 minutes, this browser only), and no earlier session is there to rotate (the new cookie replaces it).
   */
  const callback = async (ctx: AppContext, params: URLSearchParams, posted: boolean) => {
    const provider = configuredProvider(ctx.params.provider);
    const flow = openFlow(opts.appSecret, ctx.cookies.get(FLOW_COOKIE), deps.clock.now());
    // The checks are good for one answer: the cookie goes whatever happens next.
    ctx.cookies.set(FLOW_COOKIE, '', { ...flowCookieOf(provider), maxAge: 0 });
    const back = flow?.linkUserId ? flow.returnTo : '/auth';
    const tooMany = await limited(ctx);
    if (tooMany) return redirect(ctx, withError(back, (tooMany as RateLimitedError).code));
    // No started sign-in in this browser, another provider's, or a state that is not this browser's: refused.
    // A posted answer is accepted only from the provider that answers that way (and a query one only from the others).
    if (!flow || flow.provider !== provider || posted !== answersWithFormPost(provider) || params.get('state') !== flow.state) {
      return redirect(ctx, withError(back, 'auth.social_state_mismatch'));
    }
    // The person declined at the provider (access_denied) or the provider failed.
    if (params.has('error')) return redirect(ctx, withError(back, 'auth.social_cancelled'));

    // The answer's own parameters only: Apple's `user` (name and email, unsigned) never reaches the token check.
    const answer = new URLSearchParams([...params].filter(([k]) => k !== 'user'));
    let identity: Awaited<ReturnType<typeof deps.social.finish>>;
    try {
      identity = await deps.social.finish(provider, new URL(`${callbackUri(provider)}?${answer.toString()}`), flow);
    } catch (e) {
      ctx.state.log?.warn({ err: e, provider }, 'social sign-in: the provider answer was refused');
      // An ID token that did not verify says so (auth.social_token_refused); other failures stay generic.
      return redirect(ctx, withError(back, e instanceof DomainError ? e.code : 'auth.social_failed'));
    }
    // Apple puts no name in the ID token; its first answer carries it in `user` (a name to show, never an email to trust).
    if (posted && identity.name === null) identity = { ...identity, name: nameFromAppleUser(params.get('user')) };
    if (flow.linkUserId && !posted && ctx.state.auth?.userId !== flow.linkUserId) return redirect(ctx, withError('/auth', 'auth.unauthenticated'));

    let result;
    try {
      result = await socialSignIn(deps)({
        provider,
        identity,
        locale: ctx.state.locale,
        currentSessionId: ctx.state.auth?.sessionId,
        linkToUserId: flow.linkUserId,
      });
    } catch (e) {
      if (e instanceof DomainError) return redirect(ctx, withError(back, e.code));
      throw e;
    }
    if (!result.ok) return redirect(ctx, withError(back, result.error.code));
    const outcome = result.value;
    if (outcome.kind === 'linked') return redirect(ctx, `${flow.returnTo}${flow.returnTo.includes('?') ? '&' : '?'}linked=${provider}`);
    if (outcome.kind === 'link_pending') {
      ctx.cookies.set(PENDING_LINK_COOKIE, outcome.pendingToken, { ...cookieBase, path: '/api', maxAge: deps.settings.social.pendingLinkMinutes * 60_000 });
      return redirect(ctx, `/auth?link=${provider}`);
    }
    setSessionCookie(ctx, outcome.token, null, opts.secureCookies);
    // Spec section 2: role selection follows a social sign-up; /auth/success goes back to the remembered page.
    return redirect(ctx, outcome.user.role === null ? '/auth/select-role' : '/auth/success');
  };

  router.get('/api/auth/oidc/:provider/callback', (ctx) => callback(ctx, new URLSearchParams(ctx.querystring), false));
  router.post('/api/auth/oidc/:provider/callback', async (ctx) => {
    if (!ctx.is('application/x-www-form-urlencoded')) ctx.throw(415);
    await callback(ctx, new URLSearchParams(await readSmallBody(ctx)), true);
  });

  router.get('/api/users/me/sign-in-methods', async (ctx) => {
    const user = await currentUser(deps, ctx);
    const methods = await signInMethods(deps)(user);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      hasPassword: methods.hasPassword,
      identities: methods.identities.map((i) => ({ provider: i.provider, email: i.email, linkedAt: i.linkedAt.toISOString() })),
      available: methods.available,
    };
  });

  router.delete('/api/users/me/identities/:provider', async (ctx) => {
    requireAuth(ctx);
    const provider = ctx.params.provider;
    if (!provider || !isSocialProvider(provider)) throw IdentityErrors.socialNotLinked();
    const user = await currentUser(deps, ctx);
    unwrap(await unlinkProvider(deps)(user, provider));
    ctx.status = 204;
  });

  return router;
}
