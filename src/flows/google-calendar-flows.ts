import type { Flow } from './outbox.js';
import type { BookingPaymentFacts } from '../../modules/booking/index.js';
import { GOOGLE_TOKEN_REVOKE, GOOGLE_VISITS_WRITE, type GoogleVisitFacts } from '../../modules/availability/index.js';

/**
 * Google Calendar links (modules/availability, issue #38; docs/decisions.md "Google Calendar"). The visit
 * events follow each booking change as a step of `booking.notify` (booking-flows.ts); these two flows
 * carry a link's own life. Both steps call Google, so they run without a transaction and are
 * idempotent: revoking twice revokes once, writing a visit twice finds its first event.
 */
export interface GoogleCalendarFlowSteps {
  calendar: { revokeToken(sealedToken: string): Promise<void>; writeVisits(bookingIds: readonly string[]): Promise<void> };
}

/**
 * A disconnect (or an account deletion) deleted the link in its transaction: the grant is then revoked at
 * Google, retried while Google is unreachable. The caller waits for it (a disconnect says "revoked"); the
 * sealed token in the payload is forgotten once it is done.
 */
export const googleTokenRevoke = (s: GoogleCalendarFlowSteps): Flow => ({
  event: GOOGLE_TOKEN_REVOKE,
  forgetPayload: true,
  steps: [{ name: 'google_calendar.revoke', external: true, run: (p) => s.calendar.revokeToken(String(p.sealedToken)) }],
});

/** A new link: the cleaner's upcoming accepted visits written to the chosen calendar, in the background. */
export const googleVisitsWrite = (s: GoogleCalendarFlowSteps): Flow => ({
  event: GOOGLE_VISITS_WRITE,
  background: true,
  steps: [{ name: 'google_calendar.write_visits', external: true, run: (p) => s.calendar.writeVisits(Array.isArray(p.bookingIds) ? p.bookingIds.map(String) : []) }],
});

/** What an event needs of a booking, from the booking module's facts: the city, never the street address. */
export function googleVisitOf(f: BookingPaymentFacts | null): GoogleVisitFacts | null {
  return f && { bookingId: f.id, cleanerId: f.cleanerId, status: f.status, startsAt: f.startsAt, endsAt: f.endsAt, cleaningType: f.cleaningType, city: f.property.address.city };
}
