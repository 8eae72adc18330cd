import Router from '@koa/router';
import { requireRole, type AppState } from '../../../../src/shared/http-kit.js';
import { eventsFeed, type EventsFeedDeps } from '../../application/events-feed.js';

export const EVENTS_PAGE_DEFAULT = 50;

/** GET /api/events: the caller's own events (what their webhooks receive), for integrators who poll. */
export function eventsRouter(deps: EventsFeedDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/events', async (ctx) => {
    const { userId } = requireRole(ctx, 'client', 'cleaner', 'admin');
    // Bounds (limit 1-100, cursor length) are the contract's (src/http/openapi.ts checks them first).
    const after = typeof ctx.query.after === 'string' && ctx.query.after ? ctx.query.after : undefined;
    const limit = typeof ctx.query.limit === 'string' ? Number(ctx.query.limit) : EVENTS_PAGE_DEFAULT;
    ctx.body = await eventsFeed(deps)(userId, after, limit);
  });
  return router;
}
