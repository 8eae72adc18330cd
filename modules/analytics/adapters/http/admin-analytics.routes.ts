import Router from '@koa/router';
import { requireRole, type AppContext, type AppState } from '../../../../src/shared/http-kit.js';
import { resolvePeriod } from '../../domain/period.js';
import { dashboard } from '../../application/dashboard.js';
import { cleanerAnalytics } from '../../application/cleaner-analytics.js';
import type { AnalyticsDeps } from '../../application/ports.js';

// The contract has checked the shapes (YYYY-MM-DD, uuid); the period's own rules are checked here.
const period = (ctx: AppContext, deps: AnalyticsDeps) => {
  const str = (name: string) => (typeof ctx.query[name] === 'string' && ctx.query[name] !== '' ? (ctx.query[name] as string) : undefined);
  return resolvePeriod({ from: str('from'), to: str('to') }, deps.clock.now(), deps.settings.maxPeriodDays);
};

/** The console's dashboard and per-cleaner analytics. Admins only; figures are never cached by the browser. */
export function adminAnalyticsRouter(deps: AnalyticsDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/admin/analytics/dashboard', async (ctx) => {
    requireRole(ctx, 'admin');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await dashboard(deps)(period(ctx, deps));
  });

  router.get('/api/admin/analytics/cleaners/:cleanerId', async (ctx) => {
    requireRole(ctx, 'admin');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await cleanerAnalytics(deps)(ctx.params.cleanerId!, period(ctx, deps));
  });

  return router;
}
