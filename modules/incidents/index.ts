import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import type { Clock } from '../../src/shared/clock.js';
import { newId } from '../../src/shared/ids.js';
import { OrmTransactor } from '../../src/shared/unit-of-work.js';
import type { Accounts, IncidentDeps, IncidentSettings } from './application/ports.js';
import { PgIncidentRepository } from './adapters/persistence/incidents.repository.js';
import { IncidentsInit } from './adapters/persistence/migrations/2026112900-incidents-init.js';
import { adminIncidentsRouter } from './adapters/http/admin-incidents.routes.js';

/** Tables and migrations, known before the ORM starts (plain SQL: no entities). */
export const incidentsPersistence = {
  entities: [] as EntitySchema[],
  migrations: [{ name: '2026112900-incidents-init', class: IncidentsInit }] satisfies MigrationObject[],
};

export type { IncidentSettings } from './application/ports.js';

export interface IncidentsModuleDeps {
  em: () => EntityManager;
  clock: Clock;
  /** Identity's accounts: names of the admins who recorded and edited entries. */
  accounts: Accounts;
  settings: IncidentSettings;
}

/** The confidentiality incident register (Law 25, s. 3.8), kept by the privacy officer in the console. */
export function createIncidentsModule(d: IncidentsModuleDeps) {
  const deps: IncidentDeps = {
    incidents: new PgIncidentRepository(d.em),
    accounts: d.accounts,
    tx: new OrmTransactor(d.em),
    clock: d.clock,
    newId,
    settings: d.settings,
  };
  return {
    routers: [adminIncidentsRouter(deps)],
    api: {},
    persistence: incidentsPersistence,
    deps,
  };
}

export type IncidentsModule = ReturnType<typeof createIncidentsModule>;
