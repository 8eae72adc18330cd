import { describe, expect, it } from 'vitest';
import { daysKind, formatClock, weekdayName } from './support-hours';

describe('support hours, as /contact writes them', () => {
  it('writes the Quebec French clock with no-break spaces', () => {
    expect(formatClock('09:00', 'fr')).toBe('9\u00a0h');
    expect(formatClock('17:00', 'fr')).toBe('17\u00a0h');
    expect(formatClock('08:30', 'fr')).toBe('8\u00a0h\u00a030');
  });

  it('writes the English clock on twelve hours', () => {
    expect(formatClock('09:00', 'en')).toBe('9\u00a0a.m.');
    expect(formatClock('17:30', 'en')).toBe('5:30\u00a0p.m.');
    expect(formatClock('12:00', 'en')).toBe('12\u00a0p.m.');
  });

  it('names ISO weekdays', () => {
    expect(weekdayName(1, 'fr')).toBe('lundi');
    expect(weekdayName(5, 'fr')).toBe('vendredi');
    expect(weekdayName(7, 'en')).toBe('Sunday');
  });

  it('tells a range from a single day and from every day', () => {
    expect(daysKind({ from: 1, to: 5 })).toBe('range');
    expect(daysKind({ from: 6, to: 6 })).toBe('oneDay');
    expect(daysKind({ from: 1, to: 7 })).toBe('everyDay');
  });
});
