import Router from '@koa/router';
import { bodyOf, requireRole, type AppContext, type AppState } from '../../../../src/shared/http-kit.js';
import { parseAdminListQuery } from '../../../../src/shared/admin-list-query.js';
import { DomainError } from '../../../../src/shared/domain-error.js';
import { EARNING_KINDS } from '../../domain/earning.js';
import type { PayoutsDeps } from '../../application/ports.js';
import { adminEarningList, adminPayout, adminPayoutList, adminRun, adminRunList } from '../../application/admin-payouts.js';
import { presentRun } from '../../application/views.js';
import { previewRun, retryPayout, runWeekly } from '../../application/weekly-run.js';

const STATUSES = ['pending', 'paid', 'failed'] as const;
const KINDS = ['weekly', 'instant'] as const;
type Query = Record<string, string | string[] | undefined>;

/** `filter.paid` (true/false): the shared parser reads strings only, so booleans are read here. */
function paidFilter(query: Query): boolean | null {
  const raw = Array.isArray(query.filter) ? query.filter[0] : query.filter;
  const paid = raw ? (JSON.parse(raw) as Record<string, unknown>).paid : undefined;
  if (paid === undefined || paid === '' || paid === null) return null;
  if (paid === true || paid === 'true') return true;
  if (paid === false || paid === 'false') return false;
  throw new DomainError('validation_failed', 'invalid', {}, [{ field: 'query.filter.paid', code: 'fields.invalid_choice' }]);
}

function contentRange(ctx: AppContext, resource: string, offset: number, count: number, total: number) {
  const end = count ? offset + count - 1 : offset;
  ctx.set('Content-Range', `${resource} ${offset}-${end}/${total}`);
  ctx.set('Access-Control-Expose-Headers', 'Content-Range');
}

/** The console's payouts: transfers and instant payouts (with retry), weekly runs (with preview and a manual run), earning lines. Admins only. */
export function adminPayoutsRouter(deps: PayoutsDeps): Router<AppState> {
  const router = new Router<AppState>();
  const cleanerIds = async (q: string | null, cleanerId: string | null): Promise<string[] | null> => {
    if (!q) return cleanerId ? [cleanerId] : null;
    const found = await deps.accounts.searchCleanerIds(q, 500);
    return cleanerId ? found.filter((id) => id === cleanerId) : found;
  };

  router.get('/api/admin/payouts', async (ctx) => {
    requireRole(ctx, 'admin');
    const parsed = parseAdminListQuery(ctx.query, { sortable: ['createdAt', 'amountCents', 'status'] as const, defaultSort: 'createdAt' }, (f) => ({
      status: f.choice('status', STATUSES),
      kind: f.choice('kind', KINDS),
      cleanerId: f.uuid('cleanerId'),
      runId: f.uuid('runId'),
    }));
    const { items, total } = await adminPayoutList(deps)({ ...parsed, cleanerIds: await cleanerIds(parsed.q, parsed.cleanerId) }, ctx.state.locale);
    contentRange(ctx, 'payouts', parsed.offset, items.length, total);
    ctx.body = items;
  });

  router.get('/api/admin/payouts/:id', async (ctx) => {
    requireRole(ctx, 'admin');
    ctx.body = await adminPayout(deps)(ctx.params.id!, ctx.state.locale);
  });

  router.post('/api/admin/payouts/:id/retry', async (ctx) => {
    requireRole(ctx, 'admin');
    const after = await retryPayout(deps)(ctx.params.id!);
    ctx.body = await adminPayout(deps)(after.id, ctx.state.locale);
  });

  router.get('/api/admin/payout-runs', async (ctx) => {
    requireRole(ctx, 'admin');
    const parsed = parseAdminListQuery(ctx.query, { sortable: ['week', 'startedAt'] as const, defaultSort: 'week' }, () => ({}));
    const { items, total } = await adminRunList(deps)({ offset: parsed.offset, limit: parsed.limit, order: parsed.sort.order });
    contentRange(ctx, 'payout-runs', parsed.offset, items.length, total);
    ctx.body = items;
  });

  router.post('/api/admin/payout-runs', async (ctx) => {
    requireRole(ctx, 'admin');
    const { week } = bodyOf<{ week?: string }>(ctx) ?? {};
    ctx.body = presentRun(await runWeekly(deps)(week));
  });

  router.get('/api/admin/payout-runs/preview', async (ctx) => {
    requireRole(ctx, 'admin');
    const week = Array.isArray(ctx.query.week) ? ctx.query.week[0] : ctx.query.week;
    ctx.body = await previewRun(deps)(week);
  });

  router.get('/api/admin/payout-runs/:id', async (ctx) => {
    requireRole(ctx, 'admin');
    ctx.body = await adminRun(deps)(ctx.params.id!);
  });

  router.get('/api/admin/earnings', async (ctx) => {
    requireRole(ctx, 'admin');
    const parsed = parseAdminListQuery(ctx.query, { sortable: ['earnedAt', 'amountCents'] as const, defaultSort: 'earnedAt' }, (f) => ({
      cleanerId: f.uuid('cleanerId'),
      bookingId: f.uuid('bookingId'),
      kind: f.choice('kind', EARNING_KINDS),
    }));
    const paid = paidFilter(ctx.query);
    const { items, total } = await adminEarningList(deps)({ ...parsed, paid, cleanerIds: await cleanerIds(parsed.q, parsed.cleanerId) }, ctx.state.locale);
    contentRange(ctx, 'earnings', parsed.offset, items.length, total);
    ctx.body = items;
  });

  return router;
}
