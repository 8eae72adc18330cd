import type { Locale } from '../../../src/shared/locale.js';
import { TIME_ZONE, localDateOf, localMinuteOf } from '../../../src/shared/local-time.js';
import { mergeIntervals, subtractIntervals } from './intervals.js';
import { visitDescription, visitSummary } from './visit-summary.js';

/**
 * A cleaner's Google account linked to Éclat (issue #38): the busy times of the calendars they choose
 * block their availability like an ICS subscription's, and their accepted visits are written as events
 * in the calendar they choose. The refresh token is a credential: stored sealed, never shown.
 */

/**
 * What the consent page asks: write events (Éclat's visits) and read the calendar list and busy
 * times. `calendar.events` already lets an app read events; `calendar.readonly` adds the calendar
 * list and free/busy, nothing Éclat does not use.
 */
export const GOOGLE_SCOPES = ['https://www.googleapis.com/auth/calendar.events', 'https://www.googleapis.com/auth/calendar.readonly'] as const;

/** Why the last read or write failed; `access_refused` (invalid_grant, revoked access) needs "Reconnecter". */
export const GOOGLE_SYNC_ERRORS = ['access_refused', 'unreachable', 'timeout', 'http_error', 'calendar_error'] as const;
export type GoogleSyncError = (typeof GOOGLE_SYNC_ERRORS)[number];

export type GoogleAccessRole = 'owner' | 'writer' | 'reader' | 'freeBusyReader';

export interface GoogleCalendarEntry {
  id: string;
  summary: string;
  primary: boolean;
  accessRole: GoogleAccessRole;
  /** Its busy times block the cleaner's availability. */
  blocks: boolean;
}

export interface GoogleConnection {
  cleanerId: string;
  /** The primary calendar's id: the Google account's address, shown so the cleaner knows which account is linked. */
  accountLabel: string;
  /** Where accepted visits are written. */
  visitsCalendarId: string;
  calendars: GoogleCalendarEntry[];
  connectedAt: Date;
  lastSyncedAt: Date | null;
  lastAttemptAt: Date | null;
  lastError: GoogleSyncError | null;
  /** When the current run of failures began (null while it works). */
  failingSince: Date | null;
  /** The one email of the current run of failures was sent (null: not yet, or it works again). */
  failureNotifiedAt: Date | null;
  busyCount: number;
}

/** Calendars kept per account, and at most this many may block (one free/busy query answers 50). */
export const MAX_GOOGLE_CALENDARS = 100;
export const MAX_BLOCKING_CALENDARS = 20;
export const MAX_CALENDAR_ID_LENGTH = 1024;
/** Busy intervals kept per account; beyond, the earliest are kept. */
export const MAX_GOOGLE_BUSY_TIMES = 5000;
/** One free/busy query covers at most this many days (Google refuses long ranges), so a horizon takes a few. */
export const FREE_BUSY_CHUNK_DAYS = 60;

export const canReceiveVisits = (c: Pick<GoogleCalendarEntry, 'accessRole'>): boolean => c.accessRole === 'owner' || c.accessRole === 'writer';

/**
 * Whether the busy times read from Google still stand for the cleaner's calendar: read successfully
 * within `staleAfterMs`. Past it (Google refused the token or kept failing), the whole horizon counts
 * as busy until a read succeeds again (docs/decisions.md, "Google Calendar"): never a double booking
 * because a calendar went unread.
 */
export function busyTimesTrusted(c: Pick<GoogleConnection, 'lastSyncedAt'>, now: Date, staleAfterMs: number): boolean {
  return c.lastSyncedAt !== null && now.getTime() - c.lastSyncedAt.getTime() <= staleAfterMs;
}

/** The failure email goes once per run of failures: at a refused token, or once the busy times are no longer trusted. */
export function failureToTell(c: Pick<GoogleConnection, 'failureNotifiedAt'>, error: GoogleSyncError, trusted: boolean): boolean {
  return c.failureNotifiedAt === null && (error === 'access_refused' || !trusted);
}

export interface BusySpan {
  start: Date;
  end: Date;
}

/**
 * Google's busy times minus Éclat's own visits written there (a visit in a blocking calendar comes
 * back as busy; it is the booking itself that blocks that time, and it must free it when cancelled),
 * joined, at most MAX_GOOGLE_BUSY_TIMES.
 */
export function busyWithoutOwnVisits(busy: readonly BusySpan[], ownVisits: readonly BusySpan[]): BusySpan[] {
  const ms = (list: readonly BusySpan[]) => list.map((b) => ({ start: b.start.getTime(), end: b.end.getTime() }));
  return subtractIntervals(mergeIntervals(ms(busy)), ms(ownVisits))
    .slice(0, MAX_GOOGLE_BUSY_TIMES)
    .map((i) => ({ start: new Date(i.start), end: new Date(i.end) }));
}

/** [from, to) in pieces of at most FREE_BUSY_CHUNK_DAYS. */
export function freeBusyChunks(from: Date, to: Date): BusySpan[] {
  const step = FREE_BUSY_CHUNK_DAYS * 86_400_000;
  const out: BusySpan[] = [];
  for (let t = from.getTime(); t < to.getTime(); t += step) out.push({ start: new Date(t), end: new Date(Math.min(t + step, to.getTime())) });
  return out;
}

/** A visit as its calendar event needs it (from the booking module, through the shell). */
export interface VisitFacts {
  bookingId: string;
  cleanerId: string;
  status: string;
  startsAt: Date;
  endsAt: Date;
  cleaningType: string;
  /** The city only: the street address, Wi-Fi and access instructions never leave Éclat in an event. */
  city: string;
}

/** Statuses whose visit appears in the cleaner's calendar; any other (declined, cancelled, expired, withdrawn) has no event. */
const SHOWN = new Set(['confirmed', 'in_progress', 'completed']);
export const visitBelongsInCalendar = (status: string): boolean => SHOWN.has(status);

/**
 * Google accepts an event id of our choosing (5 to 1024 characters of base32hex, 0-9 and a-v): the
 * booking's UUID in hex is one, so inserting the same visit twice finds the first (409), never a copy.
 */
export const eventIdOf = (bookingId: string): string => `eclat${bookingId.replace(/-/g, '').toLowerCase()}`;

/** The wall clock in Quebec (`2026-12-10T09:00:00`), given with its time zone so Google keeps it through time changes. */
function quebecDateTime(instant: Date): { dateTime: string; timeZone: string } {
  const minute = localMinuteOf(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { dateTime: `${localDateOf(instant)}T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:00`, timeZone: TIME_ZONE };
}

export interface VisitEvent {
  id: string;
  summary: string;
  location: string;
  description: string;
  start: { dateTime: string; timeZone: string };
  end: { dateTime: string; timeZone: string };
  source: { title: string; url: string };
  status: 'confirmed';
  extendedProperties: { private: { eclatBookingId: string } };
}

/**
 * The event of an accepted visit, in the cleaner's language: "Éclat · Nettoyage régulier", the city,
 * a link to the booking (where the address and access details are, for the signed-in cleaner only).
 */
export function visitEvent(v: VisitFacts, locale: Locale, bookingUrl: string): VisitEvent {
  const fr = locale === 'fr';
  return {
    id: eventIdOf(v.bookingId),
    summary: visitSummary(v.cleaningType, locale),
    location: v.city,
    description: visitDescription(bookingUrl, locale),
    start: quebecDateTime(v.startsAt),
    end: quebecDateTime(v.endsAt),
    source: { title: fr ? 'Réservation Éclat' : 'Éclat booking', url: bookingUrl },
    status: 'confirmed',
    extendedProperties: { private: { eclatBookingId: v.bookingId } },
  };
}
