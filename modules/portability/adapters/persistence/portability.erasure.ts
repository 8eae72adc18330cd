import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../../../src/shared/clock.js';
import type { FileDisposal } from '../../../../src/shared/file-disposal.js';
import type { ErasureSubject } from '../../../../src/shared/personal-data-erasure.js';

/**
 * Account deletion: the person's archives are deleted at once (files through `files.delete`), a pending
 * request is cancelled. The request rows stay as the log that each request was answered (its times only).
 */
export const portabilityErasure =
  (em: () => EntityManager, clock: Clock, fileDisposal: FileDisposal) =>
  async (subject: ErasureSubject): Promise<void> => {
    const now = clock.now();
    const ready = await em().execute<{ storage_key: string }[]>(
      `update portability_exports set status = 'expired', expired_at = ? where user_id = ? and status = 'ready' returning storage_key`,
      [now, subject.userId],
    );
    await em().execute(`update portability_exports set status = 'cancelled', expired_at = ? where user_id = ? and status = 'pending'`, [now, subject.userId]);
    // Expired before: their files were deleted then; deleting a missing file again is harmless.
    await fileDisposal.dispose(ready.map((r) => r.storage_key));
  };
