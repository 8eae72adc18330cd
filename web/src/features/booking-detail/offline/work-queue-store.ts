/**
 * The work day's actions made without a connection (issue #34): checklist ticks and visit photos,
 * kept on the device in IndexedDB until the server has them. Used by the page and by the service
 * worker (Background Sync), so nothing here touches the DOM.
 */
export type QueuedAction =
  | { kind: 'tick'; taskId: string; done: boolean }
  | { kind: 'photo'; photoKind: 'before' | 'after'; file: Blob; fileName: string };

export interface QueuedItem {
  /** The order actions were made in, which is the order they are sent in. */
  seq: number;
  /** Sent as Idempotency-Key: a retry of an action the server already has is answered, not redone. */
  key: string;
  bookingId: string;
  userId: string;
  action: QueuedAction;
  /** The session and language at the time, for the worker, which has no access to the page's storage. */
  token: string | null;
  language: 'fr' | 'en';
  createdAt: string;
  /** Set when the server refused the action (the visit ended, a photo too large…): kept to be shown, never sent again. */
  refused: { status: number; message: string } | null;
}

const DB_NAME = 'eclat-work-day';
const STORE = 'actions';
const CHANNEL = 'eclat-work-queue';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    db.close();
  }
}

/** Tells every open page (and the worker) that the queue changed. */
function announce(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

export function onQueueChange(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => listener();
  return () => channel.close();
}

export async function enqueue(item: Omit<QueuedItem, 'seq' | 'createdAt' | 'refused'>): Promise<void> {
  await run('readwrite', (store) => store.add({ ...item, createdAt: new Date().toISOString(), refused: null }));
  announce();
}

/** Every action kept, oldest first. */
export function listQueued(): Promise<QueuedItem[]> {
  return run('readonly', (store) => store.getAll() as IDBRequest<QueuedItem[]>);
}

export async function removeQueued(seq: number): Promise<void> {
  await run('readwrite', (store) => store.delete(seq));
  announce();
}

export async function markRefused(seq: number, refused: { status: number; message: string }): Promise<void> {
  const items = await listQueued();
  const item = items.find((i) => i.seq === seq);
  if (!item) return;
  await run('readwrite', (store) => store.put({ ...item, refused }));
  announce();
}

/** Sign-out: nothing of this person stays on the device. */
export async function clearQueue(): Promise<void> {
  await run('readwrite', (store) => store.clear());
  announce();
}
