import { describe, expect, it } from 'vitest';
import { addDays, datesOfMonth, daysBetween, isLocalDate, localDateOf, localMinuteOf, offsetMinutesAt, toInstant, weekdayOf } from './local-time.js';

describe('Quebec wall-clock time', () => {
  it('keeps 9:00 local on the spring change (2026-03-08): the UTC instant is one hour earlier than the day before', () => {
    expect(toInstant('2026-03-07', 9 * 60).toISOString()).toBe('2026-03-07T14:00:00.000Z');
    expect(toInstant('2026-03-08', 9 * 60).toISOString()).toBe('2026-03-08T13:00:00.000Z');
  });

  it('keeps 9:00 local on the autumn change (2026-11-01): the UTC instant is one hour later than the day before', () => {
    expect(toInstant('2026-10-31', 9 * 60).toISOString()).toBe('2026-10-31T13:00:00.000Z');
    expect(toInstant('2026-11-01', 9 * 60).toISOString()).toBe('2026-11-01T14:00:00.000Z');
  });

  it('reads instants back as local dates and minutes on both sides of each change', () => {
    for (const [date, minute] of [['2026-03-08', 540], ['2026-11-01', 540], ['2026-07-01', 1290], ['2026-12-31', 0]] as const) {
      const instant = toInstant(date, minute);
      expect(localDateOf(instant)).toBe(date);
      expect(localMinuteOf(instant)).toBe(minute);
    }
  });

  it('knows the offsets: -300 in winter, -240 in summer', () => {
    expect(offsetMinutesAt(new Date('2026-01-15T12:00:00Z'))).toBe(-300);
    expect(offsetMinutesAt(new Date('2026-07-15T12:00:00Z'))).toBe(-240);
  });

  it('treats 24:00 as the next midnight, so a day of the spring change lasts 23 hours', () => {
    expect(toInstant('2026-03-08', 1440).getTime() - toInstant('2026-03-08', 0).getTime()).toBe(23 * 3600_000);
    expect(toInstant('2026-11-01', 1440).getTime() - toInstant('2026-11-01', 0).getTime()).toBe(25 * 3600_000);
  });

  it('moves a wall time skipped by the spring change one hour later', () => {
    expect(toInstant('2026-03-08', 2 * 60 + 30).toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });

  it('does civil date arithmetic', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(daysBetween('2026-02-20', '2026-05-21')).toBe(90);
    expect(weekdayOf('2026-03-08')).toBe(0);
    expect(weekdayOf('2026-02-20')).toBe(5);
    expect(datesOfMonth('2026-02')).toHaveLength(28);
    expect(datesOfMonth('2028-02').at(-1)).toBe('2028-02-29');
    expect(isLocalDate('2026-02-30')).toBe(false);
    expect(isLocalDate('2026-02-28')).toBe(true);
  });

  it('reads every minute around both 2026 changes as the time zone database does (the per-hour offsets kept)', () => {
    const reference = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    for (const around of ['2026-03-08T07:00:00Z', '2026-11-01T06:00:00Z']) {
      for (let m = -180; m <= 180; m += 1) {
        // Seconds and milliseconds inside the minute too.
        const instant = new Date(Date.parse(around) + m * 60_000 + ((m * 7919) % 60_000 + 60_000) % 60_000);
        const p = Object.fromEntries(reference.formatToParts(instant).map((x) => [x.type, x.value]));
        expect([localDateOf(instant), localMinuteOf(instant)]).toEqual([`${p.year}-${p.month}-${p.day}`, Number(p.hour) * 60 + Number(p.minute)]);
      }
    }
  });
});
