/**
 * The service worker's caches (web/src/sw/service-worker.ts), named here because the page clears
 * the personal ones on sign-out (offline-data.ts). The shell cache carries the build's version.
 */
export const CACHE_PREFIX = 'eclat-';
export const shellCacheName = (version: string) => `${CACHE_PREFIX}shell-${version}`;
/** Hashed files fetched after the install (images, chunks of another build still in use). */
export const ASSET_CACHE = `${CACHE_PREFIX}assets`;
/** Pages the person opened, to open them again without a connection. Personal: cleared on sign-out. */
export const PAGE_CACHE = `${CACHE_PREFIX}pages`;
/** The API's JSON answers those pages drew. Personal: cleared on sign-out. */
export const DATA_CACHE = `${CACHE_PREFIX}data`;
export const PERSONAL_CACHES = [PAGE_CACHE, DATA_CACHE] as const;

/** What the page and the worker say to each other. */
export type WorkerMessage = { type: 'SKIP_WAITING' } | { type: 'PAGE_VISITED'; url: string };

/** API answers differ by language: the data cache's key names the one asked for. */
export function dataKey(href: string, language: string | null): string {
  const url = new URL(href);
  url.searchParams.set('sw-lang', language ?? '');
  return url.href;
}
