import { describe, expect, it } from 'vitest';
import { FREE_BUSY_CHUNK_DAYS, busyTimesTrusted, busyWithoutOwnVisits, eventIdOf, failureToTell, freeBusyChunks, visitBelongsInCalendar, visitEvent, type VisitFacts } from './google-calendar.js';

const at = (iso: string) => new Date(iso);
const span = (start: string, end: string) => ({ start: at(start), end: at(end) });

describe('the event of a visit', () => {
  const visit: VisitFacts = {
    bookingId: '5B1A3C7E-0000-4000-8000-00000000000F',
    cleanerId: 'c1',
    status: 'confirmed',
    // 09:00 to 13:00 in Quebec, on each side of the November change.
    startsAt: at('2026-10-31T13:00:00Z'),
    endsAt: at('2026-10-31T17:00:00Z'),
    cleaningType: 'deep',
    city: 'Trois-Rivières',
  };

  it('has an id Google accepts (base32hex, 5 to 1024 characters) made from the booking, the same each time', () => {
    const id = eventIdOf(visit.bookingId);
    expect(id).toMatch(/^[a-v0-9]{5,1024}$/);
    expect(id).toBe('eclat5b1a3c7e00004000800000000000000f');
    expect(eventIdOf(visit.bookingId.toLowerCase())).toBe(id);
  });

  it('says Éclat and the service in the cleaner’s language, the city, a link; Quebec wall-clock times with their zone', () => {
    const fr = visitEvent(visit, 'fr', 'https://eclat.example/bookings/b1');
    expect(fr).toMatchObject({
      summary: 'Éclat · Nettoyage en profondeur',
      location: 'Trois-Rivières',
      start: { dateTime: '2026-10-31T09:00:00', timeZone: 'America/Toronto' },
      end: { dateTime: '2026-10-31T13:00:00', timeZone: 'America/Toronto' },
      source: { url: 'https://eclat.example/bookings/b1' },
    });
    expect(fr.description).toContain('https://eclat.example/bookings/b1');
    expect(visitEvent(visit, 'en', 'https://eclat.example/bookings/b1').summary).toBe('Éclat · Deep cleaning');
    // After the change to standard time, 09:00 is 14:00 UTC.
    const winter = visitEvent({ ...visit, startsAt: at('2026-11-07T14:00:00Z'), endsAt: at('2026-11-07T18:00:00Z') }, 'fr', 'https://eclat.example/bookings/b1');
    expect(winter.start.dateTime).toBe('2026-11-07T09:00:00');
  });

  it('exists only for accepted, running and done visits', () => {
    expect(['confirmed', 'in_progress', 'completed'].every(visitBelongsInCalendar)).toBe(true);
    expect(['pending', 'declined', 'declined_by_client', 'cancelled', 'expired'].some(visitBelongsInCalendar)).toBe(false);
  });
});

describe('busy times read from Google', () => {
  it('leave out Éclat’s own visits (which come back as busy) and join the rest', () => {
    const busy = [span('2026-12-10T14:00:00Z', '2026-12-10T18:00:00Z'), span('2026-12-10T17:00:00Z', '2026-12-10T19:00:00Z'), span('2026-12-11T14:00:00Z', '2026-12-11T15:00:00Z')];
    const own = [span('2026-12-10T14:00:00Z', '2026-12-10T18:00:00Z')];
    expect(busyWithoutOwnVisits(busy, own)).toEqual([span('2026-12-10T18:00:00Z', '2026-12-10T19:00:00Z'), span('2026-12-11T14:00:00Z', '2026-12-11T15:00:00Z')]);
  });

  it('are asked in pieces of at most FREE_BUSY_CHUNK_DAYS that cover the horizon exactly', () => {
    const from = at('2026-12-01T05:00:00Z');
    const to = new Date(from.getTime() + 90 * 86_400_000);
    const chunks = freeBusyChunks(from, to);
    expect(chunks).toHaveLength(2);
    expect(chunks[0]!.start).toEqual(from);
    expect(chunks[1]!.end).toEqual(to);
    expect(chunks[0]!.end).toEqual(chunks[1]!.start);
    for (const c of chunks) expect(c.end.getTime() - c.start.getTime()).toBeLessThanOrEqual(FREE_BUSY_CHUNK_DAYS * 86_400_000);
  });

  it('stop being trusted past the staleness, and the failure is told once: at a refusal, or when trust ends', () => {
    const now = at('2026-12-10T12:00:00Z');
    const hours = (h: number) => new Date(now.getTime() - h * 3_600_000);
    const stale = 3 * 3_600_000;
    expect(busyTimesTrusted({ lastSyncedAt: hours(2) }, now, stale)).toBe(true);
    expect(busyTimesTrusted({ lastSyncedAt: hours(4) }, now, stale)).toBe(false);
    expect(busyTimesTrusted({ lastSyncedAt: null }, now, stale)).toBe(false);
    expect(failureToTell({ failureNotifiedAt: null }, 'access_refused', true)).toBe(true);
    expect(failureToTell({ failureNotifiedAt: null }, 'unreachable', true)).toBe(false);
    expect(failureToTell({ failureNotifiedAt: null }, 'unreachable', false)).toBe(true);
    expect(failureToTell({ failureNotifiedAt: hours(1) }, 'access_refused', false)).toBe(false);
  });
});
