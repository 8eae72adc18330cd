import { PROFILE_LIMITS } from './profile-limits.js';

/** Whole years on `today` for an ISO date of birth, by calendar date (spec: minimum age 18). */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const tm = today.getUTCMonth() + 1;
  const td = today.getUTCDate();
  return today.getUTCFullYear() - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

export const isAdultOn = (dateOfBirth: string, today: Date): boolean => ageOn(dateOfBirth, today) >= PROFILE_LIMITS.minimumAge;
