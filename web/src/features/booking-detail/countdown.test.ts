import { describe, expect, it } from 'vitest';
import { countdownTo, formatCountdown } from './countdown';

const now = new Date('2026-11-22T10:00:00Z');

describe('countdownTo', () => {
  it('splits the time left into hours and minutes, rounding up', () => {
    expect(countdownTo('2026-11-22T15:12:00Z', now)).toEqual({ expired: false, hours: 5, minutes: 12 });
    expect(countdownTo('2026-11-22T15:11:01Z', now)).toEqual({ expired: false, hours: 5, minutes: 12 });
    expect(countdownTo('2026-11-22T10:00:30Z', now)).toEqual({ expired: false, hours: 0, minutes: 1 });
  });

  it('says expired at or after the deadline and for unreadable dates', () => {
    expect(countdownTo('2026-11-22T10:00:00Z', now).expired).toBe(true);
    expect(countdownTo('2026-11-22T09:00:00Z', now).expired).toBe(true);
    expect(countdownTo('not a date', now).expired).toBe(true);
  });
});

describe('formatCountdown', () => {
  it('drops the empty unit', () => {
    expect(formatCountdown({ expired: false, hours: 5, minutes: 12 })).toBe('5 h 12 min');
    expect(formatCountdown({ expired: false, hours: 3, minutes: 0 })).toBe('3 h');
    expect(formatCountdown({ expired: false, hours: 0, minutes: 45 })).toBe('45 min');
  });
});
