import type { Review } from '../domain/review.js';
import { windowEnd } from '../domain/review.js';
import type { ReviewsDeps } from './ports.js';
import { reviewInvitationEmail, reviewPublishedEmail } from './review-emails.js';

/** The outbox event of a published review (payload `ReviewPublished`). */
export const REVIEW_PUBLISHED = 'reviews.review_published';
export interface ReviewPublished {
  reviewId: string;
  bookingId: string;
  direction: string;
  authorId: string;
  subjectId: string;
  ratings: Record<string, number>;
  comment: string | null;
  publishedAt: string;
}

const bookingUrl = (deps: ReviewsDeps, bookingId: string): string => `${deps.publicUrl}/bookings/${bookingId}#reviews`;

/**
 * Step `reviews.invite` of `booking.visit_ended` (a completed visit): both parties are invited to review,
 * with the window's last day. The emails are recorded in the step's transaction (the outbox's mailer), so
 * they leave once, after it commits.
 */
export const inviteToReview =
  (deps: ReviewsDeps) =>
  async (bookingId: string): Promise<void> => {
    const facts = await deps.bookings.reviewFacts(bookingId);
    if (!facts || facts.status !== 'completed' || !facts.completedAt) return;
    const until = windowEnd(facts.completedAt, deps.settings.windowDays);
    const accounts = await deps.accounts.findMany([facts.clientId, facts.cleanerId]);
    const client = accounts.find((a) => a.id === facts.clientId);
    const cleaner = accounts.find((a) => a.id === facts.cleanerId);
    if (!client || !cleaner) return;
    const url = bookingUrl(deps, bookingId);
    // Review emails are optional (Mon compte, Notifications): a person who turned them off gets none.
    if (client.active && (await deps.preferences.allows(client.id, 'reviews'))) await deps.mailer.send(reviewInvitationEmail(client, 'client', cleaner.name, until, url));
    if (cleaner.active && (await deps.preferences.allows(cleaner.id, 'reviews'))) await deps.mailer.send(reviewInvitationEmail(cleaner, 'cleaner', client.name, until, url));
  };

/** Each person a just-published review is about is told, in the publication's transaction (so once). */
export async function tellPublished(deps: ReviewsDeps, published: Review[]): Promise<void> {
  if (!published.length) return;
  // Integrators (review.published to both parties' webhooks and events feeds), in the same transaction.
  for (const r of published) {
    await deps.flows.emit(REVIEW_PUBLISHED, r.id, {
      reviewId: r.id,
      bookingId: r.bookingId,
      direction: r.direction,
      authorId: r.authorId,
      subjectId: r.subjectId,
      ratings: r.ratings,
      comment: r.comment,
      publishedAt: (r.publishedAt ?? deps.clock.now()).toISOString(),
    } satisfies ReviewPublished);
  }
  const ids = [...new Set(published.flatMap((r) => [r.subjectId, r.authorId]))];
  const accounts = new Map((await deps.accounts.findMany(ids)).map((a) => [a.id, a]));
  for (const r of published) {
    const subject = accounts.get(r.subjectId);
    if (!subject?.active || !(await deps.preferences.allows(subject.id, 'reviews'))) continue;
    const author = accounts.get(r.authorId);
    const authorName = author?.name ?? (subject.locale === 'fr' ? 'Une personne' : 'Someone');
    await deps.mailer.send(reviewPublishedEmail(subject, authorName, bookingUrl(deps, r.bookingId)));
  }
}
