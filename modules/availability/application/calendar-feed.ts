import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import { hashToken, newSecretToken } from '../../../src/shared/ids.js';
import { AvailabilityErrors } from '../domain/availability.errors.js';
import { serializeCalendar } from '../domain/ics.js';
import { visitDescription, visitSummary } from '../domain/visit-summary.js';
import { TIME_ZONE } from '../../../src/shared/local-time.js';
import type { AvailabilityDeps } from './ports.js';

/** The feed lists bookings from this many days back to this many days ahead. */
export const FEED_WINDOW_DAYS = { past: 30, future: 366 } as const;
/** Feed texts are in French, the product's default: a subscribed calendar has no reader language. */
export const FEED_TEXTS = { name: 'Éclat – mes réservations', summary: 'Réservation Éclat' } as const;

export const feedUrlOf = (publicUrl: string, token: string) => `${publicUrl}/api/calendar/${token}.ics`;

/** Whether the cleaner has a live feed URL. The URL itself is shown once, when made: only its hash is kept. */
export const feedStatus =
  (deps: AvailabilityDeps) =>
  async (cleanerId: string): Promise<{ active: boolean; createdAt: Date | null }> => {
    const found = await deps.feeds.status(cleanerId);
    return { active: found !== null, createdAt: found?.createdAt ?? null };
  };

/** A new secret URL (256-bit token); the previous one stops working at once. */
export const regenerateFeed =
  (deps: AvailabilityDeps) =>
  async (cleanerId: string): Promise<{ url: string; createdAt: Date }> => {
    const token = newSecretToken();
    const now = deps.clock.now();
    await deps.feeds.replace(cleanerId, hashToken(token), now);
    return { url: feedUrlOf(deps.settings.publicUrl, token), createdAt: now };
  };

/** The iCalendar text behind a feed URL: the cleaner's bookings from the booking port, nothing invented. */
export const renderFeed =
  (deps: AvailabilityDeps) =>
  async (token: string): Promise<Result<string, DomainError>> => {
    // Anything that is not one of our tokens is simply unknown; the hash lookup answers that too.
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return err(AvailabilityErrors.feedNotFound());
    const cleanerId = await deps.feeds.cleanerOf(hashToken(token));
    if (!cleanerId) return err(AvailabilityErrors.feedNotFound());
    const now = deps.clock.now();
    const day = 86_400_000;
    const from = new Date(now.getTime() - FEED_WINDOW_DAYS.past * day);
    const to = new Date(now.getTime() + FEED_WINDOW_DAYS.future * day);
    // Each visit says what and where (the service, the town) and links to its booking, where the address is (issue #40).
    const visits = deps.bookings.calendarVisits ? await deps.bookings.calendarVisits(cleanerId, from, to) : (await deps.bookings.bookedIntervals(cleanerId, from, to)).map((b) => ({ ...b, cleaningType: null, city: null }));
    const events = visits.map((b) => {
      const url = `${deps.settings.publicUrl}/bookings/${b.bookingId}`;
      return {
        uid: `booking-${b.bookingId}@eclat`,
        start: b.start,
        end: b.end,
        summary: b.cleaningType ? visitSummary(b.cleaningType, 'fr') : FEED_TEXTS.summary,
        description: visitDescription(url, 'fr'),
        ...(b.city ? { location: b.city } : {}),
        url,
        stamp: now,
      };
    });
    return ok(serializeCalendar({ name: FEED_TEXTS.name, timeZone: TIME_ZONE, events }));
  };
