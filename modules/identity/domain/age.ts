export const MINIMUM_AGE = 18;

/** Age in whole years on `today` for an ISO date of birth (YYYY-MM-DD), by calendar date, not by 365-day years. */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const ty = today.getUTCFullYear();
  const tm = today.getUTCMonth() + 1;
  const td = today.getUTCDate();
  let age = ty - y;
  if (tm < m || (tm === m && td < d)) age -= 1;
  return age;
}

export const isAdult = (dateOfBirth: string, today: Date): boolean => ageOn(dateOfBirth, today) >= MINIMUM_AGE;

/** Dates in the future or before 1900 are typos, not ages. */
export const isPlausibleBirthDate = (dateOfBirth: string, today: Date): boolean =>
  dateOfBirth >= '1900-01-01' && dateOfBirth <= today.toISOString().slice(0, 10);
