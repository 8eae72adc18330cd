import type { BookingPosition } from './api/types';

/** Why the browser gave no position; each has its own fr/en text under `location.*`. */
export type LocationProblem = 'permissionDenied' | 'positionUnavailable' | 'timeout' | 'unsupported';

export class LocationError extends Error {
  readonly problem: LocationProblem;
  constructor(problem: LocationProblem) {
    super(problem);
    this.name = 'LocationError';
    this.problem = problem;
  }
}

/** GeolocationPositionError codes: 1 permission denied, 2 position unavailable, 3 timeout. */
export function locationProblem(code: number): LocationProblem {
  if (code === 1) return 'permissionDenied';
  if (code === 3) return 'timeout';
  return 'positionUnavailable';
}

export const LOCATION_TIMEOUT_MS = 10_000;

/** One fresh, precise position for punching in or out (the server checks the distance). */
export function currentPosition(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<BookingPosition> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new LocationError('unsupported'));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => {
        const position: BookingPosition = { lat: coords.latitude, lng: coords.longitude };
        if (Number.isFinite(coords.accuracy)) position.accuracyMeters = Math.min(Math.max(coords.accuracy, 0), 100_000);
        resolve(position);
      },
      (error) => reject(new LocationError(locationProblem(error.code))),
      { enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS, maximumAge: 0 },
    );
  });
}
