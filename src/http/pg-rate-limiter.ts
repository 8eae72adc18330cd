import type { EntityManager } from '@mikro-orm/postgresql';
import type { RateLimiter } from '../shared/rate-limiter.js';

/** Fixed-window counters in PostgreSQL, so every API instance sees the same counts. */
export class PgRateLimiter implements RateLimiter {
  private lastCleanup = 0;

  constructor(private readonly em: () => EntityManager) {}

  async hit(key: string, limit: number, windowSeconds: number) {
    const nowMs = Date.now();
    const windowStart = new Date(Math.floor(nowMs / (windowSeconds * 1000)) * windowSeconds * 1000);
    const conn = this.em();
    const [row] = await conn.execute<{ hits: number }[]>(
      `insert into platform_rate_limits (key, window_start, hits) values (?, ?, 1)
       on conflict (key, window_start) do update set hits = platform_rate_limits.hits + 1
       returning hits`,
      [key, windowStart],
    );
    if (nowMs - this.lastCleanup > 10 * 60_000) {
      this.lastCleanup = nowMs;
      await conn.execute(`delete from platform_rate_limits where window_start < now() - interval '1 day'`);
    }
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowSeconds * 1000 - nowMs) / 1000));
    // `hits` and `resetSeconds` for the RateLimit-* headers of API keys (src/http/api-key-rate-limit.ts).
    return { allowed: (row?.hits ?? 0) <= limit, retryAfterSeconds, hits: row?.hits ?? 0 };
  }
}
