/** Client-side checks that mirror the contract (openapi.yaml), so mistakes show before a round trip. */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;
/** Spec section 5: minimum age 18. */
export const MINIMUM_AGE = 18;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

export function passwordProblem(value: string): 'required' | 'tooShort' | 'tooLong' | null {
  if (value.length === 0) return 'required';
  if (value.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (value.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  return null;
}

function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function isValidIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

/** Whether someone born on `dateOfBirth` (YYYY-MM-DD) has had their birthday number `minimumAge` by `today`. */
export function isOldEnough(dateOfBirth: string, today: Date, minimumAge = MINIMUM_AGE): boolean {
  const birth = parseIsoDate(dateOfBirth);
  if (!birth) return false;
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  const day = today.getDate();
  let age = year - birth.year;
  if (month < birth.month || (month === birth.month && day < birth.day)) age -= 1;
  return age >= minimumAge;
}

/** The latest birth date that is old enough today, for the date input's `max`. */
export function latestAllowedBirthDate(today: Date, minimumAge = MINIMUM_AGE): string {
  const year = String(today.getFullYear() - minimumAge).padStart(4, '0');
  const month = String(today.getMonth() + 1).padStart(2, '0');
  let day = today.getDate();
  // 29 February minus 18 years: the last day of February that year.
  while (!isValidIsoDate(`${year}-${month}-${String(day).padStart(2, '0')}`)) day -= 1;
  return `${year}-${month}-${String(day).padStart(2, '0')}`;
}
