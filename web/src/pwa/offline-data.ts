import { clearQueue } from '../features/booking-detail/offline/work-queue-store';
import { DATA_CACHE, PERSONAL_CACHES, dataKey } from './cache-names';

const OWNER_KEY = 'eclat.offline-owner';

/**
 * Sign-out (issue #34): the pages, answers and queued actions this person left on the device go
 * with them, so the next person on this phone never sees them, online or not.
 */
export async function forgetOfflineData(): Promise<void> {
  // The page and its worker share the origin's caches: deleting them here is deleting them for both.
  try {
    window.localStorage.removeItem(OWNER_KEY);
  } catch {
    // Storage disabled: nothing was kept either.
  }
  await Promise.allSettled([...(typeof caches === 'undefined' ? [] : PERSONAL_CACHES.map((name) => caches.delete(name))), clearQueue()]);
}

/** A sign-in: what another person left (a session that expired without a sign-out) is forgotten first. */
export async function claimOfflineData(userId: string): Promise<void> {
  let owner: string | null = null;
  try {
    owner = window.localStorage.getItem(OWNER_KEY);
  } catch {
    return;
  }
  if (owner === userId) return;
  if (owner !== null) await forgetOfflineData();
  try {
    window.localStorage.setItem(OWNER_KEY, userId);
  } catch {
    // See above.
  }
}

/**
 * An answer the page got from a change (a punch-in answers the booking) kept as the latest copy of
 * the matching read, so the page opened offline shows the visit as it is now.
 */
export async function keepAnswer(apiPath: string, language: string, body: unknown): Promise<void> {
  if (typeof caches === 'undefined' || !navigator.serviceWorker?.controller) return;
  try {
    const cache = await caches.open(DATA_CACHE);
    await cache.put(dataKey(new URL(apiPath, window.location.origin).href, language), Response.json(body));
  } catch {
    // A full or unavailable cache: the next read keeps the copy instead.
  }
}
