import createClient, { type Middleware } from 'openapi-fetch';
import { browserStores, clearSession, readToken } from '../features/auth/session-storage';
import { currentLanguage } from '../i18n/i18n';
import { shouldRedirectOn401 } from './auth-redirect';
import { abortableSleep, announceBusy, backOff } from './back-off';
import type { paths } from './schema';
import { SERVER_RENDER_ORIGIN, serverFetch } from './server-fetch';

/** Spec section 7: every call gives up after 10 seconds. */
export const REQUEST_TIMEOUT_MS = 10_000;

function withTimeout(signal: AbortSignal | null): AbortSignal {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/**
 * The one middleware of the app: bearer token, language, timeout, the 401 rule of spec section 8,
 * and Retry-After on 503/429 (back-off.ts, issue #37). The caller still receives the 401 answer; the
 * redirect only moves the browser.
 */
export const appMiddleware: Middleware = {
  onRequest({ request }) {
    const headers = new Headers(request.headers);
    const token = readToken(browserStores());
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept-Language', currentLanguage());
    // A call authenticated by the session cookie alone must carry this header unless it sends
    // JSON (openapi.yaml): multipart uploads and body-less posts such as logout need it.
    headers.set('X-Requested-With', 'XMLHttpRequest');
    return new Request(request, { headers, signal: withTimeout(request.signal) });
  },
  onResponse({ request, response }) {
    if (import.meta.env.SSR) return undefined;
    const apiPath = new URL(request.url).pathname;
    if (shouldRedirectOn401({ status: response.status, method: request.method, apiPath, currentPath: window.location.pathname })) {
      // The stored session no longer opens a session on the server: forget it so /login is shown.
      clearSession(browserStores());
      window.location.assign('/login');
    }
    return backOff(request, response, { fetch: (r) => fetch(r), sleep: abortableSleep, random: Math.random, busy: announceBusy });
  },
};

/**
 * On the server (first HTML of public pages) the app asks the API of the process that renders it:
 * requests name a placeholder origin that serverFetch() sends to the loopback address.
 */
export const apiClient = import.meta.env.SSR
  ? createClient<paths>({ baseUrl: SERVER_RENDER_ORIGIN, fetch: serverFetch })
  : createClient<paths>({ baseUrl: '', credentials: 'include' });
apiClient.use(appMiddleware);
