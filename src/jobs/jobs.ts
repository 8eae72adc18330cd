import cron from 'node-cron';
import { RequestContext } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { Orm } from '../db/orm.js';
import type { createApp } from '../app.js';
import { WEEKLY_RUN } from '../../modules/payouts/index.js';

/**
 * node-cron schedules that call module use cases. Each use case is safe to run on many instances at
 * once (expiry takes its rows with FOR UPDATE SKIP LOCKED), so no leader election is needed here.
 */
export function startJobs(app: ReturnType<typeof createApp>, orm: Orm, log: Logger): () => Promise<void> {
  // Flow steps left by a process that died after its commit, and retries of failed steps (src/flows/outbox.ts).
  app.outbox.start(1000);
  // Booking requests and punch-outs left half done by a process that died are finished or given up (every 30 s).
  const reconcile = cron.schedule(
    '*/30 * * * * *',
    async () => {
      const done = await RequestContext.create(orm.em, () => app.booking.api.reconcileStuck());
      if (done.attached || done.released || done.settled) log.warn(done, 'half-done booking steps reconciled');
    },
    { name: 'booking-reconcile', timezone: 'America/Toronto', noOverlap: true },
  );
  reconcile.on('execution:failed', (context) => log.error({ err: context.execution?.error }, 'booking reconciliation failed'));
  const outboxSweep = cron.schedule(
    '41 3 * * *',
    async () => {
      const removed = await RequestContext.create(orm.em, () => app.outbox.sweep());
      if (removed) log.info({ removed }, 'done flow steps older than a week removed');
    },
    { name: 'outbox-sweep', timezone: 'America/Toronto', noOverlap: true },
  );
  outboxSweep.on('execution:failed', (context) => log.error({ err: context.execution?.error }, 'outbox sweep failed'));
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
  // Referral rewards past their 6 months expire and discounts set aside for visits that ended otherwise are released, hourly (SKIP LOCKED).
  const referrals = cron.schedule(
    '23 * * * *',
    async () => {
      const done = await RequestContext.create(orm.em, () => app.referrals.api.runMaintenance());
      if (done.expired || done.released || done.used) log.info(done, 'referral rewards maintained');
    },
    { name: 'referrals-maintenance', timezone: 'America/Toronto', noOverlap: true },
  );
  referrals.on('execution:failed', (context) => log.error({ err: context.execution?.error }, 'referral maintenance failed'));
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
  // Refused remainders are charged again on their schedule; rows are taken with SKIP LOCKED, so once.
  const remainderRetry = cron.schedule(
    '*/15 * * * *',
    async () => {
      const tried = await RequestContext.create(orm.em, () => app.payments.api.retryDueRemainders());
      if (tried) log.info({ tried }, 'refused remainders retried');
    },
    { name: 'payments-remainder-retry', timezone: 'America/Toronto', noOverlap: true },
  );
  remainderRetry.on('execution:failed', (context) => log.error({ err: context.execution?.error }, 'remainder retry failed'));
  // Stripe events stored but not applied yet (a crash right after the webhook's answer, a failed apply).
  const stripeEvents = cron.schedule(
    '* * * * *',
    async () => {
      const applied = await RequestContext.create(orm.em, () => app.payments.api.dispatchPendingEvents());
      if (applied) log.info({ applied }, 'waiting Stripe events applied');
    },
    { name: 'payments-stripe-events', timezone: 'America/Toronto', noOverlap: true },
  );
  stripeEvents.on('execution:failed', (context) => log.error({ err: context.execution?.error }, 'Stripe event dispatch failed'));
  // Weekly payouts, Fridays 06:00 Quebec time, for the previous ISO week. The run row is unique per week and
  // each payout is attempted under its row lock with an idempotency key, so several instances pay once.
  const weeklyPayouts = cron.schedule(
    WEEKLY_RUN.cron,
    async () => {
      const run = await RequestContext.create(orm.em, () => app.payouts.api.runWeekly());
      log.info({ week: run.week, payouts: run.payoutCount, paid: run.paidCount, failed: run.failedCount, totalCents: run.totalCents }, 'weekly payout run');
    },
    { name: 'payouts-weekly', timezone: 'America/Toronto', noOverlap: true },
  );
  weeklyPayouts.on('execution:failed', (context) => log.error({ err: context.execution?.error }, 'weekly payout run failed'));
  return async () => {
    await app.outbox.stop();
    await outboxSweep.destroy();
    await reconcile.destroy();
    await weeklyPayouts.destroy();
    await remainderRetry.destroy();
    await stripeEvents.destroy();
    await expiry.destroy();
    await reviews.destroy();
    await referrals.destroy();
    for (const job of digests) await job.destroy();
  };
}
