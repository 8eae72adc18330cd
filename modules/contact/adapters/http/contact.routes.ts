import Router from '@koa/router';
import { bodyOf, type AppState } from '../../../../src/shared/http-kit.js';
import type { Locale } from '../../../../src/shared/locale.js';
import type { ContactDeps } from '../../application/ports.js';
import type { ContactCategory } from '../../domain/contact-message.js';
import { sendContactMessage } from '../../application/send-contact-message.js';

export type Translate = (code: string, locale: Locale) => string;

interface ContactBody {
  name: string;
  email: string;
  category: ContactCategory;
  message: string;
  bookingReference?: string | null;
  locale?: Locale;
  website?: string | null;
}

/** The public /contact form; a signed-in sender's account is noted with the message. */
export function contactRouter(deps: ContactDeps, translate: Translate): Router<AppState> {
  const router = new Router<AppState>();

  router.post('/api/contact-messages', async (ctx) => {
    const body = bodyOf<ContactBody>(ctx);
    const locale = body.locale ?? ctx.state.locale;
    await sendContactMessage(deps)({ ...body, locale, website: body.website ?? null, userId: ctx.state.auth?.userId ?? null, ip: ctx.state.clientIp });
    ctx.status = 202;
    ctx.body = { message: translate('contact.received', locale) };
  });

  return router;
}
