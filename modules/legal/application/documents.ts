import type { Locale } from '../../../src/shared/locale.js';
import { localDateOf } from '../../../src/shared/local-time.js';
import { findVersion, upcomingVersion, versionInForce, type DocumentKind, type VersionEntry } from '../domain/catalog.js';
import { fillPlaceholders, parseLegalText, type LegalText } from '../domain/legal-text.js';
import { legalErrors } from '../domain/legal.errors.js';
import type { LegalDeps, LegalSettings, PrivacyOfficer } from './ports.js';

export interface LegalDocumentView {
  document: DocumentKind;
  version: string;
  effectiveDate: string;
  language: Locale;
  /** This is the version in force today (not an older or an upcoming one). */
  inForce: boolean;
  text: LegalText;
  /** Every published version, newest first. */
  versions: (VersionEntry & { inForce: boolean })[];
  /** A version published ahead of its effective date. */
  upcoming: VersionEntry | null;
  privacyOfficer: PrivacyOfficer;
}

/** The values `{{name}}` placeholders take in a text of this language. */
export function placeholderValues(settings: LegalSettings, language: Locale): Record<string, string> {
  const officer = settings.privacyOfficer;
  return {
    officerName: officer.name,
    officerTitle: officer.title[language],
    officerEmail: officer.email,
    officerAddress: officer.address,
    publicUrl: settings.publicUrl,
    serviceFeePercent: String(settings.serviceFeePercent),
    commissionPercent: String(settings.commissionPercent),
    reviewWindowDays: String(settings.reviewWindowDays),
    minimumOnSitePercent: String(settings.minimumOnSitePercent),
    problemReportWindowHours: String(settings.problemReportWindowHours),
    // With their unit, singular or plural in each language.
    documentRetention: duration(settings.retention.verificationDocumentDays, 'day', language),
    visitPhotoRetention: duration(settings.retention.visitPhotoDays, 'day', language),
    messageRetention: duration(settings.retention.messageMonths, 'month', language),
    punchPositionRetention: duration(settings.retention.punchPositionMonths, 'month', language),
    taxRecordRetention: duration(settings.retention.taxRecordYears, 'year', language),
    exportLinkRetention: duration(settings.retention.exportLinkDays, 'day', language),
    sessionRetention: duration(settings.retention.endedSessionDays, 'day', language),
    // Whole years read as years ("2 ans", not "24 mois").
    reportRetention: settings.retention.handledReportMonths % 12 === 0 ? duration(settings.retention.handledReportMonths / 12, 'year', language) : duration(settings.retention.handledReportMonths, 'month', language),
    acceptanceRetention: duration(settings.retention.acceptanceYearsAfterDeletion, 'year', language),
    propertyAccessRetention: duration(settings.retention.deletedPropertyAccessDays, 'day', language),
  };
}

const UNITS: Record<Locale, Record<'day' | 'month' | 'year', [string, string]>> = {
  fr: { day: ['jour', 'jours'], month: ['mois', 'mois'], year: ['an', 'ans'] },
  en: { day: ['day', 'days'], month: ['month', 'months'], year: ['year', 'years'] },
};
const duration = (n: number, unit: 'day' | 'month' | 'year', language: Locale): string => `${n} ${UNITS[language][unit][n === 1 ? 0 : 1]}`;

export const today = (deps: Pick<LegalDeps, 'clock'>): string => localDateOf(deps.clock.now());

/** A document in one language: the version in force unless another published version is asked for. */
export const legalDocument =
  (deps: LegalDeps) =>
  (document: DocumentKind, language: Locale, version: string | null = null): LegalDocumentView => {
    const entries = deps.catalog[document];
    const date = today(deps);
    const current = versionInForce(entries, date);
    const entry = version === null ? current : findVersion(entries, version);
    if (!entry) throw legalErrors.versionNotFound();
    const source = deps.texts.read(document, entry.version, language);
    if (source === null) throw new Error(`legal text missing: ${document} ${entry.version} ${language}`);
    return {
      document,
      version: entry.version,
      effectiveDate: entry.effectiveDate,
      language,
      inForce: entry.version === current.version,
      text: parseLegalText(fillPlaceholders(source, placeholderValues(deps.settings, language))),
      versions: [...entries].reverse().map((e) => ({ ...e, inForce: e.version === current.version })),
      upcoming: upcomingVersion(entries, date),
      privacyOfficer: deps.settings.privacyOfficer,
    };
  };

export interface LegalSummary {
  terms: VersionEntry;
  privacy: VersionEntry;
  privacyOfficer: PrivacyOfficer;
}

/** The versions in force and whom to write about personal information (the footer, the sign-up form). */
export const legalSummary = (deps: LegalDeps) => (): LegalSummary => {
  const date = today(deps);
  return {
    terms: versionInForce(deps.catalog.terms, date),
    privacy: versionInForce(deps.catalog.privacy, date),
    privacyOfficer: deps.settings.privacyOfficer,
  };
};
