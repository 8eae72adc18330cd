import { describe, expect, it } from 'vitest';
import { formatTime, parseTime, resolveSlotTimes, SLOT_HOURS } from './time-slot.js';

describe('time slots', () => {
  it('have the documented hours: morning 08-12, afternoon 12-17, evening 17-21, full day 08-21', () => {
    const hours = Object.fromEntries(Object.entries(SLOT_HOURS).map(([k, v]) => [k, `${formatTime(v.startMinute)}-${formatTime(v.endMinute)}`]));
    expect(hours).toEqual({ morning: '08:00-12:00', afternoon: '12:00-17:00', evening: '17:00-21:00', full_day: '08:00-21:00' });
  });

  it('resolve a named slot to its hours and refuse explicit times with it', () => {
    expect(resolveSlotTimes('evening', undefined, undefined)).toEqual({ ok: true, startMinute: 1020, endMinute: 1260 });
    const refused = resolveSlotTimes('morning', '08:00', undefined);
    expect(refused.ok).toBe(false);
  });

  it('take custom times on quarter hours, end after start, within one day', () => {
    expect(resolveSlotTimes('custom', '09:15', '24:00')).toEqual({ ok: true, startMinute: 555, endMinute: 1440 });
    const codes = (s?: string, e?: string) => {
      const r = resolveSlotTimes('custom', s, e);
      return r.ok ? [] : r.issues.map((i) => `${i.field} ${i.code}`);
    };
    expect(codes('09:10', '10:00')).toEqual(['body.start availability.invalid_time']);
    expect(codes('10:00', '10:00')).toEqual(['body.end availability.end_before_start']);
    expect(codes('11:00', '09:00')).toEqual(['body.end availability.end_before_start']);
    expect(codes(undefined, '09:00')).toEqual(['body.start fields.required']);
    expect(codes('23:00', '24:15')).toEqual(['body.end availability.invalid_time']);
  });

  it('parse and format HH:MM', () => {
    expect(parseTime('00:00')).toBe(0);
    expect(parseTime('24:00')).toBe(1440);
    expect(parseTime('24:30')).toBeNull();
    expect(parseTime('9:00')).toBeNull();
    expect(formatTime(555)).toBe('09:15');
  });
});
