import Router from '@koa/router';
import { bodyOf, type AppState } from '../../../../src/shared/http-kit.js';
import type { BookingDeps } from '../../application/ports.js';
import { estimatePrice, pricingTerms } from '../../application/estimate-price.js';
import type { EstimateInput } from '../../domain/pricing-estimate.js';

/** Public pricing (/pricing, /cleaners/join): the terms in force and estimates by the booking quote's own function. */
export function pricingRouter(deps: BookingDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/pricing', (ctx) => {
    // The same for everyone; changes only with a deployment's configuration.
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = pricingTerms(deps);
  });

  router.post('/api/pricing/estimate', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await estimatePrice(deps)(bodyOf<EstimateInput>(ctx), ctx.state.clientIp);
  });

  return router;
}
