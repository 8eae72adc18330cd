import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import type { Clock } from '../../src/shared/clock.js';
import type { FileStorage } from '../../src/shared/file-storage.js';
import { afterCommitDisposal, type FileDisposal } from '../../src/shared/file-disposal.js';
import { casesErasure, casesPersonalData } from './adapters/persistence/cases.personal-data.js';
import { noFlowEvents, type FlowEvents } from '../../src/shared/flow-events.js';
import type { Mailer } from '../../src/shared/mailer.js';
import { newId } from '../../src/shared/ids.js';
import { OrmTransactor } from '../../src/shared/unit-of-work.js';
import type { CaseAccounts, CaseBookings, CaseDeps, CaseEvidenceSources, CasePayments, CasePayouts, CaseSettings } from './application/ports.js';
import { PgCaseRepository } from './adapters/persistence/cases.repository.js';
import { CasesInit } from './adapters/persistence/migrations/2026120520-cases-init.js';
import { CasesDisputeEvidence } from './adapters/persistence/migrations/2026120600-cases-dispute-evidence.js';
import { adminCasesRouter, casesRouter } from './adapters/http/cases.routes.js';
import { closeDispute, closedDispute, emailDisputeClosed, openDispute } from './application/disputes.js';
import { CASE_DECIDED, decidedCase, emailDecision, markRefunded } from './application/admin-cases.js';

export { CASE_DECIDED, type DecidedCase } from './application/admin-cases.js';
export type { CaseSettings, CaseVisit } from './application/ports.js';
export { DISPUTE_LOST_NOTE, type ClosedDispute, type DisputeClosed, type DisputeOpened } from './application/disputes.js';

/** Tables and migrations, known before the ORM starts (plain SQL: no entities). */
export const casesPersistence = {
  entities: [] as EntitySchema[],
  migrations: [
    { name: '2026120520-cases-init', class: CasesInit },
    { name: '2026120600-cases-dispute-evidence', class: CasesDisputeEvidence },
  ] satisfies MigrationObject[],
};

export interface CasesModuleDeps {
  em: () => EntityManager;
  clock: Clock;
  /** The booking module: the visit's facts and photos, the photo rules, the 0 $ re-clean request. */
  bookings: CaseBookings;
  /** The payments module: what was paid and refunded (bounds of a refund). */
  payments: CasePayments;
  /** The payouts module: the hold of the visit's earning, the split of a refund. */
  payouts: CasePayouts;
  accounts: CaseAccounts;
  /** Legal's acceptance of the terms and messaging's count of a booking's messages (a dispute's evidence). */
  evidence: CaseEvidenceSources;
  files: FileStorage;
  /** Deletes the files of deleted rows once the deletion commits (the outbox); default: right after the commit. */
  fileDisposal?: FileDisposal;
  /** The outbox's mailer: emails leave once the change commits. */
  mailer: Mailer;
  /** `cases.decided` (src/flows/case-flows.ts). */
  flows?: FlowEvents;
  settings: CaseSettings;
}

/** Issue #36: problem reports on visits, the cleaner's answer, the console's decisions. */
export function createCasesModule(d: CasesModuleDeps) {
  const deps: CaseDeps = {
    cases: new PgCaseRepository(d.em),
    tx: new OrmTransactor(d.em),
    bookings: d.bookings,
    payments: d.payments,
    payouts: d.payouts,
    accounts: d.accounts,
    evidence: d.evidence,
    files: d.files,
    mailer: d.mailer,
    flows: d.flows ?? noFlowEvents,
    clock: d.clock,
    newId,
    settings: d.settings,
  };
  return {
    routers: [casesRouter(deps), adminCasesRouter(deps)],
    api: {
      /** The `cases.decided` flow: what its steps need of the decision (null unless decided). */
      decidedCase: decidedCase(deps),
      /** The flow's last step: the decision emailed to both parties. */
      emailDecision: emailDecision(deps),
      /** The flow's refund step: the refund went through (the later steps wait for it). */
      markRefunded: markRefunded(deps),
      /** The `payments.dispute_opened` flow: a card dispute opens a case of kind dispute and holds the visit's earning, once per dispute. */
      openDispute: openDispute(deps),
      /** The `payments.dispute_closed` flow: the outcome on the case (once), what its settlement needs, the emails. */
      closeDispute: closeDispute(deps),
      closedDispute: closedDispute(deps),
      emailDisputeClosed: emailDisputeClosed(deps),
      /** The data export (portability): the person's cases, as client or cleaner; a client's photos. */
      personalData: casesPersonalData(d.em, d.files),
      /** Account deletion: the cases stay without the deleted person's words and photos. */
      erasePersonalData: casesErasure(d.em, d.fileDisposal ?? afterCommitDisposal(d.files)),
    },
    persistence: casesPersistence,
    deps,
  };
}

export type CasesModule = ReturnType<typeof createCasesModule>;
