/**
 * One booking as an iCalendar file (RFC 5545), attached to confirmation emails ("add to calendar").
 * It writes the event exactly as the cleaner's private feed does (modules/availability/domain/ics.ts, which shares these primitives):
 * same UID (`booking-<id>@eclat`), times in UTC, same summary, so a calendar that has both the feed and
 * the attachment shows one event (test/unit/booking-ics.test.ts compares them).
 */
export interface BookingIcsEvent {
  bookingId: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  stamp: Date;
}

const CRLF = '\r\n';

export const bookingUid = (bookingId: string): string => `booking-${bookingId}@eclat`;

/** RFC 5545 3.1: lines longer than 75 octets are folded. */
export const MAX_LINE_OCTETS = 75;

/** RFC 5545 3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds one content line at 75 octets (never inside a UTF-8 character); continuation lines start with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line;
  const out: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; continuation lines hold 74 plus their leading space.
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

/** `20261108T140000Z` */
export function formatUtc(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

export function bookingIcs(event: BookingIcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Eclat//Calendrier Eclat//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(bookingUid(event.bookingId))}`,
    `DTSTAMP:${formatUtc(event.stamp)}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
