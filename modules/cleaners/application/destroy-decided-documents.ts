import type { CleanersDeps } from './ports.js';

/**
 * Retention (docs/decisions.md, "Retention"): one batch of verification documents whose decision is
 * older than `before` is destroyed, rows and files; their decision, its date and who made it stay as
 * the cleaner's verification records, so verification, badges and listing do not change. The files
 * are deleted once the rows' deletion commits. Answers how many documents were destroyed.
 */
export const destroyDecidedDocuments =
  (deps: CleanersDeps) =>
  async (before: Date, limit: number): Promise<number> =>
    deps.tx.run(async () => {
      const keys = await deps.documents.destroyDecided(before, limit, deps.clock.now());
      await deps.fileDisposal.dispose(keys);
      return keys.length;
    });
