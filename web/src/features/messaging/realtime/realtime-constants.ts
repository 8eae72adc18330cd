/** Spec section 9 (Realtime) and section 4 (Realtime connection). */
export const REALTIME = {
  path: '/ws/messages',
  connectTimeoutMs: 10_000,
  pingIntervalMs: 30_000,
  maxReconnectAttempts: 5,
  baseDelayMs: 2_000,
  backoffFactor: 1.5,
  maxDelayMs: 30_000,
  maxJitterRatio: 0.1,
} as const;

/** Normal closure, going away, no status: the server or the browser meant it, so no reconnect. */
export const NORMAL_CLOSE_CODES: readonly number[] = [1000, 1001, 1005];

/**
 * Delay before reconnect number `attempt` (0 for the first): 2 s x 1.5^attempt capped at 30 s,
 * plus up to 10 % of that as jitter so many tabs do not come back at the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number): number {
  const base = Math.min(REALTIME.baseDelayMs * REALTIME.backoffFactor ** attempt, REALTIME.maxDelayMs);
  const jitter = base * REALTIME.maxJitterRatio * Math.min(Math.max(random(), 0), 1);
  return Math.round(base + jitter);
}

/** Same host as the page: wss under https. The session cookie authenticates the upgrade. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${REALTIME.path}`;
}
