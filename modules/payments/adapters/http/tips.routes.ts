import Router from '@koa/router';
import { bodyOf, requireAuth, type AppState } from '../../../../src/shared/http-kit.js';
import type { PaymentsDeps } from '../../application/ports.js';
import { giveTip, syncTip, tipView } from '../../application/tips.js';

/** A completed visit's tip (issue #18): its parties read it, only its client gives it. */
export function tipsRouter(deps: PaymentsDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/bookings/:id/tip', async (ctx) => {
    const { userId, role } = requireAuth(ctx);
    ctx.body = await tipView(deps)(ctx.params.id!, { userId, role });
  });

  router.post('/api/bookings/:id/tip', async (ctx) => {
    const { userId } = requireAuth(ctx);
    const body = bodyOf<{ amountCents: number; paymentMethodId?: string | null; requestKey: string }>(ctx);
    ctx.body = await giveTip(deps)(ctx.params.id!, userId, { amountCents: body.amountCents, paymentMethodId: body.paymentMethodId ?? null, requestKey: body.requestKey });
  });

  router.post('/api/bookings/:id/tip/sync', async (ctx) => {
    const { userId, role } = requireAuth(ctx);
    ctx.body = await syncTip(deps)(ctx.params.id!, { userId, role });
  });

  return router;
}
