import type { RealtimeStatus } from '../messaging/realtime/realtime-client';

/** One line of /test-messaging's log: a frame received, a frame this page sent, or a change of the connection. */
export interface LogEntry {
  id: number;
  at: number;
  direction: 'in' | 'out' | 'status';
  /** The frame type, or the new state. */
  label: string;
  /** The frame as JSON, or what changed. */
  detail: string;
}

/** Lines kept: enough to follow a reconnect sequence, small enough to stay fast. */
export const LOG_LIMIT = 200;

/** The log with `entry` first (newest first), cut to `limit` lines. */
export function appendEntry(log: readonly LogEntry[], entry: LogEntry, limit = LOG_LIMIT): LogEntry[] {
  return [entry, ...log].slice(0, Math.max(0, limit));
}

/** A frame as a short JSON line; long ones (a conversation list) are cut. */
export function frameDetail(frame: unknown, maxLength = 400): string {
  let text: string;
  try {
    text = JSON.stringify(frame) ?? String(frame);
  } catch {
    text = String(frame);
  }
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

/** What changed between two statuses, as `field: before → after` (empty when nothing did). */
export function statusChange(before: RealtimeStatus, after: RealtimeStatus): string {
  const keys: (keyof RealtimeStatus)[] = ['state', 'error', 'reconnectAttempt', 'willReconnect'];
  return keys
    .filter((key) => before[key] !== after[key])
    .map((key) => `${key}: ${String(before[key])} → ${String(after[key])}`)
    .join(', ');
}

/** Counts per direction, for the summary above the log. */
export function countByDirection(log: readonly LogEntry[]): Record<LogEntry['direction'], number> {
  const counts = { in: 0, out: 0, status: 0 };
  for (const entry of log) counts[entry.direction] += 1;
  return counts;
}
