import Router from '@koa/router';
import { bodyOf, requireAuth, requireRole, type AppContext, type AppState } from '../../../../src/shared/http-kit.js';
import type { ReviewsDeps } from '../../application/ports.js';
import { bookingReviews, reviewBooking, type ReviewInput } from '../../application/booking-reviews.js';
import { cleanerReviews, myReviews, recentReviews } from '../../application/public-reviews.js';

const str = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
/** page and pageSize, already checked against the contract's bounds. */
const pageOf = (ctx: AppContext, defaultSize: number) => ({ page: Number(str(ctx.query.page) ?? 1), pageSize: Number(str(ctx.query.pageSize) ?? defaultSize) });

/** Reviewing a booking (its two parties), the public lists and the signed-in user's reviews. */
export function reviewsRouter(deps: ReviewsDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/bookings/:id/reviews', async (ctx) => {
    const { userId } = requireAuth(ctx);
    ctx.body = await bookingReviews(deps)(ctx.params.id!, userId);
  });

  router.post('/api/bookings/:id/reviews', async (ctx) => {
    const { userId } = requireAuth(ctx);
    ctx.body = await reviewBooking(deps)(ctx.params.id!, userId, bodyOf<ReviewInput>(ctx));
    ctx.status = 201;
  });

  router.get('/api/cleaners/:cleanerId/reviews', async (ctx) => {
    ctx.body = await cleanerReviews(deps)(ctx.params.cleanerId!, pageOf(ctx, 10));
  });

  router.get('/api/reviews', async (ctx) => {
    ctx.body = await recentReviews(deps)(pageOf(ctx, 12));
  });

  router.get('/api/users/me/reviews', async (ctx) => {
    const { userId } = requireRole(ctx, 'client', 'cleaner');
    ctx.body = await myReviews(deps)(userId);
  });

  return router;
}
