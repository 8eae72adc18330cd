import Router from '@koa/router';
import { bodyOf, unwrap, type AppState } from '../../../../src/shared/http-kit.js';
import type { AvailabilityDeps } from '../../application/ports.js';
import { addBlock, type AddBlockInput } from '../../application/add-block.js';
import { deleteBlock, deleteOccurrence } from '../../application/delete-block.js';
import { listBlocks } from '../../application/list-blocks.js';
import { listWeeklyChoices, setWeeklyChoices } from '../../application/weekly-choices.js';
import { monthCalendar } from '../../application/month-calendar.js';
import { publicAvailability } from '../../application/public-availability.js';
import { feedStatus, regenerateFeed, renderFeed } from '../../application/calendar-feed.js';
import { requireCleaner } from './availability.policy.js';
import { presentBlock, presentDay, presentSlot, timeZone } from './availability.presenter.js';

const queryString = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** Availability blocks, the month calendar, public availability and the private calendar feed. */
export function availabilityRouter(deps: AvailabilityDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/availability/me/blocks', async (ctx) => {
    const { userId } = requireCleaner(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { timeZone, blocks: (await listBlocks(deps)(userId)).map(presentBlock) };
  });

  router.post('/api/availability/me/blocks', async (ctx) => {
    const { userId } = requireCleaner(ctx);
    const block = unwrap(await addBlock(deps)(userId, bodyOf<AddBlockInput>(ctx)));
    ctx.status = 201;
    ctx.body = presentBlock(block);
  });

  router.delete('/api/availability/me/blocks/:id', async (ctx) => {
    const { userId } = requireCleaner(ctx);
    unwrap(await deleteBlock(deps)(userId, ctx.params.id!));
    ctx.status = 204;
  });

  router.delete('/api/availability/me/blocks/:id/occurrences/:date', async (ctx) => {
    const { userId } = requireCleaner(ctx);
    unwrap(await deleteOccurrence(deps)(userId, ctx.params.id!, ctx.params.date!));
    ctx.status = 204;
  });

  // Onboarding's morning/afternoon per weekday (spec section 9), kept as ordinary weekly patterns.
  router.get('/api/availability/me/weekly-slots', async (ctx) => {
    const { userId } = requireCleaner(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { timeZone, slots: await listWeeklyChoices(deps)(userId) };
  });

  router.put('/api/availability/me/weekly-slots', async (ctx) => {
    const { userId } = requireCleaner(ctx);
    const slots = unwrap(await setWeeklyChoices(deps)(userId, bodyOf<{ slots?: unknown } | undefined>(ctx)?.slots));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { timeZone, slots };
  });

  router.get('/api/availability/me/calendar', async (ctx) => {
    const { userId } = requireCleaner(ctx);
    const calendar = unwrap(await monthCalendar(deps)(userId, queryString(ctx.query.month) ?? ''));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { month: calendar.month, timeZone, today: calendar.today, horizonEnd: calendar.horizonEnd, days: calendar.days.map(presentDay) };
  });

  router.get('/api/availability/me/feed', async (ctx) => {
    const { userId } = requireCleaner(ctx);
    const status = await feedStatus(deps)(userId);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { active: status.active, createdAt: status.createdAt?.toISOString() ?? null };
  });

  router.post('/api/availability/me/feed', async (ctx) => {
    const { userId } = requireCleaner(ctx);
    const feed = await regenerateFeed(deps)(userId);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = { url: feed.url, createdAt: feed.createdAt.toISOString() };
  });

  router.get('/api/cleaners/:cleanerId/availability', async (ctx) => {
    const range = { from: queryString(ctx.query.from), to: queryString(ctx.query.to) };
    const found = unwrap(await publicAvailability(deps)(ctx.params.cleanerId!, range));
    ctx.body = { cleanerId: ctx.params.cleanerId, timeZone, from: found.from, to: found.to, slots: found.slots.map(presentSlot) };
  });

  // The token in the path is the credential: calendar applications cannot send headers.
  router.get('/api/calendar/:token.ics', async (ctx) => {
    const text = unwrap(await renderFeed(deps)(ctx.params.token!));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Robots-Tag', 'noindex');
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.body = text;
  });

  return router;
}
