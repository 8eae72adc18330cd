import Router from '@koa/router';
import { bodyOf, requireRole, type AppState } from '../../../../src/shared/http-kit.js';
import { DomainError, type FieldIssue } from '../../../../src/shared/domain-error.js';
import type { AdminReportQuery, FeedbackDeps } from '../../application/ports.js';
import { REPORT_STATUSES, type ReportStatus } from '../../domain/feedback.js';
import { adminReport, adminReportList, decideFeedbackReport } from '../../application/reports.js';

const MAX_PAGE = 100;
const SORTABLE = ['createdAt', 'status'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseJson(raw: string | undefined, field: string, issues: FieldIssue[]): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    issues.push({ field, code: 'fields.invalid' });
    return undefined;
  }
}

/** ra-data-simple-rest's filter, range and sort, checked field by field. */
export function parseAdminReportQuery(query: Record<string, string | string[] | undefined>): AdminReportQuery {
  const issues: FieldIssue[] = [];
  const str = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const filter = (parseJson(str(query.filter), 'query.filter', issues) ?? {}) as Record<string, unknown>;
  const range = parseJson(str(query.range), 'query.range', issues) ?? [0, 24];
  const sort = parseJson(str(query.sort), 'query.sort', issues) ?? ['createdAt', 'DESC'];
  const out: AdminReportQuery = { status: null, cleanerId: null, ids: null, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 25 };
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) issues.push({ field: 'query.filter', code: 'fields.invalid' });
  else {
    if (filter.status !== undefined && filter.status !== '') {
      if ((REPORT_STATUSES as readonly unknown[]).includes(filter.status)) out.status = filter.status as ReportStatus;
      else issues.push({ field: 'query.filter.status', code: 'fields.invalid_choice' });
    }
    if (filter.cleanerId !== undefined && filter.cleanerId !== '') {
      if (typeof filter.cleanerId === 'string' && UUID.test(filter.cleanerId)) out.cleanerId = filter.cleanerId.toLowerCase();
      else issues.push({ field: 'query.filter.cleanerId', code: 'fields.invalid_id' });
    }
    if (filter.id !== undefined) {
      const ids = Array.isArray(filter.id) ? filter.id : [filter.id];
      if (ids.length > MAX_PAGE || !ids.every((i) => typeof i === 'string' && UUID.test(i))) issues.push({ field: 'query.filter.id', code: 'fields.invalid_id' });
      else out.ids = (ids as string[]).map((i) => i.toLowerCase());
    }
  }
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1] < range[0] || range[1] - range[0] + 1 > MAX_PAGE) {
    issues.push({ field: 'query.range', code: 'fields.invalid' });
  } else {
    out.offset = range[0];
    out.limit = range[1] - range[0] + 1;
  }
  if (!Array.isArray(sort) || !(SORTABLE as readonly unknown[]).includes(sort[0]) || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
    issues.push({ field: 'query.sort', code: 'fields.invalid' });
  } else {
    out.sort = { field: sort[0] as AdminReportQuery['sort']['field'], order: String(sort[1]).toUpperCase() as 'ASC' | 'DESC' };
  }
  if (issues.length) throw new DomainError('validation_failed', 'invalid', {}, issues);
  return out;
}

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
