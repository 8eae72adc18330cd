import { RATING_CATEGORIES, type RatingCategory, type Ratings } from './review.js';

export interface RatingSummary {
  count: number;
  /** Mean of `overall`, null without reviews. */
  average: number | null;
  categories: Record<RatingCategory, number | null>;
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Means over the given (visible) reviews, at two decimals as stored; presentation rounds to one. */
export function summarize(ratings: Ratings[]): RatingSummary {
  const mean = (c: RatingCategory) => (ratings.length ? round(ratings.reduce((sum, r) => sum + r[c], 0) / ratings.length, 2) : null);
  const categories = Object.fromEntries(RATING_CATEGORIES.map((c) => [c, mean(c)])) as Record<RatingCategory, number | null>;
  return { count: ratings.length, average: categories.overall, categories };
}

/** One decimal, as the contract shows it. */
export function presentSummary(s: RatingSummary): RatingSummary {
  const one = (v: number | null) => (v === null ? null : round(v, 1));
  return { count: s.count, average: one(s.average), categories: Object.fromEntries(RATING_CATEGORIES.map((c) => [c, one(s.categories[c])])) as Record<RatingCategory, number | null> };
}

export interface Reliability {
  completed: number;
  /** Confirmed visits the cleaner cancelled. */
  cancelledByCleaner: number;
  /** Visits cancelled after the cleaner was late (15 min past the start without punching in). */
  noShow: number;
}

/** completed / (completed + cancelled by the cleaner + no-shows), null before any such booking (docs/decisions.md, "Reviews"). */
export function completionRate(r: Reliability): number | null {
  const total = r.completed + r.cancelledByCleaner + r.noShow;
  return total === 0 ? null : round(r.completed / total, 3);
}
