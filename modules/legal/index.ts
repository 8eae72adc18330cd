import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import type { Clock } from '../../src/shared/clock.js';
import type { Locale } from '../../src/shared/locale.js';
import { newId } from '../../src/shared/ids.js';
import type { Mailer } from '../../src/shared/mailer.js';
import { OrmTransactor } from '../../src/shared/unit-of-work.js';
import type { LegalDeps, LegalSettings, LegalTexts, NoticeAccounts } from './application/ports.js';
import { LEGAL_CATALOG, type LegalCatalog } from './domain/catalog.js';
import { acceptTerms, currentTermsStatus } from './application/acceptances.js';
import { legalSummary } from './application/documents.js';
import { sendTermsChangeNotices } from './application/change-notices.js';
import { PgChangeNoticeRepository } from './adapters/persistence/change-notice.repository.js';
import { PgAcceptanceRepository } from './adapters/persistence/acceptance.repository.js';
import { legalPersonalData } from './adapters/persistence/legal.personal-data.js';
import { LegalInit } from './adapters/persistence/migrations/2026112620-legal-init.js';
import { LegalChangeNotices } from './adapters/persistence/migrations/2026120110-legal-change-notices.js';
import { LegalKeptAfterDeletion } from './adapters/persistence/migrations/2026120300-legal-kept-after-deletion.js';
import { markAccountDeleted, purgeAfterAccountDeletion } from './adapters/persistence/legal.retention.js';
import { fileLegalTexts } from './adapters/file-texts.adapter.js';
import { legalRouter } from './adapters/http/legal.routes.js';

export type { LegalSettings, PrivacyOfficer } from './application/ports.js';
export { LEGAL_CATALOG, type LegalCatalog, type VersionEntry } from './domain/catalog.js';

/** Tables and migrations, known before the ORM starts (plain SQL: no entities). */
export const legalPersistence = {
  entities: [] as EntitySchema[],
  migrations: [
    { name: '2026112620-legal-init', class: LegalInit },
    { name: '2026120110-legal-change-notices', class: LegalChangeNotices },
    { name: '2026120300-legal-kept-after-deletion', class: LegalKeptAfterDeletion },
  ] satisfies MigrationObject[],
};

export interface LegalModuleDeps {
  em: () => EntityManager;
  clock: Clock;
  settings: LegalSettings;
  /** Defaults to the published versions (domain/catalog.ts) and their files (texts/). */
  catalog?: LegalCatalog;
  texts?: LegalTexts;
  /** The outbox mailer (src/flows/mail-flow.ts): notices of new terms recorded with their rows. */
  mailer: Mailer;
  /** Identity's active accounts that are asked to accept the terms (admins left out), by id. */
  accounts: NoticeAccounts;
  /** Accounts notified per transaction by the legal-change-notices job (config.legal). */
  changeNoticeBatchSize: number;
}

export function createLegalModule(d: LegalModuleDeps) {
  const deps: LegalDeps = {
    acceptances: new PgAcceptanceRepository(d.em),
    texts: d.texts ?? fileLegalTexts(),
    catalog: d.catalog ?? LEGAL_CATALOG,
    clock: d.clock,
    settings: d.settings,
    newId,
  };
  return {
    routers: [legalRouter(deps)],
    api: {
      /**
       * Identity's sign-up hook, inside its transaction: the terms in force are recorded as accepted in
       * the chosen language (French unless English). A version that is no longer in force throws (409),
       * which undoes the sign-up: the person is shown the new version first.
       */
      recordSignupAcceptance: (input: { userId: string; termsVersion: string | null; termsLanguage: Locale | null }) =>
        acceptTerms(deps)({ userId: input.userId, version: input.termsVersion, language: input.termsLanguage, source: 'signup', field: 'body.termsVersion' }),
      termsStatus: currentTermsStatus(deps),
      summary: legalSummary(deps),
      /** The data export (portability): the person's acceptances of the terms and the notices of new versions. */
      personalData: legalPersonalData(d.em),
      /** Account deletion: the acceptances and notices are kept, marked with the deletion time their 3 years run from. */
      erasePersonalData: markAccountDeleted(d.em, d.clock),
      /** Retention (src/jobs/retention.ts): acceptances and notices of accounts deleted before `before`, one bounded batch. */
      purgeAfterAccountDeletion: purgeAfterAccountDeletion(d.em),
      /**
       * The hourly legal-change-notices job: the written notice (Consumer Protection Act, s. 11.2) of each
       * upcoming version of the terms, once per account whatever the number of instances. The catalog
       * is read from `deps` at each run (tests publish a version by replacing it).
       */
      sendChangeNotices: sendTermsChangeNotices(deps, {
        notices: new PgChangeNoticeRepository(d.em),
        accounts: d.accounts,
        mailer: d.mailer,
        tx: new OrmTransactor(d.em),
        batchSize: d.changeNoticeBatchSize,
      }),
    },
    persistence: legalPersistence,
    deps,
  };
}

export type LegalModule = ReturnType<typeof createLegalModule>;
