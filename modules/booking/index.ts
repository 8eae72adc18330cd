import { readTogether } from '../../src/shared/sql-read.js';
import { bookingErasure } from './adapters/persistence/booking.erasure.js';
import { noStagingFlowEvents, type StagingFlowEvents } from '../../src/shared/flow-events.js';
import { OrmTransactor } from '../../src/shared/unit-of-work.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MigrationObject } from '@mikro-orm/core';
import type { Clock } from '../../src/shared/clock.js';
import type { Mailer } from '../../src/shared/mailer.js';
import type { EmailPreferences } from '../../src/shared/email-preferences.js';
import { noPush, type PushNotifier } from '../../src/shared/push-notices.js';
import type { FileStorage } from '../../src/shared/file-storage.js';
import { afterCommitDisposal, type FileDisposal } from '../../src/shared/file-disposal.js';
import type { RateLimiter } from '../../src/shared/rate-limiter.js';
import { newId } from '../../src/shared/ids.js';
import type { Accounts, AddressPlacements, Availability, BookingDeps, BookingSettings, Cleaners, CleanerShares, PaymentsPort, PayoutAccounts, PromoCodes, Properties, ReferralCredits, VisitEnded } from './application/ports.js';
import { paymentFactsOf, setPaymentStatus } from './application/payment-facts.js';
import { BookingPhotoSchema, BookingSchema, BookingTransitionSchema } from './adapters/persistence/booking.schema.js';
import { MikroOrmBookingRepository } from './adapters/persistence/booking.repository.js';
import { sendNoShowToCleaner, sendNoShowToClient, settleNoShow } from './application/no-show.js';
import { BookingInit } from './adapters/persistence/migrations/2026112270-booking-init.js';
import { BookingGalleryConsent } from './adapters/persistence/migrations/2026112800-booking-gallery-consent.js';
import { BookingRetention } from './adapters/persistence/migrations/2026112810-booking-retention.js';
import { BookingAnalyticsIndexes } from './adapters/persistence/migrations/2026112950-booking-analytics-indexes.js';
import { BookingPromoIndex } from './adapters/persistence/migrations/2026113020-booking-promo-index.js';
import { BookingReminders } from './adapters/persistence/migrations/2026113040-booking-reminders.js';
import { PgReminderStore } from './adapters/persistence/booking-reminders.store.js';
import { PgEnRouteStore } from './adapters/persistence/booking-en-route.store.js';
import { BookingEnRoute } from './adapters/persistence/migrations/2026120220-booking-en-route.js';
import { BookingChangedNotify } from './adapters/persistence/migrations/2026120430-booking-changed-notify.js';
import { BookingNoShow } from './adapters/persistence/migrations/2026120910-booking-no-show.js';
import { BookingAnalyticsRollups } from './adapters/persistence/migrations/2026121400-booking-analytics-rollups.js';
import { sendReminders } from './application/send-reminders.js';
import { BookingAnalytics } from './adapters/persistence/booking.analytics.js';
import { deleteOldVisitPhotos, eraseOldPunchPositions } from './application/retention.js';
import { bookingPersonalData } from './adapters/persistence/booking.personal-data.js';
import { bookingRouter } from './adapters/http/booking.routes.js';
import { adminBookingRouter } from './adapters/http/admin-booking.routes.js';
import { pricingRouter } from './adapters/http/pricing.routes.js';
import { sharpPhotoProcessor } from './adapters/sharp-photo.adapter.js';
import { expireRequests } from './application/answer-request.js';
import { reconcileStuck } from './application/reconcile.js';
import { pushRequestToCleaner, sendNotification, sendRequestSentToClient, sendRequestToCleaner, sendVisitReceipt } from './application/booking-notifications.js';
import { galleryCandidates, galleryPhotoFile, gallerySource } from './application/gallery-consent.js';
import { caseVisitFacts, problemPhoto, requestReclean, visitPhotoFile } from './application/case-support.js';
export type { CaseVisitFacts } from './application/case-support.js';

export { VISIT_STARTED } from './application/work-day.js';
export type { BookingSettings, PaymentsPort, PayoutAccounts, VisitEnded, ConversationFacts, CleanerShare, CleanerShares, PromoCodes, PromoUsage } from './application/ports.js';
export type { PromoCodeTerms } from './domain/promo-redemption.js';
export type { PromoDiscount } from './domain/pricing.js';
export type { BookingPaymentFacts } from './application/payment-facts.js';
export { BOOKING_REQUESTED, type NotificationPayload, type RequestedPayload, type RequestedVisit } from './application/booking-notifications.js';
export { DEFAULT_REMINDERS } from './application/send-reminders.js';
export { NO_SHOW_DECLARED, type NoShowDeclaredPayload } from './application/no-show.js';
export type { ReminderSettings } from './application/ports.js';
export { GALLERY_CONSENT_WITHDRAWN, type GalleryConsentWithdrawn, type GallerySource } from './application/gallery-consent.js';
export type { PaymentStatus } from './domain/payment-status.js';
export type { PlatformBookingFigures, CleanerBookingFigures } from './adapters/persistence/booking.analytics.js';
export { DEFAULT_PRICING } from './domain/pricing.js';
/** The price of a visit, for the demo seed's visits (src/db/demo): priced exactly as a request is. */
export { quote, type Quote, type PricingSettings } from './domain/pricing.js';
export { DEFAULT_CANCELLATION } from './domain/cancellation-policy.js';
export { STUCK_AFTER_MS } from './application/reconcile.js';

/** The channel booking's trigger announces a changed booking on (migration 2026120430): messaging's conversation facts follow it. */
export const BOOKING_CHANGED_CHANNEL = 'eclat_booking_changed';

/** Tables and migrations, known before the ORM starts. */
export const bookingPersistence = {
  entities: [BookingSchema, BookingTransitionSchema, BookingPhotoSchema],
  migrations: [
    { name: '2026112270-booking-init', class: BookingInit },
    { name: '2026112800-booking-gallery-consent', class: BookingGalleryConsent },
    { name: '2026112810-booking-retention', class: BookingRetention },
    { name: '2026112950-booking-analytics-indexes', class: BookingAnalyticsIndexes },
    { name: '2026113020-booking-promo-index', class: BookingPromoIndex },
    { name: '2026113040-booking-reminders', class: BookingReminders },
    { name: '2026120220-booking-en-route', class: BookingEnRoute },
    { name: '2026120430-booking-changed-notify', class: BookingChangedNotify },
    { name: '2026120910-booking-no-show', class: BookingNoShow },
    { name: '2026121400-booking-analytics-rollups', class: BookingAnalyticsRollups },
  ] satisfies MigrationObject[],
};

export interface BookingModuleDeps {
  em: () => EntityManager;
  clock: Clock;
  mailer: Mailer;
  /** Whether a person turned booking reminders off (messaging's notification preferences); all on when left out. */
  preferences?: EmailPreferences;
  /** Push notifications of requests, answers and reminders (issue #34); none when left out. */
  push?: PushNotifier;
  files: FileStorage;
  /** Deletes the files of deleted rows once the deletion commits (the outbox); default: right after the commit. */
  fileDisposal?: FileDisposal;
  accounts: Accounts;
  cleaners: Cleaners;
  properties: Properties;
  /** The geo module's placement of saved addresses (punch-in without a geocoder, issue #40). */
  placements?: AddressPlacements;
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
  flows?: StagingFlowEvents;
  /** The referrals module's credits once it exists (issue #7); none until then. */
  referrals?: ReferralCredits;
  /** The promotions module's codes (issue #16); none when built alone. */
  promoCodes?: PromoCodes;
}

const noReferralCredits: ReferralCredits = {
  availableCents: async () => 0,
  availableCentsRead: () => ({ name: 'booking.no_referral_credit', text: 'select 0', values: [], decode: () => 0 }),
  reserve: async () => {},
};
const noPromoCodes: PromoCodes = { find: async () => null, lock: async () => null, featured: async () => null };

export function createBookingModule(d: BookingModuleDeps) {
  const bookings = new MikroOrmBookingRepository(d.em);
  const deps: BookingDeps = {
    bookings,
    tx: new OrmTransactor(d.em),
    readTogether: (...reads) => readTogether(d.em(), ...reads),
    accounts: d.accounts,
    cleaners: d.cleaners,
    properties: d.properties,
    ...(d.placements ? { placements: d.placements } : {}),
    availability: d.availability,
    payments: d.payments,
    payoutAccounts: d.payoutAccounts,
    shares: d.shares,
    referrals: d.referrals ?? noReferralCredits,
    promoCodes: d.promoCodes ?? noPromoCodes,
    files: d.files,
    fileDisposal: d.fileDisposal ?? afterCommitDisposal(d.files),
    photos: sharpPhotoProcessor,
    mailer: d.mailer,
    ...(d.preferences ? { preferences: d.preferences } : {}),
    push: d.push ?? noPush,
    clock: d.clock,
    newId,
    settings: d.settings,
    rateLimiter: d.rateLimiter,
    onSideEffectError: d.onSideEffectError,
    flows: d.flows ?? noStagingFlowEvents,
    reminders: new PgReminderStore(d.em),
    enRoute: new PgEnRouteStore(d.em),
  };
  return {
    routers: [bookingRouter(deps), adminBookingRouter(deps), pricingRouter(deps)],
    api: {
      /** For availability: a cleaner's pending, confirmed and in-progress visits between two instants. */
      bookedIntervals: (cleanerId: string, from: Date, to: Date) => bookings.bookedIntervals(cleanerId, from, to),
      /** The same for many cleaners in one query (search's free-time read model). */
      bookedIntervalsOf: (cleanerIds: readonly string[], from: Date, to: Date) => bookings.bookedIntervalsOf(cleanerIds, from, to),
      /** For the cleaner's calendar feed: the same visits with their service and city. */
      calendarVisits: (cleanerId: string, from: Date, to: Date) => bookings.calendarVisits(cleanerId, from, to),
      /** Cleaners whose bookings changed after `since`, and the latest change seen (search's free-time read model). */
      cleanersChangedSince: (since: Date) => bookings.cleanersChangedSince(since),
      /** For properties: may this cleaner read the property's secrets (a confirmed or running visit there)? */
      cleanerHasConfirmedBookingAt: (cleanerId: string, propertyId: string) => bookings.cleanerHasConfirmedBookingAt(cleanerId, propertyId),
      /**
       * For messaging: the two parties and the state of a booking (null when unknown). Messages may be
       * sent while it is confirmed or in progress, and read afterwards.
       */
      participants: (bookingId: string) => bookings.conversationFactsOf(bookingId),
      /** For messaging: every booking of this user that was accepted at some point (one conversation each). */
      conversationBookings: (userId: string) => bookings.conversationBookings(userId),
      /** For messaging: every visit of a series (its visits share one conversation per client and cleaner). */
      seriesConversationFacts: (seriesId: string) => bookings.seriesConversationFacts(seriesId),
      /** For presence: of these cleaners, those at work (a visit in progress) now. */
      cleanersAtWork: (cleanerIds: string[]) => bookings.cleanersAtWork(cleanerIds),
      /** For reviews: the parties, status, punch-out time and cleaning type of a booking (null when unknown). */
      reviewFacts: (bookingId: string) => bookings.reviewFactsOf(bookingId),
      /** For review reminders: completed visits whose punch-out is in (after, until], oldest first, after the cursor. */
      completedBetween: (after: Date, until: Date, cursor: { bookingId: string; completedAt: Date } | null, limit: number) => bookings.completedBetween(after, until, cursor, limit),
      /** For referrals: a booking of this client went ahead (requested, confirmed, running or completed), so they are no longer new. */
      clientHasBooked: (clientId: string) => bookings.clientHasBooked(clientId),
      /** For the console's promo codes: per code, its uses, distinct clients and the discount given. */
      promoUsage: (codes: string[]) => bookings.promoUsage(codes),
      /** For the console's promo codes: a code some booking carried (in any state) is kept, never deleted. */
      promoEverUsed: (code: string) => bookings.promoEverUsed(code),
      /** For the content module's impact page: completed visits and their booked minutes, platform-wide. */
      completedTotals: () => bookings.completedTotals(),
      /** For the cleaners' cards (issue #35): completed visits, and the answer time of each request received since `since`. */
      trustFactsOf: (cleanerIds: readonly string[], since: Date) => bookings.trustFactsOf(cleanerIds, since),
      /** For the console (issue #36): per cleaner, the no-shows their clients declared (absent: none). */
      noShowCountsOf: (cleanerIds: readonly string[]) => bookings.noShowCountsOf(cleanerIds),
      /** The `booking.no_show_declared` flow's steps (issue #36): everything paid refunded or released, then the two emails. */
      settleNoShow: settleNoShow(deps),
      sendNoShowToCleaner: sendNoShowToCleaner(deps),
      sendNoShowToClient: sendNoShowToClient(deps),
      /** For reviews' completion rate: a cleaner's completed visits, own cancellations and no-shows. */
      reliabilityOf: (cleanerId: string) => bookings.reliabilityOf(cleanerId),
      /** The same, for a page of cleaners (the console's users, issue #36). */
      reliabilitiesOf: (cleanerIds: readonly string[]) => bookings.reliabilitiesOf(cleanerIds),
      /** For payments, payouts and invoices: the parties, times, quote and cancellation of a booking (null when unknown). */
      paymentFacts: async (bookingId: string) => {
        const b = await bookings.findById(bookingId);
        return b ? paymentFactsOf(b) : null;
      },
      /** For payments: moves the payment status from one of `from` to `to` under the row lock; false when it was elsewhere. */
      setPaymentStatus: setPaymentStatus(deps),
      /** For account deletion: the person's open visits (pending, confirmed, in progress), soonest first; deletion waits for them. */
      openVisitsOf: (userId: string, limit = 20) => bookings.openVisitsOf(userId, limit),
      /** For messaging's retention: when each of these visits ended (punch-out, else booked end); unknown ids are left out. */
      visitEnds: (bookingIds: string[]) => bookings.visitEnds(bookingIds),
      /** Retention job: one batch (at most `limit`) of photos of visits ended before `before` deleted, files after the commit; answers how many. */
      deleteOldVisitPhotos: deleteOldVisitPhotos(deps),
      /** Retention job: punch coordinates of at most `limit` visits ended before `before` erased (time and distance kept); answers how many. */
      eraseOldPunchPositions: eraseOldPunchPositions(deps),
      /** The scheduled job: expire unanswered requests; returns how many. */
      expireRequests: expireRequests(deps),
      /** The `booking.notify` flow's step (src/flows/booking-flows.ts): the emails about a change. */
      sendNotification: sendNotification(deps),
      /** The `booking.requested` flow's steps: the new request to the cleaner, "request sent" to the client. */
      sendRequestToCleaner: sendRequestToCleaner(deps),
      sendRequestSentToClient: sendRequestSentToClient(deps),
      /** The `booking.requested` flow's push step: the new request on the cleaner's devices. */
      pushRequestToCleaner: pushRequestToCleaner(deps),
      /** The `booking.fully_paid` flow's last step: the completed visit's receipt and invoice link to the client. */
      sendVisitReceipt: sendVisitReceipt(deps),
      /** The reminder job (every minute): visit and request-expiry reminders due now, each sent once; answers how many. */
      sendReminders: sendReminders(deps),
      /** The reconciler job: requests and punch-outs a dead process left half done. */
      reconcileStuck: reconcileStuck(deps),
      /** For the content module's gallery: a visit's photos and its client's consent to publish them (null when unknown). */
      gallerySource: gallerySource(deps),
      /** For the console's gallery: completed visits with the client's consent and a before and an after photo. */
      galleryCandidates: galleryCandidates(deps),
      /** A photo's bytes while its visit's gallery consent stands; null otherwise. */
      galleryPhotoFile: galleryPhotoFile(deps),
      /** Inside the caller's transaction: holds the consent (row lock) until it commits; false when it is not given. */
      holdGalleryConsent: (bookingId: string) => bookings.holdGalleryConsent(bookingId),
      /** For the cases module (issue #36): a visit's parties, punch times and distances, and photos (null when unknown). */
      caseVisitFacts: caseVisitFacts(deps),
      /** For the console's case page: a visit photo's bytes (null when unknown). */
      visitPhotoFile: visitPhotoFile(deps),
      /** For problem reports' photos: the visit photos' checks and re-encoding. */
      problemPhoto: problemPhoto(deps),
      /** A case's re-clean: a 0 $ request to the same cleaner, idempotent by requestKey (case-support.ts). */
      requestReclean: requestReclean(deps),
      /** The console's analytics (issue #16): the period's bookings, platform-wide or of one cleaner, aggregated in SQL. */
      analytics: new BookingAnalytics(d.em),
      /** The data export (portability): the person's bookings as their side sees them, the other party by name only. */
      personalData: bookingPersonalData(d.em, d.accounts, d.files),
      /** Account deletion: the bookings stay (tax law) without the client's home details, notes, coordinates or photos. */
      erasePersonalData: bookingErasure(d.em, deps.fileDisposal, deps.flows),
    },
    deps,
  };
}

export type BookingModule = ReturnType<typeof createBookingModule>;
