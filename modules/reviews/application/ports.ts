import type { Mailer } from '../../../src/shared/mailer.js';
import type { EmailPreferences } from '../../../src/shared/email-preferences.js';
import type { ReviewParty } from '../domain/review-reminder.js';
import type { Clock } from '../../../src/shared/clock.js';
import type { ResponsiveImageView } from '../../../src/shared/image-variants.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { Result } from '../../../src/shared/result.js';
import type { RatingSummary, Reliability } from '../domain/aggregates.js';
import type { Direction, Moderation, Ratings, Review, ReviewStatus } from '../domain/review.js';

export interface ReviewAccount {
  id: string;
  name: string;
  email: string;
  locale: Locale;
  profilePic: string | null;
  /** The picture with its AVIF/WebP variants (identity's view); null without a picture. */
  profilePicImage: ResponsiveImageView | null;
  /** False when suspended or deleted: no email goes to such an account. */
  active: boolean;
  /** Made up by the development demo seed: public reviews involving it say so. */
  isDemo: boolean;
}

/** Identity's accounts. */
export interface Accounts {
  findMany(userIds: string[]): Promise<ReviewAccount[]>;
  /** Accounts whose name or email contains q (the console's search). */
  searchIds(q: string, limit: number): Promise<string[]>;
}

/** What the booking module tells about one booking, for reviewing it. */
export interface ReviewBookingFacts {
  clientId: string;
  cleanerId: string;
  status: string;
  /** The punch-out: the start of the review window; null until completed. */
  completedAt: Date | null;
  cleaningType: string;
}

/** A completed visit, for the review reminders. */
export interface CompletedVisit {
  bookingId: string;
  completedAt: Date;
}

export interface Bookings {
  reviewFacts(bookingId: string): Promise<ReviewBookingFacts | null>;
  /** Visits whose punch-out is in (after, until], oldest first, after the keyset cursor (null for the first page). */
  completedBetween(after: Date, until: Date, cursor: CompletedVisit | null, limit: number): Promise<CompletedVisit[]>;
  reliabilityOf(cleanerId: string): Promise<Reliability>;
}

/** The cleaners module: public slugs, and the aggregates behind search, profile and recommendations. */
export interface Cleaners {
  slugOf(userId: string): Promise<string | null>;
  recordRatings(userId: string, ratings: { average: number | null; count: number; completionRate: number | null }): Promise<Result<void, DomainError>>;
}

export interface StoredAggregates extends RatingSummary {
  cleanerId: string;
  completionRate: number | null;
  updatedAt: Date;
}

export interface AdminReviewQuery {
  /** Authors or subjects matching the console's search; null = no search. */
  accountIds: string[] | null;
  status: ReviewStatus | null;
  direction: Direction | null;
  /** Reviews of this cleaner's visits (either direction); null = any. */
  cleanerId: string | null;
  ids: string[] | null;
  sort: { field: 'createdAt' | 'overall'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export interface ReviewRepository {
  /** Serializes the two parties' reviews of one booking until the transaction ends. */
  lockBooking(bookingId: string): Promise<void>;
  /** False when this party already reviewed the booking. */
  insert(review: Review): Promise<boolean>;
  ofBooking(bookingId: string): Promise<Review[]>;
  find(id: string): Promise<Review | null>;
  /** Publishes these pending reviews; returns those it published. */
  publish(ids: string[], at: Date): Promise<Review[]>;
  /** Publishes pending reviews whose window has closed, taking rows with SKIP LOCKED (many instances). */
  publishClosedWindows(now: Date, limit: number): Promise<Review[]>;
  moderate(id: string, moderation: Moderation): Promise<void>;
  /** Ratings of the cleaner's published, not hidden reviews by clients. */
  visibleRatingsOfCleaner(cleanerId: string): Promise<Ratings[]>;
  /** Published, not hidden reviews about this user, newest first. */
  visibleAbout(subjectId: string, limit: number): Promise<Review[]>;
  writtenBy(authorId: string, limit: number): Promise<Review[]>;
  /** Published, not hidden reviews of cleaners by clients (of one cleaner, or all), newest first. */
  publicPage(cleanerId: string | null, offset: number, limit: number): Promise<{ items: Review[]; total: number }>;
  saveAggregates(a: StoredAggregates): Promise<void>;
  aggregatesOf(cleanerId: string): Promise<StoredAggregates | null>;
  adminList(q: AdminReviewQuery): Promise<{ items: Review[]; total: number }>;
  /** Records the one review reminder of this party for this booking; false when it was already recorded (sent once). */
  claimReminder(bookingId: string, party: ReviewParty, at: Date): Promise<boolean>;
}

export interface Transactor {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export interface ReviewSettings {
  /** Days after the punch-out during which both parties may review (REVIEW_WINDOW_DAYS). */
  windowDays: number;
  /** Hours before the window closes when the one reminder goes (REVIEW_REMINDER_HOURS_BEFORE); none when left out. */
  reminderHoursBefore?: number;
}

export interface ReviewsDeps {
  reviews: ReviewRepository;
  tx: Transactor;
  accounts: Accounts;
  bookings: Bookings;
  cleaners: Cleaners;
  clock: Clock;
  newId: () => string;
  settings: ReviewSettings;
  /** Invitations and publication notices (the outbox's mailer in the shell). */
  mailer: Mailer;
  /** Whether a person turned review invitations and reminders off. */
  preferences: EmailPreferences;
  /** The web app's address, for the links in emails. */
  publicUrl: string;
  /** The outbox: a published review is told to integrators (review.published, modules/integrations). */
  flows: { emit(event: string, key: string, payload: Record<string, unknown>): Promise<void> };
}
