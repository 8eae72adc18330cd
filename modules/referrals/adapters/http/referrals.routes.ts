import Router from '@koa/router';
import { bodyOf, requireAuth, requireRole, type AppState } from '../../../../src/shared/http-kit.js';
import type { ReferralsDeps } from '../../application/ports.js';
import { deleteReferralCode, generateReferralCode, lookupReferralCode, updateReferralCode } from '../../application/codes.js';
import { claimReferralCode } from '../../application/claim.js';
import { referralOverview } from '../../application/overview.js';

/** Referral codes, claims and the signed-in user's overview; the code lookup is public (the shared link's landing). */
export function referralsRouter(deps: ReferralsDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/referrals/me', async (ctx) => {
    const { userId } = requireAuth(ctx);
    ctx.body = await referralOverview(deps)(userId);
  });

  // Clients and cleaners refer people; an admin or an account without a role yet has nothing to earn.
  router.post('/api/referrals/codes', async (ctx) => {
    const { userId } = requireRole(ctx, 'client', 'cleaner');
    ctx.body = await generateReferralCode(deps)(userId);
    ctx.status = 201;
  });

  router.patch('/api/referrals/codes/:id', async (ctx) => {
    const { userId } = requireAuth(ctx);
    ctx.body = await updateReferralCode(deps)(userId, ctx.params.id!, bodyOf<{ active: boolean }>(ctx).active);
  });

  router.delete('/api/referrals/codes/:id', async (ctx) => {
    const { userId } = requireAuth(ctx);
    await deleteReferralCode(deps)(userId, ctx.params.id!);
    ctx.status = 204;
  });

  router.get('/api/referrals/codes/lookup/:code', async (ctx) => {
    ctx.body = await lookupReferralCode(deps)(ctx.params.code!);
  });

  router.post('/api/referrals/claim', async (ctx) => {
    const { userId } = requireAuth(ctx);
    ctx.body = await claimReferralCode(deps)(userId, bodyOf<{ code: string }>(ctx).code);
    ctx.status = 201;
  });

  return router;
}
