import Router from '@koa/router';
import { bodyOf, type AppState } from '../../../../src/shared/http-kit.js';
import type { CalendarSubscription } from '../../domain/calendar-subscription.js';
import type { CalendarSyncDeps } from '../../application/calendar-ports.js';
import { addCalendarSubscription, listCalendarSubscriptions, removeCalendarSubscription, syncCalendarNow } from '../../application/calendar-subscriptions.js';
import { requireCleaner } from './availability.policy.js';

/** The contract's CalendarSubscription: the address only in its masked form, never whole. */
const present = (s: CalendarSubscription) => ({
  id: s.id,
  name: s.name,
  maskedUrl: s.maskedUrl,
  createdAt: s.createdAt.toISOString(),
  lastSyncedAt: s.lastSyncedAt?.toISOString() ?? null,
  lastAttemptAt: s.lastAttemptAt?.toISOString() ?? null,
  lastError: s.lastError,
  eventCount: s.eventCount,
  nextSyncAt: s.nextSyncAt.toISOString(),
});

/** The cleaner's subscribed calendars (issue #18): every route works on the caller's own rows; another cleaner's id is 404. */
export function calendarSubscriptionsRouter(deps: CalendarSyncDeps): Router<AppState> {
  const router = new Router<AppState>();
  const base = '/api/availability/me/calendar-subscriptions';

  router.get(base, async (ctx) => {
    const { userId } = requireCleaner(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      subscriptions: (await listCalendarSubscriptions(deps)(userId)).map(present),
      maxSubscriptions: deps.calendarSettings.maxSubscriptions,
      syncIntervalMinutes: deps.calendarSettings.intervalMinutes,
    };
  });

  router.post(base, async (ctx) => {
    const { userId } = requireCleaner(ctx);
    const subscription = await addCalendarSubscription(deps)(userId, bodyOf<{ name?: unknown; url?: unknown }>(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = present(subscription);
  });

  router.post(`${base}/:id/sync`, async (ctx) => {
    const { userId } = requireCleaner(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = present(await syncCalendarNow(deps)(userId, ctx.params.id!));
  });

  router.delete(`${base}/:id`, async (ctx) => {
    const { userId } = requireCleaner(ctx);
    await removeCalendarSubscription(deps)(userId, ctx.params.id!);
    ctx.status = 204;
  });

  return router;
}
