import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../../web/src/api/schema';
import { clearSession, getToken } from '../auth/session';
import { currentLocale } from '../i18n/i18n-provider';
import { abortableSleep, announceBusy, backOff } from '../../../web/src/api/back-off';

// Product rule (spec §7): every call gives up after 10 seconds.
const TIMEOUT_MS = 10_000;

/**
 * The console's single middleware: bearer token, language of server messages,
 * timeout, a 401 ending the local session, and Retry-After on 503/429 as in the
 * web app (one retry of a read, a notice otherwise; issue #37). Redirecting to
 * the login page is left to react-admin (authProvider.checkError), which knows the router.
 */
const sessionMiddleware: Middleware = {
  onRequest({ request }) {
    const token = getToken();
    // A caller may set its own Authorization (logout of a just-created non-admin session).
    if (token && !request.headers.has('Authorization')) {
      request.headers.set('Authorization', `Bearer ${token}`);
    }
    request.headers.set('Accept-Language', currentLocale());
    // Signed in through the web app's /login, the console rides on the session cookie: the server
    // accepts a cookie-authenticated change only from our scripts (this header, or a JSON body).
    request.headers.set('X-Requested-With', 'XMLHttpRequest');
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(TIMEOUT_MS)]);
    return new Request(request, { signal });
  },
  onResponse({ request, response }) {
    if (response.status === 401) clearSession();
    return backOff(request, response, { fetch: (r) => fetch(r), sleep: abortableSleep, random: Math.random, busy: announceBusy });
  },
};

export const api = createClient<paths>({ baseUrl: '', credentials: 'include' });
api.use(sessionMiddleware);
