/**
 * The console's analytics (issue #16): the dashboard over a period and one cleaner's page. A thin
 * application layer: every figure comes from the module that owns the data, through its public api
 * (wired in src/app.ts), as SQL aggregates. This module owns one table: searches per day, the first
 * step of the funnel, counted in memory by each instance and added every few seconds.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import type { Clock } from '../../src/shared/clock.js';
import type { AnalyticsDeps, AnalyticsSettings, AnalyticsSources } from './application/ports.js';
import { SearchCounter } from './application/search-counter.js';
import { PgSearchDays } from './adapters/persistence/search-days.repository.js';
import { AnalyticsInit } from './adapters/persistence/migrations/2026112952-analytics-init.js';
import { adminAnalyticsRouter } from './adapters/http/admin-analytics.routes.js';

export type { AnalyticsSources } from './application/ports.js';

/** Tables and migrations, known before the ORM starts (plain SQL: no entities). */
export const analyticsPersistence = {
  entities: [] as EntitySchema[],
  migrations: [{ name: '2026112952-analytics-init', class: AnalyticsInit }] satisfies MigrationObject[],
};

export interface AnalyticsModuleDeps {
  em: () => EntityManager;
  clock: Clock;
  sources: AnalyticsSources;
  settings: AnalyticsSettings & { searchFlushSeconds: number };
  onError: (error: unknown) => void;
}

export function createAnalyticsModule(d: AnalyticsModuleDeps) {
  const searchDays = new PgSearchDays(d.em);
  const deps: AnalyticsDeps = { sources: d.sources, searchDays, clock: d.clock, settings: { maxPeriodDays: d.settings.maxPeriodDays } };
  const searches = new SearchCounter(searchDays, d.clock, d.settings.searchFlushSeconds * 1000, d.onError);
  return {
    routers: [adminAnalyticsRouter(deps)],
    api: {
      /** The cleaners module's search route: one more public search (first page), counted in memory. */
      recordSearch: () => searches.record(),
      /** Adds the searches counted so far to the daily table (on its timer, at shutdown, and in tests). */
      flushSearches: () => searches.flush(),
    },
    persistence: analyticsPersistence,
    deps,
  };
}

export type AnalyticsModule = ReturnType<typeof createAnalyticsModule>;
