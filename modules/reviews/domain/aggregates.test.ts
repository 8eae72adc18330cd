import { describe, expect, it } from 'vitest';
import { completionRate, presentSummary, summarize } from './aggregates.js';
import type { Ratings } from './review.js';

const rating = (overall: number, others = overall): Ratings => ({ cleanliness: others, quality: others, reliability: others, punctuality: others, communication: others, professionalism: others, overall });

describe('rating aggregates', () => {
  it('are empty without reviews', () => {
    const s = summarize([]);
    expect(s.count).toBe(0);
    expect(s.average).toBeNull();
    expect(Object.values(s.categories).every((v) => v === null)).toBe(true);
  });
  it('average overall and each category', () => {
    const s = summarize([rating(5, 4), rating(4, 3), rating(4, 3)]);
    expect(s.count).toBe(3);
    expect(s.average).toBe(4.33);
    expect(s.categories.cleanliness).toBe(3.33);
    expect(presentSummary(s).average).toBe(4.3);
    expect(presentSummary(s).categories.quality).toBe(3.3);
  });
});

describe('completion rate', () => {
  it('is null before any counted booking', () => {
    expect(completionRate({ completed: 0, cancelledByCleaner: 0, noShow: 0 })).toBeNull();
  });
  it('counts cleaner cancellations and no-shows against completions', () => {
    expect(completionRate({ completed: 8, cancelledByCleaner: 1, noShow: 1 })).toBe(0.8);
    expect(completionRate({ completed: 2, cancelledByCleaner: 1, noShow: 0 })).toBe(0.667);
    expect(completionRate({ completed: 0, cancelledByCleaner: 2, noShow: 0 })).toBe(0);
  });
});
