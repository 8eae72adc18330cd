import Router from '@koa/router';
import { bodyOf, requireAuth, requireRole, type AppContext, type AppState } from '../../../../src/shared/http-kit.js';
import type { PushDeps } from '../../application/ports.js';
import { getPushPreferences, updatePushPreferences } from '../../application/preferences.js';
import { subscribe, unsubscribe, type SubscribeInput } from '../../application/subscriptions.js';
import { preferencesOf, presentDevice, presentPreferences, type PushPreferencesBody } from './push.presenter.js';

/** Clients and cleaners get pushes (admins work in the console, which has none). */
const requireParty = (ctx: AppContext) => requireRole(ctx, 'client', 'cleaner');

export function pushRouter(deps: PushDeps): Router<AppState> {
  const router = new Router<AppState>();

  // The browser subscribes with it (applicationServerKey); the same for every instance (configuration).
  router.get('/api/push/vapid-key', async (ctx) => {
    requireAuth(ctx);
    ctx.set('Cache-Control', 'private, max-age=3600');
    ctx.body = { publicKey: deps.settings.vapidPublicKey };
  });

  router.post('/api/users/me/push-subscriptions', async (ctx) => {
    const { userId } = requireParty(ctx);
    const { record, created } = await subscribe(deps)(userId, bodyOf<SubscribeInput>(ctx), ctx.get('user-agent') || undefined);
    ctx.status = created ? 201 : 200;
    ctx.body = presentDevice(record);
  });

  router.delete('/api/users/me/push-subscriptions', async (ctx) => {
    const { userId } = requireParty(ctx);
    await unsubscribe(deps)(userId, bodyOf<{ endpoint: string }>(ctx).endpoint);
    ctx.status = 204;
  });

  router.get('/api/users/me/push-preferences', async (ctx) => {
    const { userId } = requireParty(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentPreferences(await getPushPreferences(deps)(userId));
  });

  router.put('/api/users/me/push-preferences', async (ctx) => {
    const { userId } = requireParty(ctx);
    ctx.body = presentPreferences(await updatePushPreferences(deps)(userId, preferencesOf(bodyOf<PushPreferencesBody>(ctx))));
  });

  return router;
}
