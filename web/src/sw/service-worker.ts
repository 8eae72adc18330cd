/// <reference lib="webworker" />
/**
 * Éclat's service worker (issue #34; docs/decisions.md, "The service worker"): the app's shell kept
 * on the device at install, pages and their data kept as they are visited, the offline page for the
 * others, the work day's queued actions sent when the connection returns, and push notifications.
 * A new version waits until the person accepts it ("Nouvelle version disponible").
 */
import { CACHE_PREFIX, shellCacheName, type WorkerMessage } from '../pwa/cache-names';
import { precache } from './precache';
import { registerPushHandlers } from './push-handlers';
import { apiRead, hashedAsset, keepsData, navigation, rememberVisitedPage, staleWhileRevalidate } from './strategies';
import { registerSyncHandlers } from './sync-handlers';

declare const self: ServiceWorkerGlobalScope;

const SHELL = shellCacheName(__ECLAT_SW_VERSION__);

self.addEventListener('install', (event) => {
  event.waitUntil(precache(SHELL, __ECLAT_PRECACHE__));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(`${CACHE_PREFIX}shell-`) && name !== SHELL) await caches.delete(name);
      }
      if (self.registration.navigationPreload) await self.registration.navigationPreload.disable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as WorkerMessage | null;
  if (!message || typeof message !== 'object') return;
  if (message.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message.type === 'PAGE_VISITED' && typeof message.url === 'string') event.waitUntil(rememberVisitedPage(message.url, SHELL));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || request.method !== 'GET') return;
  if (request.mode === 'navigate') {
    event.respondWith(navigation(event, SHELL));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(hashedAsset(request, SHELL));
    return;
  }
  if (url.pathname.startsWith('/locales/') || url.pathname.startsWith('/icons/') || url.pathname.startsWith('/brand/') || url.pathname === '/favicon.svg') {
    event.respondWith(staleWhileRevalidate(event, SHELL));
    return;
  }
  // The app's own reads (fetch: no destination); images and other files of the API are left to the browser.
  if (keepsData(url) && request.destination === '') event.respondWith(apiRead(event));
});

registerSyncHandlers(self);
registerPushHandlers(self);
