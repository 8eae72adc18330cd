import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema.js';
import { retryMiddleware, type RetryOptions } from './retry.js';

export type { components, paths, operations } from './schema.js';
export { retryAfterSeconds, type RetryOptions } from './retry.js';

/** The `{ error, message, details? }` body of every 4xx and 5xx answer. */
export type EclatError = components['schemas']['Error'];
/** One event of the feed (GET /api/events), the same as a webhook's body. */
export type EclatEvent = components['schemas']['Event'];

export interface EclatClientOptions {
  /** Where Éclat answers, e.g. `https://eclat.example` (no trailing `/api`). */
  baseUrl: string;
  /** An API key (`eclat_live_…`), created in the account settings. */
  apiKey: string;
  /** `fr` (default) or `en`: the language of error messages. */
  locale?: 'fr' | 'en';
  /** A fetch of your own (tests, proxies), called with a Request as openapi-fetch does; the global one by default. */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * 503 (the service sheds load) and 429 (a rate limit) carry Retry-After: repeatable calls (GET, HEAD, PUT,
   * DELETE, a POST with an Idempotency-Key) are tried again after it, once by default; `false` hands every
   * answer to you as it came.
   */
  retry?: RetryOptions | false;
}

export type EclatClient = Client<paths>;

/**
 * A client of the Éclat API acting with an API key: every call carries `Authorization: Bearer <key>`
 * and is typed by the contract (paths, parameters, bodies and answers).
 *
 *   const eclat = createEclatClient({ baseUrl: 'https://eclat.example', apiKey: process.env.ECLAT_API_KEY! });
 *   const { data, error } = await eclat.GET('/api/bookings');
 */
export function createEclatClient(options: EclatClientOptions): EclatClient {
  if (!/^eclat_(live|test)_/.test(options.apiKey)) throw new Error('createEclatClient: apiKey must be an Éclat API key (eclat_live_… or eclat_test_…)');
  const client = createClient<paths>({ baseUrl: options.baseUrl.replace(/\/+$/, ''), ...(options.fetch ? { fetch: options.fetch } : {}) });
  const auth: Middleware = {
    onRequest({ request }) {
      request.headers.set('Authorization', `Bearer ${options.apiKey}`);
      request.headers.set('Accept-Language', options.locale ?? 'fr');
      return request;
    },
  };
  client.use(auth);
  if (options.retry !== false) {
    const fetchImpl = options.fetch ?? ((request: Request) => globalThis.fetch(request));
    client.use(retryMiddleware(fetchImpl, options.retry ?? {}));
  }
  return client;
}

/** A fresh value for the `Idempotency-Key` header: send the same one again when retrying the same POST. */
export const newIdempotencyKey = (): string => globalThis.crypto.randomUUID();
