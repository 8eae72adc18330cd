import type { Locale } from '../../../src/shared/locale.js';
import type { DocumentKind, VersionEntry } from './catalog.js';

/** How an acceptance was given: the sign-up's checkbox, or the prompt shown when a new version is in force. */
export type AcceptanceSource = 'signup' | 'prompt';

/** Who accepted which version of which document, in which language (the binding one), and when. */
export interface Acceptance {
  id: string;
  userId: string;
  document: DocumentKind;
  version: string;
  language: Locale;
  acceptedAt: Date;
  source: AcceptanceSource;
}

export interface TermsStatus {
  currentVersion: string;
  effectiveDate: string;
  /** The version in force is accepted. */
  accepted: boolean;
  /** The person is to be asked (not accepted, and bound by the terms: staff accounts are not asked). */
  mustAccept: boolean;
  /** The acceptance of the version in force, else the person's latest one (an older version), else null. */
  acceptance: Acceptance | null;
}

/**
 * Admins are Éclat's staff, bound by their employment rather than by the users' terms: they are never
 * asked. Everyone else (clients, cleaners, and people who have not chosen a role yet) is.
 */
export function termsStatus(current: VersionEntry, ofCurrent: Acceptance | null, latest: Acceptance | null, role: string | null): TermsStatus {
  const accepted = ofCurrent !== null;
  return {
    currentVersion: current.version,
    effectiveDate: current.effectiveDate,
    accepted,
    mustAccept: !accepted && role !== 'admin',
    acceptance: ofCurrent ?? latest,
  };
}
