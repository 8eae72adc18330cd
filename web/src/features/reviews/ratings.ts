import type { ReviewRatings, ReviewSummary } from './api/types';
import { numberFormat } from '../../lib/number-format';

/** The seven categories of a review, in the order the forms and summaries show them. */
export const REVIEW_CATEGORIES = ['cleanliness', 'quality', 'reliability', 'punctuality', 'communication', 'professionalism', 'overall'] as const;
export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number];

export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const COMMENT_MAX_LENGTH = 2000;

/** The form's ratings while the user is still choosing (a category may be unset). */
export type RatingDraft = Partial<Record<ReviewCategory, number>>;

export function isValidRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_RATING && value <= MAX_RATING;
}

/** Categories without a valid 1..5 rating, in display order. */
export function missingCategories(draft: RatingDraft): ReviewCategory[] {
  return REVIEW_CATEGORIES.filter((category) => !isValidRating(draft[category]));
}

/** The ratings to send, or null while a category is missing ("Veuillez noter toutes les catégories"). */
export function completeRatings(draft: RatingDraft): Required<ReviewRatings> | null {
  if (missingCategories(draft).length > 0) return null;
  const ratings = {} as Required<ReviewRatings>;
  for (const category of REVIEW_CATEGORIES) ratings[category] = draft[category] as number;
  return ratings;
}

/** The comment as the server stores it: trimmed, empty means none. */
export function normalizeComment(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

export function localeTag(language: string | undefined): 'fr-CA' | 'en-CA' {
  return language === 'en' ? 'en-CA' : 'fr-CA';
}

/** An average with one decimal in the page's language ("4,5" in French, "4.5" in English). */
export function formatRating(value: number, language: string | undefined): string {
  return numberFormat(localeTag(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

export type StarFill = 'full' | 'half' | 'empty';

/** Five stars for a 0..5 value rounded to the nearest half (4.3 -> 4.5 stars). */
export function starFills(value: number): StarFill[] {
  const halves = Math.round(Math.min(Math.max(value, 0), MAX_RATING) * 2);
  return Array.from({ length: MAX_RATING }, (_, i) => (halves >= (i + 1) * 2 ? 'full' : halves === i * 2 + 1 ? 'half' : 'empty'));
}

export interface CategoryAverage {
  category: ReviewCategory;
  average: number | null;
  /** Width of the bar, 0..100. */
  percent: number;
}

/** The summary's per-category means in display order; a category the server omits counts as unrated. */
export function categoryAverages(summary: ReviewSummary): CategoryAverage[] {
  return REVIEW_CATEGORIES.map((category) => {
    const raw = summary.categories[category];
    const average = typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
    return { category, average, percent: average === null ? 0 : Math.round((Math.min(Math.max(average, 0), MAX_RATING) / MAX_RATING) * 100) };
  });
}

/** True when the summary has something to show (no reviews yet otherwise). */
export function hasReviews(summary: ReviewSummary): boolean {
  return summary.count > 0 && summary.average !== null;
}

export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
}

/** `?page=` as a page number; anything else is page 1 (the API accepts 1..1000). */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}
