/**
 * Failures that mean "the database cannot serve this request now" rather than "this request is
 * wrong": the pool could not hand out a connection in time, the server is down, restarting,
 * refusing connections, or it cancelled a statement that ran past its time limit. They answer
 * 503 with Retry-After, never 500.
 */
const SQLSTATES = new Set([
  '57014', // query_canceled (statement_timeout)
  '25P03', // idle_in_transaction_session_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '53300', // too_many_connections
  '55P03', // lock_not_available (lock_timeout)
]);
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
const MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /Query read timeout/i,
  /Client has encountered a connection error/i,
  /Connection ended unexpectedly/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /Client was closed and is not queryable/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SQLSTATES.has(code) || code.startsWith('08') || NODE_CODES.has(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
    if ((e as { name?: unknown }).name === 'ConnectionException') return true;
  }
  return false;
}
