import { DomainError, type FieldIssue } from '../../../src/shared/domain-error.js';
import { isLocalDate } from '../../../src/shared/local-time.js';

/**
 * What the reporting rules for digital platform operators (Income Tax Act Part XX, and Revenu Québec's
 * harmonised rules) ask a platform to know about each seller it pays, and nothing more
 * (docs/decisions.md, "Seller reporting"):
 * - an individual: legal first and last name, primary address, date of birth and social insurance
 *   number (the taxpayer identification number);
 * - a business (incorporated cleaner): legal name, primary address and business number.
 * The SIN is kept encrypted (only its last three digits in clear, to show which one is on file); the
 * business number is public (printed on invoices) and kept as is.
 */
export const SELLER_TYPES = ['individual', 'business'] as const;
export type SellerType = (typeof SELLER_TYPES)[number];

export const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
export type Province = (typeof PROVINCES)[number];

export interface SellerAddress {
  street: string;
  city: string;
  province: Province;
  /** Normalised `A1A 1A1`. */
  postalCode: string;
  /** Éclat pays sellers who live in Canada only. */
  country: 'CA';
}

/** The identification as stored: the SIN is already a ciphertext here (the cipher is an adapter). */
export interface SellerIdentification {
  cleanerId: string;
  sellerType: SellerType;
  firstName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
  sinCiphertext: string | null;
  sinLastDigits: string | null;
  businessName: string | null;
  businessNumber: string | null;
  address: SellerAddress;
  declaredAt: Date;
  updatedAt: Date;
  /** Set when the account was deleted: the row is kept for the tax law until `keepUntil`, then purged. */
  accountDeletedAt: Date | null;
  keepUntil: string | null;
}

/** What the cleaner sends (PUT): the SIN in clear, once, over TLS; omitted to keep the one on file. */
export interface SellerIdentificationInput {
  sellerType: SellerType;
  firstName?: string | null;
  lastName?: string | null;
  dateOfBirth?: string | null;
  sin?: string | null;
  businessName?: string | null;
  businessNumber?: string | null;
  address: { street: string; city: string; province: string; postalCode: string; country?: string | null };
}

/** The checked input: the SIN is the nine digits, still in clear (encrypted before it is stored). */
export interface CheckedIdentification {
  sellerType: SellerType;
  firstName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
  sin: string | null;
  businessName: string | null;
  businessNumber: string | null;
  address: SellerAddress;
}

export const IDENTIFICATION_LIMITS = { name: 80, businessName: 160, street: 200, city: 100 } as const;
/** A seller is an adult: the platform's terms (identity's MINIMUM_AGE) and a check against typos. */
const MINIMUM_AGE = 18;

/** Luhn's check, which every social insurance number passes (Employment and Social Development Canada). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * "046 454 286", "046-454-286" -> "046454286"; null when it cannot be a SIN: nine digits passing Luhn's
 * check, not starting with 0 (never issued to a person) or 8 (used for business numbers).
 */
export function normalizeSin(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^\d{9}$/.test(digits) || digits[0] === '0' || digits[0] === '8') return null;
  return passesLuhn(digits) ? digits : null;
}

/** The nine-digit business number, from "123456789" or a program account "123456789 RT 0001"; null otherwise. */
export function normalizeBusinessNumber(raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, '').toUpperCase();
  const match = /^(\d{9})(?:[A-Z]{2}\d{4})?$/.exec(compact);
  return match ? match[1]! : null;
}

/** "h2x1y4", "H2X 1Y4" -> "H2X 1Y4" (the letters Canada Post never uses are refused); null otherwise. */
export function normalizePostalCode(raw: string): string | null {
  const compact = raw.replace(/\s/g, '').toUpperCase();
  if (!/^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\d[ABCEGHJ-NPRSTV-Z]\d$/.test(compact)) return null;
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}

/** Masked for screens: "•••-•••-286". */
export const maskSin = (lastDigits: string | null): string | null => (lastDigits ? `•••-•••-${lastDigits}` : null);

function ageOn(dateOfBirth: string, today: string): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

// Control characters (and NUL, which PostgreSQL text cannot hold) are never part of a name or an address.
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Checks and normalises a declaration; every problem at once, each on its field. `today` is Quebec's
 * date; `sinOnFile` lets an individual keep the SIN already given (the form never shows it back).
 */
export function checkIdentification(input: SellerIdentificationInput, today: string, sinOnFile: boolean): CheckedIdentification {
  const issues: FieldIssue[] = [];
  const text = (field: string, value: string | null | undefined, max: number): string | null => {
    const trimmed = (value ?? '').trim().replace(/\s+/g, ' ');
    if (!trimmed) {
      issues.push({ field, code: 'fields.required' });
      return null;
    }
    if (CONTROL.test(trimmed)) issues.push({ field, code: 'fields.invalid_characters' });
    else if (trimmed.length > max) issues.push({ field, code: 'fields.too_long', params: { max } });
    return trimmed;
  };
  const a = input.address;
  const street = text('address.street', a?.street, IDENTIFICATION_LIMITS.street);
  const city = text('address.city', a?.city, IDENTIFICATION_LIMITS.city);
  const province = (PROVINCES as readonly string[]).includes(a?.province ?? '') ? (a!.province as Province) : null;
  if (!province) issues.push({ field: 'address.province', code: 'fields.invalid_choice' });
  const postalCode = a?.postalCode ? normalizePostalCode(a.postalCode) : null;
  if (!postalCode) issues.push({ field: 'address.postalCode', code: 'sellerReporting.invalid_postal_code' });
  if (a?.country && a.country !== 'CA') issues.push({ field: 'address.country', code: 'sellerReporting.country_not_served' });

  let checked: Omit<CheckedIdentification, 'address'>;
  if (input.sellerType === 'business') {
    const businessNumber = input.businessNumber ? normalizeBusinessNumber(input.businessNumber) : null;
    if (!businessNumber) issues.push({ field: 'businessNumber', code: 'sellerReporting.invalid_business_number' });
    checked = { sellerType: 'business', businessName: text('businessName', input.businessName, IDENTIFICATION_LIMITS.businessName), businessNumber, firstName: null, lastName: null, dateOfBirth: null, sin: null };
  } else {
    const firstName = text('firstName', input.firstName, IDENTIFICATION_LIMITS.name);
    const lastName = text('lastName', input.lastName, IDENTIFICATION_LIMITS.name);
    const dob = input.dateOfBirth ?? null;
    if (!dob || !isLocalDate(dob) || dob < '1900-01-01' || ageOn(dob, today) < MINIMUM_AGE) issues.push({ field: 'dateOfBirth', code: 'sellerReporting.invalid_birth_date', params: { age: MINIMUM_AGE } });
    let sin: string | null = null;
    if (input.sin) {
      sin = normalizeSin(input.sin);
      if (!sin) issues.push({ field: 'sin', code: 'sellerReporting.invalid_sin' });
    } else if (!sinOnFile) issues.push({ field: 'sin', code: 'fields.required' });
    checked = { sellerType: 'individual', firstName, lastName, dateOfBirth: dob, sin, businessName: null, businessNumber: null };
  }
  if (issues.length) throw new DomainError('validation_failed', 'invalid', {}, issues);
  return { ...checked, address: { street: street!, city: city!, province: province!, postalCode: postalCode!, country: 'CA' } };
}

/**
 * What the report still lacks for this seller (empty: complete). `sinReadable` is false when the
 * stored SIN cannot be decrypted any more (the key changed): the cleaner is asked again.
 */
export function missingIdentification(id: SellerIdentification | null, sinReadable: boolean): string[] {
  if (!id) return ['identification'];
  const missing: string[] = [];
  if (id.sellerType === 'individual') {
    if (!id.firstName || !id.lastName) missing.push('legal_name');
    if (!id.dateOfBirth) missing.push('date_of_birth');
    if (!id.sinCiphertext || !sinReadable) missing.push('sin');
  } else {
    if (!id.businessName) missing.push('legal_name');
    if (!id.businessNumber) missing.push('business_number');
  }
  return missing;
}

/** The legal name as the report writes it. */
export const legalNameOf = (id: SellerIdentification): string | null =>
  id.sellerType === 'business' ? id.businessName : [id.firstName, id.lastName].filter(Boolean).join(' ') || null;
