/**
 * Paths that carry a capability token (issue #41): whoever holds the URL may read a calendar feed,
 * unsubscribe an address or reset a password, so such a segment is never written to a log line, a
 * trace or a metric label. Each entry is the path up to the token and what may follow it; a unit
 * test checks that every `{token}` path of openapi.yaml and every `:token` page of the web app is here.
 */
// Case-insensitive, a trailing slash allowed: the routers take both, so the log must mask both.
const CAPABILITY_PATHS: readonly RegExp[] = [
  /^(\/api\/calendar\/)[^/]+?(\.ics\/?)?$/i,
  /^(\/api\/newsletter\/unsubscribe\/)[^/]+(\/?)$/i,
  /^(\/newsletter\/(?:confirm|unsubscribe)\/)[^/]+(\/?)$/i,
  /^(\/reset-password\/)[^/]+(\/?)$/i,
];

export const REDACTED_SEGMENT = '[redacted]';

/** The path as it may be logged: a token segment replaced by `[redacted]`, anything else unchanged. */
export function loggablePath(path: string): string {
  for (const pattern of CAPABILITY_PATHS) {
    const match = pattern.exec(path);
    if (match) return `${match[1]!}${REDACTED_SEGMENT}${match[2] ?? ''}`;
  }
  return path;
}
