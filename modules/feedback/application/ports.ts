import type { Clock } from '../../../src/shared/clock.js';
import type { ResponsiveImageView } from '../../../src/shared/image-variants.js';
import type { RateLimiter } from '../../../src/shared/rate-limiter.js';
import type { FeedbackReason, Opinion, OpinionKind, Report, ReportStatus } from '../domain/feedback.js';

export interface FeedbackAccount {
  id: string;
  name: string;
  profilePic: string | null;
  /** The picture with its AVIF/WebP variants (identity's view); null without a picture. */
  profilePicImage: ResponsiveImageView | null;
}

/** Identity's accounts (names and pictures for the console). */
export interface Accounts {
  findMany(userIds: string[]): Promise<FeedbackAccount[]>;
}

/** The cleaners module: only listed cleaners (those shown in search and recommendations) get feedback. */
export interface Cleaners {
  isListed(userId: string): Promise<boolean>;
  slugOf(userId: string): Promise<string | null>;
}

export interface AdminReportQuery {
  status: ReportStatus | null;
  cleanerId: string | null;
  ids: string[] | null;
  sort: { field: 'createdAt' | 'status'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export interface FeedbackRepository {
  /** Inserts or replaces the client's opinion of this cleaner (unique per pair); returns the stored one. */
  saveOpinion(opinion: Opinion): Promise<Opinion>;
  deleteOpinion(clientId: string, cleanerId: string): Promise<void>;
  opinionsOf(clientId: string): Promise<Opinion[]>;
  notInterestedIds(clientId: string): Promise<string[]>;
  insertReport(report: Report): Promise<void>;
  findReport(id: string): Promise<Report | null>;
  saveReportDecision(report: Report): Promise<void>;
  adminList(q: AdminReportQuery): Promise<{ items: Report[]; total: number }>;
  /** The current opinions clients hold of this cleaner, without who holds them (issue #40). */
  receivedBy(cleanerId: string, commentLimit: number): Promise<ReceivedFeedback>;
}

/** What a cleaner is told of clients' opinions of them: counts, reasons and the latest comments, never who. Reports stay with the team. */
export interface ReceivedFeedback {
  counts: Record<OpinionKind, number>;
  reasons: { kind: OpinionKind; reason: FeedbackReason; count: number }[];
  comments: { kind: OpinionKind; reason: FeedbackReason | null; comment: string; month: string }[];
}

export interface Favourite {
  cleanerId: string;
  createdAt: Date;
}

export type FavouriteAdded = 'added' | 'exists' | 'full';

/** A client's favourite cleaners (private to the client). */
export interface FavouritesRepository {
  /** Adds the cleaner unless already there or the client holds `max` favourites already. */
  add(clientId: string, cleanerId: string, at: Date, max: number): Promise<FavouriteAdded>;
  remove(clientId: string, cleanerId: string): Promise<void>;
  /** Newest first. */
  of(clientId: string): Promise<Favourite[]>;
}

export interface FeedbackDeps {
  feedback: FeedbackRepository;
  favourites: FavouritesRepository;
  /** How many favourites one client may keep (config `favourites.maxPerClient`). */
  maxFavourites: number;
  accounts: Accounts;
  cleaners: Cleaners;
  rateLimiter: RateLimiter;
  clock: Clock;
  newId: () => string;
}
