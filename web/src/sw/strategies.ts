/// <reference lib="webworker" />
import { ASSET_CACHE, DATA_CACHE, PAGE_CACHE, dataKey } from '../pwa/cache-names';

/** How long a weak signal may keep a page waiting before the saved copy is shown instead. */
const NETWORK_TIMEOUT_MS = 6000;
/** Pages kept for offline use: the newest ones. */
const MAX_PAGES = 60;
/** API answers kept for offline use: the newest ones. */
const MAX_DATA = 300;

/** The network's answer, or a rejection once `ms` passed while a fallback exists. */
function withTimeout(promise: Promise<Response>, ms: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('network timeout')), ms);
    promise.then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function trim(cache: Cache, max: number): Promise<void> {
  const keys = await cache.keys();
  // Cache.keys() lists in insertion order, and put() of an existing key moves it to the end.
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}

/** Pages holding a token (password reset, e-mail change…) or belonging to the console are never kept. */
export function keepsPage(url: URL): boolean {
  if (/^\/(admin|api|dev|ws)(\/|$)/.test(url.pathname)) return false;
  return ![...url.searchParams.keys()].some((key) => /token|code|secret/i.test(key));
}

/** The URL a page is kept under: without its fragment and without the app's tracking parameters. */
export function pageKey(url: URL): string {
  const copy = new URL(url.href);
  copy.hash = '';
  copy.searchParams.delete('source');
  return copy.href;
}

/**
 * Pages: the network first (a new version of the site shows at once), the copy kept from an earlier
 * visit when the network fails or is too slow, else the offline page.
 */
export async function navigation(event: FetchEvent, shellCache: string): Promise<Response> {
  const url = new URL(event.request.url);
  const pages = await caches.open(PAGE_CACHE);
  const kept = keepsPage(url) ? await pages.match(pageKey(url)) : undefined;
  const network = fetch(event.request).then(async (response) => {
    if (response.ok && response.type === 'basic' && keepsPage(url)) {
      await pages.put(pageKey(url), response.clone());
      await trim(pages, MAX_PAGES);
    }
    return response;
  });
  try {
    const response = kept ? await withTimeout(network, NETWORK_TIMEOUT_MS) : await network;
    return response;
  } catch {
    if (kept) {
      event.waitUntil(network.catch(() => undefined));
      return kept;
    }
    const offline = await caches.match('/offline.html', { cacheName: shellCache });
    return offline ?? Response.error();
  }
}

/** A page the app showed without asking the server (a link inside the app): kept as the app's shell. */
export async function rememberVisitedPage(href: string, shellCache: string): Promise<void> {
  const url = new URL(href);
  if (url.origin !== self.location.origin || !keepsPage(url)) return;
  const pages = await caches.open(PAGE_CACHE);
  if (await pages.match(pageKey(url))) return;
  const shell = await caches.match('/index.html', { cacheName: shellCache });
  if (!shell) return;
  await pages.put(pageKey(url), shell);
  await trim(pages, MAX_PAGES);
}

/** The API answers worth keeping: a signed-in person's reads, not sign-in, health or development calls. */
export function keepsData(url: URL): boolean {
  return url.pathname.startsWith('/api/') && !/^\/api\/(auth|dev|health|ready|admin|docs|openapi|metrics)(\/|\.|$)/.test(url.pathname);
}


/** API reads: the network first; when it fails, the last answer kept. */
export async function apiRead(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(DATA_CACHE);
  const key = dataKey(event.request.url, event.request.headers.get('Accept-Language'));
  const network = fetch(event.request).then(async (response) => {
    const json = response.headers.get('Content-Type')?.includes('application/json');
    // The API marks personal answers `no-store` for HTTP caches (the browser's and proxies'); this copy
    // is the person's own on their device, deleted at sign-out (docs/decisions.md).
    if (response.status === 200 && json) {
      await cache.put(key, response.clone());
      await trim(cache, MAX_DATA);
    } else if (response.status === 401 || response.status === 403 || response.status === 404) {
      await cache.delete(key);
    }
    return response;
  });
  const kept = await cache.match(key);
  try {
    return kept ? await withTimeout(network, NETWORK_TIMEOUT_MS) : await network;
  } catch (error) {
    if (kept) {
      event.waitUntil(network.catch(() => undefined));
      return kept;
    }
    throw error;
  }
}

/** Hashed files never change: the cache first, the network once. */
export async function hashedAsset(request: Request, shellCache: string): Promise<Response> {
  const cached = (await caches.match(request, { cacheName: shellCache })) ?? (await caches.match(request, { cacheName: ASSET_CACHE }));
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

/** Translations and icons: the kept copy at once, refreshed behind it for the next time. */
export async function staleWhileRevalidate(event: FetchEvent, shellCache: string): Promise<Response> {
  // The refreshed copy first: the install's copy is only as new as the build.
  const cached = (await caches.match(event.request, { cacheName: ASSET_CACHE })) ?? (await caches.match(event.request, { cacheName: shellCache }));
  const network = fetch(event.request).then(async (response) => {
    if (response.ok && response.type === 'basic') await (await caches.open(ASSET_CACHE)).put(event.request, response.clone());
    return response;
  });
  if (cached) {
    event.waitUntil(network.catch(() => undefined));
    return cached;
  }
  return network;
}
