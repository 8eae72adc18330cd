import type { CleanerProfile } from './cleaner-profile.js';
import { verificationState, type CleanerDocument } from './cleaner-document.js';

/**
 * A cleaner appears publicly (search, recommendations, /cleaners/:slug) only when quick-start and
 * ready-to-work are complete and an admin has approved their identity document.
 */
export function isListed(profile: Pick<CleanerProfile, 'quickStartCompletedAt' | 'readyToWorkCompletedAt'>, documents: Pick<CleanerDocument, 'type' | 'status'>[]): boolean {
  return profile.quickStartCompletedAt !== null && profile.readyToWorkCompletedAt !== null && verificationState(documents) === 'verified';
}
