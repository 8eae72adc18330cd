import { describe, expect, it } from 'vitest';
import { defaultRunWeek, isIsoWeek, isoWeekOf, isoWeekOfDate, mondayOf, monthBounds, nextPayoutDate, nextRunCutoff, previousWeek, weekBounds } from './iso-week.js';

describe('ISO weeks on Quebec time', () => {
  it.each([
    ['2026-11-23', '2026-W48'],
    ['2026-11-22', '2026-W47'],
    ['2021-01-03', '2020-W53'],
    ['2024-12-30', '2025-W01'],
    ['2027-01-01', '2026-W53'],
    ['2026-01-01', '2026-W01'],
  ])('%s is in %s', (date, week) => {
    expect(isoWeekOfDate(date)).toBe(week);
  });

  it('finds the Monday of a week', () => {
    expect(mondayOf('2026-W48')).toBe('2026-11-23');
    expect(mondayOf('2020-W53')).toBe('2020-12-28');
    expect(mondayOf('2025-W01')).toBe('2024-12-30');
  });

  it('knows which weeks exist', () => {
    expect(isIsoWeek('2026-W53')).toBe(true);
    expect(isIsoWeek('2025-W53')).toBe(false);
    expect(isIsoWeek('2026-W00')).toBe(false);
    expect(isIsoWeek('2026-48')).toBe(false);
  });

  it('starts a week at Monday 00:00 in Montréal, not UTC', () => {
    // Sunday 23:30 in Montréal is already Monday in UTC.
    expect(isoWeekOf(new Date('2026-11-23T04:30:00Z'))).toBe('2026-W47');
    expect(isoWeekOf(new Date('2026-11-23T05:00:00Z'))).toBe('2026-W48');
    expect(weekBounds('2026-W48')).toEqual({ start: new Date('2026-11-23T05:00:00Z'), end: new Date('2026-11-30T05:00:00Z') });
  });

  it('spans the DST changes: 167 hours in March, 169 in November', () => {
    const spring = weekBounds('2026-W11'); // clocks go forward on Sunday 2026-03-08, the last day of W10
    const w10 = weekBounds('2026-W10');
    expect(w10.start).toEqual(new Date('2026-03-02T05:00:00Z'));
    expect(w10.end).toEqual(new Date('2026-03-09T04:00:00Z'));
    expect((w10.end.getTime() - w10.start.getTime()) / 3_600_000).toBe(167);
    expect(spring.start).toEqual(w10.end);
    const fall = weekBounds('2026-W44'); // clocks go back on Sunday 2026-11-01
    expect(fall.start).toEqual(new Date('2026-10-26T04:00:00Z'));
    expect(fall.end).toEqual(new Date('2026-11-02T05:00:00Z'));
    expect((fall.end.getTime() - fall.start.getTime()) / 3_600_000).toBe(169);
    // The last hour of the long Sunday still belongs to W44.
    expect(isoWeekOf(new Date('2026-11-02T04:59:00Z'))).toBe('2026-W44');
  });

  it('runs for the previous week by default, across years', () => {
    expect(defaultRunWeek(new Date('2026-11-27T11:00:00Z'))).toBe('2026-W47');
    expect(defaultRunWeek(new Date('2025-01-03T11:00:00Z'))).toBe('2024-W52');
    expect(previousWeek('2021-W01')).toBe('2020-W53');
  });

  it('pays next Friday, or today when it is Friday before 06:00', () => {
    expect(nextPayoutDate(new Date('2026-11-25T15:00:00Z'))).toBe('2026-11-27'); // Wednesday
    expect(nextPayoutDate(new Date('2026-11-27T10:59:00Z'))).toBe('2026-11-27'); // Friday 05:59
    expect(nextPayoutDate(new Date('2026-11-27T11:00:00Z'))).toBe('2026-12-04'); // Friday 06:00
    expect(nextPayoutDate(new Date('2026-11-28T15:00:00Z'))).toBe('2026-12-04'); // Saturday
    // What the next run carries: earned before the Monday of the run's week.
    expect(nextRunCutoff(new Date('2026-11-25T15:00:00Z'))).toEqual(new Date('2026-11-23T05:00:00Z'));
    expect(nextRunCutoff(new Date('2026-11-28T15:00:00Z'))).toEqual(new Date('2026-11-30T05:00:00Z'));
  });

  it('bounds months on Quebec time', () => {
    expect(monthBounds('2026-12')).toEqual({ start: new Date('2026-12-01T05:00:00Z'), end: new Date('2027-01-01T05:00:00Z') });
    expect(monthBounds('2026-03')).toEqual({ start: new Date('2026-03-01T05:00:00Z'), end: new Date('2026-04-01T04:00:00Z') });
  });
});
