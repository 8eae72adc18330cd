import { createHash } from 'node:crypto';
import type { Clock } from '../../../src/shared/clock.js';
import type { AccessTokens, GoogleCalendarApi } from './google-calendar-ports.js';

/** A cached token is used until this long before Google said it expires. */
const MARGIN_MS = 60_000;
/** Cached tokens per process at most (an hour each): the oldest go first. */
const MAX_CACHED = 10_000;

/**
 * Access tokens live about an hour: kept in this process's memory (never stored) so that a read every
 * few minutes does not ask the token endpoint each time. Keyed by the refresh token's hash too, so a
 * reconnect (a new refresh token) never reuses the previous grant's access.
 */
export function cachedAccessTokens(google: Pick<GoogleCalendarApi, 'refreshAccess'>, clock: Clock): AccessTokens {
  const cache = new Map<string, { token: string; expiresAt: number; grant: string }>();
  return {
    async get(cleanerId, refreshToken) {
      const grant = createHash('sha256').update(refreshToken).digest('base64url');
      const now = clock.now().getTime();
      const hit = cache.get(cleanerId);
      if (hit && hit.grant === grant && hit.expiresAt - MARGIN_MS > now) return hit.token;
      const fresh = await google.refreshAccess(refreshToken);
      cache.delete(cleanerId);
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
      cache.set(cleanerId, { token: fresh.accessToken, expiresAt: now + fresh.expiresInSeconds * 1000, grant });
      return fresh.accessToken;
    },
    drop: (cleanerId) => void cache.delete(cleanerId),
  };
}
