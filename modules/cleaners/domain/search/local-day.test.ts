import { describe, expect, it } from 'vitest';
import { dayWindows, isIsoDate, localDateOf, startOfLocalDay } from './local-day.js';

describe('local days in Quebec', () => {
  it('a local day starts at 05:00 UTC in winter and 04:00 UTC in summer', () => {
    expect(startOfLocalDay('2026-01-15').toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(startOfLocalDay('2026-07-15').toISOString()).toBe('2026-07-15T04:00:00.000Z');
  });

  it('the local date of an instant late in the UTC day is the previous Quebec date', () => {
    expect(localDateOf(new Date('2026-01-16T03:00:00Z'))).toBe('2026-01-15');
  });

  it('the next 3 days: the rest of today and three whole local days', () => {
    const now = new Date('2026-01-15T15:00:00Z');
    const w = dayWindows(now, 3);
    expect(w).toHaveLength(4);
    expect(w[0]).toEqual({ from: now, to: new Date('2026-01-16T05:00:00Z') });
    expect(w[3]!.to.toISOString()).toBe('2026-01-19T05:00:00.000Z');
  });

  it('checks ISO dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('26-02-01')).toBe(false);
  });
});
