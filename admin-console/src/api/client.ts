import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../../web/src/api/schema';
import { clearSession, getToken } from '../auth/session';
import { currentLocale } from '../i18n/i18n-provider';

// Product rule (spec §7): every call gives up after 10 seconds.
const TIMEOUT_MS = 10_000;

/**
 * The console's single middleware: bearer token, language of server messages,
 * timeout, and a 401 ending the local session. Redirecting to the login page
 * is left to react-admin (authProvider.checkError), which knows the router.
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
  onResponse({ response }) {
    if (response.status === 401) clearSession();
    return undefined;
  },
};

export const api = createClient<paths>({ baseUrl: '', credentials: 'include' });
api.use(sessionMiddleware);
