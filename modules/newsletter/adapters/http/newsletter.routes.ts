import Router from '@koa/router';
import { bodyOf, type AppState } from '../../../../src/shared/http-kit.js';
import type { Locale } from '../../../../src/shared/locale.js';
import type { NewsletterDeps } from '../../application/ports.js';
import { subscribe } from '../../application/subscribe.js';
import { confirmSubscription } from '../../application/confirm-subscription.js';
import { unsubscribeByToken } from '../../application/unsubscribe.js';

export type Translate = (code: string, locale: Locale) => string;

/** Public: sign-up, confirmation link and one-click unsubscription; none needs an account. */
export function newsletterRouter(deps: NewsletterDeps, translate: Translate): Router<AppState> {
  const router = new Router<AppState>();

  router.post('/api/newsletter/subscriptions', async (ctx) => {
    const body = bodyOf<{ email: string; acceptTerms: boolean; locale?: Locale; website?: string | null }>(ctx);
    const locale = body.locale ?? ctx.state.locale;
    await subscribe(deps)({ email: body.email, acceptTerms: body.acceptTerms, locale, website: body.website ?? null, ip: ctx.state.clientIp });
    ctx.status = 202;
    ctx.body = { message: translate('newsletter.subscribe_received', locale) };
  });

  router.post('/api/newsletter/confirm', async (ctx) => {
    const { token } = bodyOf<{ token: string }>(ctx);
    const result = await confirmSubscription(deps)({ token, ip: ctx.state.clientIp });
    ctx.body = { status: result.status, message: translate('newsletter.confirmed', result.locale) };
  });

  // The unsubscribe page posts here (its client always sends X-Requested-With); so does a mail client's
  // List-Unsubscribe one-click (RFC 8058), with a form body that is not read.
  router.post('/api/newsletter/unsubscribe/:token', async (ctx) => {
    const source = ctx.get('x-requested-with') ? 'email_link' : 'one_click';
    const result = await unsubscribeByToken(deps)({ token: ctx.params.token!, ip: ctx.state.clientIp, source });
    ctx.body = { status: result.status, message: translate('newsletter.unsubscribed', result.locale) };
  });

  return router;
}
