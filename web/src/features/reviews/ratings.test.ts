import { describe, expect, it } from 'vitest';
import {
  REVIEW_CATEGORIES,
  categoryAverages,
  completeRatings,
  formatRating,
  hasReviews,
  isValidRating,
  missingCategories,
  normalizeComment,
  pageCount,
  readPage,
  starFills,
} from './ratings';

const all5 = Object.fromEntries(REVIEW_CATEGORIES.map((c) => [c, 5]));

describe('rating validation', () => {
  it('accepts integers 1..5 only', () => {
    expect([1, 2, 3, 4, 5].every(isValidRating)).toBe(true);
    expect([0, 6, 2.5, Number.NaN, '3', null, undefined].some(isValidRating)).toBe(false);
  });

  it('lists the missing categories in display order', () => {
    expect(missingCategories({})).toEqual([...REVIEW_CATEGORIES]);
    expect(missingCategories({ ...all5, quality: undefined, overall: 0 })).toEqual(['quality', 'overall']);
    expect(missingCategories(all5)).toEqual([]);
  });

  it('completes the ratings only when every category is rated', () => {
    expect(completeRatings({ ...all5, punctuality: undefined })).toBeNull();
    expect(completeRatings({ ...all5, communication: 3 })).toEqual({ ...all5, communication: 3 });
  });

  it('trims the comment and turns an empty one into null', () => {
    expect(normalizeComment('  Très bien  ')).toBe('Très bien');
    expect(normalizeComment('   \n ')).toBeNull();
  });
});

describe('summary formatting', () => {
  it('formats an average with one decimal in each language', () => {
    expect(formatRating(4.5, 'fr')).toBe('4,5');
    expect(formatRating(4.5, 'en')).toBe('4.5');
    expect(formatRating(4, 'fr')).toBe('4,0');
  });

  it('rounds stars to the nearest half', () => {
    expect(starFills(4.3)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(9)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('gives every category a bar, unrated ones empty', () => {
    const rows = categoryAverages({ count: 2, average: 4.5, categories: { cleanliness: 4, overall: 4.5, quality: null } });
    expect(rows.map((r) => r.category)).toEqual([...REVIEW_CATEGORIES]);
    expect(rows[0]).toEqual({ category: 'cleanliness', average: 4, percent: 80 });
    expect(rows[1]).toEqual({ category: 'quality', average: null, percent: 0 });
    expect(rows[6]).toEqual({ category: 'overall', average: 4.5, percent: 90 });
  });

  it('knows when there is nothing to show', () => {
    expect(hasReviews({ count: 0, average: null, categories: {} })).toBe(false);
    expect(hasReviews({ count: 1, average: 5, categories: {} })).toBe(true);
  });

  it('counts pages and reads the page parameter', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(25, 12)).toBe(3);
    expect(readPage('2')).toBe(2);
    expect(readPage('0')).toBe(1);
    expect(readPage('abc')).toBe(1);
    expect(readPage(null)).toBe(1);
  });
});
