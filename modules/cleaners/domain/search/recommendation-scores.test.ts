import { describe, expect, it } from 'vitest';
import {
  LOCATION_NEUTRAL,
  RELIABILITY_PRIOR,
  SCORE_WEIGHTS,
  availabilityScore,
  locationScore,
  ratingScore,
  recommendationScores,
  reliabilityScore,
  staticRecommendationScore,
} from './recommendation-scores.js';

describe('recommendation scores', () => {
  it('rating: one 5.0 review does not beat two hundred of 4.8', () => {
    expect(ratingScore(5, 1)).toBeLessThan(ratingScore(4.8, 200));
  });

  it('rating: more good reviews score higher; no review gets the prior; bounded 0..1', () => {
    expect(ratingScore(4.9, 50)).toBeGreaterThan(ratingScore(4.9, 5));
    expect(ratingScore(null, 0)).toBe(0.75);
    expect(ratingScore(5, 1_000_000)).toBeLessThanOrEqual(1);
    expect(ratingScore(1, 1_000_000)).toBeGreaterThanOrEqual(0);
    expect(ratingScore(1, 1_000_000)).toBeLessThan(0.01);
  });

  it('location: 1 in the city, decreasing with distance, 0 at 60 km and beyond, neutral without a place', () => {
    expect(locationScore(0)).toBe(1);
    expect(locationScore(30)).toBe(0.5);
    expect(locationScore(60)).toBe(0);
    expect(locationScore(250)).toBe(0);
    expect(locationScore(null)).toBe(LOCATION_NEUTRAL);
  });

  it('reliability: the completion rate, or the prior before any booking', () => {
    expect(reliabilityScore(0.95)).toBe(0.95);
    expect(reliabilityScore(null)).toBe(RELIABILITY_PRIOR);
    expect(reliabilityScore(1.5)).toBe(1);
  });

  it('availability: share of days with free time', () => {
    expect(availabilityScore(1, 1)).toBe(1);
    expect(availabilityScore(0, 1)).toBe(0);
    expect(availabilityScore(2, 4)).toBe(0.5);
    expect(availabilityScore(0, 0)).toBe(0);
  });

  it('overall: the weighted sum of the four scores; weights add up to 1', () => {
    expect(Object.values(SCORE_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    const s = recommendationScores({ ratingAverage: 4.8, ratingCount: 200, distanceKm: 15, completionRate: 0.9, daysWithFreeTime: 3, daysConsidered: 4 });
    const expected = 0.35 * s.rating + 0.25 * s.location + 0.2 * s.reliability + 0.2 * s.availability;
    expect(s.overall).toBeCloseTo(expected, 2);
    expect(s.location).toBe(0.75);
    expect(s.availability).toBe(0.75);
    const perfect = recommendationScores({ ratingAverage: 5, ratingCount: 1e9, distanceKm: 0, completionRate: 1, daysWithFreeTime: 1, daysConsidered: 1 });
    expect(perfect.overall).toBeCloseTo(1, 2);
  });

  it('static score (search order) grows with rating and reliability', () => {
    expect(staticRecommendationScore(4.9, 100, 0.98)).toBeGreaterThan(staticRecommendationScore(4.2, 100, 0.98));
    expect(staticRecommendationScore(4.5, 20, 0.99)).toBeGreaterThan(staticRecommendationScore(4.5, 20, 0.6));
  });
});
