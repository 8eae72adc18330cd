import { describe, expect, it } from 'vitest';
import * as server from '../../src/shared/datetime-format.js';
import * as web from '../../web/src/lib/format-datetime.js';

/**
 * Issue #14: an email and the page it links to must write the same visit the same way. The server
 * (src/shared/datetime-format.ts) and the web app (web/src/lib/format-datetime.ts) each have their
 * module; this checks that they agree.
 */
describe('server and web write dates and times alike', () => {
  const instants = ['2026-11-28T14:00:00Z', '2026-07-15T12:30:00Z', '2026-12-01T23:05:00Z', '2026-03-08T07:30:00Z', '2026-01-01T05:00:00Z'];
  const styles = [undefined, { year: true }, { weekday: false }, { weekday: false, month: 'short' as const, year: true }];

  it.each(['fr', 'en'] as const)('in %s', (locale) => {
    for (const iso of instants) {
      const at = new Date(iso);
      expect(server.formatTime(at, locale)).toBe(web.formatTime(at, locale));
      for (const style of styles) {
        expect(server.formatDate(at, locale, style)).toBe(web.formatDate(at, locale, style));
        expect(server.formatDateTime(at, locale, style)).toBe(web.formatDateTime(at, locale, style));
      }
    }
    for (const date of ['2026-12-01', '2026-11-24', '2027-02-28']) expect(server.formatCalendarDate(date, locale, { year: true })).toBe(web.formatCalendarDate(date, locale, { year: true }));
    for (const minute of [0, 5, 8 * 60, 12 * 60 + 30, 23 * 60 + 59]) expect(server.formatClock(minute, locale)).toBe(web.formatWallTime(minute, locale));
    expect(server.formatMonth('2026-11', locale)).toBe(web.formatMonth('2026-11', locale));
  });
});
