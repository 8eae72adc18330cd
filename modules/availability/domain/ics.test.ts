import { describe, expect, it } from 'vitest';
import { serializeCalendar } from './ics.js';
import { escapeText, foldLine, formatUtc } from '../../../src/shared/ics.js';

const octets = (s: string) => new TextEncoder().encode(s).length;

describe('iCalendar serializer (RFC 5545)', () => {
  it('escapes backslashes, semicolons, commas and newlines in text', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds lines longer than 75 octets with CRLF and a space, never inside a UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(80)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, part] of parts.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
    }
    // Unfolding gives the line back.
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
    expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75));
    expect(foldLine('X'.repeat(76)).split('\r\n')).toEqual(['X'.repeat(75), ' X']);
  });

  it('writes UTC date-times', () => {
    expect(formatUtc(new Date('2026-03-08T13:00:00.000Z'))).toBe('20260308T130000Z');
  });

  it('writes an empty calendar that is still valid', () => {
    const text = serializeCalendar({ name: 'Éclat', timeZone: 'America/Toronto', events: [] });
    expect(text).toBe(
      ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Eclat//Calendrier Eclat//FR', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'X-WR-CALNAME:Éclat', 'X-WR-TIMEZONE:America/Toronto', 'END:VCALENDAR', ''].join('\r\n'),
    );
  });

  it('writes events with UID, DTSTAMP, DTSTART, DTEND and escaped, folded text; CRLF everywhere', () => {
    const text = serializeCalendar({
      name: 'Mes réservations',
      timeZone: 'America/Toronto',
      events: [
        {
          uid: 'booking-1@eclat',
          start: new Date('2026-11-01T14:00:00Z'),
          end: new Date('2026-11-01T18:00:00Z'),
          summary: 'Ménage, cuisine; salle de bain',
          description: `Ligne 1\nLigne 2 ${'x'.repeat(100)}`,
          stamp: new Date('2026-10-01T00:00:00Z'),
        },
      ],
    });
    expect(text).toContain('\r\nBEGIN:VEVENT\r\nUID:booking-1@eclat\r\nDTSTAMP:20261001T000000Z\r\nDTSTART:20261101T140000Z\r\nDTEND:20261101T180000Z\r\n');
    expect(text).toContain('SUMMARY:Ménage\\, cuisine\\; salle de bain\r\n');
    expect(text).toContain('DESCRIPTION:Ligne 1\\nLigne 2 ');
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n|\r/);
    expect(text.split('\r\n').every((l) => octets(l) <= 75)).toBe(true);
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });
});
