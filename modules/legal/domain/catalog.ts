import { LOCALES, type Locale } from '../../../src/shared/locale.js';
import { daysBetween } from '../../../src/shared/local-time.js';

/** The two published legal documents: the terms of use (accepted) and the privacy policy (informed). */
export const DOCUMENT_KINDS = ['terms', 'privacy'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const isDocumentKind = (value: unknown): value is DocumentKind => value === 'terms' || value === 'privacy';

export const LEGAL_LANGUAGES = LOCALES;
/**
 * Charter of the French language, s. 55 (Bill 96): a contract of adhesion is presented in French first,
 * and binds in another language only at the adhering party's express wish. Documents are served in
 * French unless English is asked for, and an acceptance binds in French unless English was chosen.
 */
export const BINDING_LANGUAGE: Locale = 'fr';

/** One published version of a document: its label and the Quebec calendar date it takes effect. */
export interface VersionEntry {
  version: string;
  /** YYYY-MM-DD, Quebec calendar. */
  effectiveDate: string;
  /**
   * YYYY-MM-DD, Quebec calendar: the day the version is published (the entry added and deployed). A new
   * version of the terms needs it, at least NOTICE_DAYS before `effectiveDate` (catalog.test.ts checks).
   */
  announcedOn?: string;
  /**
   * What changes, in a few sentences per language, quoted by the written notice of a new version of the
   * terms (legal-change-notices job). Absent: the notice only points to the new version.
   */
  changes?: Record<Locale, string>;
}

/**
 * Consumer Protection Act, s. 11.2: a change to the terms is notified in writing at least 30 days before
 * it takes effect, and the consumer may refuse it by ending the contract free of charge within 30 days
 * after it took effect (the terms' section "changes" says the same).
 */
export const NOTICE_DAYS = 30;
export const REFUSAL_DAYS = 30;

/** Every version of each document, oldest first; the texts live in `texts/<kind>-<version>.<fr|en>.md`. */
export type LegalCatalog = Record<DocumentKind, readonly VersionEntry[]>;

/**
 * The published versions. A new version is a new pair of text files and a new entry here, never an edit
 * of published files: acceptances name the version, so its text must stay what was accepted. Publish a
 * change to the terms at least 30 days before its effective date (Consumer Protection Act, s. 11.2), with
 * `announcedOn` (the day it is published; catalog.test.ts checks the 30 days) and a short bilingual
 * `changes` summary: until then it is shown as the upcoming version and every account is notified by
 * email (the legal-change-notices job), and from that date signed-in people are asked to accept it.
 */
export const LEGAL_CATALOG: LegalCatalog = {
  terms: [
    { version: '1.0', effectiveDate: '2026-11-26' },
    // 1.1 (issue #35): the wording only. The French names the person who cleans « personne de ménage » (as the
    // storefront does) instead of « nettoyeur », and follows Quebec typography (no-break spaces before : ; ! ? »
    // and after «); the English is 1.0's text. No rule, fee or right changes, but the published words do: a new
    // version, announced with the 30 days' notice like any other.
    {
      version: '1.1',
      effectiveDate: '2027-01-04',
      announcedOn: '2026-12-02',
      changes: {
        fr: 'Seule la rédaction change\u00a0: le texte français nomme désormais «\u00a0personne de ménage\u00a0» la personne qui offre ses services (plutôt que «\u00a0nettoyeur\u00a0») et suit la typographie québécoise. Aucune règle, aucuns frais ni aucun droit ne changent.',
        en: 'Only the wording changes: the French text now calls the person who offers their services "personne de ménage" (rather than "nettoyeur") and follows Quebec typography. No rule, fee or right changes.',
      },
    },
    // 1.2 (issue #42): the time billed, as the code bills it (docs/decisions.md "Billed time"): an hourly visit bills the
    // booked hours whatever the presence, the punch-out opens at MINIMUM_ON_SITE_PERCENT of them since the punch-in, and
    // the remedy is a problem report within PROBLEM_REPORT_WINDOW_HOURS of the punch-out (a case: refund, re-clean or
    // rejection), both quoted from configuration. Announced with the 30 days' notice, after 1.1's date.
    {
      version: '1.2',
      effectiveDate: '2027-01-11',
      announcedOn: '2026-12-03',
      changes: {
        fr: 'Une nouvelle section «\u00a0Temps facturé\u00a0» précise qu\u2019une visite à l\u2019heure est facturée selon la durée réservée, même si elle se termine plus tôt\u202f; la différence n\u2019est pas remboursée automatiquement. Si le travail n\u2019a pas été fait, le client signale un problème depuis la page de la réservation dans le délai indiqué après la visite, et l\u2019équipe d\u2019Éclat peut accorder un remboursement ou une nouvelle visite sans frais. Aucuns frais ne changent.',
        en: 'A new "Time billed" section states that an hourly visit is billed for the booked time, even when it ends earlier; the difference is not refunded automatically. If the work was not done, the client reports a problem from the booking page within the stated time after the visit, and the Éclat team may grant a refund or a new visit free of charge. No fee changes.',
      },
    },
  ],
  // 1.1: retention periods as the daily job enforces them (IDs and background checks destroyed after the decision), from configuration.
  privacy: [
    { version: '1.0', effectiveDate: '2026-11-26' },
    { version: '1.1', effectiveDate: '2026-11-26' },
    // 1.2: the seller reporting identification (SIN: why, who sees it, encryption, retention), social sign-in and
    // passkeys, geolocation kept to the feature, Stripe's customer deleted, deletion waiting for open visits, the
    // tax records' and data exports' periods from configuration. It states what the code already does (no new
    // use of anyone's information), so it takes effect at once: the 30 days' notice is the terms' rule.
    { version: '1.2', effectiveDate: '2026-11-26' },
    // 1.3 (issue #35): the wording only, like the terms' 1.1 (« personne de ménage », Quebec typography in the
    // French; the English is 1.2's). It informs and changes no use of anyone's information: in force at once.
    { version: '1.3', effectiveDate: '2026-12-02' },
    // 1.4 (issue #41): says why invoices keep the names after an account's deletion (the invoice is the tax record, and
    // the GST and QST rules ask for the purchaser's name from a certain amount); the code already kept them: in force at once.
    { version: '1.4', effectiveDate: '2026-12-03' },
  ],
};

/** Labels are short and safe in file names: digits, letters, dots and dashes. */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.-]{0,19}$/;

/** The version in force on `today`: the latest whose effective date has come (the first one before any has). */
export function versionInForce(entries: readonly VersionEntry[], today: string): VersionEntry {
  if (entries.length === 0) throw new Error('a legal document needs at least one version');
  let current = entries[0]!;
  for (const entry of entries) if (entry.effectiveDate <= today) current = entry;
  return current;
}

/** The next version already published but not in force yet, if any (shown as a notice ahead of its date). */
export function upcomingVersion(entries: readonly VersionEntry[], today: string): VersionEntry | null {
  const current = versionInForce(entries, today);
  return entries.find((e) => e.effectiveDate > today && e.effectiveDate > current.effectiveDate) ?? null;
}

/** The versions published but not in force on `today` (each one is notified in writing to every account). */
export function upcomingVersions(entries: readonly VersionEntry[], today: string): VersionEntry[] {
  const current = versionInForce(entries, today);
  return entries.filter((e) => e.effectiveDate > today && e.effectiveDate > current.effectiveDate);
}

/**
 * The versions of the terms published too late for the 30 days' notice (or without their publication
 * day): every version but the first, which nobody had accepted before, needs `announcedOn` at least
 * NOTICE_DAYS before its effective date.
 */
export function lateTermsVersions(entries: readonly VersionEntry[]): VersionEntry[] {
  return entries.slice(1).filter((e) => !e.announcedOn || daysBetween(e.announcedOn, e.effectiveDate) < NOTICE_DAYS);
}

export function findVersion(entries: readonly VersionEntry[], version: string): VersionEntry | null {
  return entries.find((e) => e.version === version) ?? null;
}
