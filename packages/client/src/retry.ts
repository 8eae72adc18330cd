import type { Middleware } from 'openapi-fetch';

/**
 * Éclat refuses what it cannot serve soon with 503 `service_unavailable`, and answers past a rate limit with
 * 429, both with `Retry-After` (seconds). The client waits that long, plus up to a second at random so
 * that callers refused together do not come back together, then tries again: calls that are safe to
 * repeat only (GET, HEAD, PUT, DELETE, and a POST carrying an `Idempotency-Key`, which Éclat answers
 * once whatever the number of tries).
 */
export interface RetryOptions {
  /** Tries after the first (default 1; 0 turns retrying off). */
  retries?: number;
  /** A longer Retry-After is handed to the caller instead of waited for (default 10 seconds). */
  maxWaitSeconds?: number;
}

const RETRIED_STATUSES = new Set([429, 503]);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);
const JITTER_MS = 1000;

/** The wait `Retry-After` asks for, in seconds (delay-seconds or an HTTP date), or null without a usable one. */
export function retryAfterSeconds(response: Response, now = Date.now()): number | null {
  const header = response.headers.get('Retry-After')?.trim();
  if (!header) return null;
  if (/^\d+$/.test(header)) return Number(header);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

const repeatable = (request: Request) => SAFE_METHODS.has(request.method) || (request.method === 'POST' && request.headers.has('Idempotency-Key'));

function sleep(ms: number, signal: AbortSignal): Promise<void> {
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

/** The client's back-off middleware: retries repeatable calls refused with 503 or 429 after Retry-After. */
export function retryMiddleware(fetchImpl: (request: Request) => Promise<Response>, options: RetryOptions = {}): Middleware {
  const retries = options.retries ?? 1;
  const maxWaitMs = (options.maxWaitSeconds ?? 10) * 1000;
  // A copy made before the body is sent, for the calls that may be sent again.
  const copies = new WeakMap<Request, Request>();
  return {
    onRequest({ request }) {
      if (retries > 0 && repeatable(request)) copies.set(request, request.clone());
      return undefined;
    },
    async onResponse({ request, response }) {
      const copy = copies.get(request);
      if (!copy) return undefined;
      copies.delete(request);
      let answer = response;
      for (let attempt = 0; attempt < retries && RETRIED_STATUSES.has(answer.status); attempt++) {
        const wait = (retryAfterSeconds(answer) ?? 1) * 1000;
        if (wait > maxWaitMs) break;
        await sleep(wait + Math.random() * JITTER_MS, request.signal);
        await answer.body?.cancel();
        answer = await fetchImpl(attempt + 1 < retries ? copy.clone() : copy);
      }
      return answer === response ? undefined : answer;
    },
  };
}
