import type { FieldIssue } from '../../../src/shared/domain-error.js';
import type { CleanerProfile, FixedRates, ServiceCity, ServiceRates } from './cleaner-profile.js';
import type {
  Equipment,
  ExperienceLevel,
  Gender,
  Language,
  PaymentMode,
  Pet,
  PropertyType,
  ServiceType,
  TrainingModule,
} from './cleaner-vocabulary.js';
import { REFERRED_SERVICE_TYPES } from './cleaner-vocabulary.js';
import { PROFILE_LIMITS as L } from './profile-limits.js';

/** What a cleaner may change on their profile; absent fields stay as they are, null clears. */
export interface ProfilePatch {
  bio?: string | null;
  gender?: Gender | null;
  languages?: Language[];
  experienceLevel?: ExperienceLevel | null;
  experienceYears?: number | null;
  primaryCityId?: string | null;
  serviceCities?: ServiceCity[];
  coverageKm?: number | null;
  equipment?: Equipment[];
  paymentMode?: PaymentMode;
  /** Merged into the stored rates; a null value removes that property type's rate. */
  fixedRates?: Partial<Record<PropertyType, number | null>>;
  /** Merged likewise: an hourly rate for a service, or null to price it at the city's rate again. */
  serviceRates?: Partial<Record<ServiceType, number | null>>;
  pets?: Pet[];
  /** `commercial` is accepted by the contract only to answer with the partner-referral message. */
  serviceTypes?: (ServiceType | 'commercial')[];
  skills?: string[];
  education?: string | null;
  certificates?: string[];
  street?: string | null;
  city?: string | null;
  province?: string | null;
  postalCode?: string | null;
  gstNumber?: string | null;
  qstNumber?: string | null;
  insuranceExpiresOn?: string | null;
  /** A cleaner may only ask for eco certification (pending); verified, rejected and certified are an admin's decisions. */
  ecoCertification?: 'pending' | null;
  trainingAcknowledged?: TrainingModule[];
}

// Canada Post: no D, F, I, O, Q or U anywhere, no W or Z as the first letter.
const POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]) ?(\d[ABCEGHJ-NPRSTV-Z]\d)$/;
/** Business number + GST/HST program + account: 123456789RT0001. */
const GST_NUMBER = /^\d{9}RT\d{4}$/;
/** Revenu Québec QST registration: 1234567890TQ0001. */
const QST_NUMBER = /^\d{10}TQ\d{4}$/;

/** "h2x1y4", "H2X 1Y4" -> "H2X 1Y4"; null when it is not a Canadian postal code. */
export function normalizePostalCode(raw: string): string | null {
  const m = POSTAL_CODE.exec(raw.trim().toUpperCase());
  return m ? `${m[1]} ${m[2]}` : null;
}

const compact = (raw: string) => raw.replace(/[\s-]/g, '').toUpperCase();
export const normalizeGstNumber = (raw: string): string | null => (GST_NUMBER.test(compact(raw)) ? compact(raw) : null);
export const normalizeQstNumber = (raw: string): string | null => (QST_NUMBER.test(compact(raw)) ? compact(raw) : null);

export const isHourlyRateValid = (cents: number) => Number.isInteger(cents) && cents >= L.hourlyRateCents.min && cents <= L.hourlyRateCents.max;
export const isFixedRateValid = (cents: number) => Number.isInteger(cents) && cents >= L.fixedRateCents.min && cents <= L.fixedRateCents.max;

/** Spec section 5: when paid per property type, at least one type needs a valid fixed rate. */
export const hasValidFixedRate = (rates: FixedRates): boolean => Object.values(rates).some((c) => c !== undefined && isFixedRateValid(c));

const dollars = (cents: number) => cents / 100;

export interface RuleContext {
  /** Does the gazetteer know this place id? */
  placeExists: (placeId: string) => boolean;
  /**
   * Whether a postal code can belong to a Quebec town named in full ("Laval"): null when the gazetteer
   * does not know the town (it cannot judge), as for properties (geo's postal areas).
   */
  postalCodeAgrees?: (town: string, postalCode: string) => boolean | null;
}

/**
 * Checks a patch against the profile it will change; one issue per bad field, named as in the
 * request (`body.serviceCities.1.hourlyRateCents`), so the form can put each message by its field.
 */
export function checkProfilePatch(profile: CleanerProfile, patch: ProfilePatch, ctx: RuleContext): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const add = (field: string, code: string, params?: Record<string, string | number>) =>
    issues.push(params ? { field: `body.${field}`, code, params } : { field: `body.${field}`, code });

  if (patch.bio != null) {
    const len = patch.bio.trim().length;
    if (len < L.bio.min) add('bio', 'fields.too_short', { min: L.bio.min });
    else if (len > L.bio.max) add('bio', 'fields.too_long', { max: L.bio.max });
  }
  if (patch.experienceYears != null && (!Number.isInteger(patch.experienceYears) || patch.experienceYears < L.experienceYears.min || patch.experienceYears > L.experienceYears.max)) {
    add('experienceYears', 'cleaners.experience_years_range', { min: L.experienceYears.min, max: L.experienceYears.max });
  }
  if (patch.coverageKm != null && (!Number.isInteger(patch.coverageKm) || patch.coverageKm < L.coverageKm.min || patch.coverageKm > L.coverageKm.max)) {
    add('coverageKm', 'cleaners.coverage_range', { min: L.coverageKm.min, max: L.coverageKm.max });
  }
  if (patch.primaryCityId != null && !ctx.placeExists(patch.primaryCityId)) add('primaryCityId', 'cleaners.unknown_city');
  if (patch.serviceCities) {
    const seen = new Set<string>();
    patch.serviceCities.forEach((c, i) => {
      if (!ctx.placeExists(c.placeId)) add(`serviceCities.${i}.placeId`, 'cleaners.unknown_city');
      else if (seen.has(c.placeId)) add(`serviceCities.${i}.placeId`, 'cleaners.duplicate_city');
      seen.add(c.placeId);
      if (!isHourlyRateValid(c.hourlyRateCents)) {
        add(`serviceCities.${i}.hourlyRateCents`, 'cleaners.hourly_rate_range', { min: dollars(L.hourlyRateCents.min), max: dollars(L.hourlyRateCents.max) });
      }
    });
    if (patch.serviceCities.length > L.serviceCities.max) add('serviceCities', 'cleaners.too_many', { max: L.serviceCities.max });
  }
  if (patch.fixedRates) {
    for (const [type, cents] of Object.entries(patch.fixedRates)) {
      if (cents !== null && cents !== undefined && !isFixedRateValid(cents)) {
        add(`fixedRates.${type}`, 'cleaners.fixed_rate_range', { min: dollars(L.fixedRateCents.min), max: dollars(L.fixedRateCents.max) });
      }
    }
  }
  if (patch.serviceRates) {
    for (const [type, cents] of Object.entries(patch.serviceRates)) {
      if (cents !== null && cents !== undefined && !isHourlyRateValid(cents)) {
        add(`serviceRates.${type}`, 'cleaners.hourly_rate_range', { min: dollars(L.hourlyRateCents.min), max: dollars(L.hourlyRateCents.max) });
      }
    }
  }
  const mode = patch.paymentMode ?? profile.paymentMode;
  if (mode === 'fixed' && !issues.some((i) => i.field.startsWith('body.fixedRates')) && !hasValidFixedRate(mergeFixedRates(profile.fixedRates, patch.fixedRates))) {
    add('fixedRates', 'cleaners.fixed_rate_required', { min: dollars(L.fixedRateCents.min), max: dollars(L.fixedRateCents.max) });
  }
  if (patch.serviceTypes) {
    if (patch.serviceTypes.some((s) => (REFERRED_SERVICE_TYPES as readonly string[]).includes(s))) add('serviceTypes', 'cleaners.commercial_referred');
    else if (patch.serviceTypes.length === 0) add('serviceTypes', 'cleaners.service_type_required');
  }
  if (patch.skills) {
    if (patch.skills.length > L.skills.max) add('skills', 'cleaners.too_many', { max: L.skills.max });
    patch.skills.forEach((s, i) => s.trim().length > L.skills.itemMax && add(`skills.${i}`, 'fields.too_long', { max: L.skills.itemMax }));
  }
  if (patch.certificates) {
    if (patch.certificates.length > L.certificates.max) add('certificates', 'cleaners.too_many', { max: L.certificates.max });
    patch.certificates.forEach((s, i) => s.trim().length > L.certificates.itemMax && add(`certificates.${i}`, 'fields.too_long', { max: L.certificates.itemMax }));
  }
  if (patch.education != null && patch.education.trim().length > L.education.max) add('education', 'fields.too_long', { max: L.education.max });
  if (patch.street != null && patch.street.trim().length > L.street.max) add('street', 'fields.too_long', { max: L.street.max });
  if (patch.city != null && patch.city.trim().length > L.city.max) add('city', 'fields.too_long', { max: L.city.max });
  if (patch.postalCode != null && !normalizePostalCode(patch.postalCode)) add('postalCode', 'cleaners.invalid_postal_code');
  else if (ctx.postalCodeAgrees && (patch.city !== undefined || patch.postalCode !== undefined || patch.province !== undefined)) {
    // The address as it will be: a Quebec address's postal code must be its town's (issue #40: M5V 2T6 was accepted for Laval).
    const town = (patch.city !== undefined ? patch.city : profile.city)?.trim();
    const rawCode = patch.postalCode !== undefined ? patch.postalCode : profile.postalCode;
    const postalCode = rawCode ? normalizePostalCode(rawCode) : null;
    const province = patch.province !== undefined ? patch.province : profile.province;
    if (town && postalCode && province === 'QC' && ctx.postalCodeAgrees(town, postalCode) === false) add('postalCode', 'cleaners.postal_code_town_mismatch', { postalCode, city: town });
  }
  if (patch.gstNumber != null && patch.gstNumber.trim() !== '' && !normalizeGstNumber(patch.gstNumber)) add('gstNumber', 'cleaners.invalid_gst_number');
  if (patch.qstNumber != null && patch.qstNumber.trim() !== '' && !normalizeQstNumber(patch.qstNumber)) add('qstNumber', 'cleaners.invalid_qst_number');
  return issues;
}

/** A rates map with a change merged in: null removes a key, undefined leaves it. */
function mergeRates<K extends string>(current: Partial<Record<K, number>>, change: Partial<Record<K, number | null>> | undefined): Partial<Record<K, number>> {
  const next: Partial<Record<K, number>> = { ...current };
  for (const [key, cents] of Object.entries(change ?? {}) as [K, number | null | undefined][]) {
    if (cents === null) delete next[key];
    else if (cents !== undefined) next[key] = cents;
  }
  return next;
}

export const mergeFixedRates = (current: FixedRates, change: ProfilePatch['fixedRates']): FixedRates => mergeRates(current, change);
export const mergeServiceRates = (current: ServiceRates, change: ProfilePatch['serviceRates']): ServiceRates => mergeRates(current, change);

const trimOrNull = (s: string | null | undefined) => (s == null || s.trim() === '' ? null : s.trim());
const uniq = <T>(xs: T[]) => [...new Set(xs)];

/** Applies a patch already accepted by checkProfilePatch. The other mode's rates are never erased. */
export function applyProfilePatch(profile: CleanerProfile, patch: ProfilePatch, now: Date): void {
  const p = profile;
  if (patch.bio !== undefined) p.bio = trimOrNull(patch.bio);
  if (patch.gender !== undefined) p.gender = patch.gender;
  if (patch.languages) p.languages = uniq(patch.languages);
  if (patch.experienceLevel !== undefined) p.experienceLevel = patch.experienceLevel;
  if (patch.experienceYears !== undefined) p.experienceYears = patch.experienceYears;
  if (patch.primaryCityId !== undefined) p.primaryCityId = patch.primaryCityId;
  if (patch.serviceCities) p.serviceCities = patch.serviceCities.map((c) => ({ placeId: c.placeId, hourlyRateCents: c.hourlyRateCents }));
  if (patch.coverageKm !== undefined) p.coverageKm = patch.coverageKm;
  if (patch.equipment) p.equipment = uniq(patch.equipment);
  if (patch.paymentMode) p.paymentMode = patch.paymentMode;
  if (patch.fixedRates) p.fixedRates = mergeFixedRates(p.fixedRates, patch.fixedRates);
  if (patch.serviceRates) p.serviceRates = mergeServiceRates(p.serviceRates, patch.serviceRates);
  if (patch.pets) p.pets = uniq(patch.pets);
  if (patch.serviceTypes) p.serviceTypes = uniq(patch.serviceTypes.filter((s): s is ServiceType => s !== 'commercial'));
  if (patch.skills) p.skills = uniq(patch.skills.map((s) => s.trim()).filter(Boolean));
  if (patch.education !== undefined) p.education = trimOrNull(patch.education);
  if (patch.certificates) p.certificates = uniq(patch.certificates.map((s) => s.trim()).filter(Boolean));
  if (patch.street !== undefined) p.street = trimOrNull(patch.street);
  if (patch.city !== undefined) p.city = trimOrNull(patch.city);
  if (patch.province !== undefined) p.province = patch.province;
  if (patch.postalCode !== undefined) p.postalCode = patch.postalCode === null ? null : normalizePostalCode(patch.postalCode);
  if (patch.gstNumber !== undefined) p.gstNumber = trimOrNull(patch.gstNumber) && normalizeGstNumber(patch.gstNumber!);
  if (patch.qstNumber !== undefined) p.qstNumber = trimOrNull(patch.qstNumber) && normalizeQstNumber(patch.qstNumber!);
  if (patch.insuranceExpiresOn !== undefined) p.insuranceExpiresOn = patch.insuranceExpiresOn;
  if (patch.ecoCertification !== undefined) p.ecoCertification = patch.ecoCertification;
  if (patch.trainingAcknowledged) p.trainingAcknowledged = uniq(patch.trainingAcknowledged);
  p.touch(now);
}
