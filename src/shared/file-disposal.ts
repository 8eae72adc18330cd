import type { FileStorage } from './file-storage.js';
import { afterCommit } from './unit-of-work.js';

/**
 * Deletes stored files whose rows were just deleted. Called inside the transaction that deletes the
 * rows: the files go only once it commits (a rollback keeps both), and the shell's implementation
 * records them in the outbox (`files.delete`, src/flows/file-flow.ts), so a process that dies after
 * the commit leaves the deletion to any instance's poller instead of orphaning the files.
 */
export interface FileDisposal {
  dispose(keys: string[]): Promise<void>;
}

/** For modules built alone and unit tests: deletes after the commit, without the outbox's retries. */
export const afterCommitDisposal = (files: FileStorage): FileDisposal => ({
  dispose: async (keys) => {
    if (keys.length === 0) return;
    await afterCommit(async () => {
      for (const key of keys) await files.delete(key);
    });
  },
});
