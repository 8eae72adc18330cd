import type { Locale } from '../../../src/shared/locale.js';
import { BINDING_LANGUAGE, versionInForce } from '../domain/catalog.js';
import { termsStatus, type AcceptanceSource, type TermsStatus } from '../domain/acceptance.js';
import { legalErrors } from '../domain/legal.errors.js';
import { today } from './documents.js';
import type { LegalDeps } from './ports.js';

/** Whether the signed-in person has accepted the terms in force (and so whether to ask them). */
export const currentTermsStatus =
  (deps: LegalDeps) =>
  async (userId: string, role: string | null): Promise<TermsStatus> => {
    const current = versionInForce(deps.catalog.terms, today(deps));
    const ofCurrent = await deps.acceptances.find(userId, 'terms', current.version);
    const latest = ofCurrent ? null : await deps.acceptances.latest(userId, 'terms');
    return termsStatus(current, ofCurrent, latest, role);
  };

export interface AcceptTermsInput {
  userId: string;
  /** The version the person read; it must be the one in force, else they are asked to read the new one. */
  version: string | null;
  /** The version they choose to be bound by; French unless English is expressly chosen. */
  language: Locale | null;
  source: AcceptanceSource;
  /** Where the version came from in the request, for the error's detail. */
  field?: string;
}

/**
 * Records the acceptance of the terms in force. Accepting the same version again keeps the first
 * record (its time and language). Runs inside the caller's transaction when there is one (sign-up).
 */
export const acceptTerms =
  (deps: LegalDeps) =>
  async (input: AcceptTermsInput): Promise<void> => {
    const current = versionInForce(deps.catalog.terms, today(deps));
    if (input.version !== null && input.version !== current.version) throw legalErrors.termsVersionOutdated(current.version, input.field);
    await deps.acceptances.add({
      id: deps.newId(),
      userId: input.userId,
      document: 'terms',
      version: current.version,
      language: input.language ?? BINDING_LANGUAGE,
      acceptedAt: deps.clock.now(),
      source: input.source,
    });
  };
