import { createHmac, timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import { DomainError } from '../../../../src/shared/domain-error.js';
import { RateLimitedError } from '../../../../src/shared/domain-error.js';
import { requireAuth, setSessionCookie, unwrap, type AppContext, type AppState } from '../../../../src/shared/http-kit.js';
import type { AuthorizationChecks, IdentityDeps } from '../../application/ports.js';
import { socialSignIn, signInMethods, unlinkProvider } from '../../application/social-sign-in.js';
import { enforceLimits } from '../../application/rate-limit.js';
import { isSocialProvider, type SocialProvider } from '../../domain/sign-in-methods.js';
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
    ctx.cookies.set(FLOW_COOKIE, sealFlow(opts.appSecret, flow), { ...flowCookie, maxAge: deps.settings.social.flowMinutes * 60_000 });
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(started.url);
  });

  router.get('/api/auth/oidc/:provider/callback', async (ctx) => {
    const provider = configuredProvider(ctx.params.provider);
    const flow = openFlow(opts.appSecret, ctx.cookies.get(FLOW_COOKIE), deps.clock.now());
    // The checks are good for one answer: the cookie goes whatever happens next.
    ctx.cookies.set(FLOW_COOKIE, '', { ...flowCookie, maxAge: 0 });
    const back = flow?.linkUserId ? flow.returnTo : '/auth';
    const tooMany = await limited(ctx);
    if (tooMany) return redirect(ctx, withError(back, (tooMany as RateLimitedError).code));
    // No started sign-in in this browser, another provider's, or a state that is not this browser's: refused.
    if (!flow || flow.provider !== provider || ctx.query.state !== flow.state) return redirect(ctx, withError(back, 'auth.social_state_mismatch'));
    // The person declined at the provider (access_denied) or the provider failed.
    if (typeof ctx.query.error === 'string') return redirect(ctx, withError(back, 'auth.social_cancelled'));

    let identity: Awaited<ReturnType<typeof deps.social.finish>>;
    try {
      identity = await deps.social.finish(provider, new URL(`${callbackUri(provider)}?${ctx.querystring}`), flow);
    } catch (e) {
      ctx.state.log?.warn({ err: e, provider }, 'social sign-in: the provider answer was refused');
      return redirect(ctx, withError(back, 'auth.social_failed'));
    }
    if (flow.linkUserId && ctx.state.auth?.userId !== flow.linkUserId) return redirect(ctx, withError('/auth', 'auth.unauthenticated'));

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
