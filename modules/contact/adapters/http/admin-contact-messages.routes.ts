import Router from '@koa/router';
import { bodyOf, requireRole, type AppState } from '../../../../src/shared/http-kit.js';
import { parseAdminListQuery } from '../../../../src/shared/admin-list-query.js';
import type { AdminContactQuery, ContactDeps } from '../../application/ports.js';
import { CONTACT_CATEGORIES, CONTACT_STATUSES } from '../../domain/contact-message.js';
import { adminContactList, adminContactMessage, markContactMessage, replyToContactMessage } from '../../application/admin-messages.js';

/** ra-data-simple-rest's filter (status, category, q, id), range and sort. */
export const parseAdminContactQuery = (query: Record<string, string | string[] | undefined>): AdminContactQuery =>
  parseAdminListQuery(query, { sortable: ['createdAt'] as const, defaultSort: 'createdAt' }, (f) => ({
    status: f.choice('status', CONTACT_STATUSES),
    category: f.choice('category', CONTACT_CATEGORIES),
  }));

/** The console's inbox of contact messages: list, detail with replies, the "handled" toggle, and replies by email. Admins only. */
export function adminContactMessagesRouter(deps: ContactDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/admin/contact-messages', async (ctx) => {
    requireRole(ctx, 'admin');
    const parsed = parseAdminContactQuery(ctx.query);
    const { items, total } = await adminContactList(deps)(parsed);
    const end = items.length ? parsed.offset + items.length - 1 : parsed.offset;
    ctx.set('Content-Range', `contact-messages ${parsed.offset}-${end}/${total}`);
    ctx.set('Access-Control-Expose-Headers', 'Content-Range');
    ctx.body = items;
  });

  router.get('/api/admin/contact-messages/:id', async (ctx) => {
    requireRole(ctx, 'admin');
    ctx.body = await adminContactMessage(deps)(ctx.params.id!);
  });

  router.put('/api/admin/contact-messages/:id', async (ctx) => {
    const { userId } = requireRole(ctx, 'admin');
    ctx.body = await markContactMessage(deps)(ctx.params.id!, userId, bodyOf<{ handled: boolean }>(ctx).handled);
  });

  router.post('/api/admin/contact-messages/:id/replies', async (ctx) => {
    const { userId } = requireRole(ctx, 'admin');
    ctx.body = await replyToContactMessage(deps)(ctx.params.id!, userId, bodyOf<{ subject?: string | null; body: string }>(ctx));
    ctx.status = 201;
  });

  return router;
}
