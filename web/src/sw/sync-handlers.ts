/// <reference lib="webworker" />
import { WORK_QUEUE_SYNC_TAG, flushWorkQueue } from '../features/booking-detail/offline/work-queue-sender';

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * Background Sync (where the browser has it): the browser wakes the worker when the connection
 * returns, even with Éclat closed, and the queued work day leaves. A failed flush is thrown so the
 * browser tries again later.
 */
export function registerSyncHandlers(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('sync', ((event: SyncEvent) => {
    if (event.tag !== WORK_QUEUE_SYNC_TAG) return;
    event.waitUntil(
      flushWorkQueue(worker.location.origin).then((result) => {
        if (result.stopped === 'offline' || result.stopped === 'server_busy') throw new Error(`work queue: ${result.left} left (${result.stopped})`);
      }),
    );
  }) as EventListener);
}
