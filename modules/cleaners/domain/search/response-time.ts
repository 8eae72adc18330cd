/** Days of requests behind a cleaner's response time (issue #35): recent habits, not those of a year ago. */
export const RESPONSE_TIME_WINDOW_DAYS = 90;

/** Default of RESPONSE_TIME_MIN_REQUESTS: fewer requests in the window and no response time is shown. */
export const DEFAULT_RESPONSE_TIME_MIN_REQUESTS = 3;

/**
 * A cleaner's typical response time in seconds (docs/decisions.md, "Trust figures on cards"): the
 * median over the requests of the window of the time until the cleaner accepted or declined, an
 * expired request counting as slower than any answer. Null with fewer than `minRequests` samples, or
 * when the median request went unanswered: then no "Répond en …" line, rather than a flattering one.
 * `samples`: seconds per request, null for one that expired unanswered.
 */
export function responseTimeSeconds(samples: readonly (number | null)[], minRequests: number): number | null {
  if (samples.length === 0 || samples.length < minRequests) return null;
  const sorted = samples.map((s) => (s === null ? Number.POSITIVE_INFINITY : Math.max(0, s))).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Number.isFinite(median) ? Math.round(median) : null;
}
