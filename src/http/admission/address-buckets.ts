/** What one request against an address's budget gives: the answer and the IETF RateLimit figures. */
export interface BucketAnswer {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the budget is whole again (RateLimit-Reset). */
  resetSeconds: number;
  /** Seconds until one more request would be allowed (Retry-After when refused). */
  retryAfterSeconds: number;
}

/** Addresses remembered at most (one number each); past it, full budgets are forgotten first, then the oldest. */
const MAX_KEYS = 100_000;

/**
 * Per-address budgets kept in this process, as GCRA (a token bucket stored as one time per key: when the
 * budget will be whole again). In memory rather than in PostgreSQL's counters: these reads are cheap on
 * purpose, and a shared counter would cost a write per search, more than the search itself. So each
 * instance counts alone: behind N instances an address may make up to N times the rate.
 */
export class AddressBuckets {
  /** Key -> the time (ms) at which its budget is whole again. */
  private readonly full = new Map<string, number>();
  private readonly interval: number;
  private readonly tolerance: number;

  constructor(
    private readonly perMinute: number,
    private readonly burst: number,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.interval = 60_000 / perMinute;
    this.tolerance = this.interval * (burst - 1);
  }

  hit(key: string): BucketAnswer {
    const now = this.now();
    const whole = Math.max(this.full.get(key) ?? now, now);
    if (whole - now > this.tolerance) {
      return { allowed: false, limit: this.burst, remaining: 0, resetSeconds: Math.ceil((whole - now) / 1000), retryAfterSeconds: Math.max(1, Math.ceil((whole - now - this.tolerance) / 1000)) };
    }
    const next = whole + this.interval;
    if (!this.full.has(key) && this.full.size >= MAX_KEYS) this.forget(now);
    this.full.set(key, next);
    return {
      allowed: true,
      limit: this.burst,
      remaining: Math.max(0, Math.floor((this.burst * this.interval - (next - now)) / this.interval)),
      resetSeconds: Math.ceil((next - now) / 1000),
      retryAfterSeconds: 0,
    };
  }

  get size(): number {
    return this.full.size;
  }

  private forget(now: number): void {
    for (const [key, whole] of this.full) if (whole <= now) this.full.delete(key);
    // Still full of busy addresses: the oldest tenth goes (Map keeps insertion order).
    if (this.full.size >= MAX_KEYS) {
      let drop = Math.ceil(MAX_KEYS / 10);
      for (const key of this.full.keys()) {
        if (drop-- <= 0) break;
        this.full.delete(key);
      }
    }
  }
}

/** The budget's key for an address: IPv4 as is (mapped IPv6 unwrapped), IPv6 by its /64 (one subscriber's whole network). */
export function addressKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
