import { listQueued, markRefused, removeQueued, type QueuedItem } from './work-queue-store';

/** Where the queue lives: IndexedDB on a device, a list in the unit tests. */
export interface QueueStore {
  listQueued(): Promise<QueuedItem[]>;
  removeQueued(seq: number): Promise<void>;
  markRefused(seq: number, refused: { status: number; message: string }): Promise<void>;
}

const deviceStore: QueueStore = { listQueued, removeQueued, markRefused };

/** Why a flush stopped before the queue was empty. */
export type FlushResult = { sent: number; refused: number; left: number; stopped: null | 'offline' | 'signed_out' | 'server_busy' };

function request(item: QueuedItem, origin: string): Request {
  const headers = new Headers({
    'Idempotency-Key': item.key,
    'Accept-Language': item.language,
    // A session cookie alone needs it (src/http/auth.ts); the worker has no page to send it from otherwise.
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
  });
  if (item.token) headers.set('Authorization', `Bearer ${item.token}`);
  const base = `${origin}/api/bookings/${encodeURIComponent(item.bookingId)}`;
  if (item.action.kind === 'tick') {
    headers.set('Content-Type', 'application/json');
    return new Request(`${base}/checklist/${encodeURIComponent(item.action.taskId)}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ done: item.action.done }),
      credentials: 'include',
    });
  }
  const form = new FormData();
  form.append('kind', item.action.photoKind);
  form.append('file', new File([item.action.file], item.action.fileName, { type: item.action.file.type }));
  return new Request(`${base}/photos`, { method: 'POST', headers, body: form, credentials: 'include' });
}

async function refusal(response: Response): Promise<{ status: number; message: string }> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return { status: response.status, message: typeof body.message === 'string' ? body.message : String(response.status) };
  } catch {
    return { status: response.status, message: String(response.status) };
  }
}

async function flushUnlocked(origin: string, fetcher: typeof fetch, store: QueueStore): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, refused: 0, left: 0, stopped: null };
  const items = (await store.listQueued()).filter((item) => !item.refused);
  for (const [index, item] of items.entries()) {
    let response: Response;
    try {
      response = await fetcher(request(item, origin));
    } catch {
      return { ...result, left: items.length - index, stopped: 'offline' };
    }
    if (response.ok) {
      await store.removeQueued(item.seq);
      result.sent += 1;
    } else if (response.status === 401) {
      // Kept: the person signs in again on this device and the queue leaves then.
      return { ...result, left: items.length - index, stopped: 'signed_out' };
    } else if (response.status >= 500 || response.status === 429 || response.status === 408 || (response.status === 409 && (await isInFlight(response)))) {
      return { ...result, left: items.length - index, stopped: 'server_busy' };
    } else {
      await store.markRefused(item.seq, await refusal(response));
      result.refused += 1;
    }
  }
  return result;
}

/** 409 `integrations.idempotency_in_progress`: the first copy of this action is still being handled. */
async function isInFlight(response: Response): Promise<boolean> {
  try {
    const body = (await response.clone().json()) as { error?: unknown };
    return body.error === 'integrations.idempotency_in_progress';
  } catch {
    return false;
  }
}

/**
 * Sends the queued actions in the order they were made; stops at the first that cannot reach the
 * server (they leave later, in order). One flush at a time across the page's tabs and the worker.
 */
export async function flushWorkQueue(origin: string, fetcher: typeof fetch = fetch, store: QueueStore = deviceStore): Promise<FlushResult> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request('eclat-work-queue-flush', () => flushUnlocked(origin, fetcher, store));
  }
  return flushUnlocked(origin, fetcher, store);
}

export const WORK_QUEUE_SYNC_TAG = 'eclat-work-day';
