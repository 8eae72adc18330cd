import type { ResponsiveImageView } from '../../../src/shared/image-variants.js';
import { presentSummary, type RatingSummary } from '../domain/aggregates.js';
import { publicAuthorName, statusOf, type Review } from '../domain/review.js';
import type { ReviewsDeps } from './ports.js';

export interface PartyDto {
  id: string;
  name: string;
  profilePic: string | null;
  profilePicImage: ResponsiveImageView | null;
  slug: string | null;
}

export interface ReviewDto {
  id: string;
  bookingId: string;
  direction: Review['direction'];
  author: PartyDto;
  subject: PartyDto;
  ratings: Review['ratings'];
  comment: string | null;
  status: ReturnType<typeof statusOf>;
  createdAt: string;
  publishedAt: string | null;
}

export interface AdminReviewDto extends ReviewDto {
  moderation: { hidden: boolean; reason: string | null; adminId: string; at: string } | null;
}

export interface PublicReviewDto {
  id: string;
  cleaner: PartyDto;
  authorName: string;
  ratings: Review['ratings'];
  comment: string | null;
  cleaningType: string;
  publishedAt: string;
  /** Written by or about a demo account (issue #35): shown with a "Démo" badge. */
  isDemo: boolean;
}

/** The parties by id, and which of them are demo accounts (kept beside: a party's contract shape has no such flag). */
export class Parties extends Map<string, PartyDto> {
  readonly demoIds = new Set<string>();
}

/** The people named by these reviews (names, pictures, and the cleaners' slugs), loaded once. */
export async function partiesOf(deps: ReviewsDeps, reviews: Review[]): Promise<Parties> {
  const ids = [...new Set(reviews.flatMap((r) => [r.authorId, r.subjectId]))];
  const cleanerIds = new Set(reviews.map((r) => r.cleanerId));
  const accounts = ids.length ? await deps.accounts.findMany(ids) : [];
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const parties = await Promise.all(
    ids.map(async (id): Promise<PartyDto> => {
      const a = byId.get(id);
      return { id, name: a?.name ?? '—', profilePic: a?.profilePic ?? null, profilePicImage: a?.profilePicImage ?? null, slug: cleanerIds.has(id) ? await deps.cleaners.slugOf(id) : null };
    }),
  );
  const map = new Parties(parties.map((p) => [p.id, p]));
  for (const a of accounts) if (a.isDemo) map.demoIds.add(a.id);
  return map;
}

export function presentReview(r: Review, parties: Map<string, PartyDto>): ReviewDto {
  return {
    id: r.id,
    bookingId: r.bookingId,
    direction: r.direction,
    author: parties.get(r.authorId)!,
    subject: parties.get(r.subjectId)!,
    ratings: r.ratings,
    comment: r.comment,
    status: statusOf(r),
    createdAt: r.createdAt.toISOString(),
    publishedAt: r.publishedAt?.toISOString() ?? null,
  };
}

export function presentAdminReview(r: Review, parties: Map<string, PartyDto>): AdminReviewDto {
  const m = r.moderation;
  return { ...presentReview(r, parties), moderation: m ? { hidden: m.hidden, reason: m.reason, adminId: m.adminId, at: m.at.toISOString() } : null };
}

export function presentPublicReview(r: Review, parties: Parties): PublicReviewDto {
  return {
    id: r.id,
    cleaner: parties.get(r.cleanerId)!,
    authorName: publicAuthorName(parties.get(r.authorId)!.name),
    ratings: r.ratings,
    comment: r.comment,
    cleaningType: r.cleaningType,
    publishedAt: (r.publishedAt ?? r.createdAt).toISOString(),
    isDemo: parties.demoIds.has(r.cleanerId) || parties.demoIds.has(r.authorId),
  };
}

export const summaryDto = (s: RatingSummary) => presentSummary(s);
