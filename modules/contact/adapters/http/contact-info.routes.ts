import Router from '@koa/router';
import type { AppState } from '../../../../src/shared/http-kit.js';
import type { ContactInfo } from '../../domain/contact-info.js';

/** GET /api/contact-info: the settings /contact shows, the same for everyone (cached like /api/brand). */
export function contactInfoRouter(info: ContactInfo): Router<AppState> {
  const router = new Router<AppState>();
  const body = {
    support: { ...info.support, days: { ...info.support.days } },
    privacyOfficer: { name: info.privacyOfficer.name || null, title: { ...info.privacyOfficer.title }, email: info.privacyOfficer.email, address: info.privacyOfficer.address },
  };
  router.get('/api/contact-info', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = body;
  });
  return router;
}
