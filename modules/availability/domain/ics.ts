import { escapeText, foldLine, formatUtc } from '../../../src/shared/ics.js';

/**
 * RFC 5545 iCalendar text for the private calendar feed. Times are written in UTC (`...Z`), which
 * every calendar application converts to its own zone, so no VTIMEZONE block is needed; the feed
 * names Quebec's zone for applications that show it (X-WR-TIMEZONE).
 */
export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  /** The town only (never a street address). */
  location?: string;
  url?: string;
  /** When this event's data last changed. */
  stamp: Date;
}

export interface IcsCalendar {
  name: string;
  timeZone: string;
  events: readonly IcsEvent[];
}

const CRLF = '\r\n';

export function serializeCalendar(calendar: IcsCalendar): string {
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Eclat//Calendrier Eclat//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${calendar.timeZone}`,
  ];
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${formatUtc(event.stamp)}`,
      `DTSTART:${formatUtc(event.start)}`,
      `DTEND:${formatUtc(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      // URL is a URI value (RFC 5545 3.8.4.6), not text: no escaping, and ours carry no comma or semicolon.
      ...(event.url ? [`URL:${event.url}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
