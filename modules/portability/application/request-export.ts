import { newDataExport, type DataExport } from '../domain/data-export.js';
import { portabilityErrors } from '../domain/portability.errors.js';
import type { PortabilityDeps } from './ports.js';

/** The outbox event whose flow prepares the archive (src/flows/portability-flows.ts). */
export const DATA_EXPORT_REQUESTED = 'portability.export_requested';

/**
 * "Send me all the data Éclat holds about me": recorded with the time (the request's log), and the
 * preparation recorded in the same transaction through the outbox, so it happens even if the process
 * dies right after the answer. One request at a time per person (409), a few per day (429).
 */
export const requestExport =
  (deps: PortabilityDeps) =>
  async (userId: string): Promise<DataExport> => {
    if (await deps.exports.findPending(userId)) throw portabilityErrors.pending();
    const limit = await deps.rateLimiter.hit(`portability:request:${userId}`, deps.settings.requestsPerDay, 24 * 3600);
    if (!limit.allowed) throw portabilityErrors.tooManyRequests(limit.retryAfterSeconds);
    const request = newDataExport(deps.newId(), userId, deps.clock.now());
    await deps.tx.run(async () => {
      // Two clicks at once: the unique index on pending requests lets one through.
      if ((await deps.exports.insert(request)) === 'pending_exists') throw portabilityErrors.pending();
      await deps.flows.emit(DATA_EXPORT_REQUESTED, request.id, { exportId: request.id });
    });
    return request;
  };
