import type { LookupFunction } from 'node:net';
import { availabilityErasure } from './adapters/persistence/availability.erasure.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { availabilityPersonalData } from './adapters/persistence/availability.personal-data.js';
import type { MigrationObject } from '@mikro-orm/core';
import type { Clock } from '../../src/shared/clock.js';
import type { AvailabilityDeps, AvailabilitySettings, BookedTimeSource, CleanerDirectory } from './application/ports.js';
import { isAvailable, availabilityRead, availableWithin, freeTimeOf } from './application/availability-queries.js';
import type { FlowEvents } from '../../src/shared/flow-events.js';
import { noFlowEvents } from '../../src/shared/flow-events.js';
import { AvailabilityBlockSchema, AvailabilityExceptionSchema, CalendarFeedSchema } from './adapters/persistence/availability.schema.js';
import { MikroOrmAvailabilityTransactor, MikroOrmBlockRepository, MikroOrmFeedRepository } from './adapters/persistence/availability.repositories.js';
import { AvailabilityInit } from './adapters/persistence/migrations/2026112240-availability-init.js';
import { availabilityRouter } from './adapters/http/availability.routes.js';
import { noBookings } from './adapters/no-bookings.adapter.js';
import { publicAvailability } from './application/public-availability.js';
import { presentSlot, timeZone } from './adapters/http/availability.presenter.js';
import { AvailabilityCalendarSubscriptions } from './adapters/persistence/migrations/2026120210-availability-calendar-subscriptions.js';
import { MikroOrmBusyTimeSource, MikroOrmCalendarSubscriptionRepository } from './adapters/persistence/calendar-subscriptions.repository.js';
import { calendarSubscriptionsRouter } from './adapters/http/calendar-subscriptions.routes.js';
import { httpCalendarFetcher } from './adapters/http-calendar.fetcher.js';
import { aesGcmSecretBox } from './adapters/calendar-url.cipher.js';
import { normalizeCalendarUrl } from './domain/calendar-subscription.js';
import type { CalendarSyncDeps, CalendarUrlGuard } from './application/calendar-ports.js';
import { syncDueCalendars } from './application/calendar-subscriptions.js';
import type { Mailer } from '../../src/shared/mailer.js';
import { AvailabilityGoogleCalendar } from './adapters/persistence/migrations/2026120700-availability-google-calendar.js';
import { MikroOrmGoogleConnectionRepository } from './adapters/persistence/google-calendar.repository.js';
import { googleCalendarClient, type GoogleClientOptions } from './adapters/google/google-calendar.client.js';
import { GOOGLE_CALLBACK_PATH, googleCalendarRouter } from './adapters/http/google-calendar.routes.js';
import { aesGcmCipher } from '../../src/shared/sealed-secret.js';
import type { CalendarOwners, GoogleCalendarDeps, VisitSource } from './application/google-calendar-ports.js';
import { cachedAccessTokens } from './application/google-access.js';
import { readBeforeRequest, syncDueGoogleCalendars } from './application/google-busy-sync.js';
import { GOOGLE_TOKEN_REVOKE, revokeGoogleToken } from './application/google-connect.js';
import { writeVisit, writeVisits } from './application/google-visit-events.js';
import { newId } from '../../src/shared/ids.js';

export type { BookedTimeSource, BookedInterval, CleanerDirectory, AvailabilitySettings } from './application/ports.js';
export { TIME_ZONE } from '../../src/shared/local-time.js';
export { SLOT_HOURS } from './domain/time-slot.js';
export { AVAILABILITY_CHANGED, type AvailabilityChanged } from './application/slots-changed.js';
export { GOOGLE_TOKEN_REVOKE, GOOGLE_VISITS_WRITE } from './application/google-connect.js';
export type { VisitFacts as GoogleVisitFacts } from './domain/google-calendar.js';
/** The path Google sends the browser back to: register PUBLIC_URL + this as the OAuth client's redirect URI. */
export { GOOGLE_CALLBACK_PATH } from './adapters/http/google-calendar.routes.js';

/** Tables and migrations, known before the ORM starts. */
export const availabilityPersistence = {
  entities: [AvailabilityBlockSchema, AvailabilityExceptionSchema, CalendarFeedSchema],
  migrations: [
    { name: '2026112240-availability-init', class: AvailabilityInit },
    { name: '2026120210-availability-calendar-subscriptions', class: AvailabilityCalendarSubscriptions },
    { name: '2026120700-availability-google-calendar', class: AvailabilityGoogleCalendar },
  ] satisfies MigrationObject[],
};

export interface AvailabilityModuleDeps {
  em: () => EntityManager;
  clock: Clock;
  settings: AvailabilitySettings;
  cleaners: CleanerDirectory;
  /** The booking module's adapter once it exists (issue #4); no bookings until then. */
  bookings?: BookedTimeSource;
  /** The outbox: `availability.changed` after each change of a cleaner's slots. */
  flows?: FlowEvents;
  /** Subscribed external calendars (issue #18; docs/decisions.md, "Calendar busy times"). */
  calendarSync: {
    intervalMinutes: number;
    maxSubscriptions: number;
    horizonDays: number;
    maxBytes: number;
    timeoutMs: number;
    /** Seals the secret addresses (APP_SECRET, and APP_SECRET_PREVIOUS to open older ones). */
    appSecret: string;
    previousAppSecrets: readonly string[];
    /** https only and public addresses only (production); null: any http(s) address (development, tests). */
    addressGuard: CalendarUrlGuard | null;
    /** The connection's name lookup that refuses private addresses (production: closes DNS rebinding); absent: the system's. */
    lookup?: LookupFunction;
  };
  /** Google Calendar both ways (issue #38; docs/decisions.md "Google Calendar"); absent: off (no OAuth client configured). */
  googleCalendar?: {
    client: GoogleClientOptions;
    syncMinutes: number;
    staleAfterMinutes: number;
    /** Who the cleaner is, to write the failure email in their language. */
    owners: CalendarOwners;
    /** The booking module's facts of a visit (the city only, never the address). */
    visits: VisitSource;
    /** The durable mailer (outbox). */
    mailer: Mailer;
    /** Secure cookies (https deployments) for the started link's cookie. */
    secureCookies: boolean;
  };
}

export function createAvailabilityModule(d: AvailabilityModuleDeps) {
  const blocks = new MikroOrmBlockRepository(d.em);
  const deps: AvailabilityDeps = {
    flows: d.flows ?? noFlowEvents,
    blocks,
    feeds: new MikroOrmFeedRepository(d.em),
    bookings: d.bookings ?? noBookings,
    busy: new MikroOrmBusyTimeSource(d.em),
    cleaners: d.cleaners,
    tx: new MikroOrmAvailabilityTransactor(d.em),
    clock: d.clock,
    settings: d.settings,
  };
  const c = d.calendarSync;
  const guard: CalendarUrlGuard = async (url) => (normalizeCalendarUrl(url) === null ? 'invalid' : c.addressGuard ? c.addressGuard(url) : null);
  const calendarDeps: CalendarSyncDeps = {
    ...deps,
    calendars: new MikroOrmCalendarSubscriptionRepository(d.em),
    fetcher: httpCalendarFetcher({ timeoutMs: c.timeoutMs, maxBytes: c.maxBytes, ...(c.lookup ? { lookup: c.lookup } : {}) }, guard),
    secrets: aesGcmSecretBox(c.appSecret, c.previousAppSecrets),
    guard,
    calendarSettings: { intervalMinutes: c.intervalMinutes, maxSubscriptions: c.maxSubscriptions, horizonDays: c.horizonDays },
  };
  const g = d.googleCalendar;
  const connections = new MikroOrmGoogleConnectionRepository(d.em);
  const google = g ? googleCalendarClient(g.client) : null;
  const googleDeps: GoogleCalendarDeps | null =
    g && google
      ? {
          ...deps,
          google,
          connections,
          tokens: aesGcmCipherBox('availability/google-refresh-token/v1', c.appSecret, c.previousAppSecrets),
          owners: g.owners,
          visits: g.visits,
          mailer: g.mailer,
          access: cachedAccessTokens(google, d.clock),
          googleSettings: { redirectUri: `${d.settings.publicUrl}${GOOGLE_CALLBACK_PATH}`, publicUrl: d.settings.publicUrl, syncMinutes: g.syncMinutes, staleAfterMinutes: g.staleAfterMinutes, horizonDays: c.horizonDays },
        }
      : null;
  const googleRoutes = googleCalendarRouter(googleDeps, { appSecret: c.appSecret, previousAppSecrets: c.previousAppSecrets, secureCookies: g?.secureCookies ?? false });
  const erase = availabilityErasure(d.em);
  return {
    routers: [availabilityRouter(deps), calendarSubscriptionsRouter(calendarDeps), googleRoutes],
    api: {
      /** Whether [start, end) lies inside the cleaner's availability (one Quebec day, not in the past). */
      isAvailable: isAvailable(deps),
      /** isAvailable for each interval (a series' visits), as a read to run with other reads in one statement (src/shared/sql-read.ts). */
      availabilityRead: availabilityRead(deps, blocks),
      /** Of these cleaners, those with unbooked availability between `from` and `to` (search's next-3-days filter). */
      availableWithin: availableWithin(deps),
      /** Each cleaner's free time between `from` and `to` (epoch-ms ranges; absent: none): search's read model. */
      freeTimeOf: async (cleanerIds: readonly string[], from: Date, to: Date) => {
        const free = await freeTimeOf(deps)(cleanerIds, from, to);
        return new Map([...free].map(([id, ranges]) => [id, ranges.map((r) => ({ start: new Date(r.start), end: new Date(r.end) }))]));
      },
      /**
       * A cleaner's public slots from `from` to `to` (as GET /api/cleaners/{id}/availability answers),
       * or null when the cleaner or the range is refused (public profile pages).
       */
      publicAvailability: async (cleanerId: string, range: { from?: string; to?: string }) => {
        const found = await publicAvailability(deps)(cleanerId, range);
        return found.ok ? { cleanerId, timeZone, from: found.value.from, to: found.value.to, slots: found.value.slots.map(presentSlot) } : null;
      },
      /** The job: imports every subscribed calendar whose sync is due, each once across instances. */
      syncDueCalendars: syncDueCalendars(calendarDeps),
      /** Google Calendar (issue #38): each a no-op while the feature is off. */
      googleCalendar: {
        /** Whether the server has a Google OAuth client (GOOGLE_CALENDAR_CLIENT_ID and _SECRET). */
        enabled: googleDeps !== null,
        /** The job: accounts whose busy times are due for a read, each once across instances. */
        syncDue: async (limit?: number) => (googleDeps ? syncDueGoogleCalendars(googleDeps)(limit) : { synced: 0, failed: 0 }),
        /** Right before a booking request is checked and written: the cleaner's busy times read from Google now. */
        readBeforeRequest: async (cleanerId: string) => (googleDeps ? readBeforeRequest(googleDeps)(cleanerId) : undefined),
        /** booking.notify's step: the visit's event follows the booking (inserted, moved, deleted). */
        writeVisit: async (bookingId: string) => (googleDeps ? writeVisit(googleDeps)(bookingId) : undefined),
        /** A new link's step: the upcoming accepted visits written. */
        writeVisits: async (bookingIds: readonly string[]) => (googleDeps ? writeVisits(googleDeps)(bookingIds) : undefined),
        /** Disconnect's (and account deletion's) step: the grant revoked at Google. */
        revokeToken: async (sealedToken: string) => (googleDeps ? revokeGoogleToken(googleDeps)(sealedToken) : undefined),
      },
      /** The data export (portability): the cleaner's slots and calendar feed date. */
      personalData: availabilityPersonalData(d.em),
      /** Account deletion: see availability.erasure.ts; a linked Google account is revoked through the outbox. */
      erasePersonalData: async (subject: Parameters<typeof erase>[0]) => {
        const sealed = await connections.remove(subject.userId);
        if (sealed && googleDeps) await deps.flows.emit(GOOGLE_TOKEN_REVOKE, newId(), { sealedToken: sealed });
        await erase(subject);
      },
    },
  };
}

export type AvailabilityModule = ReturnType<typeof createAvailabilityModule>;

/** The refresh tokens' box: the project's one cipher under a key of its own purpose. */
function aesGcmCipherBox(purpose: string, appSecret: string, previous: readonly string[]) {
  const cipher = aesGcmCipher(purpose, appSecret, previous);
  return { seal: (plain: string) => cipher.encrypt(plain), open: (sealed: string) => cipher.decrypt(sealed), isCurrent: (sealed: string) => cipher.isCurrent(sealed) };
}
