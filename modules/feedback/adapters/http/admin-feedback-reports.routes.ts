import Router from '@koa/router';
import { bodyOf, requireRole, type AppState } from '../../../../src/shared/http-kit.js';
import { parseAdminListQuery } from '../../../../src/shared/admin-list-query.js';
import type { AdminReportQuery, FeedbackDeps } from '../../application/ports.js';
import { REPORT_STATUSES, type ReportStatus } from '../../domain/feedback.js';
import { adminReport, adminReportList, decideFeedbackReport } from '../../application/reports.js';

/** ra-data-simple-rest's filter (status, cleanerId, id), range and sort. */
export const parseAdminReportQuery = (query: Record<string, string | string[] | undefined>): AdminReportQuery =>
  parseAdminListQuery(query, { sortable: ['createdAt', 'status'] as const, defaultSort: 'createdAt' }, (f) => ({
    status: f.choice('status', REPORT_STATUSES),
    cleanerId: f.uuid('cleanerId'),
  }));

/** The console's review queue of clients' reports about cleaners: list, detail, resolve/dismiss/reopen. Admins only. */
export function adminFeedbackReportsRouter(deps: FeedbackDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/admin/feedback-reports', async (ctx) => {
    requireRole(ctx, 'admin');
    const parsed = parseAdminReportQuery(ctx.query);
    const { items, total } = await adminReportList(deps)(parsed);
    const end = items.length ? parsed.offset + items.length - 1 : parsed.offset;
    ctx.set('Content-Range', `feedback-reports ${parsed.offset}-${end}/${total}`);
    ctx.set('Access-Control-Expose-Headers', 'Content-Range');
    ctx.body = items;
  });

  router.get('/api/admin/feedback-reports/:id', async (ctx) => {
    requireRole(ctx, 'admin');
    ctx.body = await adminReport(deps)(ctx.params.id!);
  });

  router.put('/api/admin/feedback-reports/:id', async (ctx) => {
    const { userId } = requireRole(ctx, 'admin');
    ctx.body = await decideFeedbackReport(deps)(ctx.params.id!, userId, bodyOf<{ status: ReportStatus; note?: string | null }>(ctx));
  });

  return router;
}
