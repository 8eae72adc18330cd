import { ApiError } from '../../api/api-error';
import { PROFILE_COVERAGE_KM } from './vocabulary';

/**
 * Why the nearby-city proposals cannot be shown (spec section 8: "no primary address set",
 * "no cities in distance", "geocoding error", "nearby cities fetch failure"), or null when the
 * question can be asked. Keys of `cleanerProfile:nearby.errors`.
 */
export type NearbyProblem = 'noPrimaryAddress' | 'coverageFirst' | 'noCitiesInDistance' | 'geocoding' | 'fetchFailed';

/** The coverage distance typed in the form, when it is a whole number the profile accepts. */
export function coverageOf(text: string): number | null {
  const km = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(km) && km >= PROFILE_COVERAGE_KM.min && km <= PROFILE_COVERAGE_KM.max ? km : null;
}

/** Before asking: the primary city (the "primary address" distances are measured from) and a coverage. */
export function problemBeforeAsking(primaryCityId: string | null, coverageText: string): NearbyProblem | null {
  if (!primaryCityId) return 'noPrimaryAddress';
  return coverageOf(coverageText) === null ? 'coverageFirst' : null;
}

/**
 * After a failed call to GET /api/geo/places/{id}/nearby: none within the distance, the primary city
 * unknown to the gazetteer (it cannot be placed on the map: the geocoding error), or anything else.
 */
export function problemOfFailure(error: unknown): NearbyProblem {
  if (error instanceof ApiError && error.status === 404) {
    if (error.code === 'geo.no_cities_in_distance') return 'noCitiesInDistance';
    if (error.code === 'geo.city_not_found') return 'geocoding';
  }
  return 'fetchFailed';
}
