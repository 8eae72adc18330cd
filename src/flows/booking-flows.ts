import type { Flow } from './outbox.js';
import { BOOKING_REQUESTED, NO_SHOW_DECLARED, VISIT_STARTED, type NoShowDeclaredPayload, type NotificationPayload, type RequestedPayload, type RequestedVisit } from '../../modules/booking/index.js';

/**
 * The cross-module flows of a booking's life (docs/decisions.md, "Flows"). Each step runs once
 * per booking in a transaction of its own (src/flows/outbox.ts) and is idempotent by its key, so a
 * retry after a failure or a crash repeats nothing: earnings and rewards have unique sources,
 * invoices one per booking, the aggregates are recomputed from scratch.
 */
export interface BookingFlowSteps {
  booking: {
    sendNotification(p: NotificationPayload): Promise<void>;
    sendRequestToCleaner(p: RequestedPayload): Promise<void>;
    sendRequestSentToClient(p: RequestedPayload): Promise<void>;
    pushRequestToCleaner(p: RequestedPayload): Promise<void>;
    sendVisitReceipt(bookingId: string): Promise<void>;
    /** Issue #36: the refund or release of everything paid on a declared no-show, then its emails. */
    settleNoShow(bookingId: string): Promise<void>;
    sendNoShowToCleaner(bookingId: string): Promise<void>;
    sendNoShowToClient(bookingId: string): Promise<void>;
  };
  payouts: { recordBookingEarning(bookingId: string): Promise<unknown>; visitEnded(ended: VisitEndedPayload): Promise<void> };
  invoices: { issueFor(bookingId: string): Promise<unknown> };
  referrals: { visitEnded(ended: VisitEndedPayload): Promise<void> };
  reviews: { refreshCleanerAggregates(cleanerId: string): Promise<unknown>; inviteToReview(bookingId: string): Promise<void> };
  /** The visit's event in the cleaner's Google calendar (modules/availability, issue #38). */
  calendar: { visitChanged(bookingId: string): Promise<void> };
  /** Signed webhooks to the parties' endpoints (modules/integrations, issue #25). */
  webhooks: {
    bookingRequested(bookingIds: string[], requested?: RequestedVisit[]): Promise<void>;
    bookingChanged(bookingId: string, event: string): Promise<void>;
    visitStarted(bookingId: string): Promise<void>;
    visitCompleted(bookingId: string): Promise<void>;
    paymentSucceeded(bookingId: string): Promise<void>;
  };
}

export interface VisitEndedPayload {
  bookingId: string;
  cleanerId: string;
  outcome: 'completed' | 'cancelled';
}

type Payload = Record<string, unknown>;
const bookingIdOf = (p: Payload): string => String(p.bookingId);
const visitOf = (p: Payload): VisitEndedPayload => ({ bookingId: String(p.bookingId), cleanerId: String(p.cleanerId), outcome: p.outcome === 'cancelled' ? 'cancelled' : 'completed' });

/** Everything due is paid (payments): the cleaner's earning, then the invoice takes its number, then the client's receipt. */
export const bookingFullyPaid = (s: BookingFlowSteps): Flow => ({
  event: 'booking.fully_paid',
  steps: [
    { name: 'payouts.record_earning', run: async (p) => void (await s.payouts.recordBookingEarning(bookingIdOf(p))) },
    { name: 'invoices.issue', run: async (p) => void (await s.invoices.issueFor(bookingIdOf(p))) },
    // The receipt leaves once the invoice exists (issue #18); the email itself goes through `mail.send`.
    { name: 'mail.visit_receipt', external: true, run: (p) => s.booking.sendVisitReceipt(bookingIdOf(p)) },
    // Integrators: payment.succeeded to the client's webhooks and events feed.
    { name: 'webhooks.payment_succeeded', external: true, run: (p) => s.webhooks.paymentSucceeded(bookingIdOf(p)) },
  ],
});

/** A visit was completed or cancelled (booking): referral credits settle, the earning (or a late fee's), the completion rate. */
export const visitEnded = (s: BookingFlowSteps): Flow => ({
  event: 'booking.visit_ended',
  steps: [
    { name: 'referrals.visit_ended', run: (p) => s.referrals.visitEnded(visitOf(p)) },
    { name: 'payouts.visit_ended', run: (p) => s.payouts.visitEnded(visitOf(p)) },
    { name: 'reviews.refresh_aggregates', run: async (p) => void (await s.reviews.refreshCleanerAggregates(visitOf(p).cleanerId)) },
    // A completed visit: both parties are invited to review (issue #18); the emails go through `mail.send`.
    { name: 'reviews.invite', run: async (p) => (visitOf(p).outcome === 'completed' ? s.reviews.inviteToReview(visitOf(p).bookingId) : undefined) },
    // Integrators: visit.completed (a cancelled visit is booking.cancelled, sent by booking.notify).
    { name: 'webhooks.visit_completed', external: true, run: async (p) => (visitOf(p).outcome === 'completed' ? s.webhooks.visitCompleted(visitOf(p).bookingId) : undefined) },
  ],
});

/** The cleaner punched in (booking): integrators' visit.started, in the background. */
export const visitStarted = (s: BookingFlowSteps): Flow => ({
  event: VISIT_STARTED,
  background: true,
  steps: [{ name: 'webhooks.visit_started', external: true, run: (p) => s.webhooks.visitStarted(bookingIdOf(p)) }],
});

/** A booking changed (accepted, declined, withdrawn, expired, cancelled, postponed): its parties are emailed, in the background. */
export const bookingNotify = (s: BookingFlowSteps): Flow => ({
  event: 'booking.notify',
  background: true,
  steps: [
    { name: 'mail.booking_notification', external: true, run: (p) => s.booking.sendNotification(p as unknown as NotificationPayload) },
    { name: 'webhooks.booking_changed', external: true, run: (p) => s.webhooks.bookingChanged(String(p.bookingId), String(p.event)) },
    // The cleaner's Google calendar follows the booking as it is now (inserted, moved, deleted); retried while Google is unreachable.
    { name: 'google_calendar.visit', external: true, run: (p) => s.calendar.visitChanged(String(p.bookingId)) },
  ],
});

/**
 * A request was recorded (booking): once it commits, the cleaner gets it with the answer links and the
 * client a "request sent" email, each step once; the payload holds the links' secret, forgotten once sent.
 */
export const bookingRequested = (s: BookingFlowSteps): Flow => ({
  event: BOOKING_REQUESTED,
  background: true,
  forgetPayload: true,
  steps: [
    { name: 'mail.request_to_cleaner', external: true, run: (p) => s.booking.sendRequestToCleaner(p as unknown as RequestedPayload) },
    { name: 'mail.request_sent_to_client', external: true, run: (p) => s.booking.sendRequestSentToClient(p as unknown as RequestedPayload) },
    // The cleaner's devices (issue #34): `push.send` runs inside this step; one more row in the request's same statement.
    { name: 'push.request_to_cleaner', external: true, run: (p) => s.booking.pushRequestToCleaner(p as unknown as RequestedPayload) },
    // One more row in the same insert statement of the request (no statement added to the request's path).
    { name: 'webhooks.booking_requested', external: true, run: (p) => s.webhooks.bookingRequested((p as unknown as RequestedPayload).bookingIds, (p as unknown as RequestedPayload).visits) },
  ],
});

const noShowOf = (p: Payload): NoShowDeclaredPayload => ({ bookingId: String(p.bookingId), cleanerId: String(p.cleanerId), clientId: String(p.clientId) });

/**
 * The client declared the cleaner absent (booking, issue #36; docs/decisions.md "No-shows and late
 * arrivals"). The declaration's transaction cancelled the visit and recorded the no-show; then, in
 * order and each once by the booking's key: everything paid is refunded (or the hold released)
 * through the payments port, the cleaner is told, the client gets the confirmation with the amount
 * (it waits for the refund: retried until it is done), the referral credit set aside for the visit
 * comes back, the payouts ledger hears the visit ended (no fee: nothing to earn), and the completion
 * rate is recomputed and pushed to the search read model (the public profile and the cards).
 * Foreground: the declaration's answer already shows the refund.
 */
export const noShowDeclared = (s: BookingFlowSteps): Flow => ({
  event: NO_SHOW_DECLARED,
  steps: [
    // No transaction around the provider's call; replayed with the same idempotency key it answers the first outcome.
    { name: 'payments.no_show_refund', external: true, run: (p) => s.booking.settleNoShow(noShowOf(p).bookingId) },
    { name: 'mail.no_show_to_cleaner', external: true, run: (p) => s.booking.sendNoShowToCleaner(noShowOf(p).bookingId) },
    { name: 'mail.no_show_to_client', external: true, run: (p) => s.booking.sendNoShowToClient(noShowOf(p).bookingId) },
    { name: 'referrals.visit_ended', run: (p) => s.referrals.visitEnded({ ...noShowOf(p), outcome: 'cancelled' }) },
    { name: 'payouts.visit_ended', run: (p) => s.payouts.visitEnded({ ...noShowOf(p), outcome: 'cancelled' }) },
    { name: 'reviews.refresh_aggregates', run: async (p) => void (await s.reviews.refreshCleanerAggregates(noShowOf(p).cleanerId)) },
    // The cleaner's Google calendar drops the visit; integrators hear booking.cancelled.
    { name: 'google_calendar.visit', external: true, run: (p) => s.calendar.visitChanged(noShowOf(p).bookingId) },
    { name: 'webhooks.booking_changed', external: true, run: (p) => s.webhooks.bookingChanged(noShowOf(p).bookingId, 'cancelled') },
  ],
});
