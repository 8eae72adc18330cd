import { describe, expect, it } from 'vitest';
import { excerpt, presenceLabelKey } from './presence';
import { shouldRetryUnread } from './api/get-unread-count';

describe('presenceLabelKey', () => {
  it('names each presence', () => {
    expect(presenceLabelKey('online')).toBe('presence.online');
    expect(presenceLabelKey('away')).toBe('presence.away');
    expect(presenceLabelKey('busy')).toBe('presence.busy');
    expect(presenceLabelKey('offline')).toBe('presence.offline');
  });

  it('treats an unknown value as offline', () => {
    expect(presenceLabelKey('gone' as never)).toBe('presence.offline');
  });
});

describe('excerpt', () => {
  it('keeps short texts and flattens whitespace', () => {
    expect(excerpt('  Bonjour\n  à demain ')).toBe('Bonjour à demain');
  });

  it('cuts long texts on a word', () => {
    expect(excerpt('un deux trois quatre cinq', 15)).toBe('un deux trois…');
  });
});

describe('shouldRetryUnread', () => {
  it('stops after 3 failures (TanStack counts from 0 at the first)', () => {
    expect([0, 1, 2, 3].map(shouldRetryUnread)).toEqual([true, true, false, false]);
  });
});
