import { reviewErrors } from './reviews.errors.js';

/** The seven categories a review rates, each 1..5 (spec section 3, Review). */
export const RATING_CATEGORIES = ['cleanliness', 'quality', 'reliability', 'punctuality', 'communication', 'professionalism', 'overall'] as const;
export type RatingCategory = (typeof RATING_CATEGORIES)[number];
export type Ratings = Record<RatingCategory, number>;

export type Direction = 'client_to_cleaner' | 'cleaner_to_client';
export type StoredStatus = 'pending' | 'published';
/** What readers see: a moderator's hiding wins over publication. */
export type ReviewStatus = StoredStatus | 'hidden';

export const COMMENT_MAX = 2000;

export interface Moderation {
  hidden: boolean;
  reason: string | null;
  adminId: string;
  at: Date;
}

export interface Review {
  id: string;
  bookingId: string;
  direction: Direction;
  authorId: string;
  subjectId: string;
  /** The booking's cleaner (the subject or the author): whose aggregates the review may move. */
  cleanerId: string;
  cleaningType: string;
  ratings: Ratings;
  comment: string | null;
  status: StoredStatus;
  moderation: Moderation | null;
  createdAt: Date;
  publishedAt: Date | null;
  /** End of the review window: pending reviews are published then even without the other party. */
  windowEndsAt: Date;
}

export const statusOf = (r: Pick<Review, 'status' | 'moderation'>): ReviewStatus => (r.moderation?.hidden ? 'hidden' : r.status);

/** Seen by the other party and the public: published and not hidden by a moderator. */
export const isVisible = (r: Pick<Review, 'status' | 'moderation'>): boolean => statusOf(r) === 'published';

/** Every category present and an integer 1..5, else the spec's "Veuillez noter toutes les catégories". */
export function checkRatings(input: Partial<Record<RatingCategory, unknown>> | null | undefined): Ratings {
  const missing = RATING_CATEGORIES.filter((c) => {
    const v = input?.[c];
    return !(typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 5);
  });
  if (missing.length) throw reviewErrors.rateAllCategories(missing.map((c) => ({ field: `body.ratings.${c}`, code: 'fields.required' })));
  return Object.fromEntries(RATING_CATEGORIES.map((c) => [c, input![c] as number])) as Ratings;
}

/** Trimmed; empty means no comment. The contract caps it at COMMENT_MAX characters. */
export function normalizeComment(raw: string | null | undefined): string | null {
  const text = (raw ?? '').trim();
  if (text.length > COMMENT_MAX) throw reviewErrors.invalid([{ field: 'body.comment', code: 'fields.too_long', params: { max: COMMENT_MAX } }]);
  return text || null;
}

/** Which way the caller reviews this booking, or null when they are not one of its two parties. */
export function directionFor(userId: string, booking: { clientId: string; cleanerId: string }): Direction | null {
  if (userId === booking.clientId) return 'client_to_cleaner';
  if (userId === booking.cleanerId) return 'cleaner_to_client';
  return null;
}

const DAY_MS = 86_400_000;

export const windowEnd = (completedAt: Date, windowDays: number): Date => new Date(completedAt.getTime() + windowDays * DAY_MS);

/** "Camille Tremblay" -> "Camille T.": the public sees a client's first name and initial only. */
export function publicAuthorName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return '—';
  const [first, ...rest] = parts;
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toLocaleUpperCase('fr-CA')}.` : first!;
}
