import { describe, expect, it } from 'vitest';
import { IcsParseError, parseBusyIntervals, parseDuration, resolveZone } from './ics-parse.js';

const cal = (...events: string[][]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events.flatMap((e) => ['BEGIN:VEVENT', ...e, 'END:VEVENT']), 'END:VCALENDAR'].join('\r\n');
const window = { from: new Date('2026-01-01T00:00:00Z'), to: new Date('2027-01-01T00:00:00Z'), defaultTimeZone: 'America/Toronto', maxIntervals: 1000 };
const iso = (text: string, options = window) => parseBusyIntervals(text, options).intervals.map((i) => [i.start.toISOString(), i.end.toISOString()]);

describe('parseBusyIntervals', () => {
  it('reads UTC, TZID and floating times, folded lines and nested alarms', () => {
    const text = cal(
      ['UID:a', 'DTSTART:20261110T140000Z', 'DTEND:20261110T150000Z', 'SUMMARY:Un très long titre qui sera plié', ' sur deux lignes', 'BEGIN:VALARM', 'TRIGGER:-PT15M', 'DTSTART:20200101T000000Z', 'END:VALARM'],
      ['UID:b', 'DTSTART;TZID=America/Toronto:20261110T090000', 'DTEND;TZID=America/Toronto:20261110T100000'],
      ['UID:c', 'DTSTART:20261110T120000', 'DURATION:PT1H30M'],
      ['UID:d', 'DTSTART;TZID="Eastern Standard Time":20260710T090000', 'DTEND;TZID="Eastern Standard Time":20260710T100000'],
    );
    expect(iso(text)).toEqual([
      ['2026-07-10T13:00:00.000Z', '2026-07-10T14:00:00.000Z'],
      ['2026-11-10T14:00:00.000Z', '2026-11-10T15:00:00.000Z'],
      ['2026-11-10T14:00:00.000Z', '2026-11-10T15:00:00.000Z'],
      ['2026-11-10T17:00:00.000Z', '2026-11-10T18:30:00.000Z'],
    ]);
  });

  it('keeps a weekly 9:00 Toronto event at 9:00 across the March and November 2026 changes', () => {
    const text = cal(['UID:w', 'DTSTART;TZID=America/Toronto:20260302T090000', 'DTEND;TZID=America/Toronto:20260302T100000', 'RRULE:FREQ=WEEKLY;COUNT=3']);
    expect(iso(text)).toEqual([
      ['2026-03-02T14:00:00.000Z', '2026-03-02T15:00:00.000Z'],
      ['2026-03-09T13:00:00.000Z', '2026-03-09T14:00:00.000Z'],
      ['2026-03-16T13:00:00.000Z', '2026-03-16T14:00:00.000Z'],
    ]);
    const fall = cal(['UID:f', 'DTSTART;TZID=America/Toronto:20261030T090000', 'DTEND;TZID=America/Toronto:20261030T100000', 'RRULE:FREQ=DAILY;UNTIL=20261102T235959Z']);
    expect(iso(fall)).toEqual([
      ['2026-10-30T13:00:00.000Z', '2026-10-30T14:00:00.000Z'],
      ['2026-10-31T13:00:00.000Z', '2026-10-31T14:00:00.000Z'],
      ['2026-11-01T14:00:00.000Z', '2026-11-01T15:00:00.000Z'],
      ['2026-11-02T14:00:00.000Z', '2026-11-02T15:00:00.000Z'],
    ]);
  });

  it('spans the changes exactly: the night of March 8 is an hour shorter, November 1 an hour longer', () => {
    const text = cal(
      ['UID:n1', 'DTSTART;TZID=America/Toronto:20260307T220000', 'DTEND;TZID=America/Toronto:20260308T060000'],
      ['UID:n2', 'DTSTART;TZID=America/Toronto:20261031T220000', 'DTEND;TZID=America/Toronto:20261101T060000'],
      // 02:30 does not exist on March 8: it reads 03:30 EDT.
      ['UID:skip', 'DTSTART;TZID=America/Toronto:20260308T023000', 'DURATION:PT30M'],
    );
    const hours = parseBusyIntervals(text, window).intervals.map((i) => (i.end.getTime() - i.start.getTime()) / 3_600_000);
    expect(hours).toEqual([7, 0.5, 9]);
    expect(iso(text)[1]).toEqual(['2026-03-08T07:30:00.000Z', '2026-03-08T08:00:00.000Z']);
  });

  it('reads all-day events as whole Quebec days, with or without DTEND', () => {
    const text = cal(['UID:d1', 'DTSTART;VALUE=DATE:20261124', 'DTEND;VALUE=DATE:20261126'], ['UID:d2', 'DTSTART;VALUE=DATE:20260704']);
    expect(iso(text)).toEqual([
      ['2026-07-04T04:00:00.000Z', '2026-07-05T04:00:00.000Z'],
      ['2026-11-24T05:00:00.000Z', '2026-11-26T05:00:00.000Z'],
    ]);
  });

  it('leaves out cancelled and transparent events, EXDATEs and moved or cancelled occurrences', () => {
    const text = cal(
      ['UID:s', 'DTSTART;TZID=America/Toronto:20261109T130000', 'DTEND;TZID=America/Toronto:20261109T140000', 'RRULE:FREQ=DAILY;COUNT=5', 'EXDATE;TZID=America/Toronto:20261110T130000,20261111T130000'],
      ['UID:s', 'RECURRENCE-ID;TZID=America/Toronto:20261112T130000', 'DTSTART;TZID=America/Toronto:20261112T160000', 'DTEND;TZID=America/Toronto:20261112T170000'],
      ['UID:s', 'RECURRENCE-ID;TZID=America/Toronto:20261113T130000', 'DTSTART;TZID=America/Toronto:20261113T130000', 'DTEND;TZID=America/Toronto:20261113T140000', 'STATUS:CANCELLED'],
      ['UID:x', 'DTSTART:20261115T140000Z', 'DTEND:20261115T150000Z', 'STATUS:CANCELLED'],
      ['UID:y', 'DTSTART;VALUE=DATE:20261116', 'TRANSP:TRANSPARENT'],
    );
    expect(iso(text)).toEqual([
      ['2026-11-09T18:00:00.000Z', '2026-11-09T19:00:00.000Z'],
      ['2026-11-12T21:00:00.000Z', '2026-11-12T22:00:00.000Z'],
    ]);
  });

  it('expands WEEKLY with BYDAY and INTERVAL, MONTHLY by weekday and by day, only within the window', () => {
    const weekly = cal(['UID:w', 'DTSTART:20261102T150000Z', 'DTEND:20261102T160000Z', 'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20261125T000000Z']);
    expect(iso(weekly).map(([s]) => s!.slice(0, 10))).toEqual(['2026-11-02', '2026-11-04', '2026-11-16', '2026-11-18']);
    const lastFriday = cal(['UID:m', 'DTSTART;TZID=America/Toronto:20260130T100000', 'DURATION:PT1H', 'RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=4']);
    expect(iso(lastFriday).map(([s]) => s!.slice(0, 10))).toEqual(['2026-01-30', '2026-02-27', '2026-03-27', '2026-04-24']);
    const the31st = cal(['UID:t', 'DTSTART:20260131T150000Z', 'DURATION:PT1H', 'RRULE:FREQ=MONTHLY;COUNT=3']);
    // Months without a 31st are skipped, as RFC 5545 says.
    expect(iso(the31st).map(([s]) => s!.slice(0, 10))).toEqual(['2026-01-31', '2026-03-31', '2026-05-31']);
    const narrow = { ...window, from: new Date('2026-11-20T00:00:00Z'), to: new Date('2026-11-23T00:00:00Z') };
    const daily = cal(['UID:e', 'DTSTART:20200101T150000Z', 'DTEND:20200101T160000Z', 'RRULE:FREQ=DAILY']);
    expect(iso(daily, narrow).map(([s]) => s)).toEqual(['2026-11-20T15:00:00.000Z', '2026-11-21T15:00:00.000Z', '2026-11-22T15:00:00.000Z']);
  });

  it('counts COUNT from the first occurrence even before the window', () => {
    const text = cal(['UID:c', 'DTSTART:20251230T150000Z', 'DURATION:PT1H', 'RRULE:FREQ=DAILY;COUNT=4']);
    expect(iso(text).map(([s]) => s!.slice(0, 10))).toEqual(['2026-01-01', '2026-01-02']);
  });

  it('caps the number of intervals and refuses text that is not a calendar', () => {
    const text = cal(['UID:e', 'DTSTART:20260101T150000Z', 'DTEND:20260101T160000Z', 'RRULE:FREQ=DAILY']);
    const capped = parseBusyIntervals(text, { ...window, maxIntervals: 10 });
    expect(capped.intervals).toHaveLength(10);
    expect(capped.truncated).toBe(true);
    expect(() => parseBusyIntervals('<html>Not found</html>', window)).toThrow(IcsParseError);
  });

  it('adds RDATEs, repeats yearly on the same day, and keeps only the first occurrence of a rule it does not expand', () => {
    const text = cal(
      ['UID:r', 'DTSTART:20261102T150000Z', 'DURATION:PT1H', 'RDATE:20261109T150000Z,20261116T150000Z'],
      ['UID:y', 'DTSTART;VALUE=DATE:20250312', 'RRULE:FREQ=YEARLY'],
      ['UID:p', 'DTSTART:20261201T150000Z', 'DURATION:PT1H', 'RRULE:FREQ=MONTHLY;BYDAY=MO,TU;BYSETPOS=-1'],
    );
    expect(iso(text).map(([s]) => s)).toEqual([
      '2026-03-12T04:00:00.000Z',
      '2026-11-02T15:00:00.000Z',
      '2026-11-09T15:00:00.000Z',
      '2026-11-16T15:00:00.000Z',
      '2026-12-01T15:00:00.000Z',
    ]);
  });

  it('reads durations and zone names', () => {
    expect(parseDuration('P1W')).toEqual({ days: 7, ms: 0 });
    expect(parseDuration('P1DT2H30M')).toEqual({ days: 1, ms: 9_000_000 });
    expect(parseDuration('P')).toBeNull();
    expect(resolveZone('/mozilla.org/20070129_1/America/Toronto')).toBe('America/Toronto');
    expect(resolveZone('Pacific Standard Time')).toBe('America/Los_Angeles');
    expect(resolveZone('Nowhere/Land')).toBeNull();
  });
});
