/**
 * Spec section 8: the four location errors (permission denied, unavailable, timeout, not
 * supported). The browser's GeolocationPositionError codes map onto the first three.
 */
export type LocationErrorKind = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

/** How long the browser may take to find the position before the timeout message shows. */
export const LOCATION_TIMEOUT_MS = 10_000;

export interface Coordinates {
  lat: number;
  lng: number;
}

export function locationErrorKind(code: number): LocationErrorKind {
  // 1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT (W3C Geolocation API).
  if (code === 1) return 'denied';
  if (code === 3) return 'timeout';
  return 'unavailable';
}

/** Asks the browser once for the visitor's position. */
export function detectPosition(geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation): Promise<Coordinates> {
  return new Promise((resolve, reject: (kind: LocationErrorKind) => void) => {
    if (!geolocation) {
      reject('unsupported');
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(locationErrorKind(error.code)),
      { enableHighAccuracy: false, timeout: LOCATION_TIMEOUT_MS, maximumAge: 5 * 60_000 },
    );
  });
}
