import { ApiError } from '../../../api/api-error';
import { browserStores, readSession } from '../../auth/session-storage';
import { currentLanguage } from '../../../i18n/i18n';
import { WORK_QUEUE_SYNC_TAG, flushWorkQueue, type FlushResult } from './work-queue-sender';
import { enqueue, listQueued, type QueuedAction } from './work-queue-store';

/** A failure that says nothing of the action itself: no connection, or no answer in time. */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof ApiError) return false;
  return error instanceof TypeError || (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'NetworkError'));
}

/** Actions of this visit still waiting: a new one goes behind them, so the server gets them in order. */
export async function hasQueued(bookingId: string): Promise<boolean> {
  try {
    return (await listQueued()).some((item) => item.bookingId === bookingId && !item.refused);
  } catch {
    return false;
  }
}

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the browser to wake the worker when the connection returns (Chromium's Background Sync). */
async function askForBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = (await navigator.serviceWorker.getRegistration()) as SyncRegistration | undefined;
    await registration?.sync?.register(WORK_QUEUE_SYNC_TAG);
  } catch {
    // Not offered (Firefox, Safari) or refused: the page sends the queue when it sees the connection.
  }
}

/** `key`: the attempt's own key when it failed without an answer (it may have reached the server). */
export async function queueAction(bookingId: string, action: QueuedAction, key: string = crypto.randomUUID()): Promise<void> {
  const session = readSession(browserStores());
  await enqueue({
    key,
    bookingId,
    userId: session?.user.id ?? '',
    action,
    token: session?.token ?? null,
    language: currentLanguage(),
  });
  await askForBackgroundSync();
  if (navigator.onLine) void flushNow();
}

let flushing: Promise<FlushResult> | null = null;
const listeners = new Set<(result: FlushResult) => void>();

/** Called after each flush that sent something: the booking pages fetch their visit again. */
export function onFlushed(listener: (result: FlushResult) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function flushNow(): Promise<FlushResult> {
  flushing ??= flushWorkQueue(window.location.origin)
    .then((result) => {
      if (result.sent > 0 || result.refused > 0) for (const listener of listeners) listener(result);
      return result;
    })
    .finally(() => {
      flushing = null;
    });
  return flushing;
}
