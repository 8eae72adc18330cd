import { describe, expect, it } from 'vitest';
import { countdownParts, formatCountdown } from './countdown';

const NOW = Date.parse('2026-11-22T10:00:00Z');

describe('countdown', () => {
  it('splits the time left into hours, minutes and seconds', () => {
    const parts = countdownParts('2026-11-23T09:05:09Z', NOW);
    expect(parts).toEqual({ expired: false, hours: 23, minutes: 5, seconds: 9 });
    expect(formatCountdown(parts)).toBe('23:05:09');
  });

  it('is expired at or after the deadline, never negative', () => {
    expect(countdownParts('2026-11-22T10:00:00Z', NOW).expired).toBe(true);
    const past = countdownParts('2026-11-22T09:00:00Z', NOW);
    expect(past).toEqual({ expired: true, hours: 0, minutes: 0, seconds: 0 });
    expect(formatCountdown(past)).toBe('00:00:00');
  });

  it('keeps hours above 24 whole', () => {
    expect(formatCountdown(countdownParts('2026-11-23T12:00:00Z', NOW))).toBe('26:00:00');
  });
});
