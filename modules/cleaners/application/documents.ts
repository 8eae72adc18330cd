import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import { newId } from '../../../src/shared/ids.js';
import { backgroundCheckProblem, CleanerDocument, sniffDocument, type DocumentType } from '../domain/cleaner-document.js';
import { CleanerErrors } from '../domain/cleaners.errors.js';
import { PROFILE_LIMITS } from '../domain/profile-limits.js';
import { ensureProfile } from './ensure-profile.js';
import type { CleanersDeps } from './ports.js';
import { refreshSearchEntry } from './search/refresh-search-entry.js';

export interface DocumentUpload {
  type: DocumentType;
  issuedOn: string | null;
  file: { data: Buffer; filename: string } | null;
}

/** A cleaner sends a verification document; it waits for an admin's review. */
export const uploadDocument =
  (deps: CleanersDeps) =>
  async (userId: string, input: DocumentUpload): Promise<Result<CleanerDocument, DomainError>> => {
    const found = await ensureProfile(deps)(userId);
    if (!found.ok) return found;
    if (!input.file) return err(CleanerErrors.fileRequired());
    if (input.file.data.length > PROFILE_LIMITS.uploadMaxMb * 1024 * 1024) return err(CleanerErrors.fileTooLarge());
    const kind = sniffDocument(input.file.data, input.file.filename);
    if (!kind) return err(CleanerErrors.invalidDocumentType());
    const now = deps.clock.now();
    if (input.type === 'background_check') {
      if (!input.issuedOn) return err(CleanerErrors.issuedOnRequired());
      const problem = backgroundCheckProblem(input.issuedOn, now);
      if (problem === 'in_future') return err(CleanerErrors.issuedOnInFuture());
      if (problem === 'too_old') return err(CleanerErrors.backgroundCheckTooOld());
    }
    const id = newId();
    // Private area of the store: never served by a public route (documents are not public).
    const storageKey = `cleaner-documents/${userId}/${id}.${kind.ext}`;
    await deps.files.put(storageKey, input.file.data, kind.contentType);
    const doc = Object.assign(new CleanerDocument(), {
      id,
      cleanerId: userId,
      type: input.type,
      status: 'pending' as const,
      rejectionReason: null,
      storageKey,
      filename: input.file.filename.replace(/[^\w.\- ]/g, '_').slice(0, 120),
      contentType: kind.contentType,
      sizeBytes: input.file.data.length,
      issuedOn: input.type === 'background_check' ? input.issuedOn : null,
      uploadedAt: now,
      reviewedAt: null,
      reviewedBy: null,
    });
    await deps.tx.run(async () => {
      await deps.documents.add(doc);
      await refreshSearchEntry(deps)(userId);
    });
    return ok(doc);
  };

export const listMyDocuments =
  (deps: CleanersDeps) =>
  async (userId: string): Promise<Result<CleanerDocument[], DomainError>> => {
    const found = await ensureProfile(deps)(userId);
    if (!found.ok) return found;
    return ok(await deps.documents.listOf(userId));
  };

/** The owner's own document; someone else's id answers "not found", so ids reveal nothing. */
async function ownDocument(deps: CleanersDeps, userId: string, documentId: string): Promise<Result<CleanerDocument, DomainError>> {
  const found = await ensureProfile(deps)(userId);
  if (!found.ok) return found;
  const doc = await deps.documents.findById(documentId);
  return doc && doc.cleanerId === userId ? ok(doc) : err(CleanerErrors.documentNotFound());
}

export interface StoredFile {
  data: Buffer;
  contentType: string;
  filename: string;
}

async function fileOf(deps: CleanersDeps, doc: CleanerDocument): Promise<Result<StoredFile, DomainError>> {
  const stored = await deps.files.get(doc.storageKey);
  return stored ? ok({ data: stored.data, contentType: doc.contentType, filename: doc.filename }) : err(CleanerErrors.documentNotFound());
}

export const downloadMyDocument =
  (deps: CleanersDeps) =>
  async (userId: string, documentId: string): Promise<Result<StoredFile, DomainError>> => {
    const doc = await ownDocument(deps, userId, documentId);
    return doc.ok ? fileOf(deps, doc.value) : doc;
  };

/** Admins may read any cleaner's documents, to review them. */
export const downloadDocumentAsAdmin =
  (deps: CleanersDeps) =>
  async (cleanerId: string, documentId: string): Promise<Result<StoredFile, DomainError>> => {
    const doc = await deps.documents.findById(documentId);
    if (!doc || doc.cleanerId !== cleanerId) return err(CleanerErrors.documentNotFound());
    return fileOf(deps, doc);
  };

/** A cleaner withdraws a document (e.g. sent by mistake); approved ones stay as the review's record. */
export const deleteMyDocument =
  (deps: CleanersDeps) =>
  async (userId: string, documentId: string): Promise<Result<void, DomainError>> => {
    const doc = await ownDocument(deps, userId, documentId);
    if (!doc.ok) return doc;
    if (doc.value.status === 'approved') return err(CleanerErrors.documentApproved());
    await deps.tx.run(async () => {
      await deps.documents.remove(doc.value);
      await refreshSearchEntry(deps)(userId);
    });
    await deps.files.delete(doc.value.storageKey);
    return ok(undefined);
  };
