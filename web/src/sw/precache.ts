/// <reference lib="webworker" />
import { CACHE_PREFIX } from '../pwa/cache-names';

/** Where a shell cache notes the revision of each file it holds. */
const REVISIONS = '/__eclat-precache-revisions';

async function revisionsOf(cache: Cache): Promise<Record<string, string | null>> {
  const answer = await cache.match(REVISIONS);
  return answer ? ((await answer.json()) as Record<string, string | null>) : {};
}

/**
 * Fills this version's shell cache: a file unchanged since the previous version is copied from its
 * cache instead of downloaded again, so a new deployment costs a phone only the files that changed.
 */
export async function precache(shell: string, entries: readonly (readonly [string, string | null])[]): Promise<void> {
  const cache = await caches.open(shell);
  const previous = (await caches.keys()).filter((name) => name.startsWith(`${CACHE_PREFIX}shell-`) && name !== shell);
  const older = await Promise.all(previous.map(async (name) => ({ cache: await caches.open(name), revisions: await revisionsOf(await caches.open(name)) })));
  const revisions: Record<string, string | null> = {};
  await Promise.all(
    entries.map(async ([url, revision]) => {
      revisions[url] = revision;
      for (const old of older) {
        if (!(url in old.revisions) || old.revisions[url] !== revision) continue;
        const kept = await old.cache.match(url);
        if (kept) {
          await cache.put(url, kept);
          return;
        }
      }
      // `reload`: this version's file, never an HTTP cache's older copy.
      const response = await fetch(new Request(url, { cache: 'reload' }));
      if (!response.ok) throw new Error(`precache: ${url} answered ${response.status}`);
      await cache.put(url, response);
    }),
  );
  await cache.put(REVISIONS, new Response(JSON.stringify(revisions), { headers: { 'Content-Type': 'application/json' } }));
}
