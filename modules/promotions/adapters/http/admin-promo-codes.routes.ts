import Router from '@koa/router';
import { bodyOf, requireRole, type AppState } from '../../../../src/shared/http-kit.js';
import { parseAdminListQuery } from '../../../../src/shared/admin-list-query.js';
import type { AdminPromoCodeQuery, PromoDeps } from '../../application/ports.js';
import type { PromoCodeInput } from '../../domain/promo-code.js';
import { adminPromoCode, adminPromoCodeList, createPromoCode, deletePromoCode, updatePromoCode } from '../../application/admin-promo-codes.js';
import { presentPromoCode } from './promo-code.presenter.js';

type Query = Record<string, string | string[] | undefined>;

/** ra-data-simple-rest's filter (q, status active/inactive, id), range and sort. */
export function parseAdminPromoCodeQuery(query: Query): AdminPromoCodeQuery {
  const parsed = parseAdminListQuery(query, { sortable: ['code', 'createdAt', 'startsAt', 'endsAt'] as const, defaultSort: 'createdAt' }, (f) => ({ status: f.choice('status', ['active', 'inactive'] as const) }));
  const { status, ...rest } = parsed;
  return { ...rest, active: status === null ? null : status === 'active' };
}

/**
 * The console's promo codes (issue #16): list with usage figures, create, read, edit (deactivate is
 * an edit), delete of a code no booking ever carried. Admins only.
 */
export function adminPromoCodesRouter(deps: PromoDeps): Router<AppState> {
  const router = new Router<AppState>();
  const base = '/api/admin/promo-codes';

  router.get(base, async (ctx) => {
    requireRole(ctx, 'admin');
    const parsed = parseAdminPromoCodeQuery(ctx.query);
    const { items, total } = await adminPromoCodeList(deps)(parsed);
    const end = items.length ? parsed.offset + items.length - 1 : parsed.offset;
    ctx.set('Content-Range', `promo-codes ${parsed.offset}-${end}/${total}`);
    ctx.set('Access-Control-Expose-Headers', 'Content-Range');
    ctx.body = items.map(presentPromoCode);
  });

  router.post(base, async (ctx) => {
    requireRole(ctx, 'admin');
    ctx.body = presentPromoCode(await createPromoCode(deps)(bodyOf<PromoCodeInput>(ctx)));
    ctx.status = 201;
  });

  router.get(`${base}/:id`, async (ctx) => {
    requireRole(ctx, 'admin');
    ctx.body = presentPromoCode(await adminPromoCode(deps)(ctx.params.id!));
  });

  router.put(`${base}/:id`, async (ctx) => {
    requireRole(ctx, 'admin');
    ctx.body = presentPromoCode(await updatePromoCode(deps)(ctx.params.id!, bodyOf<PromoCodeInput>(ctx)));
  });

  router.delete(`${base}/:id`, async (ctx) => {
    const { userId } = requireRole(ctx, 'admin');
    await deletePromoCode(deps)(ctx.params.id!);
    ctx.state.log.info({ userId, promoCodeId: ctx.params.id }, 'promo code deleted');
    ctx.status = 204;
  });

  return router;
}
