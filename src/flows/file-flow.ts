import type { FileDisposal } from '../shared/file-disposal.js';
import type { FileStorage } from '../shared/file-storage.js';
import { newId } from '../shared/ids.js';
import type { Flow, Outbox } from './outbox.js';

/**
 * Stored files are deleted after the rows that pointed to them (flow `files.delete`): the keys are
 * written to the outbox in the rows' transaction, deleted in the background once it commits, and
 * retried while the store fails. Deleting a missing file succeeds, so a step run twice is harmless.
 */
export const FILES_DELETE_EVENT = 'files.delete';

export function filesDelete(files: FileStorage): Flow {
  return {
    event: FILES_DELETE_EVENT,
    background: true,
    steps: [
      {
        name: 'files.delete',
        run: async (payload) => {
          for (const key of payload.keys as string[]) await files.delete(key);
        },
      },
    ],
  };
}

/** The modules' `FileDisposal` port backed by the outbox. */
export function outboxFileDisposal(outbox: Pick<Outbox, 'emit'>): FileDisposal {
  return {
    dispose: async (keys) => {
      if (keys.length) await outbox.emit(FILES_DELETE_EVENT, newId(), { keys });
    },
  };
}
