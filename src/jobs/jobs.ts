import cron from 'node-cron';
import { RequestContext } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { Orm } from '../db/orm.js';
import type { createApp } from '../app.js';

/**
 * node-cron schedules that call module use cases. Each use case is safe to run on many instances at
 * once (expiry takes its rows with FOR UPDATE SKIP LOCKED), so no leader election is needed here.
 */
export function startJobs(app: ReturnType<typeof createApp>, orm: Orm, log: Logger): () => Promise<void> {
  const expiry = cron.schedule(
    '* * * * *',
    async () => {
      const expired = await RequestContext.create(orm.em, () => app.booking.api.expireRequests());
      if (expired) log.info({ expired }, 'unanswered booking requests expired');
    },
    { name: 'booking-request-expiry', timezone: 'America/Toronto', noOverlap: true },
  );
  expiry.on('execution:failed', (context) => log.error({ err: context.execution?.error }, 'booking request expiry failed'));
  return async () => {
    await expiry.destroy();
  };
}
