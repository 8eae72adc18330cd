import type { Clock } from '../../../src/shared/clock.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { Mailer } from '../../../src/shared/mailer.js';
import type { Acceptance } from '../domain/acceptance.js';
import type { DocumentKind, LegalCatalog } from '../domain/catalog.js';

export interface AcceptanceRepository {
  /** Records it; the same person accepting the same version again keeps the first record. */
  add(acceptance: Acceptance): Promise<'added' | 'exists'>;
  /** This person's acceptance of that version, if any. */
  find(userId: string, document: DocumentKind, version: string): Promise<Acceptance | null>;
  /** This person's most recent acceptance of the document, whatever the version. */
  latest(userId: string, document: DocumentKind): Promise<Acceptance | null>;
}

/** The published texts, one Markdown source per document, version and language (see domain/legal-text.ts). */
export interface LegalTexts {
  read(document: DocumentKind, version: string, language: Locale): string | null;
}

/**
 * The person in charge of the protection of personal information (Quebec's private-sector privacy act,
 * s. 3.1 and 3.2 as amended by Law 25: their title and contact information are published).
 */
export interface PrivacyOfficer {
  /** Empty: only the title is published. */
  name: string;
  title: Record<Locale, string>;
  email: string;
  /** Postal address on one line. */
  address: string;
}

/** The facts the texts quote from configuration, so that they say what the product does. */
export interface LegalSettings {
  privacyOfficer: PrivacyOfficer;
  publicUrl: string;
  serviceFeePercent: number;
  commissionPercent: number;
  reviewWindowDays: number;
  /** Share of the booked duration a cleaner spends on site before the punch-out, %. */
  minimumOnSitePercent: number;
  /** Hours after the punch-out during which the client may report a problem (PROBLEM_REPORT_WINDOW_HOURS). */
  problemReportWindowHours: number;
  /** The retention periods the daily retention job enforces (config.retention), quoted by the privacy policy. */
  retention: {
    verificationDocumentDays: number;
    visitPhotoDays: number;
    messageMonths: number;
    punchPositionMonths: number;
    endedSessionDays: number;
    handledReportMonths: number;
    acceptanceYearsAfterDeletion: number;
    deletedPropertyAccessDays: number;
    taxRecordYears: number;
    exportLinkDays: number;
  };
}

export interface LegalDeps {
  acceptances: AcceptanceRepository;
  texts: LegalTexts;
  /** Read at each call (tests publish a new version by replacing it). */
  catalog: LegalCatalog;
  clock: Clock;
  settings: LegalSettings;
  newId: () => string;
}

/** An account that may be notified of a new version of the terms (identity's accounts, through app.ts). */
export interface NoticeAccount {
  id: string;
  email: string;
  name: string;
  locale: Locale;
}

/** Identity's accounts, paged by id: active ones (not suspended, not deleted), admins left out. */
export interface NoticeAccounts {
  listActive(afterId: string | null, limit: number): Promise<NoticeAccount[]>;
}

/** Who was sent the written notice of which version (`legal_change_notices`). */
export interface ChangeNoticeRepository {
  /**
   * Records the notice of `document` `version` for these people, once per person whatever the
   * concurrency (`on conflict do nothing`); returns those recorded now, whose email is to be sent.
   */
  recordNew(userIds: string[], document: DocumentKind, version: string, at: Date): Promise<string[]>;
}

/** What the legal-change-notices job needs besides LegalDeps. */
export interface ChangeNoticeDeps {
  notices: ChangeNoticeRepository;
  accounts: NoticeAccounts;
  /** The outbox mailer: each email recorded in the transaction of its notice row. */
  mailer: Mailer;
  tx: { run<T>(work: () => Promise<T>): Promise<T> };
  /** Accounts per transaction. */
  batchSize: number;
}
