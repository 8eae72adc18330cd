/**
 * Issue #37: the server sheds load with 503 (and per-address limits with 429), each with Retry-After.
 * The app honours it: a read (GET, HEAD) is tried once more after the wait, within the call's own
 * 10 seconds (its signal: a cancelled or timed-out call stops waiting); a write is never replayed here
 * (the person decides), and whatever stays refused is told with a toast, never silently dropped.
 */

const BUSY = new Set([429, 503]);
/** Longer waits are not worth holding a read for (the call gives up after 10 s): the toast says to come back. */
export const MAX_RETRY_WAIT_MS = 5000;
/** Up to this much is added to the wait, so that browsers refused together do not all come back at once. */
export const RETRY_JITTER_MS = 1000;
/** When Retry-After is missing or unreadable. */
const DEFAULT_WAIT_MS = 2000;

/** Retry-After in milliseconds: delay-seconds or an HTTP date (RFC 9110 section 10.2.3). */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (header === null) return DEFAULT_WAIT_MS;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? DEFAULT_WAIT_MS : Math.max(0, date - now);
}

export interface BackOffDeps {
  fetch(request: Request): Promise<Response>;
  /** Resolves after `ms`, rejects when `signal` aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  random(): number;
  /** Tells the person the service is busy (the toast, web/src/app/BusyNotices.tsx). */
  busy(): void;
}

const isRead = (request: Request) => request.method === 'GET' || request.method === 'HEAD';

/**
 * What the app's middleware answers instead of `response` (the retry's answer), or undefined to keep it.
 * A write refused with 429 keeps only its form's message (a per-person limit, "try in N seconds"); a 503
 * is the service being busy, whatever was asked.
 */
export async function backOff(request: Request, response: Response, deps: BackOffDeps): Promise<Response | undefined> {
  if (!BUSY.has(response.status)) return undefined;
  if (!isRead(request)) {
    if (response.status === 503) deps.busy();
    return undefined;
  }
  const wait = retryAfterMs(response.headers.get('Retry-After'));
  if (wait > MAX_RETRY_WAIT_MS || request.signal.aborted) {
    deps.busy();
    return undefined;
  }
  await deps.sleep(wait + deps.random() * RETRY_JITTER_MS, request.signal);
  const again = await deps.fetch(request.clone());
  if (BUSY.has(again.status)) deps.busy();
  return again;
}

/** An abortable wait (the call's signal: its 10 s timeout or React Query's cancellation). */
export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

type BusyListener = () => void;
const listeners = new Set<BusyListener>();

/** Subscribes to "the service is busy" (BusyNotices shows the toast); returns the unsubscribe. */
export function onBusy(listener: BusyListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceBusy(): void {
  for (const listener of listeners) listener();
}
