import { describe, expect, it } from 'vitest';
import { addMonths, visitDate, visitTimes } from './visit-schedule.js';

const wallClock = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);

describe('addMonths', () => {
  it('keeps the day, or takes the last day of a shorter month', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2027-01-31', 2)).toBe('2027-03-31');
    expect(addMonths('2027-03-31', 1)).toBe('2027-04-30');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });
});

describe('visitDate', () => {
  it('spaces visits by frequency', () => {
    expect(visitDate('2027-01-05', 'once', 0, null)).toBe('2027-01-05');
    expect(visitDate('2027-01-05', 'weekly', 2, null)).toBe('2027-01-19');
    expect(visitDate('2027-01-05', 'biweekly', 1, null)).toBe('2027-01-19');
    expect(visitDate('2027-01-31', 'monthly', 1, null)).toBe('2027-02-28');
    expect(visitDate('2027-01-31', 'monthly', 2, null)).toBe('2027-03-31');
    expect(visitDate('2027-01-05', 'custom', 3, 10)).toBe('2027-02-04');
  });
});

describe('visitTimes', () => {
  it('a weekly 9:00 visit stays at 9:00 across the spring clock change (the instant moves by an hour)', () => {
    // 2027-03-14: clocks go forward in Quebec.
    const v = visitTimes({ date: '2027-03-07', startMinute: 9 * 60, durationMinutes: 240, frequency: 'weekly', visits: 3, intervalDays: null });
    expect(v.map((x) => x.date)).toEqual(['2027-03-07', '2027-03-14', '2027-03-21']);
    expect(v.map((x) => wallClock(x.startsAt))).toEqual(['09:00', '09:00', '09:00']);
    expect(v[0]!.startsAt.toISOString()).toBe('2027-03-07T14:00:00.000Z');
    expect(v[1]!.startsAt.toISOString()).toBe('2027-03-14T13:00:00.000Z');
    expect(v.every((x) => x.endsAt.getTime() - x.startsAt.getTime() === 240 * 60_000)).toBe(true);
  });

  it('and across the autumn clock change', () => {
    // 2026-11-01: clocks go back.
    const v = visitTimes({ date: '2026-10-25', startMinute: 14 * 60 + 30, durationMinutes: 300, frequency: 'weekly', visits: 2, intervalDays: null });
    expect(v.map((x) => wallClock(x.startsAt))).toEqual(['14:30', '14:30']);
    expect(v[1]!.startsAt.getTime() - v[0]!.startsAt.getTime()).toBe(7 * 86_400_000 + 3_600_000);
  });

  it('a one-off visit is one visit', () => {
    expect(visitTimes({ date: '2027-05-01', startMinute: 600, durationMinutes: 240, frequency: 'once', visits: 1, intervalDays: null })).toHaveLength(1);
  });
});
