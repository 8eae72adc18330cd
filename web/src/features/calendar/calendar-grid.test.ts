import { describe, expect, it } from 'vitest';
import { nextFocus, sameDayIn, shiftMonth, todayInQuebec, weeksOfMonth } from './calendar-grid';

describe('month grid', () => {
  it('lays a month out in weeks starting on Sunday', () => {
    const weeks = weeksOfMonth('2026-03');
    // 1 March 2026 is a Sunday; 31 March a Tuesday.
    expect(weeks[0]).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07']);
    expect(weeks.at(-1)).toEqual(['2026-03-29', '2026-03-30', '2026-03-31', null, null, null, null]);
    const nov = weeksOfMonth('2026-11');
    expect(nov[0]).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
    expect(weeksOfMonth('2026-02')[0]![0]).toBe('2026-02-01');
    expect(weeksOfMonth('2026-05')[0]!.slice(0, 5)).toEqual([null, null, null, null, null]);
  });

  it('moves focus with the keys of the date grid pattern', () => {
    expect(nextFocus('2026-03-31', 'ArrowRight')).toBe('2026-04-01');
    expect(nextFocus('2026-03-01', 'ArrowLeft')).toBe('2026-02-28');
    expect(nextFocus('2026-03-04', 'ArrowDown')).toBe('2026-03-11');
    expect(nextFocus('2026-03-04', 'ArrowUp')).toBe('2026-02-25');
    expect(nextFocus('2026-03-04', 'Home')).toBe('2026-03-01');
    expect(nextFocus('2026-03-04', 'End')).toBe('2026-03-07');
    expect(nextFocus('2026-03-31', 'PageUp')).toBe('2026-02-28');
    expect(nextFocus('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(nextFocus('2026-03-04', 'Enter')).toBeNull();
  });

  it('switches months across years and clamps days', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(sameDayIn('2026-05-31', '2026-06')).toBe('2026-06-30');
  });

  it("knows today's date in Quebec, not in UTC", () => {
    expect(todayInQuebec(new Date('2026-03-01T03:00:00Z'))).toBe('2026-02-28');
    expect(todayInQuebec(new Date('2026-03-01T06:00:00Z'))).toBe('2026-03-01');
  });
});
