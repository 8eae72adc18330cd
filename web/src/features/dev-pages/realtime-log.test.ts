import { describe, expect, it } from 'vitest';
import { appendEntry, countByDirection, frameDetail, statusChange, type LogEntry } from './realtime-log';

const entry = (id: number, direction: LogEntry['direction'] = 'in'): LogEntry => ({ id, at: id, direction, label: 'PONG', detail: '{}' });

describe('the /test-messaging log', () => {
  it('puts the newest line first and keeps at most the limit', () => {
    let log: LogEntry[] = [];
    for (let i = 1; i <= 5; i++) log = appendEntry(log, entry(i), 3);
    expect(log.map((e) => e.id)).toEqual([5, 4, 3]);
    expect(appendEntry([], entry(1), 0)).toEqual([]);
  });

  it('shows frames as JSON, cut when long', () => {
    expect(frameDetail({ type: 'UNREAD_COUNT_UPDATE', count: 2 })).toBe('{"type":"UNREAD_COUNT_UPDATE","count":2}');
    const long = frameDetail({ type: 'CONVERSATIONS_UPDATE', conversations: 'x'.repeat(1000) }, 50);
    expect(long).toHaveLength(50);
    expect(long.endsWith('…')).toBe(true);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(frameDetail(circular)).toBe('[object Object]');
  });

  it('says what changed in the connection status', () => {
    const closed = { state: 'closed', error: null, reconnectAttempt: 0, willReconnect: false } as const;
    expect(statusChange(closed, { ...closed, state: 'connecting' })).toBe('state: closed → connecting');
    expect(statusChange(closed, { state: 'closed', error: 'connectionFailed', reconnectAttempt: 1, willReconnect: true })).toBe(
      'error: null → connectionFailed, reconnectAttempt: 0 → 1, willReconnect: false → true',
    );
    expect(statusChange(closed, closed)).toBe('');
  });

  it('counts lines per direction', () => {
    expect(countByDirection([entry(1, 'in'), entry(2, 'out'), entry(3, 'in'), entry(4, 'status')])).toEqual({ in: 2, out: 1, status: 1 });
  });
});
