/**
 * Settings of admission control, per-address limits on cheap public reads and the SIGTERM drain (issue #37;
 * docs/decisions.md "Admission control and shedding"). Parsed by loadConfig with its own helpers, so the
 * rules for a malformed value (one line naming the variable) are the same as for every other setting.
 */

/** Classes of requests, each with a budget of its own so that one cannot starve the others. */
export type AdmissionClass = 'read' | 'search' | 'write' | 'heavy';

export interface AdmissionConfig {
  /** ADMISSION_CONTROL: on by default, off under NODE_ENV=test (tests that exercise it turn it on). */
  enabled: boolean;
  /**
   * Requests in progress at once on this instance, per class (ADMISSION_<CLASS>_CONCURRENCY); as many more may
   * wait for a slot, at most `maxWaitMs`. Past that: 503 `service_unavailable` with Retry-After, before any work.
   */
  concurrency: Record<AdmissionClass, number>;
  /** ADMISSION_MAX_WAIT_MS: the longest a request waits for a slot of its class (default 500). */
  maxWaitMs: number;
  /**
   * ADMISSION_EVENT_LOOP_LAG_MS: past this lag of the event loop (the server is behind on requests it has
   * not even read yet) a share of new requests is refused until it catches up (default 60; 0 = off).
   */
  maxEventLoopLagMs: number;
  /**
   * ADMISSION_EVENT_LOOP_UTILIZATION: past this share of its time spent working (percent, over a few samples of
   * 20 ms) the loop has no slack left to drain what waits in its sockets, so the share admitted eases off
   * (default 95; 0 = off).
   */
  maxEventLoopUtilizationPercent: number;
  /** ADMISSION_POOL_WAITING: checkouts waiting for a pooled connection past which reads, writes and uploads are refused (default 2 × DB_POOL_MAX; 0 = off). */
  maxPoolWaiting: number;
  /** ADMISSION_RETRY_AFTER_SECONDS: what a refusal asks the client to wait (default 2). */
  retryAfterSeconds: number;
}

/** PUBLIC_READS_PER_MINUTE and PUBLIC_READS_BURST: per client address and instance, on search, recommendations, place suggestions and public profiles. */
export interface PublicReadsConfig {
  /** Sustained rate per address (default 300 a minute; 0 = off, the default under NODE_ENV=test). */
  perMinute: number;
  /** Requests an address may make at once before the rate applies (default 100). */
  burst: number;
}

export interface ShutdownConfig {
  /**
   * SHUTDOWN_DRAIN_DELAY_MS: after SIGTERM, readiness answers 503 and every answer says `Connection: close`
   * for this long before the instance stops accepting connections (default 0: nginx moves on at the first
   * refused connection; a load balancer that polls readiness needs its polling period here).
   */
  drainDelayMs: number;
  /**
   * SHUTDOWN_GRACE_MS: then in-flight requests and, behind a proxy, idle keep-alive connections get this long to end
   * (default 5000: the server's own keep-alive timeout closes any idle connection by then).
   */
  graceMs: number;
}

interface Parsers {
  int(env: Record<string, string | undefined>, name: string, fallback: number, min: number, max: number): number;
  bool(env: Record<string, string | undefined>, name: string, fallback: boolean): boolean;
}

/**
 * Defaults derived from the pool (DB_POOL_MAX) and from what a request of each class holds (measured with
 * `npm run bench:overload`): a read holds a connection for a statement or two, a search is mostly answered
 * from the instance's cache (CPU, not connections), a write holds its connection for a whole transaction,
 * an upload or a PDF holds the CPU for tens of milliseconds.
 */
export function overloadConfig(env: Record<string, string | undefined>, nodeEnv: string, poolMax: number, { int, bool }: Parsers) {
  const admission: AdmissionConfig = {
    enabled: bool(env, 'ADMISSION_CONTROL', nodeEnv !== 'test'),
    concurrency: {
      read: int(env, 'ADMISSION_READ_CONCURRENCY', 2 * poolMax, 1, 10_000),
      search: int(env, 'ADMISSION_SEARCH_CONCURRENCY', 2 * poolMax, 1, 10_000),
      write: int(env, 'ADMISSION_WRITE_CONCURRENCY', poolMax, 1, 10_000),
      heavy: int(env, 'ADMISSION_HEAVY_CONCURRENCY', Math.max(2, Math.round(poolMax / 4)), 1, 1000),
    },
    maxWaitMs: int(env, 'ADMISSION_MAX_WAIT_MS', 500, 0, 30_000),
    maxEventLoopLagMs: int(env, 'ADMISSION_EVENT_LOOP_LAG_MS', 60, 0, 10_000),
    maxEventLoopUtilizationPercent: int(env, 'ADMISSION_EVENT_LOOP_UTILIZATION', 95, 0, 100),
    maxPoolWaiting: int(env, 'ADMISSION_POOL_WAITING', 2 * poolMax, 0, 100_000),
    retryAfterSeconds: int(env, 'ADMISSION_RETRY_AFTER_SECONDS', 2, 1, 300),
  };
  const publicReads: PublicReadsConfig = {
    perMinute: int(env, 'PUBLIC_READS_PER_MINUTE', nodeEnv === 'test' ? 0 : 300, 0, 1_000_000),
    burst: int(env, 'PUBLIC_READS_BURST', 100, 1, 1_000_000),
  };
  const shutdown: ShutdownConfig = {
    drainDelayMs: int(env, 'SHUTDOWN_DRAIN_DELAY_MS', 0, 0, 60_000),
    graceMs: int(env, 'SHUTDOWN_GRACE_MS', 5000, 500, 120_000),
  };
  return { admission, publicReads, shutdown };
}
