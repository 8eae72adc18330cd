import type { ReviewRatings, ReviewStatus } from './reviews-api';

// Pure helpers for the reviews screens (unit-tested in format.test.ts).

type ChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error';

/**
 * Status chip colours. Only palette entries whose contrast text passes WCAG AA
 * in the console theme (theme.ts), as for bookings.
 */
export const REVIEW_STATUS_COLORS: Record<ReviewStatus, ChipColor> = {
  pending: 'warning',
  published: 'success',
  hidden: 'error',
};

/** The categories in the order the spec lists them; overall last. */
export const RATING_CATEGORIES = [
  'cleanliness',
  'quality',
  'reliability',
  'punctuality',
  'communication',
  'professionalism',
  'overall',
] as const satisfies readonly (keyof ReviewRatings)[];

export const EXCERPT_LENGTH = 80;

/** The comment on one line, cut at a word when longer than `max` characters; "—" without one. */
export function excerpt(comment: string | null | undefined, max = EXCERPT_LENGTH): string {
  const text = (comment ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return '—';
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** "★★★★☆" for 4 out of 5 (the number is given beside it for screen readers). */
export function stars(rating: number | undefined): string {
  if (rating === undefined) return '—';
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return '★'.repeat(full) + '☆'.repeat(5 - full);
}

export const REASON_MIN = 3;
export const REASON_MAX = 500;

/** The hiding reason's rule (3..500 characters once trimmed) -> a message key, or null when valid. */
export function reasonError(reason: string): string | null {
  const length = reason.trim().length;
  if (length < REASON_MIN) return 'eclat.reviews.moderate.reason_too_short';
  if (length > REASON_MAX) return 'eclat.reviews.moderate.reason_too_long';
  return null;
}
