import type { CleanerDocument, DocumentType } from './cleaner-document.js';

/**
 * What stays of a verification document once it is destroyed (docs/decisions.md, "Retention"): the
 * decision, its date and who made it. The cleaner's verification state and badges read these records
 * beside the documents still held, so destroying an approved ID does not unlist anyone.
 */
export interface VerificationRecord {
  documentId: string;
  cleanerId: string;
  type: DocumentType;
  status: 'approved' | 'rejected';
  decidedAt: Date;
  decidedBy: string | null;
  documentDestroyedAt: Date;
}

/** A decision as verification, badges and onboarding read it, from a document or from its record. */
export type VerificationFact = Pick<CleanerDocument, 'type' | 'status'>;

/**
 * Documents destroyed some days after their decision, whatever it was: the ID and the background
 * check (they serve only the decision). Insurance and certification documents are destroyed when
 * rejected; approved ones back a badge while valid and stay as long as the profile.
 */
export const DESTROYED_AFTER_ANY_DECISION: readonly DocumentType[] = ['id', 'background_check'];

export const verificationFacts = (documents: readonly VerificationFact[], records: readonly VerificationRecord[]): VerificationFact[] => [...documents, ...records];
