import { createHmac, timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import { bodyOf, setSessionCookie, unwrap, type AppContext, type AppState } from '../../../../src/shared/http-kit.js';
import type { IdentityDeps } from '../../application/ports.js';
import { passkeyRegistrationOptions, registerPasskey, removePasskey, signInWithPasskey } from '../../application/passkeys.js';
import type { Passkey } from '../../domain/passkey.js';
import { IdentityErrors } from '../../domain/identity.errors.js';
import { presentUser } from './user.presenter.js';
import { currentUser } from './identity.routes.js';
import { enforceLimits } from '../../application/rate-limit.js';

/** The signed cookie that carries a WebAuthn ceremony's challenge from its options to its answer (one use). */
export const CHALLENGE_COOKIE = 'eclat_webauthn';

interface Ceremony {
  purpose: 'register' | 'signin';
  challenge: string;
  /** The account registering a passkey; null for a sign-in. */
  userId: string | null;
  expiresAt: number;
}

const mac = (secret: string, payload: string) => createHmac('sha256', `${secret}:webauthn-challenge`).update(payload).digest('base64url');

function seal(secret: string, ceremony: Ceremony): string {
  const payload = Buffer.from(JSON.stringify(ceremony)).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

function open(secret: string, value: string | undefined, now: Date): Ceremony | null {
  const [payload, given] = (value ?? '').split('.');
  if (!payload || !given) return null;
  const expected = Buffer.from(mac(secret, payload));
  if (expected.length !== Buffer.byteLength(given) || !timingSafeEqual(expected, Buffer.from(given))) return null;
  try {
    const ceremony = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Ceremony;
    return ceremony.expiresAt > now.getTime() ? ceremony : null;
  } catch {
    return null;
  }
}

export const presentPasskey = (p: Passkey) => ({
  id: p.id,
  name: p.name,
  deviceType: p.deviceType,
  backedUp: p.backedUp,
  createdAt: p.createdAt.toISOString(),
  lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
});

/**
 * Passkeys ("biometric sign-in"): settings register, list and remove them; the auth page asks for
 * sign-in options (also used by the email field's autofill) and sends the browser's assertion back.
 */
export function passkeysRouter(deps: IdentityDeps, opts: { secureCookies: boolean; appSecret: string }): Router<AppState> {
  const router = new Router<AppState>();
  const cookie = { httpOnly: true, sameSite: 'lax' as const, secure: opts.secureCookies, path: '/api', overwrite: true };
  const minutes = deps.settings.passkeys.challengeMinutes;

  const issue = (ctx: AppContext, ceremony: Omit<Ceremony, 'expiresAt'>) =>
    ctx.cookies.set(CHALLENGE_COOKIE, seal(opts.appSecret, { ...ceremony, expiresAt: deps.clock.now().getTime() + minutes * 60_000 }), { ...cookie, maxAge: minutes * 60_000 });
  /** The ceremony this browser started for this purpose (and account); the cookie goes whatever the answer. */
  const take = async (ctx: AppContext, purpose: Ceremony['purpose'], userId: string | null): Promise<Ceremony | null> => {
    const ceremony = open(opts.appSecret, ctx.cookies.get(CHALLENGE_COOKIE), deps.clock.now());
    ctx.cookies.set(CHALLENGE_COOKIE, '', { ...cookie, maxAge: 0 });
    if (!ceremony || ceremony.purpose !== purpose || ceremony.userId !== userId) return null;
    // One answer per challenge, even when the same signed cookie is sent again (a replayed assertion):
    // the shared attempt counters remember each challenge used for as long as it is valid.
    const first = await deps.rateLimiter.hit(`webauthn:challenge:${ceremony.challenge}`, 1, minutes * 60);
    return first.allowed ? ceremony : null;
  };

  router.get('/api/users/me/passkeys', async (ctx) => {
    const user = await currentUser(deps, ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { items: (await deps.passkeys.listOf(user.id)).map(presentPasskey) };
  });

  router.post('/api/users/me/passkeys/options', async (ctx) => {
    const user = await currentUser(deps, ctx);
    const { options, challenge } = await passkeyRegistrationOptions(deps)(user);
    issue(ctx, { purpose: 'register', challenge, userId: user.id });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = options;
  });

  router.post('/api/users/me/passkeys', async (ctx) => {
    const user = await currentUser(deps, ctx);
    const ceremony = await take(ctx, 'register', user.id);
    if (!ceremony) throw IdentityErrors.passkeyNotVerified();
    const passkey = unwrap(await registerPasskey(deps)(user, bodyOf<{ name: string; response: unknown }>(ctx), ceremony.challenge));
    ctx.status = 201;
    ctx.body = presentPasskey(passkey);
  });

  router.delete('/api/users/me/passkeys/:id', async (ctx) => {
    const user = await currentUser(deps, ctx);
    unwrap(await removePasskey(deps)(user, ctx.params.id!));
    ctx.status = 204;
  });

  router.post('/api/auth/passkey/options', async (ctx) => {
    const { options, challenge } = await deps.ceremonies.signInOptions();
    issue(ctx, { purpose: 'signin', challenge, userId: null });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = options;
  });

  router.post('/api/auth/passkey', async (ctx) => {
    // Sign-in attempts per IP, as for passwords (the passkey's own key is not guessable, but each try costs a verification).
    const { perIp, windowSeconds } = deps.settings.rateLimits.login;
    const limited = await enforceLimits(deps.rateLimiter, [{ key: `passkey:ip:${ctx.state.clientIp}`, limit: perIp, windowSeconds }]);
    if (limited) throw limited;
    const ceremony = await take(ctx, 'signin', null);
    if (!ceremony) throw IdentityErrors.passkeyFailed();
    const { response } = bodyOf<{ response: unknown }>(ctx);
    const { user, token } = unwrap(await signInWithPasskey(deps)({ response, challenge: ceremony.challenge, currentSessionId: ctx.state.auth?.sessionId }));
    setSessionCookie(ctx, token, null, opts.secureCookies);
    ctx.body = { user: presentUser(user), token };
  });

  return router;
}
