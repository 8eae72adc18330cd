import { noFlowEvents, type FlowEvents } from '../../src/shared/flow-events.js';
import { OrmTransactor } from '../../src/shared/unit-of-work.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MigrationObject } from '@mikro-orm/core';
import type { Clock } from '../../src/shared/clock.js';
import type { Mailer } from '../../src/shared/mailer.js';
import type { FileStorage } from '../../src/shared/file-storage.js';
import type { RateLimiter } from '../../src/shared/rate-limiter.js';
import { newId } from '../../src/shared/ids.js';
import type { Accounts, Availability, BookingDeps, BookingSettings, Cleaners, CleanerShares, PaymentsPort, PayoutAccounts, Properties, ReferralCredits, VisitEnded } from './application/ports.js';
import { paymentFactsOf, setPaymentStatus } from './application/payment-facts.js';
import { BookingPhotoSchema, BookingSchema, BookingTransitionSchema } from './adapters/persistence/booking.schema.js';
import { MikroOrmBookingRepository } from './adapters/persistence/booking.repository.js';
import { BookingInit } from './adapters/persistence/migrations/2026112270-booking-init.js';
import { bookingRouter } from './adapters/http/booking.routes.js';
import { adminBookingRouter } from './adapters/http/admin-booking.routes.js';
import { pricingRouter } from './adapters/http/pricing.routes.js';
import { sharpPhotoProcessor } from './adapters/sharp-photo.adapter.js';
import { expireRequests } from './application/answer-request.js';
import { reconcileStuck } from './application/reconcile.js';
import { sendNotification } from './application/booking-notifications.js';

export type { BookingSettings, PaymentsPort, PayoutAccounts, VisitEnded, ConversationFacts, CleanerShare, CleanerShares } from './application/ports.js';
export type { BookingPaymentFacts } from './application/payment-facts.js';
export type { NotificationPayload } from './application/booking-notifications.js';
export type { PaymentStatus } from './domain/payment-status.js';
export { DEFAULT_PRICING } from './domain/pricing.js';
export { DEFAULT_CANCELLATION } from './domain/cancellation-policy.js';
export { STUCK_AFTER_MS } from './application/reconcile.js';

/** Tables and migrations, known before the ORM starts. */
export const bookingPersistence = {
  entities: [BookingSchema, BookingTransitionSchema, BookingPhotoSchema],
  migrations: [{ name: '2026112270-booking-init', class: BookingInit }] satisfies MigrationObject[],
};

export interface BookingModuleDeps {
  em: () => EntityManager;
  clock: Clock;
  mailer: Mailer;
  files: FileStorage;
  accounts: Accounts;
  cleaners: Cleaners;
  properties: Properties;
  availability: Availability;
  payments: PaymentsPort;
  /** Whether a cleaner can be paid (payouts module): accepting a request needs it. */
  payoutAccounts: PayoutAccounts;
  /** The cleaner's share of a visit or a fee (payouts module's commission), shown to the cleaner. */
  shares: CleanerShares;
  settings: BookingSettings;
  /** Public price estimates per IP (the shared PgRateLimiter). */
  rateLimiter: RateLimiter;
  onSideEffectError: (error: unknown) => void;
  /** Cross-module flows (src/flows); none when built alone. */
  flows?: FlowEvents;
  /** The referrals module's credits once it exists (issue #7); none until then. */
  referrals?: ReferralCredits;
}

const noReferralCredits: ReferralCredits = { availableCents: async () => 0, reserve: async () => {} };

export function createBookingModule(d: BookingModuleDeps) {
  const bookings = new MikroOrmBookingRepository(d.em);
  const deps: BookingDeps = {
    bookings,
    tx: new OrmTransactor(d.em),
    accounts: d.accounts,
    cleaners: d.cleaners,
    properties: d.properties,
    availability: d.availability,
    payments: d.payments,
    payoutAccounts: d.payoutAccounts,
    shares: d.shares,
    referrals: d.referrals ?? noReferralCredits,
    files: d.files,
    photos: sharpPhotoProcessor,
    mailer: d.mailer,
    clock: d.clock,
    newId,
    settings: d.settings,
    rateLimiter: d.rateLimiter,
    onSideEffectError: d.onSideEffectError,
    flows: d.flows ?? noFlowEvents,
  };
  return {
    routers: [bookingRouter(deps), adminBookingRouter(deps), pricingRouter(deps)],
    api: {
      /** For availability: a cleaner's pending, confirmed and in-progress visits between two instants. */
      bookedIntervals: (cleanerId: string, from: Date, to: Date) => bookings.bookedIntervals(cleanerId, from, to),
      /** For properties: may this cleaner read the property's secrets (a confirmed or running visit there)? */
      cleanerHasConfirmedBookingAt: (cleanerId: string, propertyId: string) => bookings.cleanerHasConfirmedBookingAt(cleanerId, propertyId),
      /**
       * For messaging: the two parties and the state of a booking (null when unknown). Messages may be
       * sent while it is confirmed or in progress, and read afterwards.
       */
      participants: (bookingId: string) => bookings.conversationFactsOf(bookingId),
      /** For messaging: every booking of this user that was accepted at some point (one conversation each). */
      conversationBookings: (userId: string) => bookings.conversationBookings(userId),
      /** For presence: of these cleaners, those at work (a visit in progress) now. */
      cleanersAtWork: (cleanerIds: string[]) => bookings.cleanersAtWork(cleanerIds),
      /** For reviews: the parties, status, punch-out time and cleaning type of a booking (null when unknown). */
      reviewFacts: (bookingId: string) => bookings.reviewFactsOf(bookingId),
      /** For referrals: a booking of this client went ahead (requested, confirmed, running or completed), so they are no longer new. */
      clientHasBooked: (clientId: string) => bookings.clientHasBooked(clientId),
      /** For the content module's impact page: completed visits and their booked minutes, platform-wide. */
      completedTotals: () => bookings.completedTotals(),
      /** For reviews' completion rate: a cleaner's completed visits, own cancellations and no-shows. */
      reliabilityOf: (cleanerId: string) => bookings.reliabilityOf(cleanerId),
      /** For payments, payouts and invoices: the parties, times, quote and cancellation of a booking (null when unknown). */
      paymentFacts: async (bookingId: string) => {
        const b = await bookings.findById(bookingId);
        return b ? paymentFactsOf(b) : null;
      },
      /** For payments: moves the payment status from one of `from` to `to` under the row lock; false when it was elsewhere. */
      setPaymentStatus: setPaymentStatus(deps),
      /** The scheduled job: expire unanswered requests; returns how many. */
      expireRequests: expireRequests(deps),
      /** The `booking.notify` flow's step (src/flows/booking-flows.ts): the emails about a change. */
      sendNotification: sendNotification(deps),
      /** The reconciler job: requests and punch-outs a dead process left half done. */
      reconcileStuck: reconcileStuck(deps),
    },
    deps,
  };
}

export type BookingModule = ReturnType<typeof createBookingModule>;
