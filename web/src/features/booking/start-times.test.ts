import { describe, expect, it } from 'vitest';
import { mergeSlots, startTimeOptions, toMinutes } from './start-times';

describe('startTimeOptions', () => {
  it('offers 30-minute steps whose visit fits inside the slot', () => {
    expect(startTimeOptions([{ start: '08:00', end: '13:00' }], 4)).toEqual(['08:00', '08:30', '09:00']);
    expect(startTimeOptions([{ start: '08:00', end: '12:00' }], 4)).toEqual(['08:00']);
    expect(startTimeOptions([{ start: '08:00', end: '11:30' }], 4)).toEqual([]);
  });

  it('counts half hours in the duration', () => {
    expect(startTimeOptions([{ start: '09:00', end: '14:00' }], 4.5)).toEqual(['09:00', '09:30']);
  });

  it('accepts a slot that ends at 24:00 (midnight at the end of the day)', () => {
    expect(startTimeOptions([{ start: '19:00', end: '24:00' }], 4)).toEqual(['19:00', '19:30', '20:00']);
  });

  it('joins back-to-back and overlapping slots', () => {
    const slots = [
      { start: '12:00', end: '17:00' },
      { start: '08:00', end: '12:00' },
    ];
    expect(startTimeOptions(slots, 8)).toEqual(['08:00', '08:30', '09:00']);
    expect(mergeSlots([...slots, { start: '16:00', end: '21:00' }])).toEqual([{ start: 480, end: 1260 }]);
  });

  it('keeps separate slots apart when there is a gap', () => {
    const slots = [
      { start: '08:00', end: '12:00' },
      { start: '13:00', end: '17:30' },
    ];
    expect(startTimeOptions(slots, 4)).toEqual(['08:00', '13:00', '13:30']);
    expect(startTimeOptions(slots, 6)).toEqual([]);
  });

  it('drops starts already past and ignores malformed or empty slots', () => {
    expect(startTimeOptions([{ start: '08:00', end: '14:00' }], 4, 9 * 60 + 10)).toEqual(['09:30', '10:00']);
    expect(startTimeOptions([{ start: 'x', end: '12:00' }, { start: '10:00', end: '10:00' }], 4)).toEqual([]);
    expect(startTimeOptions([{ start: '08:00', end: '12:00' }], 0)).toEqual([]);
  });

  it('reads wall-clock times', () => {
    expect(toMinutes('24:00')).toBe(1440);
    expect(toMinutes('07:45')).toBe(465);
    expect(toMinutes('24:30')).toBeNull();
    expect(toMinutes('7:45')).toBeNull();
  });
});
