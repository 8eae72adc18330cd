import { withUploadedFile } from '../../../../src/shared/upload-file.js';
import Router from '@koa/router';
import { DomainError } from '../../../../src/shared/domain-error.js';
import {
  bodyOf,
  clearSessionCookie,
  requireAuth,
  setSessionCookie,
  unwrap,
  type AppContext,
  type AppState,
} from '../../../../src/shared/http-kit.js';
import type { Locale } from '../../../../src/shared/locale.js';
import type { User } from '../../domain/user.js';
import type { IdentityDeps, Translate } from '../../application/ports.js';
import { signup, type SignupInput } from '../../application/signup.js';
import { login } from '../../application/login.js';
import { logout } from '../../application/logout.js';
import { selectRole, type SelectRoleInput } from '../../application/select-role.js';
import { forgotPassword } from '../../application/forgot-password.js';
import { resetPassword } from '../../application/reset-password.js';
import { updateProfile, type ProfilePatch } from '../../application/update-profile.js';
import { uploadAvatar } from '../../application/upload-avatar.js';
import { changeEmail } from '../../application/change-email.js';
import { changePassword } from '../../application/change-password.js';
import { deleteAccount } from '../../application/delete-account.js';
import { addPassword } from '../../application/add-password.js';
import { completeClientOnboarding } from '../../application/complete-client-onboarding.js';
import { IdentityErrors } from '../../domain/identity.errors.js';
import { presentUser } from './user.presenter.js';
import { completePendingLink } from '../../application/social-sign-in.js';
import { PENDING_LINK_COOKIE } from './social-cookies.js';

export async function currentUser(deps: IdentityDeps, ctx: AppContext): Promise<User> {
  const auth = requireAuth(ctx);
  const user = await deps.users.findById(auth.userId);
  if (!user) throw IdentityErrors.unauthenticated();
  return user;
}

/** Sign-up, sign-in, sign-out, role choice, password reset and the signed-in user's own account. */
export function identityRouter(deps: IdentityDeps, opts: { secureCookies: boolean; translate: Translate }): Router<AppState> {
  const router = new Router<AppState>();
  const rememberDays = deps.settings.session.rememberMeDays;

  const signupRoute = async (ctx: AppContext) => {
    const body = bodyOf<Omit<SignupInput, 'ip' | 'locale'> & { locale?: Locale }>(ctx);
    const { user, token } = unwrap(await signup(deps)({ ...body, locale: body.locale ?? ctx.state.locale, ip: ctx.state.clientIp }));
    setSessionCookie(ctx, token, null, opts.secureCookies);
    ctx.status = 201;
    ctx.body = { user: presentUser(user), token };
  };
  const loginRoute = async (ctx: AppContext) => {
    const body = bodyOf<{ email: string; password: string; rememberMe?: boolean }>(ctx);
    const rememberMe = body.rememberMe ?? false;
    const { user, token } = unwrap(
      await login(deps)({ email: body.email, password: body.password, rememberMe, ip: ctx.state.clientIp, currentSessionId: ctx.state.auth?.sessionId }),
    );
    setSessionCookie(ctx, token, rememberMe ? rememberDays : null, opts.secureCookies);
    // A social identity waiting for this account's password (docs/decisions.md, "Social sign-in") joins it now.
    const pending = ctx.cookies.get(PENDING_LINK_COOKIE);
    let linkedProvider: string | null = null;
    if (pending) {
      linkedProvider = await completePendingLink(deps)(user, pending);
      ctx.cookies.set(PENDING_LINK_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure: opts.secureCookies, path: '/api', maxAge: 0, overwrite: true });
    }
    ctx.body = { user: presentUser(user), token, ...(linkedProvider ? { linkedProvider } : {}) };
  };
  const logoutRoute = async (ctx: AppContext) => {
    await logout(deps)(ctx.state.auth?.sessionId ?? null);
    clearSessionCookie(ctx, opts.secureCookies);
    ctx.status = 204;
  };

  router.post('/api/auth/signup', signupRoute);
  router.post('/api/register', signupRoute);
  router.post('/api/auth/login', loginRoute);
  router.post('/api/login', loginRoute);
  router.post('/api/auth/logout', logoutRoute);
  router.post('/api/logout', logoutRoute);

  router.post('/api/auth/select-role', async (ctx) => {
    const user = await currentUser(deps, ctx);
    const result = unwrap(await selectRole(deps)(user, bodyOf<SelectRoleInput>(ctx)));
    ctx.body = { redirectTo: result.redirectTo, user: presentUser(result.user) };
  });

  router.post('/api/auth/forgot-password', async (ctx) => {
    const { email } = bodyOf<{ email: string }>(ctx);
    unwrap(await forgotPassword(deps)({ email, ip: ctx.state.clientIp }));
    ctx.status = 202;
    ctx.body = { message: opts.translate('messages.forgot_password_sent', ctx.state.locale) };
  });

  router.post('/api/auth/reset-password', async (ctx) => {
    unwrap(await resetPassword(deps)(bodyOf<{ token: string; password: string }>(ctx)));
    ctx.body = { message: opts.translate('messages.password_reset_done', ctx.state.locale) };
  });

  router.get('/api/users/me', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentUser(await currentUser(deps, ctx));
  });

  router.patch('/api/users/me', async (ctx) => {
    const user = await currentUser(deps, ctx);
    ctx.body = presentUser(unwrap(await updateProfile(deps)(user, bodyOf<ProfilePatch>(ctx))));
  });

  router.delete('/api/users/me', async (ctx) => {
    const user = await currentUser(deps, ctx);
    unwrap(await deleteAccount(deps)(user, bodyOf<{ confirmation: string }>(ctx).confirmation, ctx.state.locale));
    clearSessionCookie(ctx, opts.secureCookies);
    ctx.status = 204;
  });

  router.post('/api/users/me/client-onboarding/complete', async (ctx) => {
    const user = await currentUser(deps, ctx);
    ctx.body = presentUser(unwrap(await completeClientOnboarding(deps)(user)));
  });

  router.post('/api/users/me/avatar', async (ctx) => {
    const user = await currentUser(deps, ctx);
    ctx.body = await withUploadedFile(ctx, async (file) => {
      if (!file) throw new DomainError('uploads.file_required', 'invalid', {}, [{ field: 'body.file', code: 'uploads.file_required' }]);
      return presentUser(unwrap(await uploadAvatar(deps)(user, file)));
    });
  });

  router.post('/api/users/me/email', async (ctx) => {
    const user = await currentUser(deps, ctx);
    ctx.body = presentUser(unwrap(await changeEmail(deps)(user, bodyOf<{ email: string; currentPassword: string }>(ctx))));
  });

  router.post('/api/users/me/password', async (ctx) => {
    const user = await currentUser(deps, ctx);
    unwrap(await changePassword(deps)(user, requireAuth(ctx).sessionId, bodyOf<{ currentPassword: string; newPassword: string }>(ctx)));
    ctx.status = 204;
  });

  // A passwordless account (social sign-in, passkeys) adds one, right after signing in.
  router.post('/api/users/me/password/add', async (ctx) => {
    const user = await currentUser(deps, ctx);
    unwrap(await addPassword(deps)(user, requireAuth(ctx).sessionId, bodyOf<{ newPassword: string }>(ctx)));
    ctx.status = 204;
  });

  router.get('/api/files/avatars/:key', async (ctx) => {
    const found = await deps.files.get(`avatars/${ctx.params.key}`);
    if (!found) throw new DomainError('not_found', 'not_found');
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = found.contentType;
    ctx.body = found.data;
  });

  return router;
}
