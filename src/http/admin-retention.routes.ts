import Router from '@koa/router';
import { requireRole, type AppState } from '../shared/http-kit.js';
import type { Metrics } from '../observability/metrics.js';
import type { RetentionOutcome } from '../jobs/retention.js';

/**
 * The privacy retention job on demand (issue #41): an admin runs it from the console's health page and
 * reads what it did, so a purge can be verified without waiting for its schedule. Counted and timed as
 * the scheduled run (`privacy-retention`); rows are taken with SKIP LOCKED, so a run at the same time
 * as the scheduled one shares the work.
 */
export function adminRetentionRouter(deps: { retention: () => Promise<RetentionOutcome>; metrics: Pick<Metrics, 'job'>; schedule: string; now: () => Date }): Router<AppState> {
  const router = new Router<AppState>();
  router.post('/api/admin/retention-runs', async (ctx) => {
    const { userId } = requireRole(ctx, 'admin');
    const startedAt = deps.now();
    const outcome = await deps.metrics.job('privacy-retention', deps.retention);
    ctx.state.log.info({ userId, job: 'privacy-retention', outcome }, 'retention run on demand');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { startedAt: startedAt.toISOString(), finishedAt: deps.now().toISOString(), schedule: deps.schedule, outcome };
  });
  return router;
}
