import { RateLimitedError } from '../../../src/shared/domain-error.js';
import { archiveFileName, isDownloadable, type DataExport } from '../domain/data-export.js';
import { portabilityErrors } from '../domain/portability.errors.js';
import type { PortabilityDeps } from './ports.js';

/** The requests shown on the settings page: the latest ones are enough to see where the current one stands. */
export const LISTED_EXPORTS = 10;

export const myExports = (deps: PortabilityDeps) => (userId: string): Promise<DataExport[]> => deps.exports.listOf(userId, LISTED_EXPORTS);

/**
 * The archive, for its owner only: anyone else's id answers exactly like an unknown one (404), admins
 * included. Counted against a per-person hourly limit before anything is read, and logged (first
 * download's time, count). A link past its end is refused even before the hourly job deletes the file.
 */
export const downloadExport =
  (deps: PortabilityDeps) =>
  async (userId: string, exportId: string): Promise<{ filename: string; content: Buffer }> => {
    const limit = await deps.rateLimiter.hit(`portability:download:${userId}`, deps.settings.downloadsPerHour, 3600);
    if (!limit.allowed) throw new RateLimitedError(limit.retryAfterSeconds);
    const request = await deps.exports.find(exportId);
    if (!request || request.userId !== userId) throw portabilityErrors.notFound();
    if (request.status === 'pending') throw portabilityErrors.notReady();
    const now = deps.clock.now();
    if (!isDownloadable(request, now)) throw portabilityErrors.expired();
    const file = await deps.files.get(request.storageKey!);
    if (!file) throw portabilityErrors.expired();
    await deps.exports.recordDownload(request.id, now);
    return { filename: archiveFileName(request), content: file.data };
  };

/**
 * The hourly job: archives whose link ended are marked expired and their files deleted once that
 * commits (the outbox's `files.delete`, retried while the store fails). Rows are taken SKIP LOCKED, so
 * instances running at once share them; answers how many expired.
 */
export const expireExports =
  (deps: PortabilityDeps) =>
  async (batchSize = 200, maxBatches = 50): Promise<number> => {
    let total = 0;
    for (let i = 0; i < maxBatches; i++) {
      const expired = await deps.tx.run(async () => {
        const keys = await deps.exports.expireDue(deps.clock.now(), batchSize);
        await deps.fileDisposal.dispose(keys);
        return keys.length;
      });
      total += expired;
      if (expired < batchSize) break;
    }
    return total;
  };
