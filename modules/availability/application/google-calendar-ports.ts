import type { Locale } from '../../../src/shared/locale.js';
import type { Mailer } from '../../../src/shared/mailer.js';
import type { BusySpan, GoogleCalendarEntry, GoogleConnection, GoogleSyncError, VisitEvent, VisitFacts } from '../domain/google-calendar.js';
import type { AvailabilityDeps } from './ports.js';

/** A call to Google failed; `kind` is what the cleaner is told (and `access_refused` asks them to reconnect). */
export class GoogleCalendarError extends Error {
  constructor(
    readonly kind: GoogleSyncError,
    detail: string,
  ) {
    super(`google calendar: ${kind} (${detail})`);
    this.name = 'GoogleCalendarError';
  }
}

export interface GoogleGrant {
  accessToken: string;
  expiresInSeconds: number;
  /** Only on a consent (prompt=consent, or the first one): absent on a later link, which keeps the token it had. */
  refreshToken: string | null;
  /** The scopes the person left ticked on the consent page. */
  scopes: string[];
}

/**
 * Google's OAuth 2.0 and Calendar endpoints, in domain words; adapted by plain HTTP
 * (adapters/google/google-calendar.client.ts). Every call throws GoogleCalendarError on failure.
 */
export interface GoogleCalendarApi {
  /** The consent page's address (authorization code with PKCE S256, offline access). */
  authorizationUrl(input: { state: string; codeChallenge: string; redirectUri: string; consent: boolean }): string;
  /** The code for tokens, server-side with the client secret and the PKCE verifier. */
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<GoogleGrant>;
  refreshAccess(refreshToken: string): Promise<{ accessToken: string; expiresInSeconds: number }>;
  /** Revokes the grant; a token Google no longer knows counts as revoked. */
  revoke(token: string): Promise<void>;
  listCalendars(accessToken: string): Promise<Omit<GoogleCalendarEntry, 'blocks'>[]>;
  /** Busy intervals of these calendars between `from` and `to`; a calendar Google cannot read fails the call (`calendar_error`). */
  busyTimes(accessToken: string, calendarIds: readonly string[], from: Date, to: Date): Promise<BusySpan[]>;
  /** `exists`: an event with this id is already in that calendar (inserted before, or deleted since). */
  insertEvent(accessToken: string, calendarId: string, event: VisitEvent): Promise<'inserted' | 'exists'>;
  /** `gone`: no such event (the cleaner deleted it, or the calendar). */
  patchEvent(accessToken: string, calendarId: string, eventId: string, event: Partial<VisitEvent>): Promise<'patched' | 'gone'>;
  deleteEvent(accessToken: string, calendarId: string, eventId: string): Promise<'deleted' | 'gone'>;
}

/** What one claimed connection needs to be read. */
export interface ClaimedConnection {
  cleanerId: string;
  sealedRefreshToken: string;
}

/** The event written for a booking, once it is. */
export interface WrittenEvent {
  calendarId: string;
  eventId: string;
}

export interface GoogleConnectionRepository {
  find(cleanerId: string): Promise<GoogleConnection | null>;
  /**
   * Creates the cleaner's connection or replaces its token and calendars (a reconnect keeps the choices of
   * calendars that still exist), due for a read at once; the last run of failures ends.
   */
  save(connection: GoogleConnection, sealedRefreshToken: string | null, now: Date): Promise<void>;
  choose(cleanerId: string, blocking: readonly string[], visitsCalendarId: string): Promise<void>;
  /** Deletes the connection (its calendars, busy times and written events' ids go with it); the sealed token, or null when none. */
  remove(cleanerId: string): Promise<string | null>;
  /**
   * Takes up to `limit` connections due at `now` (or only `one`'s, due or not), moving their next read to
   * `leaseUntil` in the same statement (FOR UPDATE SKIP LOCKED): any other caller skips them.
   */
  claim(now: Date, limit: number, leaseUntil: Date, one?: string): Promise<ClaimedConnection[]>;
  /** Replaces the account's busy times; false when nothing changed (or the connection is gone). */
  recordSuccess(cleanerId: string, busy: readonly BusySpan[], now: Date, nextSyncAt: Date): Promise<boolean>;
  /**
   * Records a failed read or write. `blanket`: the busy times are no longer trusted and this span (the
   * whole horizon) replaces them; null keeps the last good ones. False when the busy times did not change.
   */
  recordFailure(cleanerId: string, error: GoogleSyncError, now: Date, nextSyncAt: Date | null, blanket: BusySpan | null): Promise<boolean>;
  /** Compare-and-set: true for the one caller that marks the current run of failures told. */
  markFailureTold(cleanerId: string, now: Date): Promise<boolean>;
  /** The token sealed again under the current key (APP_SECRET rotation). */
  reseal(cleanerId: string, sealedRefreshToken: string): Promise<void>;
  /** The spans of the visits Éclat wrote in the account (taken out of its busy times). */
  ownVisits(cleanerId: string, from: Date, to: Date): Promise<BusySpan[]>;
  /**
   * Holds the booking's event for `until` (one writer at a time per booking, across instances): the event
   * written so far (null: none), or 'held' when another caller holds it. The connection must exist.
   */
  holdEvent(bookingId: string, cleanerId: string, now: Date, until: Date): Promise<WrittenEvent | null | 'held'>;
  /** The event is written (or moved) and the hold released. */
  recordEvent(bookingId: string, event: WrittenEvent, span: BusySpan): Promise<void>;
  /** No event for this booking any more; the hold goes with it. */
  forgetEvent(bookingId: string): Promise<void>;
  /** The hold ends without a change (a failed write: the next attempt may take it at once). */
  releaseEvent(bookingId: string): Promise<void>;
  /** The connection's sealed refresh token (null: not connected). */
  sealedTokenOf(cleanerId: string): Promise<string | null>;
}

/** Seals the refresh tokens at rest (src/shared/sealed-secret.ts). */
export interface TokenBox {
  seal(plain: string): string;
  open(sealed: string): string | null;
  isCurrent(sealed: string): boolean;
}

/** Who the cleaner is, to write to them (identity's accounts, through the shell). */
export interface CalendarOwners {
  find(userId: string): Promise<{ email: string; name: string; locale: Locale; active: boolean } | null>;
}

/** The booking module's facts of a visit (through the shell): null when unknown. */
export interface VisitSource {
  visitOf(bookingId: string): Promise<VisitFacts | null>;
}

export interface GoogleCalendarSettings {
  /** PUBLIC_URL + the callback path: registered at Google as the redirect URI. */
  redirectUri: string;
  publicUrl: string;
  syncMinutes: number;
  staleAfterMinutes: number;
  /** Days ahead that busy times are read (CALENDAR_SYNC_HORIZON_DAYS, as for ICS subscriptions). */
  horizonDays: number;
}

export interface GoogleCalendarDeps extends AvailabilityDeps {
  google: GoogleCalendarApi;
  connections: GoogleConnectionRepository;
  tokens: TokenBox;
  owners: CalendarOwners;
  visits: VisitSource;
  /** The durable mailer (the outbox): the failure email leaves once its change commits. */
  mailer: Mailer;
  googleSettings: GoogleCalendarSettings;
  /** Access tokens kept in memory until shortly before they expire (application/google-access.ts). */
  access: AccessTokens;
}

export interface AccessTokens {
  /** An access token for this refresh token (cached per process); throws GoogleCalendarError. */
  get(cleanerId: string, refreshToken: string): Promise<string>;
  /** Forgets the cached token (Google answered 401, the cleaner disconnected). */
  drop(cleanerId: string): void;
}
