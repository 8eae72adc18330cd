import Router from '@koa/router';
import { bodyOf, requireRole, type AppState } from '../../../../src/shared/http-kit.js';
import { DomainError, type FieldIssue } from '../../../../src/shared/domain-error.js';
import type { AdminReviewQuery, ReviewsDeps } from '../../application/ports.js';
import { adminReview, adminReviewList, moderateReview } from '../../application/moderation.js';

const MAX_PAGE = 100;
const SORTABLE = ['createdAt', 'overall'] as const;
const STATUSES = ['pending', 'published', 'hidden'] as const;
const DIRECTIONS = ['client_to_cleaner', 'cleaner_to_client'] as const;
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

export type ParsedAdminReviewQuery = Omit<AdminReviewQuery, 'accountIds'> & { q: string | null };

/** ra-data-simple-rest's filter, range and sort, checked field by field. */
export function parseAdminReviewQuery(query: Record<string, string | string[] | undefined>): ParsedAdminReviewQuery {
  const issues: FieldIssue[] = [];
  const str = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const filter = (parseJson(str(query.filter), 'query.filter', issues) ?? {}) as Record<string, unknown>;
  const range = parseJson(str(query.range), 'query.range', issues) ?? [0, 24];
  const sort = parseJson(str(query.sort), 'query.sort', issues) ?? ['createdAt', 'DESC'];
  const out: ParsedAdminReviewQuery = { q: null, status: null, direction: null, ids: null, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 25 };
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) issues.push({ field: 'query.filter', code: 'fields.invalid' });
  else {
    if (typeof filter.q === 'string' && filter.q.trim()) out.q = filter.q.trim().slice(0, 100);
    if (filter.status !== undefined && filter.status !== '') {
      if ((STATUSES as readonly unknown[]).includes(filter.status)) out.status = filter.status as ParsedAdminReviewQuery['status'];
      else issues.push({ field: 'query.filter.status', code: 'fields.invalid_choice' });
    }
    if (filter.direction !== undefined && filter.direction !== '') {
      if ((DIRECTIONS as readonly unknown[]).includes(filter.direction)) out.direction = filter.direction as ParsedAdminReviewQuery['direction'];
      else issues.push({ field: 'query.filter.direction', code: 'fields.invalid_choice' });
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
    out.sort = { field: sort[0] as AdminReviewQuery['sort']['field'], order: String(sort[1]).toUpperCase() as 'ASC' | 'DESC' };
  }
  if (issues.length) throw new DomainError('validation_failed', 'invalid', {}, issues);
  return out;
}

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
