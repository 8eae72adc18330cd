import type { SqlRead } from '../../../src/shared/sql-read.js';
import type { CleanerAccount, CleanerBookingFacts, CleanersDeps } from './ports.js';
import type { PropertyType, ServiceType } from '../domain/cleaner-vocabulary.js';
import { isListed } from '../domain/listing.js';

/** What the booking module needs to price and accept a request for this cleaner at this place. */
export interface CleanerBookingTerms {
  cleanerId: string;
  name: string;
  email: string;
  locale: 'fr' | 'en';
  slug: string;
  serviceTypes: string[];
  mode: 'hourly' | 'fixed';
  /**
   * The hourly rate for that service at that place (hourly mode: the service's own rate, else the
   * city's) or the fixed price for that property type (fixed mode); null when none applies.
   */
  rateCents: number | null;
  /** The place is one of the cleaner's service cities or within their coverage distance of the primary city. */
  servesPlace: boolean;
  taxRegistered: { gst: boolean; qst: boolean };
}

/** Properties call an office "office_space"; cleaners' fixed rates call it "office". */
const RATE_KEY: Record<string, PropertyType> = { office_space: 'office' };

/** The account facts terms depend on (identity's summary: the booking reads it with the rest). */
export type TermsAccount = Pick<CleanerAccount, 'name' | 'email' | 'locale' | 'role' | 'active'>;

/** The cleaner's terms at a place, computed from facts read together with the booking's other reads. */
export type TermsAt = (account: TermsAccount | null, place: { placeId: string; lat: number; lng: number }, propertyType: string, cleaningType: string) => CleanerBookingTerms | null;

/**
 * Null when the cleaner cannot be booked (not listed, suspended, not a cleaner). In hourly mode a
 * place reached through the coverage distance (not one of the service cities) is priced at the rate
 * of the nearest service city (docs/decisions.md, "Rate outside the service cities").
 */
export const bookingTerms =
  (deps: CleanersDeps) =>
  async (cleanerId: string, place: { placeId: string; lat: number; lng: number }, propertyType: string, cleaningType: string): Promise<CleanerBookingTerms | null> => {
    const [profile, account] = await Promise.all([deps.profiles.bookingFacts(cleanerId), deps.accounts.find(cleanerId)]);
    return termsOf(deps, cleanerId, profile)(account, place, propertyType, cleaningType);
  };

/** The profile's part of the terms as a read (issue #24: one statement for a booking request's reads). */
export const bookingTermsRead =
  (deps: CleanersDeps) =>
  (cleanerId: string): SqlRead<TermsAt> => {
    const facts = deps.profiles.bookingFactsRead(cleanerId);
    return { ...facts, decode: (value) => termsOf(deps, cleanerId, facts.decode(value)) };
  };

const termsOf =
  (deps: CleanersDeps, cleanerId: string, profile: CleanerBookingFacts | null): TermsAt =>
  (account, place, propertyType, cleaningType) => {
    if (!profile || !account?.active || account.role !== 'cleaner') return null;
    if (!isListed(profile, profile.idDocuments)) return null;
    const listedCity = profile.serviceCities.find((c) => c.placeId === place.placeId);
    const primary = profile.primaryCityId ? deps.places.coordinatesOf(profile.primaryCityId) : null;
    const withinCoverage = !!(primary && profile.coverageKm && deps.places.distanceKm(primary, place) <= profile.coverageKm);
    const servesPlace = !!listedCity || place.placeId === profile.primaryCityId || withinCoverage;
    let rateCents: number | null = null;
    if (profile.paymentMode === 'fixed') {
      rateCents = profile.fixedRates[RATE_KEY[propertyType] ?? (propertyType as PropertyType)] ?? null;
    } else if (listedCity) {
      rateCents = listedCity.hourlyRateCents;
    } else {
      const nearest = profile.serviceCities
        .map((c) => ({ c, at: deps.places.coordinatesOf(c.placeId) }))
        .filter((x): x is { c: (typeof profile.serviceCities)[number]; at: { lat: number; lng: number } } => x.at !== null)
        .sort((a, b) => deps.places.distanceKm(a.at, place) - deps.places.distanceKm(b.at, place))[0];
      rateCents = nearest?.c.hourlyRateCents ?? null;
    }
    // A service's own rate replaces the city's, wherever the cleaner works (a place they do not serve stays unpriced).
    const serviceRate = profile.serviceRates?.[cleaningType as ServiceType];
    if (profile.paymentMode === 'hourly' && rateCents !== null && serviceRate) rateCents = serviceRate;
    return {
      cleanerId,
      name: account.name,
      email: account.email,
      locale: account.locale,
      slug: profile.slug,
      serviceTypes: profile.serviceTypes,
      mode: profile.paymentMode,
      rateCents,
      servesPlace,
      taxRegistered: { gst: !!profile.gstNumber, qst: !!profile.qstNumber },
    };
  };
