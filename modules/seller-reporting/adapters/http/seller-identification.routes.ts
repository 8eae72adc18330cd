import Router from '@koa/router';
import { bodyOf, requireRole, type AppState } from '../../../../src/shared/http-kit.js';
import type { SellerIdentificationInput } from '../../domain/seller-identification.js';
import { declareSellerIdentification, getSellerIdentification } from '../../application/seller-identification.js';
import type { SellerReportingDeps } from '../../application/ports.js';

/** A cleaner's own identification for the seller report: cleaners only, their own row only (no id in the path). */
export function sellerIdentificationRouter(deps: SellerReportingDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/cleaners/me/seller-identification', async (ctx) => {
    const { userId } = requireRole(ctx, 'cleaner');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await getSellerIdentification(deps)(userId);
  });

  router.put('/api/cleaners/me/seller-identification', async (ctx) => {
    const { userId } = requireRole(ctx, 'cleaner');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await declareSellerIdentification(deps)(userId, bodyOf<SellerIdentificationInput>(ctx));
  });

  return router;
}
