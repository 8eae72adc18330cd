import type { BackendModule, ReadCallback } from 'i18next';

/**
 * Loads `/locales/{lng}/{ns}.json` over HTTP. Written here instead of adding
 * i18next-http-backend: the app needs one GET per namespace and nothing else.
 */
export const httpBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {
    // No options: the path is fixed by the contract (spec section 7).
  },
  read(language: string, namespace: string, callback: ReadCallback) {
    const url = `/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`;
    fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) {
          // i18next retries when the second argument is true; 4xx will not get better.
          callback(new Error(`${url}: HTTP ${response.status}`), response.status >= 500);
          return;
        }
        const data: unknown = await response.json();
        if (typeof data !== 'object' || data === null) {
          callback(new Error(`${url}: not a JSON object`), false);
          return;
        }
        callback(null, data as Record<string, unknown>);
      })
      .catch((error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), true);
      });
  },
};
