import { describe, expect, it } from 'vitest';
import { periodSearch, presetRange, quebecToday, rangeError, readPeriod } from './period';

// 03:30 UTC on 1 December is still 30 November in Quebec (22:30 EST).
const now = new Date('2026-12-01T03:30:00Z');

describe('console periods', () => {
  it("count days on Quebec's calendar", () => {
    expect(quebecToday(now)).toBe('2026-11-30');
    expect(presetRange('7d', now)).toEqual({ from: '2026-11-24', to: '2026-11-30' });
    expect(presetRange('30d', now)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetRange('this_month', now)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetRange('last_month', now)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange('last_month', new Date('2026-01-15T12:00:00Z'))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('refuse impossible, reversed and over-long ranges', () => {
    expect(rangeError({ from: '2026-02-30', to: '2026-03-01' })).toBe('invalid');
    expect(rangeError({ from: '2026-03-02', to: '2026-03-01' })).toBe('reversed');
    expect(rangeError({ from: '2024-11-29', to: '2026-11-30' })).toBe('too_long');
    expect(rangeError({ from: '2024-11-30', to: '2026-11-30' })).toBeNull();
  });

  it('live in the address, presets by name, custom ranges by dates', () => {
    expect(readPeriod(new URLSearchParams('period=7d'), now)).toEqual({ preset: '7d', from: '2026-11-24', to: '2026-11-30' });
    expect(readPeriod(new URLSearchParams('from=2026-06-01&to=2026-06-30'), now)).toEqual({ preset: 'custom', from: '2026-06-01', to: '2026-06-30' });
    // Unreadable: the last 30 days.
    expect(readPeriod(new URLSearchParams('from=2026-06-30&to=2026-06-01'), now)).toMatchObject({ preset: '30d' });
    expect(periodSearch({ preset: 'last_month', from: '2026-10-01', to: '2026-10-31' })).toEqual({ period: 'last_month' });
    expect(periodSearch({ preset: 'custom', from: '2026-06-01', to: '2026-06-30' })).toEqual({ from: '2026-06-01', to: '2026-06-30' });
  });
});
