import Router from '@koa/router';
import { bodyOf, requireRole, type AppState } from '../../../../src/shared/http-kit.js';
import { parseAdminListQuery } from '../../../../src/shared/admin-list-query.js';
import type { AdminReviewQuery, ReviewsDeps } from '../../application/ports.js';
import { adminReview, adminReviewList, moderateReview } from '../../application/moderation.js';

const STATUSES = ['pending', 'published', 'hidden'] as const;
const DIRECTIONS = ['client_to_cleaner', 'cleaner_to_client'] as const;

export type ParsedAdminReviewQuery = Omit<AdminReviewQuery, 'accountIds'> & { q: string | null };

/** ra-data-simple-rest's filter (q, status, direction, cleanerId, id), range and sort. */
export const parseAdminReviewQuery = (query: Record<string, string | string[] | undefined>): ParsedAdminReviewQuery =>
  parseAdminListQuery(query, { sortable: ['createdAt', 'overall'] as const, defaultSort: 'createdAt' }, (f) => ({
    status: f.choice('status', STATUSES),
    direction: f.choice('direction', DIRECTIONS),
    cleanerId: f.uuid('cleanerId'),
  }));

/** The console's reviews resource: list with filters, detail with the moderation record, hide/show. Admins only. */
export function adminReviewsRouter(deps: ReviewsDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/admin/reviews', async (ctx) => {
    requireRole(ctx, 'admin');
    const { q, ...parsed } = parseAdminReviewQuery(ctx.query);
    const accountIds = q ? await deps.accounts.searchIds(q, 500) : null;
    const { items, total } = await adminReviewList(deps)({ ...parsed, accountIds });
    const end = items.length ? parsed.offset + items.length - 1 : parsed.offset;
    ctx.set('Content-Range', `reviews ${parsed.offset}-${end}/${total}`);
    ctx.set('Access-Control-Expose-Headers', 'Content-Range');
    ctx.body = items;
  });

  router.get('/api/admin/reviews/:id', async (ctx) => {
    requireRole(ctx, 'admin');
    ctx.body = await adminReview(deps)(ctx.params.id!);
  });

  router.put('/api/admin/reviews/:id/moderation', async (ctx) => {
    const { userId } = requireRole(ctx, 'admin');
    ctx.body = await moderateReview(deps)(ctx.params.id!, userId, bodyOf<{ hidden: boolean; reason?: string | null }>(ctx));
  });

  return router;
}
