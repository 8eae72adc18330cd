import Router from '@koa/router';
import { DomainError, type FieldIssue } from '../../../../src/shared/domain-error.js';
import { bodyOf, unwrap, type AppState } from '../../../../src/shared/http-kit.js';
import type { CleanersDeps, ReviewQueueQuery } from '../../application/ports.js';
import { noShowCountOf, reviewDocument, reviewOne, reviewQueue, type ReviewDecision } from '../../application/review-documents.js';
import { downloadDocumentAsAdmin } from '../../application/documents.js';
import { decideEcoCertification } from '../../application/decide-eco-certification.js';
import { presentDocument, presentReviewDetail, presentReviewRow } from './cleaners.presenter.js';
import { requireAdmin, sendPrivateFile } from './cleaners.policy.js';

const MAX_PAGE = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseJson(raw: string | string[] | undefined, field: string, issues: FieldIssue[]): unknown {
  const s = Array.isArray(raw) ? raw[0] : raw;
  if (s === undefined) return undefined;
  try {
    return JSON.parse(s);
  } catch {
    issues.push({ field, code: 'fields.invalid_json' });
    return undefined;
  }
}

/** ra-data-simple-rest's filter (q, status: pending|all, id), range and sort, checked strictly. */
export function parseReviewQuery(query: Record<string, string | string[] | undefined>): ReviewQueueQuery {
  const issues: FieldIssue[] = [];
  const filter = (parseJson(query.filter, 'query.filter', issues) ?? {}) as Record<string, unknown>;
  const range = parseJson(query.range, 'query.range', issues) ?? [0, 24];
  const sort = parseJson(query.sort, 'query.sort', issues) ?? ['oldestPendingAt', 'ASC'];
  const out: ReviewQueueQuery = { status: 'pending', sort: { field: 'oldestPendingAt', order: 'ASC' }, offset: 0, limit: 25 };
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) issues.push({ field: 'query.filter', code: 'fields.invalid' });
  else {
    if (typeof filter.q === 'string' && filter.q.trim()) out.q = filter.q.trim().slice(0, 100);
    if (filter.status !== undefined) {
      if (filter.status === 'pending' || filter.status === 'all') out.status = filter.status;
      else issues.push({ field: 'query.filter.status', code: 'fields.invalid_choice' });
    }
    if (filter.id !== undefined) {
      const ids = Array.isArray(filter.id) ? filter.id : [filter.id];
      if (ids.length > MAX_PAGE || !ids.every((i) => typeof i === 'string' && UUID.test(i))) issues.push({ field: 'query.filter.id', code: 'fields.invalid_id' });
      else {
        out.ids = ids as string[];
        // Fetching given records (getMany) is not limited to those awaiting review.
        if (filter.status === undefined) out.status = 'all';
      }
    }
  }
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1] < range[0] || range[1] - range[0] + 1 > MAX_PAGE) {
    issues.push({ field: 'query.range', code: 'fields.invalid' });
  } else {
    out.offset = range[0];
    out.limit = range[1] - range[0] + 1;
  }
  if (!Array.isArray(sort) || !['oldestPendingAt', 'lastUploadAt'].includes(sort[0]) || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
    issues.push({ field: 'query.sort', code: 'fields.invalid' });
  } else {
    out.sort = { field: sort[0], order: String(sort[1]).toUpperCase() as 'ASC' | 'DESC' };
  }
  if (issues.length) throw new DomainError('validation_failed', 'invalid', {}, issues);
  return out;
}

/** The console's profile review queue (/admin/profile-review). Admins only: everyone else gets 403. */
export function adminProfileReviewRouter(deps: CleanersDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/admin/profile-review', async (ctx) => {
    requireAdmin(ctx);
    const query = parseReviewQuery(ctx.query);
    const { items, total } = await reviewQueue(deps)(query);
    const end = items.length ? query.offset + items.length - 1 : query.offset;
    ctx.set('Content-Range', `profile-review ${query.offset}-${end}/${total}`);
    ctx.set('Access-Control-Expose-Headers', 'Content-Range');
    ctx.body = items.map(presentReviewRow);
  });

  router.get('/api/admin/profile-review/:id', async (ctx) => {
    requireAdmin(ctx);
    ctx.set('Cache-Control', 'no-store');
    const view = unwrap(await reviewOne(deps)(ctx.params.id!));
    ctx.body = { ...presentReviewDetail(view, (id) => deps.places.nameOf(id)), noShowCount: await noShowCountOf(deps)(ctx.params.id!) };
  });

  router.put('/api/admin/profile-review/:id', async (ctx) => {
    requireAdmin(ctx);
    const { ecoCertification } = bodyOf<{ ecoCertification: 'verified' | 'rejected' | 'certified' | null }>(ctx);
    const view = unwrap(await decideEcoCertification(deps)(ctx.params.id!, ecoCertification));
    ctx.body = { ...presentReviewDetail(view, (id) => deps.places.nameOf(id)), noShowCount: await noShowCountOf(deps)(ctx.params.id!) };
  });

  router.put('/api/admin/cleaners/:cleanerId/documents/:id', async (ctx) => {
    const admin = requireAdmin(ctx);
    const decision = bodyOf<ReviewDecision>(ctx);
    const { document, view } = unwrap(await reviewDocument(deps)(admin.userId, ctx.params.cleanerId!, ctx.params.id!, decision));
    ctx.body = { document: presentDocument(document), verification: view.verification, isListed: view.isListed };
  });

  router.get('/api/admin/cleaners/:cleanerId/documents/:id/file', async (ctx) => {
    requireAdmin(ctx);
    sendPrivateFile(ctx, unwrap(await downloadDocumentAsAdmin(deps)(ctx.params.cleanerId!, ctx.params.id!)));
  });

  return router;
}
