import type { WorkerMessage } from './cache-names';

/**
 * The page's side of the service worker (issue #34): registers it in production builds, and tells
 * the update prompt when a new version waits. Never in development (Vite serves modules unbundled)
 * and never on the server.
 */
type Listener = (waiting: ServiceWorker | null) => void;

let waitingWorker: ServiceWorker | null = null;
const listeners = new Set<Listener>();

function setWaiting(worker: ServiceWorker | null): void {
  waitingWorker = worker;
  for (const listener of listeners) listener(worker);
}

export function onUpdateReady(listener: Listener): () => void {
  listeners.add(listener);
  listener(waitingWorker);
  return () => listeners.delete(listener);
}

export function postToWorker(message: WorkerMessage): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage(message);
}

/** The person accepted the new version: it takes over, and the page reloads once it has. */
export function applyUpdate(): void {
  if (!waitingWorker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waitingWorker.postMessage({ type: 'SKIP_WAITING' } satisfies WorkerMessage);
}

function watch(registration: ServiceWorkerRegistration): void {
  // A worker waiting from an earlier visit.
  if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // The first install has no controller to replace: it simply starts working.
      if (installing.state === 'installed' && navigator.serviceWorker.controller) setWaiting(installing);
    });
  });
}

/** How often an open app asks whether a new version was deployed. */
const CHECK_EVERY_MS = 60 * 60_000;

/** At most this long after the page's load, the worker is registered even if the main thread never idles. */
const IDLE_TIMEOUT_MS = 3_000;

/** After the page's load, when the main thread is idle: the install downloads the whole app (about 1.3 MB), which must not compete with the page being drawn and made interactive. */
function whenIdleAfterLoad(run: () => void): void {
  const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(run, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenIdleAfterLoad(() => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        watch(registration);
        // The first visit's page was loaded before the worker existed: it is remembered once the worker takes charge.
        navigator.serviceWorker.addEventListener('controllerchange', () => postToWorker({ type: 'PAGE_VISITED', url: window.location.href }));
        const check = () => void registration.update().catch(() => undefined);
        window.setInterval(check, CHECK_EVERY_MS);
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') check();
        });
      })
      .catch(() => {
        // Refused (private window, storage full): the site works as a plain website.
      });
  });
}
