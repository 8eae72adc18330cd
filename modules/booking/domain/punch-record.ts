import type { PunchRecord } from './booking.js';

/** Decimals kept of a punch's latitude and longitude: 5 is about 1 m, finer than any phone's fix. */
export const PUNCH_COORDINATE_DECIMALS = 5;

const rounded = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/**
 * What a punch keeps of the device's position (Law 25, privacy by default): the time, the position
 * rounded to about a metre, the accuracy the device reported (whole metres) and the distance from the
 * property, computed by the caller from the exact position. Nothing else the browser could send
 * (altitude, heading, speed...) is kept; the coordinates themselves are erased by the retention job
 * (RETENTION_PUNCH_POSITION_MONTHS), leaving time and distance.
 */
export function punchRecordOf(
  at: Date,
  position: { lat: number; lng: number; accuracyMeters?: number | undefined },
  distanceMeters: number,
  measuredFrom: NonNullable<PunchRecord['measuredFrom']> = 'address',
): PunchRecord {
  return {
    at: at.toISOString(),
    lat: rounded(position.lat, PUNCH_COORDINATE_DECIMALS),
    lng: rounded(position.lng, PUNCH_COORDINATE_DECIMALS),
    accuracyMeters: position.accuracyMeters === undefined ? null : Math.round(position.accuracyMeters),
    distanceMeters: Math.round(distanceMeters),
    measuredFrom,
  };
}
