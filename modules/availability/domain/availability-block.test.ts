import { describe, expect, it } from 'vitest';
import { AvailabilityBlock, firstConflict } from './availability-block.js';
import { SLOT_HOURS } from './time-slot.js';

const now = new Date('2026-02-20T15:00:00Z');
let n = 0;
const oneOff = (date: string, slot: keyof typeof SLOT_HOURS = 'morning') =>
  AvailabilityBlock.oneOff({ id: `b${++n}`, cleanerId: 'c', date, slot, ...SLOT_HOURS[slot], now });
const custom = (date: string, startMinute: number, endMinute: number) =>
  AvailabilityBlock.oneOff({ id: `b${++n}`, cleanerId: 'c', date, slot: 'custom', startMinute, endMinute, now });
const weekly = (weekday: number, from: string, until: string | null = null, slot: keyof typeof SLOT_HOURS = 'morning') =>
  AvailabilityBlock.weekly({ id: `b${++n}`, cleanerId: 'c', weekday, from, until, slot, ...SLOT_HOURS[slot], now });

describe('weekly patterns', () => {
  it('start on the first matching weekday on or after the start date', () => {
    expect(weekly(2, '2026-02-20').date).toBe('2026-02-24');
    expect(weekly(5, '2026-02-20').date).toBe('2026-02-20');
  });

  it('expand every 7 days between two dates, up to the horizon and the end date', () => {
    const w = weekly(1, '2026-02-20');
    expect(w.datesBetween('2026-03-01', '2026-03-31', '2026-12-31')).toEqual(['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30']);
    // The horizon cuts the expansion.
    expect(w.datesBetween('2026-03-01', '2026-03-31', '2026-03-16')).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
    expect(w.datesBetween('2026-03-01', '2026-03-31', '2026-02-28')).toEqual([]);
    // So does the end date.
    expect(weekly(1, '2026-02-20', '2026-03-10').datesBetween('2026-03-01', '2026-03-31', '2026-12-31')).toEqual(['2026-03-02', '2026-03-09']);
  });

  it('skip dates deleted one at a time', () => {
    const w = weekly(1, '2026-02-20');
    w.exceptionDates = ['2026-03-09'];
    expect(w.datesBetween('2026-03-01', '2026-03-20', '2026-12-31')).toEqual(['2026-03-02', '2026-03-16']);
    expect(w.occursOn('2026-03-09')).toBe(false);
    expect(w.occursOn('2026-03-16')).toBe(true);
    expect(w.occursOn('2026-03-17')).toBe(false);
    expect(w.occursOn('2026-02-16')).toBe(false);
  });

  it('may have no date at all when the end precedes the first occurrence', () => {
    expect(weekly(1, '2026-03-03', '2026-03-08').hasAnyDate()).toBe(false);
    expect(weekly(1, '2026-03-03', '2026-03-09').hasAnyDate()).toBe(true);
  });

  it('one-offs expand to their date only when it is in range, whatever the horizon', () => {
    const o = oneOff('2026-12-01');
    expect(o.datesBetween('2026-12-01', '2026-12-31', '2026-05-21')).toEqual(['2026-12-01']);
    expect(o.datesBetween('2026-11-01', '2026-11-30', '2026-12-31')).toEqual([]);
  });
});

describe('duplicate slots (spec section 5)', () => {
  it('the same slot on the same date is a duplicate, on another date it is not', () => {
    expect(firstConflict(oneOff('2026-03-02'), [oneOff('2026-03-02')])?.date).toBe('2026-03-02');
    expect(firstConflict(oneOff('2026-03-02'), [oneOff('2026-03-03')])).toBeNull();
  });

  it('overlapping hours count as a duplicate; back-to-back slots do not', () => {
    expect(firstConflict(custom('2026-03-02', 11 * 60, 13 * 60), [oneOff('2026-03-02', 'morning')])).not.toBeNull();
    expect(firstConflict(oneOff('2026-03-02', 'full_day'), [oneOff('2026-03-02', 'evening')])).not.toBeNull();
    expect(firstConflict(oneOff('2026-03-02', 'afternoon'), [oneOff('2026-03-02', 'morning')])).toBeNull();
    expect(firstConflict(oneOff('2026-03-02', 'evening'), [oneOff('2026-03-02', 'afternoon')])).toBeNull();
  });

  it('a one-off on an occurrence of a weekly pattern is a duplicate, unless that occurrence was deleted', () => {
    const mondays = weekly(1, '2026-02-20');
    expect(firstConflict(oneOff('2026-03-09'), [mondays])?.date).toBe('2026-03-09');
    mondays.exceptionDates = ['2026-03-09'];
    expect(firstConflict(oneOff('2026-03-09'), [mondays])).toBeNull();
    expect(firstConflict(oneOff('2026-03-10'), [mondays])).toBeNull();
  });

  it('a weekly pattern over an existing one-off, or over another pattern of the same weekday, is a duplicate', () => {
    expect(firstConflict(weekly(3, '2026-02-20'), [oneOff('2026-04-01', 'morning')])?.date).toBe('2026-04-01');
    expect(firstConflict(weekly(3, '2026-02-20'), [oneOff('2026-04-02', 'morning')])).toBeNull();
    expect(firstConflict(weekly(1, '2026-03-01'), [weekly(1, '2026-02-20')])?.date).toBe('2026-03-02');
    expect(firstConflict(weekly(2, '2026-03-01'), [weekly(1, '2026-02-20')])).toBeNull();
  });

  it('patterns that never share a date do not collide, even when their deleted dates are the only common ones', () => {
    expect(firstConflict(weekly(1, '2026-04-01'), [weekly(1, '2026-02-20', '2026-03-31')])).toBeNull();
    const ending = weekly(1, '2026-02-20', '2026-03-09');
    ending.exceptionDates = ['2026-03-09'];
    expect(firstConflict(weekly(1, '2026-03-05'), [ending])).toBeNull();
    const open = weekly(1, '2026-02-20');
    open.exceptionDates = ['2026-03-09', '2026-03-16'];
    expect(firstConflict(weekly(1, '2026-03-05'), [open])?.date).toBe('2026-03-23');
  });
});
