import type { Flow } from './outbox.js';
import type { NotificationPayload } from '../../modules/booking/index.js';

/**
 * The cross-module flows of a booking's life (docs/decisions.md, "Flows"). Each step runs once
 * per booking in a transaction of its own (src/flows/outbox.ts) and is idempotent by its key, so a
 * retry after a failure or a crash repeats nothing: earnings and rewards have unique sources,
 * invoices one per booking, the aggregates are recomputed from scratch.
 */
export interface BookingFlowSteps {
  booking: { sendNotification(p: NotificationPayload): Promise<void> };
  payouts: { recordBookingEarning(bookingId: string): Promise<unknown>; visitEnded(ended: VisitEndedPayload): Promise<void> };
  invoices: { issueFor(bookingId: string): Promise<unknown> };
  referrals: { visitEnded(ended: VisitEndedPayload): Promise<void> };
  reviews: { refreshCleanerAggregates(cleanerId: string): Promise<unknown> };
}

export interface VisitEndedPayload {
  bookingId: string;
  cleanerId: string;
  outcome: 'completed' | 'cancelled';
}

type Payload = Record<string, unknown>;
const bookingIdOf = (p: Payload): string => String(p.bookingId);
const visitOf = (p: Payload): VisitEndedPayload => ({ bookingId: String(p.bookingId), cleanerId: String(p.cleanerId), outcome: p.outcome === 'cancelled' ? 'cancelled' : 'completed' });

/** Everything due is paid (payments): the cleaner's earning, then the invoice takes its number. */
export const bookingFullyPaid = (s: BookingFlowSteps): Flow => ({
  event: 'booking.fully_paid',
  steps: [
    { name: 'payouts.record_earning', run: async (p) => void (await s.payouts.recordBookingEarning(bookingIdOf(p))) },
    { name: 'invoices.issue', run: async (p) => void (await s.invoices.issueFor(bookingIdOf(p))) },
  ],
});

/** A visit was completed or cancelled (booking): referral credits settle, the earning (or a late fee's), the completion rate. */
export const visitEnded = (s: BookingFlowSteps): Flow => ({
  event: 'booking.visit_ended',
  steps: [
    { name: 'referrals.visit_ended', run: (p) => s.referrals.visitEnded(visitOf(p)) },
    { name: 'payouts.visit_ended', run: (p) => s.payouts.visitEnded(visitOf(p)) },
    { name: 'reviews.refresh_aggregates', run: async (p) => void (await s.reviews.refreshCleanerAggregates(visitOf(p).cleanerId)) },
  ],
});

/** A booking changed (accepted, declined, withdrawn, expired, cancelled, postponed): its parties are emailed, in the background. */
export const bookingNotify = (s: BookingFlowSteps): Flow => ({
  event: 'booking.notify',
  background: true,
  steps: [{ name: 'mail.booking_notification', run: (p) => s.booking.sendNotification(p as unknown as NotificationPayload) }],
});
