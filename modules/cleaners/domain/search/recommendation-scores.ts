/**
 * The spec's recommendation scores (section 3): rating, location, reliability, availability and an
 * overall weighted sum, each between 0 and 1. Pure: the weights and priors live only here
 * (docs/decisions.md, "Recommendation scores").
 */
export const SCORE_WEIGHTS = { rating: 0.35, location: 0.25, reliability: 0.2, availability: 0.2 } as const;

/**
 * Bayesian average: every cleaner starts with RATING_PRIOR_COUNT imaginary reviews of
 * RATING_PRIOR_MEAN, so one 5.0 review (4.09) does not beat two hundred of 4.8 (4.77).
 */
export const RATING_PRIOR_MEAN = 4;
export const RATING_PRIOR_COUNT = 10;
/** Completion rate assumed before any booking (issue #7 brings real rates). */
export const RELIABILITY_PRIOR = 0.8;
/** Distance from the searched place at which the location score reaches 0 (linear decay from 1 at 0 km). */
export const LOCATION_ZERO_KM = 60;
/** Location score when no place is given: the same for everyone, so it never changes the order. */
export const LOCATION_NEUTRAL = 0.5;

const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);
const round3 = (x: number) => Math.round(x * 1000) / 1000;

export function ratingScore(average: number | null, count: number): number {
  const n = average === null ? 0 : Math.max(0, count);
  const bayes = (RATING_PRIOR_COUNT * RATING_PRIOR_MEAN + n * (average ?? 0)) / (RATING_PRIOR_COUNT + n);
  return round3(clamp01((bayes - 1) / 4));
}

/** `distanceKm` null = no place searched. 0 when the place is one of the cleaner's cities. */
export function locationScore(distanceKm: number | null): number {
  if (distanceKm === null) return LOCATION_NEUTRAL;
  return round3(clamp01(1 - distanceKm / LOCATION_ZERO_KM));
}

export function reliabilityScore(completionRate: number | null): number {
  return round3(clamp01(completionRate ?? RELIABILITY_PRIOR));
}

/** Share of the days considered (the chosen date, or today and the next 3 days) with free time. */
export function availabilityScore(daysWithFreeTime: number, daysConsidered: number): number {
  if (daysConsidered <= 0) return 0;
  return round3(clamp01(daysWithFreeTime / daysConsidered));
}

export interface RecommendationScores {
  rating: number;
  location: number;
  reliability: number;
  availability: number;
  overall: number;
}

export function recommendationScores(input: {
  ratingAverage: number | null;
  ratingCount: number;
  distanceKm: number | null;
  completionRate: number | null;
  daysWithFreeTime: number;
  daysConsidered: number;
}): RecommendationScores {
  const s = {
    rating: ratingScore(input.ratingAverage, input.ratingCount),
    location: locationScore(input.distanceKm),
    reliability: reliabilityScore(input.completionRate),
    availability: availabilityScore(input.daysWithFreeTime, input.daysConsidered),
  };
  const overall =
    SCORE_WEIGHTS.rating * s.rating + SCORE_WEIGHTS.location * s.location + SCORE_WEIGHTS.reliability * s.reliability + SCORE_WEIGHTS.availability * s.availability;
  return { ...s, overall: round3(clamp01(overall)) };
}

/**
 * The part of the overall score that does not depend on the query (rating and reliability,
 * renormalised): stored in the search read model as the default "recommended" order of /cleaners.
 */
export function staticRecommendationScore(ratingAverage: number | null, ratingCount: number, completionRate: number | null): number {
  const w = SCORE_WEIGHTS.rating + SCORE_WEIGHTS.reliability;
  return round3((SCORE_WEIGHTS.rating * ratingScore(ratingAverage, ratingCount) + SCORE_WEIGHTS.reliability * reliabilityScore(completionRate)) / w);
}
