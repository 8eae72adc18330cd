import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import type { Clock } from '../../src/shared/clock.js';
import type { Accounts, PayoutFigures, SellerReportingDeps, SellerReportingSettings, TaxNumbers } from './application/ports.js';
import { PgSellerIdentificationRepository } from './adapters/persistence/seller-identifications.repository.js';
import { SellerReportingInit } from './adapters/persistence/migrations/2026113040-seller-reporting-init.js';
import { sellerReportingPersonalData } from './adapters/persistence/seller-reporting.personal-data.js';
import { purgeExpiredIdentifications, sellerReportingErasure } from './adapters/persistence/seller-reporting.erasure.js';
import { aesGcmTaxIdCipher } from './adapters/tax-id.cipher.js';
import { rotateTaxIdKey } from './application/tax-id-rotation.js';
import { sellerIdentificationRouter } from './adapters/http/seller-identification.routes.js';
import { adminSellerReportsRouter } from './adapters/http/admin-seller-reports.routes.js';

/** Tables and migrations, known before the ORM starts (plain SQL: no entities). */
export const sellerReportingPersistence = {
  entities: [] as EntitySchema[],
  migrations: [{ name: '2026113040-seller-reporting-init', class: SellerReportingInit }] satisfies MigrationObject[],
};

export type { SellerReportingSettings } from './application/ports.js';

export interface SellerReportingModuleDeps {
  em: () => EntityManager;
  clock: Clock;
  /** Derives the key that encrypts social insurance numbers (adapters/tax-id.cipher.ts). */
  appSecret: string;
  /** Earlier secrets whose keys still open what they sealed, until the rotation re-sealed it. */
  previousAppSecrets: readonly string[];
  /** The payouts ledger (payouts module's `sellerFigures`). */
  payouts: PayoutFigures;
  accounts: Accounts;
  cleaners: TaxNumbers;
  settings: SellerReportingSettings;
}

/**
 * Seller reporting (Income Tax Act Part XX and Revenu Québec's harmonised rules; issue #17): cleaners
 * declare their identification, the console lists and exports, per calendar year, every cleaner paid
 * with their quarterly figures and what their identification still lacks.
 */
export function createSellerReportingModule(d: SellerReportingModuleDeps) {
  const deps: SellerReportingDeps = {
    identifications: new PgSellerIdentificationRepository(d.em),
    cipher: aesGcmTaxIdCipher(d.appSecret, d.previousAppSecrets),
    payouts: d.payouts,
    accounts: d.accounts,
    cleaners: d.cleaners,
    clock: d.clock,
    settings: d.settings,
  };
  return {
    routers: [sellerIdentificationRouter(deps), adminSellerReportsRouter(deps)],
    api: {
      /** The data export (portability): the identification declared, the SIN masked. */
      personalData: sellerReportingPersonalData(d.em),
      /** Account deletion: deleted when never paid; otherwise kept for the tax law until its date. */
      erasePersonalData: sellerReportingErasure(d.em, (id) => d.payouts.lastCreditedYear(id), d.settings.recordsKeptYears, () => d.clock.now()),
      /** The daily retention job: deleted accounts' identifications past their date. */
      purgeExpiredIdentifications: purgeExpiredIdentifications(d.em),
      /** The daily retention job: SINs sealed under a previous APP_SECRET, re-sealed under the current one. */
      rotateTaxIdKey: rotateTaxIdKey(deps),
    },
    persistence: sellerReportingPersistence,
    deps,
  };
}

export type SellerReportingModule = ReturnType<typeof createSellerReportingModule>;
