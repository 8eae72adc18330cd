import Router from '@koa/router';
import { bodyOf, requireRole, type AppContext, type AppState } from '../../../../src/shared/http-kit.js';
import type { NewKeyInput } from '../../domain/api-key.js';
import type { IntegrationsDeps } from '../../application/ports.js';
import { createApiKey, getApiKey, listApiKeys, revokeApiKey } from '../../application/api-keys.js';
import { presentApiKey } from './api-key.presenter.js';

/**
 * API keys from account settings (clients, cleaners: /api/users/me/api-keys) and from the console
 * (admins: /api/admin/api-keys, ra-data-simple-rest's shape). Each person manages their own keys.
 * Keys themselves never reach these routes (src/http/api-key-scopes.ts refuses them).
 */
export function apiKeysRouter(deps: IntegrationsDeps): Router<AppState> {
  const router = new Router<AppState>();
  const now = () => deps.clock.now();
  const create = async (ctx: AppContext, role: 'client' | 'cleaner' | 'admin', userId: string) => {
    const { key, secret } = await createApiKey(deps)({ userId, role }, bodyOf<NewKeyInput>(ctx));
    ctx.state.log.info({ userId, apiKeyId: key.id, scopes: key.scopes }, 'API key created');
    ctx.status = 201;
    return { ...presentApiKey(key, now()), secret };
  };

  const mine = '/api/users/me/api-keys';
  router.get(mine, async (ctx) => {
    const { userId } = requireRole(ctx, 'client', 'cleaner', 'admin');
    ctx.body = { items: (await listApiKeys(deps)(userId)).map((k) => presentApiKey(k, now())) };
  });
  router.post(mine, async (ctx) => {
    const { userId, role } = requireRole(ctx, 'client', 'cleaner', 'admin');
    ctx.body = await create(ctx, role!, userId);
  });
  router.delete(`${mine}/:id`, async (ctx) => {
    const { userId } = requireRole(ctx, 'client', 'cleaner', 'admin');
    const key = await revokeApiKey(deps)(userId, ctx.params.id!);
    ctx.state.log.info({ userId, apiKeyId: key.id }, 'API key revoked');
    ctx.body = presentApiKey(key, now());
  });

  const admin = '/api/admin/api-keys';
  router.get(admin, async (ctx) => {
    const { userId } = requireRole(ctx, 'admin');
    const items = await listApiKeys(deps)(userId);
    ctx.set('Content-Range', `api-keys 0-${Math.max(items.length - 1, 0)}/${items.length}`);
    ctx.set('Access-Control-Expose-Headers', 'Content-Range');
    ctx.body = items.map((k) => presentApiKey(k, now()));
  });
  router.post(admin, async (ctx) => {
    const { userId } = requireRole(ctx, 'admin');
    ctx.body = await create(ctx, 'admin', userId);
  });
  router.get(`${admin}/:id`, async (ctx) => {
    const { userId } = requireRole(ctx, 'admin');
    ctx.body = presentApiKey(await getApiKey(deps)(userId, ctx.params.id!), now());
  });
  // react-admin's delete: the key is revoked (kept in the list as revoked, like in settings).
  router.delete(`${admin}/:id`, async (ctx) => {
    const { userId } = requireRole(ctx, 'admin');
    const key = await revokeApiKey(deps)(userId, ctx.params.id!);
    ctx.state.log.info({ userId, apiKeyId: key.id }, 'API key revoked');
    ctx.body = presentApiKey(key, now());
  });
  return router;
}
