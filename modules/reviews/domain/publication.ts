import type { Review } from './review.js';

/**
 * The double-blind rule: a booking's reviews stay pending until both parties have reviewed (then both
 * are published together) or the review window closes (then whatever was written is published), so
 * neither party can answer the other's review. Returns the ids to publish now.
 */
export function reviewsToPublish(reviews: Pick<Review, 'id' | 'direction' | 'status' | 'windowEndsAt'>[], now: Date): string[] {
  const pending = reviews.filter((r) => r.status === 'pending');
  if (!pending.length) return [];
  const bothWritten = new Set(reviews.map((r) => r.direction)).size === 2;
  return pending.filter((r) => bothWritten || r.windowEndsAt.getTime() <= now.getTime()).map((r) => r.id);
}
