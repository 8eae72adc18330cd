import { describe, expect, it } from 'vitest';
import {
  dateTimeLanguage,
  formatCalendarDate,
  formatCalendarDateTime,
  formatDate,
  formatDateTime,
  formatMonth,
  formatTime,
  formatWallTime,
  formatWeekday,
  quebecDateOf,
  quebecMinuteOf,
} from './format-datetime';

/** No-break spaces keep "8 h 30" on one line; the tests read them as plain spaces. */
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

// 2025-11-24 is a Monday; Quebec is UTC-5 in November and UTC-4 in July.
const MONDAY_8AM = '2025-11-24T13:00:00Z';
const MONDAY_830AM = '2025-11-24T13:30:00Z';
const MONDAY_1305 = '2025-11-24T18:05:00Z';

describe('times (OQLF in French, 12-hour clock in English)', () => {
  it('writes French hours without a leading zero and nothing after h on the hour', () => {
    expect(plain(formatTime(MONDAY_8AM, 'fr'))).toBe('8 h');
    expect(plain(formatTime(MONDAY_830AM, 'fr'))).toBe('8 h 30');
    expect(plain(formatTime(MONDAY_1305, 'fr'))).toBe('13 h 05');
    expect(plain(formatTime('2025-11-24T05:00:00Z', 'fr'))).toBe('0 h');
  });

  it('never writes "08 h 00" nor a colon in French', () => {
    for (const iso of [MONDAY_8AM, MONDAY_830AM, MONDAY_1305]) {
      expect(formatTime(iso, 'fr')).not.toMatch(/^0\d|:/);
    }
  });

  it('writes English times as 8:00 AM / 1:05 PM, noon and midnight included', () => {
    expect(plain(formatTime(MONDAY_8AM, 'en'))).toBe('8:00 AM');
    expect(plain(formatTime(MONDAY_1305, 'en'))).toBe('1:05 PM');
    expect(plain(formatTime('2025-11-24T17:00:00Z', 'en'))).toBe('12:00 PM');
    expect(plain(formatTime('2025-11-24T05:00:00Z', 'en'))).toBe('12:00 AM');
  });

  it('keeps each time on one line (no-break spaces)', () => {
    expect(formatTime(MONDAY_830AM, 'fr')).toBe('8\u00a0h\u00a030');
    expect(formatTime(MONDAY_8AM, 'en')).toBe('8:00\u00a0AM');
  });

  it('adds seconds on request (OQLF "8 h 05 min 30 s")', () => {
    expect(plain(formatTime('2025-11-24T13:05:30Z', 'fr', { seconds: true }))).toBe('8 h 05 min 30 s');
    expect(plain(formatTime('2025-11-24T13:05:30Z', 'en', { seconds: true }))).toBe('8:05:30 AM');
    expect(plain(formatDateTime('2025-11-24T13:00:00Z', 'fr', { weekday: false, month: 'short' }, { seconds: true }))).toBe('24 nov. à 8 h 00 min 00 s');
  });

  it('reads instants on Quebec time, daylight saving included', () => {
    expect(plain(formatTime('2026-07-15T12:00:00Z', 'fr'))).toBe('8 h');
    expect(plain(formatTime(new Date(MONDAY_8AM), 'en'))).toBe('8:00 AM');
  });

  it('writes wall-clock times as given, from HH:MM or minutes', () => {
    expect(plain(formatWallTime('08:00', 'fr'))).toBe('8 h');
    expect(plain(formatWallTime('09:30', 'fr'))).toBe('9 h 30');
    expect(plain(formatWallTime('13:30', 'en'))).toBe('1:30 PM');
    expect(plain(formatWallTime(8 * 60 + 5, 'fr'))).toBe('8 h 05');
    expect(plain(formatWallTime(1440, 'fr'))).toBe('0 h');
    expect(formatWallTime('soon', 'fr')).toBe('soon');
  });
});

describe('dates', () => {
  it('writes "lundi 24 novembre" and "Monday, November 24"', () => {
    expect(formatDate(MONDAY_8AM, 'fr')).toBe('lundi 24 novembre');
    expect(formatDate(MONDAY_8AM, 'en')).toBe('Monday, November 24');
  });

  it('adds the year, drops the weekday or shortens the month on request', () => {
    expect(formatDate(MONDAY_8AM, 'fr', { year: true })).toBe('lundi 24 novembre 2025');
    expect(formatDate(MONDAY_8AM, 'en', { year: true })).toBe('Monday, November 24, 2025');
    expect(formatDate(MONDAY_8AM, 'fr', { weekday: false, year: true })).toBe('24 novembre 2025');
    expect(formatDate(MONDAY_8AM, 'en', { weekday: false, year: true })).toBe('November 24, 2025');
    expect(formatDate(MONDAY_8AM, 'fr', { weekday: false, month: 'short' })).toBe('24 nov.');
    expect(formatDate(MONDAY_8AM, 'en', { weekday: false, month: 'short' })).toBe('Nov 24');
  });

  it('writes the first of the month as "1er" in French', () => {
    expect(formatCalendarDate('2025-12-01', 'fr')).toBe('lundi 1er décembre');
    expect(formatCalendarDate('2025-12-01', 'en')).toBe('Monday, December 1');
  });

  it('takes the Quebec day of an instant, not the UTC one', () => {
    // 23:30 in Montréal on November 24 is already November 25 in UTC.
    expect(formatDate('2025-11-25T04:30:00Z', 'fr')).toBe('lundi 24 novembre');
  });

  it('reads calendar dates as written, whatever the zone', () => {
    expect(formatCalendarDate('2026-11-24', 'fr', { year: true })).toBe('mardi 24 novembre 2026');
    expect(formatCalendarDate('2026-11-24', 'en', { weekday: false })).toBe('November 24');
    expect(formatCalendarDate('2026-02-30', 'fr')).toBe('2026-02-30');
  });

  it('writes months and weekdays', () => {
    expect(formatMonth('2026-11', 'fr')).toBe('novembre 2026');
    expect(formatMonth('2026-01', 'en')).toBe('January 2026');
    expect(formatWeekday(1, 'fr')).toBe('lundi');
    expect(formatWeekday(0, 'en')).toBe('Sunday');
    expect(formatWeekday(6, 'fr', 'short')).toBe('sam.');
  });
});

describe('date and time together', () => {
  it('joins with "à" in French and "at" in English, never " : "', () => {
    expect(plain(formatDateTime(MONDAY_8AM, 'fr', { weekday: false }))).toBe('24 novembre à 8 h');
    expect(plain(formatDateTime(MONDAY_8AM, 'en', { weekday: false }))).toBe('November 24 at 8:00 AM');
    expect(plain(formatDateTime(MONDAY_830AM, 'fr', { year: true }))).toBe('lundi 24 novembre 2025 à 8 h 30');
    expect(plain(formatDateTime(MONDAY_830AM, 'en', { year: true }))).toBe('Monday, November 24, 2025 at 8:30 AM');
  });

  it('joins a calendar date with a wall-clock time', () => {
    expect(plain(formatCalendarDateTime('2025-11-24', '08:00', 'fr', { weekday: false }))).toBe('24 novembre à 8 h');
    expect(plain(formatCalendarDateTime('2025-11-24', '08:00', 'en'))).toBe('Monday, November 24 at 8:00 AM');
  });
});

describe('languages and Quebec calendar', () => {
  it('follows the page language, French by default', () => {
    expect(dateTimeLanguage('en-CA')).toBe('en');
    expect(dateTimeLanguage('en')).toBe('en');
    expect(dateTimeLanguage('fr')).toBe('fr');
    expect(dateTimeLanguage(undefined)).toBe('fr');
    expect(dateTimeLanguage('de')).toBe('fr');
  });

  it('knows the Quebec date and minute of an instant', () => {
    expect(quebecDateOf(new Date('2026-03-10T03:30:00Z'))).toBe('2026-03-09');
    // Daylight saving time began on March 8, 2026: Quebec is UTC-4.
    expect(quebecMinuteOf(new Date('2026-03-10T03:30:00Z'))).toBe(23 * 60 + 30);
    expect(quebecMinuteOf(new Date('2026-03-10T04:00:00Z'))).toBe(0);
  });
});

describe('month and weekday names', () => {
  it.each([
    ['fr', 'fr-CA'],
    ['en', 'en-CA'],
  ])('are CLDR\'s, as Intl.DateTimeFormat writes them in %s', (language, locale) => {
    for (let month = 1; month <= 12; month++) {
      const date = `2026-${String(month).padStart(2, '0')}-15`;
      const noon = new Date(`${date}T12:00:00Z`);
      const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(noon);
      expect(formatCalendarDate(date, language, { weekday: false })).toContain(intl({ month: 'long' }));
      expect(formatCalendarDate(date, language, { weekday: false, month: 'short' })).toContain(intl({ month: 'short' }));
      expect(formatCalendarDate(date, language).startsWith(intl({ weekday: 'long' }))).toBe(true);
    }
    for (let weekday = 0; weekday < 7; weekday++) {
      const sunday = new Date(Date.UTC(2026, 2, 1 + weekday, 12));
      for (const style of ['long', 'short'] as const) {
        expect(formatWeekday(weekday, language, style)).toBe(new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(sunday));
      }
    }
  });
});
