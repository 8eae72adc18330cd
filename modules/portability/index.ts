import { portabilityErasure } from './adapters/persistence/portability.erasure.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import type { Clock } from '../../src/shared/clock.js';
import type { FileDisposal } from '../../src/shared/file-disposal.js';
import type { FileStorage } from '../../src/shared/file-storage.js';
import type { FlowEvents } from '../../src/shared/flow-events.js';
import type { Mailer } from '../../src/shared/mailer.js';
import type { PersonalDataSource } from '../../src/shared/personal-data.js';
import type { RateLimiter } from '../../src/shared/rate-limiter.js';
import { newId } from '../../src/shared/ids.js';
import { OrmTransactor } from '../../src/shared/unit-of-work.js';
import type { PortabilityAccounts, PortabilityDeps, PortabilitySettings } from './application/ports.js';
import type { SectionName } from './domain/archive-readme.js';
import { buildArchive } from './application/build-archive.js';
import { expireExports } from './application/exports.js';
import { PgDataExportRepository } from './adapters/persistence/data-export.repository.js';
import { PortabilityInit } from './adapters/persistence/migrations/2026112900-portability-init.js';
import { portabilityRouter } from './adapters/http/portability.routes.js';
import { writeZip } from './adapters/zip-archive.js';

export { DATA_EXPORT_REQUESTED } from './application/request-export.js';
export { SECTIONS, type SectionName } from './domain/archive-readme.js';
export type { PortabilitySettings } from './application/ports.js';

/** Tables and migrations, known before the ORM starts (plain SQL: no entities). */
export const portabilityPersistence = {
  entities: [] as EntitySchema[],
  migrations: [{ name: '2026112900-portability-init', class: PortabilityInit }] satisfies MigrationObject[],
};

export interface PortabilityModuleDeps {
  em: () => EntityManager;
  clock: Clock;
  files: FileStorage;
  fileDisposal: FileDisposal;
  /** The outbox mailer: the "ready" email leaves once the archive's row commits. */
  mailer: Mailer;
  /** The outbox: the preparation is recorded with the request (flow `portability.export_requested`). */
  flows: FlowEvents;
  rateLimiter: RateLimiter;
  accounts: PortabilityAccounts;
  /** One source per JSON file of the archive, each a module's `personalData`. */
  sources: Record<SectionName, PersonalDataSource>;
  settings: PortabilitySettings;
}

/**
 * Law 25's portability right (docs/decisions.md, "Data portability"): a person asks for all the data
 * Éclat holds about them; a ZIP of one JSON file per module plus their files is prepared in the
 * background, offered on the settings page for a few days, then deleted.
 */
export function createPortabilityModule(d: PortabilityModuleDeps) {
  const deps: PortabilityDeps = {
    exports: new PgDataExportRepository(d.em),
    tx: new OrmTransactor(d.em),
    accounts: d.accounts,
    sources: d.sources,
    archive: { write: writeZip },
    files: d.files,
    fileDisposal: d.fileDisposal,
    mailer: d.mailer,
    flows: d.flows,
    rateLimiter: d.rateLimiter,
    clock: d.clock,
    newId,
    settings: d.settings,
  };
  return {
    routers: [portabilityRouter(deps)],
    api: {
      /** The `portability.export_requested` flow's step: prepares the archive, once. */
      buildArchive: buildArchive(deps),
      /** The hourly job: archives past their link's end are deleted; answers how many. */
      expireArchives: () => expireExports(deps)(),
      /** Account deletion: the person's archives deleted at once, a pending request cancelled; the log stays. */
      erasePersonalData: portabilityErasure(d.em, d.clock, d.fileDisposal),
    },
    persistence: portabilityPersistence,
    deps,
  };
}

export type PortabilityModule = ReturnType<typeof createPortabilityModule>;
