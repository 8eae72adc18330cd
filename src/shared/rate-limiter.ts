/** Counts attempts per key in a fixed window, shared by every API instance. */
export interface RateLimiter {
  /** Records one attempt; `allowed` is false once `limit` attempts were made in the window. */
  hit(key: string, limit: number, windowSeconds: number): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}
