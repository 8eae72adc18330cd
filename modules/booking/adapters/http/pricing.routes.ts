import Router from '@koa/router';
import { bodyOf, type AppState } from '../../../../src/shared/http-kit.js';
import type { BookingDeps } from '../../application/ports.js';
import { estimatePrice, pricingTerms } from '../../application/estimate-price.js';
import type { EstimateInput } from '../../domain/pricing-estimate.js';

/** Public pricing (/pricing, /cleaners/join): the terms in force and estimates by the booking quote's own function. */
export function pricingRouter(deps: BookingDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/pricing', async (ctx) => {
    // The same for everyone; changes with a deployment's configuration, or when the console edits the
    // featured promo code (caches may state it up to 5 minutes longer; the quote checks the code itself).
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = await pricingTerms(deps);
  });

  router.post('/api/pricing/estimate', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await estimatePrice(deps)(bodyOf<EstimateInput>(ctx), ctx.state.clientIp);
  });

  return router;
}
