import Router from '@koa/router';
import { bodyOf, requireAuth, type AppContext, type AppState } from '../../../../src/shared/http-kit.js';
import { payoutErrors } from '../../domain/payouts.errors.js';
import type { PayoutsDeps } from '../../application/ports.js';
import { createAccountLink, myPayoutAccount, syncAccount } from '../../application/payout-account.js';
import { myEarnings, myPayouts, payoutOverview } from '../../application/cleaner-views.js';
import { requestInstantPayout } from '../../application/instant-payout.js';
import { presentPayout } from '../../application/views.js';

const str = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
/** offset and limit, already checked against the contract's bounds. */
const pageOf = (ctx: AppContext) => ({ offset: Number(str(ctx.query.offset) ?? 0), limit: Number(str(ctx.query.limit) ?? 20) });

/** Payout routes are the signed-in cleaner's own: clients and admins get 403. */
function requireCleaner(ctx: AppContext): string {
  const auth = requireAuth(ctx);
  if (auth.role !== 'cleaner') throw payoutErrors.cleanersOnly();
  return auth.userId;
}

/** The cleaner's "Earnings and payouts": overview, lines, history, connected account, instant payout. */
export function payoutsRouter(deps: PayoutsDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/payouts/me', async (ctx) => {
    ctx.body = await payoutOverview(deps)(requireCleaner(ctx), ctx.state.locale);
  });

  router.get('/api/payouts/me/earnings', async (ctx) => {
    ctx.body = await myEarnings(deps)(requireCleaner(ctx), pageOf(ctx), ctx.state.locale);
  });

  router.get('/api/payouts/me/history', async (ctx) => {
    const { items, total } = await myPayouts(deps)(requireCleaner(ctx), pageOf(ctx));
    ctx.body = { items, total };
  });

  router.get('/api/payouts/me/account', async (ctx) => {
    ctx.body = await myPayoutAccount(deps)(requireCleaner(ctx));
  });

  router.post('/api/payouts/me/account/link', async (ctx) => {
    ctx.body = await createAccountLink(deps)(requireCleaner(ctx), ctx.get('origin') || undefined);
  });

  router.post('/api/payouts/me/account/sync', async (ctx) => {
    ctx.body = await syncAccount(deps)(requireCleaner(ctx));
  });

  router.post('/api/payouts/me/instant', async (ctx) => {
    const cleanerId = requireCleaner(ctx);
    const { requestKey } = bodyOf<{ requestKey: string }>(ctx);
    ctx.body = presentPayout(await requestInstantPayout(deps)(cleanerId, requestKey.toLowerCase()));
    ctx.status = 201;
  });

  return router;
}
