import type { ReadResults, SqlRead } from '../../../src/shared/sql-read.js';
import type { StagedFlow, StagingFlowEvents } from '../../../src/shared/flow-events.js';
import type { Clock } from '../../../src/shared/clock.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { Mailer } from '../../../src/shared/mailer.js';
import type { EmailPreferences } from '../../../src/shared/email-preferences.js';
import type { PushNotifier } from '../../../src/shared/push-notices.js';
import type { FileStorage } from '../../../src/shared/file-storage.js';
import type { FileDisposal } from '../../../src/shared/file-disposal.js';
import type { ResponsiveImageView } from '../../../src/shared/image-variants.js';
import type { RateLimiter } from '../../../src/shared/rate-limiter.js';
import type { Booking, PropertyView, Transition } from '../domain/booking.js';
import type { BookingStatus } from '../domain/booking-status.js';
import type { PricingSettings, PromoDiscount, Quote } from '../domain/pricing.js';
import type { PromoCodeTerms, PromoUses } from '../domain/promo-redemption.js';
import type { CancellationSettings } from '../domain/cancellation-policy.js';

export type ListScope = 'upcoming' | 'past' | 'requests' | 'all';

export interface BookingPhoto {
  id: string;
  bookingId: string;
  kind: 'before' | 'after';
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  createdAt: Date;
}

export interface AdminListQuery {
  q: string | null;
  /** Ids of accounts whose name or email matched q (identity answers). */
  accountIds: string[];
  status: BookingStatus | null;
  paymentStatus: string | null;
  cleanerId: string | null;
  clientId: string | null;
  from: string | null;
  to: string | null;
  /** Quebec days the request was sent, inclusive (YYYY-MM-DD). */
  requestedFrom: string | null;
  requestedTo: string | null;
  ids: string[] | null;
  sort: { field: 'startsAt' | 'requestedAt' | 'status' | 'totalCents'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export interface BookingRepository {
  /**
   * Inserts the visits and their first transitions in one statement. Throws the slot-taken
   * error when the database's exclusion constraint refuses an overlap with an active booking.
   */
  insert(visits: Booking[], transitions: Transition[]): Promise<void>;
  /**
   * Sets the deposits' references and writes the request's staged flow, in one statement, when every
   * visit is still pending; false (nothing written) when one is not.
   */
  attachDeposits(cleanerId: string, references: ReadonlyMap<string, string>, flow: StagedFlow): Promise<boolean>;
  findById(id: string): Promise<Booking | null>;
  /** Read again from the database (a flow's step changed it after this context loaded it). */
  reload(id: string): Promise<Booking | null>;
  /** Loads and locks the row until the transaction ends (call inside `tx.run`). */
  lock(id: string): Promise<Booking | null>;
  findByRequestKey(clientId: string, requestKey: string): Promise<Booking | null>;
  /** The id of the first visit this client's requestKey made, as a read. */
  requestKeyRead(clientId: string, requestKey: string): SqlRead<string | null>;
  seriesOf(seriesId: string): Promise<Booking[]>;
  /** Persists changed fields and new transitions; throws slot-taken when a moved time overlaps. */
  save(booking: Booking, transitions: Transition[]): Promise<void>;
  transitionsOf(bookingId: string): Promise<Transition[]>;
  listForParty(userId: string, role: 'client' | 'cleaner', scope: ListScope, statuses: BookingStatus[] | null, now: Date, offset: number, limit: number): Promise<{ items: Booking[]; total: number }>;
  listForAdmin(query: AdminListQuery): Promise<{ items: Booking[]; total: number }>;
  /** Has this client a booking that is or was going ahead (pending, confirmed, in progress, completed)? */
  clientHasBooked(clientId: string): Promise<boolean>;
  clientHasBookedRead(clientId: string): SqlRead<boolean>;
  /** What the emails tell of these visits, in visit order (a new request's emails, read with the parties). */
  emailVisitsRead(bookingIds: readonly string[]): SqlRead<EmailVisit[]>;
  /**
   * A promo code's uses: first visits carrying it that are going ahead or completed (a declined,
   * expired or cancelled request gives the code back), in all and by this client.
   */
  promoUses(clientId: string, code: string): Promise<PromoUses>;
  /** Per code, for the console: uses, distinct clients and the promo discount they gave (same bookings as promoUses). */
  promoUsage(codes: string[]): Promise<Map<string, PromoUsage>>;
  /** Has any booking, in any state, ever carried this code? Then it is part of their history and stays. */
  promoEverUsed(code: string): Promise<boolean>;
  /** Per cleaner (absent: none): the no-shows their clients declared (issue #36), for the console. */
  noShowCountsOf(cleanerIds: readonly string[]): Promise<Map<string, number>>;
  /** Completed visits and the minutes booked for them, platform-wide. */
  completedTotals(): Promise<{ visits: number; minutes: number }>;
  /** Per cleaner (absent: no booking at all): completed visits, and how long each request received since `since` took to answer. */
  trustFactsOf(cleanerIds: readonly string[], since: Date): Promise<Map<string, CleanerTrustFacts>>;
  /** Pending requests whose answer window has closed, locked with SKIP LOCKED so concurrent runners never share one. */
  lockExpired(now: Date, limit: number): Promise<Booking[]>;
  /** Requests (card) still without their deposit's reference since before `before`, locked (SKIP LOCKED). */
  lockStuckRequests(before: Date, limit: number): Promise<Booking[]>;
  /** Completed visits whose remainder step never finished (payment still final_pending since before `before`). */
  stuckPunchOuts(before: Date, limit: number): Promise<string[]>;
  bookedIntervals(cleanerId: string, from: Date, to: Date): Promise<{ bookingId: string; start: Date; end: Date }[]>;
  /** The same with what a calendar event tells of each visit: its service and its city (never the street address). */
  calendarVisits(cleanerId: string, from: Date, to: Date): Promise<{ bookingId: string; start: Date; end: Date; cleaningType: string; city: string }[]>;
  /** The same for many cleaners in one query, by cleaner (absent: nothing booked). */
  bookedIntervalsOf(cleanerIds: readonly string[], from: Date, to: Date): Promise<Map<string, { bookingId: string; start: Date; end: Date }[]>>;
  /** Cleaners whose bookings changed after `since` (new, answered, cancelled, moved), and the latest change seen. */
  cleanersChangedSince(since: Date): Promise<{ cleanerIds: string[]; latest: Date | null }>;
  cleanerHasConfirmedBookingAt(cleanerId: string, propertyId: string): Promise<boolean>;
  conversationFactsOf(bookingId: string): Promise<ConversationFacts | null>;
  conversationBookings(userId: string): Promise<ConversationFacts[]>;
  /** Every visit of the series, in visit order (its conversation's visits). */
  seriesConversationFacts(seriesId: string): Promise<ConversationFacts[]>;
  cleanersAtWork(cleanerIds: string[]): Promise<string[]>;
  photosOf(bookingId: string): Promise<BookingPhoto[]>;
  addPhoto(photo: BookingPhoto): Promise<void>;
  removePhoto(photoId: string): Promise<void>;
  /** The user's pending, confirmed and in-progress visits, as client or cleaner, soonest first (at most `limit`). */
  openVisitsOf(userId: string, limit: number): Promise<{ id: string; startsAt: Date; status: string }[]>;
  /** When each of these visits ended: the punch-out, else the booked end (unknown ids are left out). */
  visitEnds(bookingIds: string[]): Promise<Map<string, Date>>;
  /** Deletes up to `limit` photos of visits that ended before `before` (rows locked with SKIP LOCKED); answers their storage keys. */
  deletePhotosOfVisitsEndedBefore(before: Date, limit: number): Promise<string[]>;
  /** Erases the punch coordinates of up to `limit` visits that ended before `before`, keeping time and distance; answers how many. */
  erasePunchPositions(before: Date, limit: number): Promise<number>;
  /** Completed visits whose client agreed to the gallery and that have a before and an after photo, latest consent first. */
  galleryCandidates(offset: number, limit: number): Promise<{ items: Booking[]; total: number }>;
  /** Locks the booking row against a change of consent until the transaction ends (FOR SHARE); true while the consent stands. */
  holdGalleryConsent(bookingId: string): Promise<boolean>;
}

/** What messaging needs of a booking: its parties and whether its conversation is open. */
/** What an email about a visit tells of it. */
export type EmailVisit = Pick<Booking, 'id' | 'status' | 'startsAt' | 'endsAt' | 'expiresAt' | 'cleaningType' | 'durationMinutes' | 'quote' | 'money' | 'propertySnapshot'>;

export interface ConversationFacts {
  bookingId: string;
  /** The series the visit belongs to (null: a single visit); the visits of a series share one conversation. */
  seriesId: string | null;
  clientId: string;
  cleanerId: string;
  status: BookingStatus;
  date: string;
  time: string;
  startsAt: Date;
  cleaningType: string;
  /** Messages can be sent (confirmed or in progress); otherwise they can only be read. */
  open: boolean;
}

export interface Transactor {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export interface BookingAccount {
  id: string;
  name: string;
  email: string;
  locale: Locale;
  role: 'client' | 'cleaner' | 'admin' | null;
  profilePic: string | null;
  /** The picture with its AVIF/WebP variants (identity's view); null without a picture. */
  profilePicImage: ResponsiveImageView | null;
  active: boolean;
}

export interface Accounts {
  find(userId: string): Promise<BookingAccount | null>;
  findMany(userIds: string[]): Promise<BookingAccount[]>;
  /** findMany as a read (the accounts that exist, not deleted). */
  summariesRead(userIds: readonly string[]): SqlRead<BookingAccount[]>;
  searchIds(q: string, limit: number): Promise<string[]>;
}

export interface CleanerTerms {
  cleanerId: string;
  name: string;
  slug: string;
  serviceTypes: string[];
  mode: 'hourly' | 'fixed';
  rateCents: number | null;
  servesPlace: boolean;
  taxRegistered: { gst: boolean; qst: boolean };
}

export interface Cleaners {
  bookingTerms(cleanerId: string, place: { placeId: string; lat: number; lng: number }, propertyType: string, cleaningType: string): Promise<CleanerTerms | null>;
  /** The same, as a read: the terms once the cleaner's account and the place are known. */
  bookingTermsRead(cleanerId: string): SqlRead<(account: BookingAccount | null, place: { placeId: string; lat: number; lng: number }, propertyType: string, cleaningType: string) => CleanerTerms | null>;
  slugOf(cleanerId: string): Promise<string | null>;
}


export interface Properties {
  propertyForBooking(propertyId: string): Promise<{ ownerId: string; full: PropertyView; withoutSecrets: PropertyView } | null>;
  propertyForBookingRead(propertyId: string): SqlRead<{ ownerId: string; full: PropertyView; withoutSecrets: PropertyView } | null>;
}

/** The geo module's best known position of a saved address and its precision (issue #40: punch-in without a geocoder). */
export interface AddressPlacements {
  of(address: { placeId: string; city: string; postalCode: string | null; lat: number; lng: number }): {
    lat: number;
    lng: number;
    precision: 'address' | 'postal_area' | 'town';
    fsa: string | null;
    town: string;
  };
}

export interface Availability {
  /** Inside the cleaner's availability blocks (bookings are the booking module's own check). */
  isAvailable(cleanerId: string, start: Date, end: Date): Promise<boolean>;
  /** The same for each interval (a series' visits), as a read. */
  availabilityRead(cleanerId: string, intervals: { start: Date; end: Date }[]): SqlRead<boolean[]>;
  /**
   * Right before a request's availability is read: the cleaner's external busy times brought up to date
   * (their Google calendar read now, issue #38). Never throws for the calendar's failures.
   */
  refreshBusyTimes?(cleanerId: string): Promise<void>;
}

export type PaymentOutcome = { ok: true; reference: string } | { ok: false; reason: 'declined' | 'authentication_required' | 'error' };

/**
 * Money movements in domain words. The payments module adapts it (issue #5: Stripe); until then the
 * keyless development provider stands in (never in production). Every call is idempotent on its key.
 */
export interface PaymentsPort {
  authorizeDeposit(input: { bookingId: string; clientId: string; amountCents: number; paymentMethodId: string | null; idempotencyKey: string }): Promise<PaymentOutcome>;
  captureDeposit(input: { bookingId: string; reference: string; idempotencyKey: string }): Promise<PaymentOutcome>;
  releaseDeposit(input: { bookingId: string; reference: string; idempotencyKey: string }): Promise<PaymentOutcome>;
  refund(input: { bookingId: string; reference: string; amountCents: number; idempotencyKey: string }): Promise<PaymentOutcome>;
  /** Off-session charge on the card of the deposit: the remainder after punch-out, or the part of a late-cancellation fee the deposit does not cover. */
  chargeRemainder(input: { bookingId: string; clientId: string; amountCents: number; kind: 'remainder' | 'cancellation_fee'; idempotencyKey: string }): Promise<PaymentOutcome>;
  /** What became of a visit's deposit, for the reconciler: held (with its reference), still unknown, or none. */
  depositState(bookingId: string): Promise<{ status: 'held'; reference: string } | { status: 'unknown' | 'none' }>;
}

/** The payouts module's word on a cleaner (issue #5): a cleaner accepts bookings only once they can be paid. */
export interface PayoutAccounts {
  canReceiveTransfers(cleanerId: string): Promise<boolean>;
}

/** A visit ended: completed (punch-out) or cancelled. */
export interface VisitEnded {
  cleanerId: string;
  bookingId: string;
  outcome: 'completed' | 'cancelled';
}

export interface PromoUsage {
  uses: number;
  clients: number;
  discountCents: number;
}

/** The promotions module's codes (stored in the database, managed in the console). */
export interface PromoCodes {
  find(code: string): Promise<PromoCodeTerms | null>;
  /** The same, its row locked until the transaction ends: redemptions of one code queue here (call inside `tx.run`). */
  lock(code: string): Promise<PromoCodeTerms | null>;
  /** The code the public pricing terms state (BIENVENUE10 by default) while it runs; null otherwise. */
  featured(): Promise<FeaturedPromo | null>;
}

/** A running promo code as the public pages state it. */
export interface FeaturedPromo {
  code: string;
  discount: PromoDiscount;
  endsAt: Date | null;
}

/** The referrals module's seam (issue #7): discount rewards a client may spend on the first visit of a booking. */
export interface ReferralCredits {
  availableCents(clientId: string): Promise<number>;
  availableCentsRead(clientId: string): SqlRead<number>;
  /** The request is stored and its deposit held: the referral discount quoted on its first visit is set aside for that visit. */
  reserve(clientId: string, bookingId: string, amountCents: number): Promise<void>;
}

export interface PhotoProcessor {
  /** The image re-encoded for storage, or null when it is not a readable image. */
  toProgressPhoto(data: Buffer): Promise<{ data: Buffer; contentType: string } | null>;
}

export interface BookingSettings {
  pricing: PricingSettings;
  cancellation: CancellationSettings;
  /** Hours a cleaner has to answer a request (spec: 24). */
  requestExpiryHours: number;
  punchInEarlyMinutes: number;
  punchInRadiusMeters: number;
  /** Added to the radius when the property is placed only by its postal area or town (config PUNCH_IN_*_MARGIN_METERS); none when left out. */
  punchInMarginMeters?: { postal_area: number; town: number };
  /** Share of the booked duration to spend on site before the punch-out, in % (docs/decisions.md "Work day"). */
  minimumOnSitePercent: number;
  publicUrl: string;
  /** Signs the accept/decline links of request emails. */
  appSecret: string;
  /** Public price estimates per IP (the shared PgRateLimiter; 429 past it). */
  estimateLimit: { perIp: number; windowSeconds: number };
  /**
   * What other modules configure and the public pricing terms state (GET /api/pricing), passed in by
   * the shell: the cleaners' hourly rate bounds, the payouts' commission and instant payout fee.
   */
  publicTerms: { hourlyRateCents: { min: number; max: number }; commissionPercent: number; instantPayoutFeeCents: number };
  /** Reminder times; DEFAULT_REMINDERS when left out. */
  reminders?: ReminderSettings;
  /** The longest arrival a cleaner may announce with "En route", in minutes (config `booking.enRouteMaxEtaMinutes`). */
  enRouteMaxEtaMinutes?: number;
  /** Minutes after the start (or the announced late arrival) from which the client may declare a no-show (config NO_SHOW_DECLARATION_AFTER_MINUTES, 30). */
  noShowDeclarationAfterMinutes?: number;
  /** How long a refund takes to reach the card, told in the client's emails (config `booking.refundBusinessDays`; 5 to 10 when left out). */
  refundDelay?: { minBusinessDays: number; maxBusinessDays: number };
}

/** A cleaner's share of some of a booking's money (integer cents): gross - commission + the sales taxes they collect. */
export interface CleanerShare {
  grossCents: number;
  commissionCents: number;
  taxCents: number;
  amountCents: number;
}

/** The payouts module's commission rule, so that the cleaner reads what they will earn where bookings are shown. */
export interface CleanerShares {
  /** Of a visit: the service as billed (after discounts), less the commission, plus the GST/QST a registered cleaner charged. */
  ofVisit(quote: Quote): CleanerShare;
  /** Of a client's late-cancellation fee. */
  ofCancellationFee(feeCents: number): CleanerShare;
}

export interface BookingDeps {
  bookings: BookingRepository;
  tx: Transactor;
  accounts: Accounts;
  cleaners: Cleaners;
  properties: Properties;
  /** Where a property is known to be; its stored coordinates taken as the address's when left out. */
  placements?: AddressPlacements;
  availability: Availability;
  payments: PaymentsPort;
  payoutAccounts: PayoutAccounts;
  shares: CleanerShares;
  referrals: ReferralCredits;
  promoCodes: PromoCodes;
  files: FileStorage;
  /** Files of deleted rows, deleted once the deletion commits (the outbox in the shell). */
  fileDisposal: FileDisposal;
  photos: PhotoProcessor;
  mailer: Mailer;
  /** Whether a person turned visit and request reminders off (messaging's preferences); all on when left out. */
  preferences?: EmailPreferences;
  /** Push notifications to the parties' devices (the outbox's `push.send`, issue #34). */
  push: PushNotifier;
  clock: Clock;
  newId: () => string;
  /** Reads of several modules in one statement (src/shared/sql-read.ts; a request's reads, issue #24). */
  readTogether: <R extends readonly SqlRead<unknown>[]>(...reads: R) => Promise<ReadResults<R>>;
  settings: BookingSettings;
  /** Public price estimates per IP. */
  rateLimiter: RateLimiter;
  /** Errors of side effects after the commit (emails), logged not thrown. */
  onSideEffectError: (error: unknown) => void;
  /**
   * Cross-module flows (src/flows), started inside the change's transaction: `booking.visit_ended`
   * (a visit was completed or cancelled: referral credits settle, earnings, the cleaner's completion rate).
   * A request's `booking.requested` is staged into the statement that attaches its deposits.
   */
  flows: StagingFlowEvents;
  /** Which reminders were sent (docs/decisions.md "Booking reminders"). */
  reminders: ReminderStore;
  /** "En route" taps (docs/decisions.md "On my way"). */
  enRoute: EnRouteStore;
}

/** The cleaner's "En route" of one visit: when they first tapped it and the arrival they announce. */
export interface EnRoute {
  bookingId: string;
  startedAt: Date;
  etaAt: Date | null;
  updatedAt: Date;
}

export interface EnRouteStore {
  find(bookingId: string): Promise<EnRoute | null>;
  /** Records the first tap; false when the visit already has one (call under the booking's row lock). */
  start(bookingId: string, at: Date, etaAt: Date | null): Promise<boolean>;
  updateEta(bookingId: string, etaAt: Date | null, at: Date): Promise<void>;
}

/** The day before at the visit's local time, shortly before the visit, and before an unanswered request expires. */
export type ReminderKind = 'visit_day_before' | 'visit_soon' | 'request_expiring';

/** A confirmed visit or a pending request a reminder may be due for, with the reminders already sent for its current time. */
export interface ReminderCandidate {
  bookingId: string;
  status: 'confirmed' | 'pending';
  /** Quebec date and minute of the start. */
  date: string;
  startMinute: number;
  startsAt: Date;
  expiresAt: Date;
  requestedAt: Date;
  respondedAt: Date | null;
  sent: ReminderKind[];
}

export interface ReminderStore {
  /** Confirmed visits starting in (now, visitsUntil] and pending requests expiring in (now, expiriesUntil]. */
  candidates(now: Date, visitsUntil: Date, expiriesUntil: Date, limit: number): Promise<ReminderCandidate[]>;
  /** Records the reminder; false when another run already did (call in the transaction that records its emails). */
  claim(bookingId: string, kind: ReminderKind, dueFor: Date, now: Date): Promise<boolean>;
}

/** When reminders go (config `booking.reminders`, docs/decisions.md "Booking reminders"). */
export interface ReminderSettings {
  /** Minutes before the visit of the second reminder (default 120). The first is the day before at the visit's local time. */
  soonMinutesBefore: number;
  /** Minutes before an unanswered request expires that the cleaner is reminded (default 240). */
  requestExpiringMinutesBefore: number;
}

/**
 * What the public cards say of a cleaner's bookings (issue #35): completed visits (ever), and one
 * sample per request received in the window: seconds until the cleaner accepted or declined it, or
 * null when it expired unanswered. Requests withdrawn or cancelled before an answer, and those still
 * pending, are no sample (the cleaner had no chance, or still has one).
 */
export interface CleanerTrustFacts {
  completedVisits: number;
  responseSamples: (number | null)[];
}
