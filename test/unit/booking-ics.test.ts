// Issue #18: the confirmation's .ics writes the visit as the cleaner's private feed does, so a calendar
// that has both shows one event.
import { describe, expect, it } from 'vitest';
import { bookingIcs } from '../../src/shared/ics.js';
import { serializeCalendar } from '../../modules/availability/domain/ics.js';
import { FEED_TEXTS } from '../../modules/availability/application/calendar-feed.js';

const vevent = (ics: string) => ics.slice(ics.indexOf('BEGIN:VEVENT'), ics.indexOf('END:VEVENT'));

describe('booking .ics attachment', () => {
  it('has the same UID, times and summary as the feed', () => {
    const start = new Date('2026-11-01T14:00:00Z');
    const end = new Date('2026-11-01T18:00:00Z');
    const stamp = new Date('2026-10-30T12:00:00Z');
    const attachment = bookingIcs({ bookingId: 'abc', start, end, summary: FEED_TEXTS.summary, stamp });
    const feed = serializeCalendar({ name: FEED_TEXTS.name, timeZone: 'America/Toronto', events: [{ uid: 'booking-abc@eclat', start, end, summary: FEED_TEXTS.summary, stamp }] });
    expect(vevent(attachment)).toBe(vevent(feed));
    expect(attachment.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('folds long lines and escapes text values', () => {
    const ics = bookingIcs({ bookingId: 'abc', start: new Date(0), end: new Date(3_600_000), summary: 'Réservation Éclat', description: 'a, b; c\n' + 'x'.repeat(100), stamp: new Date(0) });
    expect(ics).toContain('DESCRIPTION:a\\, b\\; c\\n');
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});
