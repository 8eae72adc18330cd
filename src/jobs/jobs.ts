import cron, { type ScheduledTask } from 'node-cron';
import { RequestContext } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { Orm } from '../db/orm.js';
import type { Metrics } from '../observability/metrics.js';
import type { createApp } from '../app.js';
import { WEEKLY_RUN } from '../../modules/payouts/index.js';

/** One scheduled job: each run counted and timed (/metrics), every line it logs naming the job. */
export function jobRunner<T>(name: string, log: Logger, metrics: Pick<Metrics, 'job'>, run: (log: Logger) => Promise<T>): { log: Logger; run: () => Promise<T> } {
  const jobLog = log.child({ job: name });
  return { log: jobLog, run: () => metrics.job(name, () => run(jobLog)) };
}

/** A scheduled job: its name (`npm run job -- <name>`), its cron expression in Quebec time, and its run, which answers what it did. */
export interface JobDefinition {
  name: string;
  schedule: string;
  failure: string;
  run: (log: Logger) => Promise<unknown>;
}

export interface JobSchedules {
  /** The privacy retention job's (RETENTION_SCHEDULE); its default when not given. */
  retention?: string;
}

/**
 * Every scheduled job of the application, in one list, so the scheduler and an on-demand run
 * (scripts/job.ts) run the same code. The outbox's poller is not a job here: it runs continuously.
 */
export function jobDefinitions(app: ReturnType<typeof createApp>, schedules: JobSchedules = {}): JobDefinition[] {
  const jobs: JobDefinition[] = [];
  const every = (name: string, schedule: string, failure: string, run: (log: Logger) => Promise<unknown>) => jobs.push({ name, schedule, failure, run });

  every('outbox-sweep', '41 3 * * *', 'outbox sweep failed', async (log) => {
    const removed = await app.outbox.sweep();
    if (removed) log.info({ removed }, 'done flow steps older than a week removed');
    return removed;
  });
  // Booking requests and punch-outs left half done by a process that died are finished or given up.
  every('booking-reconcile', '*/30 * * * * *', 'booking reconciliation failed', async (log) => {
    const done = await app.booking.api.reconcileStuck();
    if (done.attached || done.released || done.settled) log.warn(done, 'half-done booking steps reconciled');
    return done;
  });
  // Search's free time (the 3-day filter) follows booking changes within a minute, and moves to a new day at midnight.
  every('search-free-time', '* * * * *', 'search free-time refresh failed', async (log) => {
    const done = await app.cleaners.api.refreshChangedFreeTime();
    if (done.wholeHorizon) log.info(done, 'search free time computed for a new day');
    return done;
  });
  every('booking-request-expiry', '* * * * *', 'booking request expiry failed', async (log) => {
    const expired = await app.booking.api.expireRequests();
    if (expired) log.info({ expired }, 'unanswered booking requests expired');
    return expired;
  });
  // Reminders of visits (the day before, 2 h before) and of requests about to expire; each sent once (booking_reminders).
  every('booking-reminders', '* * * * *', 'booking reminders failed', async (log) => {
    const sent = await app.booking.api.sendReminders();
    if (sent) log.info({ sent }, 'booking reminders sent');
    return sent;
  });
  // Reviews whose window closed are published hourly.
  every('reviews-publish-closed-windows', '17 * * * *', 'review publication failed', async (log) => {
    const published = await app.reviews.api.publishClosedWindows();
    if (published) log.info({ published }, 'reviews of closed windows published');
    return published;
  });
  // One review reminder before each window closes, hourly; each party hears once (review_reminders).
  every('reviews-reminders', '47 * * * *', 'review reminders failed', async (log) => {
    const sent = await app.reviews.api.sendReviewReminders();
    if (sent) log.info({ sent }, 'review reminders sent');
    return sent;
  });
  // Referral rewards past their 6 months expire and discounts set aside for visits that ended otherwise are released, hourly.
  every('referrals-maintenance', '23 * * * *', 'referral maintenance failed', async (log) => {
    const done = await app.referrals.api.runMaintenance();
    if (done.expired || done.released || done.used) log.info(done, 'referral rewards maintained');
    return done;
  });
  // Newsletter sign-ups never confirmed are deleted 30 days after their link expired, daily.
  every('newsletter-purge-unconfirmed', '37 4 * * *', 'newsletter purge failed', async (log) => {
    const purged = await app.newsletter.api.purgeUnconfirmed();
    if (purged) log.info({ purged }, 'unconfirmed newsletter sign-ups deleted');
    return purged;
  });
  // Newsletter deliveries left by a process that died, and retries of failed sends, every minute
  // (a send request starts them at once; rows are taken with SKIP LOCKED, so instances share them).
  every('newsletter-deliveries', '* * * * *', 'newsletter delivery failed', async (log) => {
    const done = await app.newsletter.api.deliverDue();
    if (done.sent || done.failed || done.skipped) log.info(done, 'newsletter deliveries sent');
    return done;
  });
  // Retention periods (privacy policy, docs/decisions.md "Retention"), daily: verification documents, visit
  // photos, punch coordinates, messages. Batches take their rows with SKIP LOCKED, so instances share a run.
  every('privacy-retention', schedules.retention ?? '23 4 * * *', 'retention run failed', async (log) => {
    const done = await app.retention();
    if (Object.values(done).some((n) => n > 0)) log.info(done, 'data past its retention period deleted');
    return done;
  });
  // The written notice of each upcoming version of the terms (Consumer Protection Act s. 11.2), hourly: one
  // email per account and version, its row and email in one transaction (unique key), so instances share it.
  every('legal-change-notices', '7 * * * *', 'legal change notices failed', async (log) => {
    const done = await app.legal.api.sendChangeNotices();
    if (done.notified) log.info(done, 'notices of new terms of use sent');
    return done;
  });
  // Data archives (portability) whose download link ended are deleted, hourly; rows taken with SKIP LOCKED.
  every('portability-expire', '53 * * * *', 'data archive expiry failed', async (log) => {
    const expired = await app.portability.api.expireArchives();
    if (expired) log.info({ expired }, 'expired data archives deleted');
    return expired;
  });
  // Busy times of the cleaners' subscribed calendars, every minute for those due (CALENDAR_SYNC_INTERVAL_MINUTES
  // apart per calendar); each is claimed with SKIP LOCKED and its next sync moved in one statement, so it runs once.
  every('availability-calendar-sync', '* * * * *', 'calendar sync failed', async (log) => {
    const done = await app.availability.api.syncDueCalendars();
    if (done.synced || done.failed) log.info(done, 'subscribed calendars synced');
    return done;
  });
  // Busy times of the cleaners' linked Google calendars, every minute for those due (GOOGLE_CALENDAR_SYNC_MINUTES
  // apart per account); each is claimed with SKIP LOCKED and its next read moved in one statement, so it runs once.
  // Scheduled only where the feature is configured (GOOGLE_CALENDAR_CLIENT_ID and _SECRET).
  if (app.availability.api.googleCalendar.enabled) {
    every('availability-google-calendar-sync', '* * * * *', 'Google calendar sync failed', async (log) => {
      const done = await app.availability.api.googleCalendar.syncDue();
      if (done.synced || done.failed) log.info(done, 'linked Google calendars read');
      return done;
    });
  }
  // Message digests at 08:00 Quebec time; each run takes its messages with SKIP LOCKED, so it sends once.
  for (const [frequency, expression] of [
    ['daily', '0 8 * * *'],
    ['weekly', '0 8 * * 1'],
    ['monthly', '0 8 1 * *'],
  ] as const) {
    every(`messaging-${frequency}-digest`, expression, `${frequency} message digest failed`, async (log) => {
      const sent = await app.messaging.api.sendDigests(frequency);
      if (sent) log.info({ sent, frequency }, 'message digests sent');
      return sent;
    });
  }
  // Refused remainders are charged again on their schedule.
  every('payments-remainder-retry', '*/15 * * * *', 'remainder retry failed', async (log) => {
    const tried = await app.payments.api.retryDueRemainders();
    if (tried) log.info({ tried }, 'refused remainders retried');
    return tried;
  });
  // Stripe events stored but not applied yet (a crash right after the webhook's answer, a failed apply).
  every('payments-stripe-events', '* * * * *', 'Stripe event dispatch failed', async (log) => {
    const applied = await app.payments.api.dispatchPendingEvents();
    if (applied) log.info({ applied }, 'waiting Stripe events applied');
    return applied;
  });
  // Weekly payouts, Fridays 06:00 Quebec time, for the previous ISO week. The run row is unique per week and
  // each payout is attempted under its row lock with an idempotency key, so several instances pay once.
  every('payouts-weekly', WEEKLY_RUN.cron, 'weekly payout run failed', async (log) => {
    const run = await app.payouts.api.runWeekly();
    log.info({ week: run.week, payouts: run.payoutCount, paid: run.paidCount, failed: run.failedCount, totalCents: run.totalCents }, 'weekly payout run');
    return run;
  });

  return jobs;
}

/** Runs one job now, as its schedule would (counted, timed, logged under its name); answers its outcome. */
export async function runJobNow(app: ReturnType<typeof createApp>, orm: Orm, log: Logger, name: string, schedules: JobSchedules = {}): Promise<unknown> {
  const definition = jobDefinitions(app, schedules).find((j) => j.name === name);
  if (!definition) throw new Error(`unknown job "${name}"`);
  const job = jobRunner(name, log, app.metrics, definition.run);
  return RequestContext.create(orm.em, job.run);
}

/**
 * node-cron schedules that call module use cases. Each use case is safe to run on many instances at
 * once (rows are taken with FOR UPDATE SKIP LOCKED, runs are unique per key), so no leader election
 * is needed here.
 */
export function startJobs(app: ReturnType<typeof createApp>, orm: Orm, log: Logger, schedules: JobSchedules = {}): () => Promise<void> {
  // Flow steps left by a process that died after its commit, and retries of failed steps (src/flows/outbox.ts).
  app.outbox.start(1000);
  const tasks: ScheduledTask[] = [];
  for (const definition of jobDefinitions(app, schedules)) {
    // Its own request context per run, counted and timed (/metrics), its failures logged through a child logger naming the job.
    const job = jobRunner(definition.name, log, app.metrics, definition.run);
    // The run's entities are let go when it ends (issue #39): a pooled connection or a timer opened during the
    // run keeps its async context, and so this context's identity map, alive for as long as it lives; after the
    // first daily pass of search-free-time over 10 000 cleaners that was ~100 MB held by an idle server.
    const run = () =>
      RequestContext.create(orm.em, async () => {
        try {
          return await job.run();
        } finally {
          RequestContext.getEntityManager()?.clear();
        }
      });
    const task = cron.schedule(definition.schedule, run, { name: definition.name, timezone: 'America/Toronto', noOverlap: true });
    task.on('execution:failed', (context) => job.log.error({ err: context.execution?.error }, definition.failure));
    tasks.push(task);
  }
  return async () => {
    await app.outbox.stop();
    for (const task of tasks) await task.destroy();
  };
}
