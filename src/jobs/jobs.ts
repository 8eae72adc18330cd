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
  // Reviews whose window closed are published hourly; the rows are taken with SKIP LOCKED, so once.
  const reviews = cron.schedule(
    '17 * * * *',
    async () => {
      const published = await RequestContext.create(orm.em, () => app.reviews.api.publishClosedWindows());
      if (published) log.info({ published }, 'reviews of closed windows published');
    },
    { name: 'reviews-publish-closed-windows', timezone: 'America/Toronto', noOverlap: true },
  );
  reviews.on('execution:failed', (context) => log.error({ err: context.execution?.error }, 'review publication failed'));
  // Message digests at 08:00 Quebec time; each run takes its messages with SKIP LOCKED, so it sends once.
  const digests = (
    [
      ['daily', '0 8 * * *'],
      ['weekly', '0 8 * * 1'],
      ['monthly', '0 8 1 * *'],
    ] as const
  ).map(([frequency, expression]) => {
    const job = cron.schedule(
      expression,
      async () => {
        const sent = await RequestContext.create(orm.em, () => app.messaging.api.sendDigests(frequency));
        if (sent) log.info({ sent, frequency }, 'message digests sent');
      },
      { name: `messaging-${frequency}-digest`, timezone: 'America/Toronto', noOverlap: true },
    );
    job.on('execution:failed', (context) => log.error({ err: context.execution?.error, frequency }, 'message digest failed'));
    return job;
  });
  return async () => {
    await expiry.destroy();
    await reviews.destroy();
    for (const job of digests) await job.destroy();
  };
}
