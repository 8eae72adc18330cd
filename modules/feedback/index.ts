import { purgeHandledReports } from './adapters/persistence/feedback.retention.js';
import { feedbackErasure } from './adapters/persistence/feedback.erasure.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import type { Clock } from '../../src/shared/clock.js';
import type { RateLimiter } from '../../src/shared/rate-limiter.js';
import { newId } from '../../src/shared/ids.js';
import type { Accounts, Cleaners, FeedbackDeps } from './application/ports.js';
import { PgFeedbackRepository } from './adapters/persistence/feedback.repository.js';
import { feedbackPersonalData } from './adapters/persistence/feedback.personal-data.js';
import { feedbackAnalytics } from './adapters/persistence/feedback.analytics.js';
import { FeedbackInit } from './adapters/persistence/migrations/2026112295-feedback-init.js';
import { FeedbackFavourites } from './adapters/persistence/migrations/2026120225-feedback-favourites.js';
import { PgFavouritesRepository } from './adapters/persistence/favourites.repository.js';
import { feedbackRouter } from './adapters/http/feedback.routes.js';
import { adminFeedbackReportsRouter } from './adapters/http/admin-feedback-reports.routes.js';

/** Tables and migrations, known before the ORM starts (plain SQL: no entities). */
export const feedbackPersistence = {
  entities: [] as EntitySchema[],
  migrations: [
    { name: '2026112295-feedback-init', class: FeedbackInit },
    { name: '2026120225-feedback-favourites', class: FeedbackFavourites },
  ] satisfies MigrationObject[],
};

export interface FeedbackModuleDeps {
  em: () => EntityManager;
  clock: Clock;
  /** Identity's accounts (names and pictures in the console). */
  accounts: Accounts;
  /** The cleaners module: only listed cleaners get feedback; slugs for the console's links. */
  cleaners: Cleaners;
  /** Reports per client per day (the shared PgRateLimiter). */
  rateLimiter: RateLimiter;
  /** How many favourite cleaners one client may keep (config `favourites.maxPerClient`). */
  maxFavourites: number;
}

export function createFeedbackModule(d: FeedbackModuleDeps) {
  const deps: FeedbackDeps = {
    feedback: new PgFeedbackRepository(d.em),
    favourites: new PgFavouritesRepository(d.em),
    maxFavourites: d.maxFavourites,
    accounts: d.accounts,
    cleaners: d.cleaners,
    rateLimiter: d.rateLimiter,
    clock: d.clock,
    newId,
  };
  return {
    routers: [feedbackRouter(deps), adminFeedbackReportsRouter(deps)],
    api: {
      /** Cleaners this client marked "not interested": left out of their recommendations. */
      excludedFor: (clientId: string) => deps.feedback.notInterestedIds(clientId),
      /** The console's analytics (issue #16): open reports, and one cleaner's opinions and reports. */
      analytics: feedbackAnalytics(d.em),
      /** The data export (portability): the client's opinions of cleaners, their favourites and the reports they filed. */
      personalData: feedbackPersonalData(d.em, d.accounts),
      /** Account deletion: opinions and favourites deleted; reports kept 2 years, a deleted reporter's comment erased. */
      erasePersonalData: feedbackErasure(d.em),
      /** Retention (src/jobs/retention.ts): reports handled before `before`, one bounded batch. */
      purgeHandledReports: purgeHandledReports(d.em),
    },
    persistence: feedbackPersistence,
    deps,
  };
}

export type FeedbackModule = ReturnType<typeof createFeedbackModule>;
