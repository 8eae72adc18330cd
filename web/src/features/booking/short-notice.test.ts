import { describe, expect, it } from 'vitest';
import { shortNotice } from './short-notice';

const terms = { requestExpiryHours: 24, freeCancellationHours: 24 };

describe('a booking made close to its start (issue #42)', () => {
  it('15 minutes ahead: the answer is due before the start and a cancellation now costs the late fee', () => {
    expect(shortNotice({ date: '2026-12-03', time: '14:15' }, { date: '2026-12-03', minute: 14 * 60 }, terms)).toEqual({ minutesToStart: 15, answerBeforeStart: true, lateFeeAtOnce: true });
  });

  it('across midnight', () => {
    expect(shortNotice({ date: '2026-12-04', time: '08:00' }, { date: '2026-12-03', minute: 22 * 60 }, terms).minutesToStart).toBe(600);
  });

  it('a week ahead: the usual 24 hours to accept, free cancellation', () => {
    expect(shortNotice({ date: '2026-12-10', time: '09:00' }, { date: '2026-12-03', minute: 9 * 60 }, terms)).toMatchObject({ answerBeforeStart: false, lateFeeAtOnce: false });
  });
});
