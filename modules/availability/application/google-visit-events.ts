import { visitBelongsInCalendar, visitEvent, type GoogleConnection, type VisitFacts } from '../domain/google-calendar.js';
import { GoogleCalendarError, type GoogleCalendarDeps, type WrittenEvent } from './google-calendar-ports.js';
import { recordGoogleFailure, withAccess } from './google-busy-sync.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** One writer per booking's event at a time, across instances, for at most this long (a few calls to Google). */
const HOLD_MS = 60_000;
/** A visit that changed while its event was written is written again, at most this many times in a row. */
const MAX_ROUNDS = 3;

const sameVisit = (a: VisitFacts, b: VisitFacts) => a.status === b.status && a.startsAt.getTime() === b.startsAt.getTime() && a.endsAt.getTime() === b.endsAt.getTime();

/**
 * The outbox step of every change of a booking (booking.notify: accepted, postponed, declined,
 * cancelled, expired, withdrawn): the visit's event in the cleaner's Google calendar follows the
 * booking as it is now, whatever order the steps run in (a retried acceptance after the cancellation
 * deletes, it does not insert). Google unreachable: the step throws and the outbox retries it; a
 * refused grant is recorded (the cleaner is told once) and nothing is retried: reconnecting writes
 * the upcoming visits again.
 */
export const writeVisit =
  (deps: GoogleCalendarDeps) =>
  async (bookingId: string): Promise<void> => {
    if (!UUID.test(bookingId)) return;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const facts = await deps.visits.visitOf(bookingId);
      if (!facts) return;
      const connection = await deps.connections.find(facts.cleanerId);
      // Not linked, or the grant was refused (told already): nothing can be written.
      if (!connection || connection.lastError === 'access_refused') return;
      const sealedRefreshToken = await deps.connections.sealedTokenOf(facts.cleanerId);
      if (!sealedRefreshToken) return;
      const now = deps.clock.now();
      const written = await deps.connections.holdEvent(bookingId, facts.cleanerId, now, new Date(now.getTime() + HOLD_MS));
      // Another instance is writing this visit's event: the outbox tries again in a few seconds.
      if (written === 'held') throw new Error(`google calendar: the event of booking ${bookingId} is being written elsewhere`);
      try {
        await follow(deps, { cleanerId: facts.cleanerId, sealedRefreshToken }, connection, facts, written);
      } catch (error) {
        await deps.connections.releaseEvent(bookingId);
        if (error instanceof GoogleCalendarError && error.kind === 'access_refused') {
          await recordGoogleFailure(deps, facts.cleanerId, error.kind);
          return;
        }
        throw error;
      }
      const now2 = await deps.visits.visitOf(bookingId);
      if (!now2 || sameVisit(now2, facts)) return;
    }
  };

/** Each visit in turn (a new link writes the upcoming ones); a failure leaves the rest to the step's retry. */
export const writeVisits =
  (deps: GoogleCalendarDeps) =>
  async (bookingIds: readonly string[]): Promise<void> => {
    for (const id of bookingIds) await writeVisit(deps)(id);
  };

async function follow(deps: GoogleCalendarDeps, claimed: { cleanerId: string; sealedRefreshToken: string }, c: GoogleConnection, facts: VisitFacts, written: WrittenEvent | null): Promise<void> {
  const bookingId = facts.bookingId;
  if (!visitBelongsInCalendar(facts.status)) {
    if (written) await withAccess(deps, claimed, (token) => deps.google.deleteEvent(token, written.calendarId, written.eventId));
    await deps.connections.forgetEvent(bookingId);
    return;
  }
  // A visit done (or under way) keeps the event it had: the cleaner's record of the day.
  if (written && facts.status !== 'confirmed') {
    await deps.connections.releaseEvent(bookingId);
    return;
  }
  const owner = await deps.owners.find(c.cleanerId);
  const event = visitEvent(facts, owner?.locale ?? 'fr', `${deps.googleSettings.publicUrl}/bookings/${bookingId}`);
  const { id: eventId, ...changes } = event;
  const target = await withAccess(deps, claimed, async (token): Promise<WrittenEvent> => {
    // A postponed visit moves its event where it was written (even if the cleaner chose another calendar since).
    if (written && (await deps.google.patchEvent(token, written.calendarId, written.eventId, changes)) === 'patched') return written;
    // New, or deleted in Google meanwhile: (re)written in the chosen calendar. Its id is the booking's, so a
    // second insert finds the first (409): that one is updated (and revived if it was deleted).
    if ((await deps.google.insertEvent(token, c.visitsCalendarId, event)) === 'exists' && (await deps.google.patchEvent(token, c.visitsCalendarId, eventId, changes)) === 'gone') {
      throw new GoogleCalendarError('http_error', 'the event id exists but cannot be updated');
    }
    return { calendarId: c.visitsCalendarId, eventId };
  });
  await deps.connections.recordEvent(bookingId, target, { start: facts.startsAt, end: facts.endsAt });
}
