import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatClock, formatDate, formatDateTime, formatMonth, formatTime } from './datetime-format.js';

const plain = (s: string) => s.replace(/\u00a0/g, ' ');
// 2026-11-28 is a Saturday; 14:00 UTC is 9:00 in Montréal (UTC-5).
const SATURDAY_9AM = new Date('2026-11-28T14:00:00Z');

describe('server date and time texts (same conventions as the web app)', () => {
  it('writes French times the OQLF way: "9 h", "9 h 30", "13 h 05", never "09 h 00"', () => {
    expect(plain(formatTime(SATURDAY_9AM, 'fr'))).toBe('9 h');
    expect(plain(formatClock(9 * 60 + 30, 'fr'))).toBe('9 h 30');
    expect(plain(formatClock(13 * 60 + 5, 'fr'))).toBe('13 h 05');
    expect(plain(formatClock(0, 'fr'))).toBe('0 h');
  });

  it('writes English times as 9:00 AM / 1:05 PM', () => {
    expect(plain(formatTime(SATURDAY_9AM, 'en'))).toBe('9:00 AM');
    expect(plain(formatClock(13 * 60 + 5, 'en'))).toBe('1:05 PM');
    expect(plain(formatClock(12 * 60, 'en'))).toBe('12:00 PM');
    expect(plain(formatClock(0, 'en'))).toBe('12:00 AM');
  });

  it('joins date and time with "à" / "at", on Quebec time', () => {
    expect(plain(formatDateTime(SATURDAY_9AM, 'fr', { year: true }))).toBe('samedi 28 novembre 2026 à 9 h');
    expect(plain(formatDateTime(SATURDAY_9AM, 'en', { year: true }))).toBe('Saturday, November 28, 2026 at 9:00 AM');
    expect(plain(formatDateTime(new Date('2026-07-15T12:30:00Z'), 'fr', { weekday: false }))).toBe('15 juillet à 8 h 30');
  });

  it('writes dates, the first of the month as "1er" in French', () => {
    expect(formatCalendarDate('2026-12-01', 'fr', { year: true })).toBe('mardi 1er décembre 2026');
    expect(formatCalendarDate('2026-12-01', 'en', { weekday: false, year: true })).toBe('December 1, 2026');
    expect(formatDate(new Date('2026-11-29T04:30:00Z'), 'fr')).toBe('samedi 28 novembre');
    expect(formatMonth('2026-11', 'fr')).toBe('novembre 2026');
    expect(formatMonth('2026-01', 'en')).toBe('January 2026');
  });
});
