import type { ResponsiveImageView } from '../../../../src/shared/image-variants.js';
import type { Badge } from '../badges.js';
import type { CleanerProfile, FixedRates, ServiceRates } from '../cleaner-profile.js';
import type { ExperienceLevel, Language, PaymentMode, Pet, ServiceType } from '../cleaner-vocabulary.js';
import { staticRecommendationScore } from './recommendation-scores.js';

/** Characters of the bio shown on a search card. */
export const BIO_EXCERPT_CHARS = 160;

/** Aggregates maintained by the reviews module (issue #7) through api.recordRatings. */
export interface RatingAggregates {
  average: number | null;
  count: number;
  completionRate: number | null;
}

export const NO_RATINGS: RatingAggregates = { average: null, count: 0, completionRate: null };

/**
 * One row of the search read model (table cleaners_search): exactly what search filters and sorts
 * on and what a result card shows, denormalised from the profile, its documents and the account.
 */
export interface SearchEntry {
  userId: string;
  listed: boolean;
  slug: string;
  name: string;
  profilePic: string | null;
  /** The picture with its AVIF/WebP variants, as identity describes it; null without a picture. */
  profilePicImage: ResponsiveImageView | null;
  bioExcerpt: string | null;
  primaryCityId: string | null;
  primaryLat: number | null;
  primaryLng: number | null;
  coverageKm: number | null;
  /** Primary city and service cities (gazetteer place ids). */
  cityIds: string[];
  /**
   * Every place a search for which finds this cleaner: their cities plus each gazetteer place
   * within their coverage distance of the primary city (the city rule, precomputed).
   */
  reachIds: string[];
  /** Hourly rate per service city, in cents (applied only in hourly mode). */
  cityRates: Record<string, number>;
  /** Hourly rate of a service of its own, in every city (applied only in hourly mode; issue #40). */
  serviceRates: ServiceRates;
  /** Lowest hourly rate (null in fixed mode or without service city). */
  minHourlyRateCents: number | null;
  /** Lowest rate of the active payment mode: what the price sorts use without a searched city. */
  minRateCents: number | null;
  paymentMode: PaymentMode;
  fixedRates: FixedRates;
  serviceTypes: ServiceType[];
  languages: Language[];
  pets: Pet[];
  experienceLevel: ExperienceLevel | null;
  experienceYears: number | null;
  badges: Badge[];
  ratings: RatingAggregates;
  recommendedScore: number;
  createdAt: Date;
  /** The account is demonstration data (issue #35): the card carries a "Démo" badge. */
  isDemo: boolean;
}

export function bioExcerpt(bio: string | null): string | null {
  const text = bio?.replace(/\s+/g, ' ').trim() ?? '';
  if (!text) return null;
  if (text.length <= BIO_EXCERPT_CHARS) return text;
  const cut = text.slice(0, BIO_EXCERPT_CHARS - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > BIO_EXCERPT_CHARS / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export function toSearchEntry(input: {
  profile: CleanerProfile;
  account: { name: string; profilePic: string | null; profilePicImage?: ResponsiveImageView | null; active: boolean; role: string | null; isDemo?: boolean } | null;
  isListed: boolean;
  badges: Badge[];
  ratings: RatingAggregates;
  coordinatesOf: (placeId: string) => { lat: number; lng: number } | null;
  /** Gazetteer place ids within `km` (great-circle) of this place, itself included. */
  placesWithinKm: (placeId: string, km: number) => string[];
}): SearchEntry {
  const { profile: p, account } = input;
  const hourly = p.paymentMode === 'hourly';
  const cityRates = Object.fromEntries(p.serviceCities.map((c) => [c.placeId, c.hourlyRateCents]));
  const hourlyRates = p.serviceCities.map((c) => c.hourlyRateCents);
  const fixed = Object.values(p.fixedRates).filter((v): v is number => typeof v === 'number');
  const minHourly = hourly && hourlyRates.length ? Math.min(...hourlyRates) : null;
  const coords = p.primaryCityId ? input.coordinatesOf(p.primaryCityId) : null;
  const cityIds = [...new Set([...(p.primaryCityId ? [p.primaryCityId] : []), ...p.serviceCities.map((c) => c.placeId)])];
  const reached = p.primaryCityId && coords && p.coverageKm ? input.placesWithinKm(p.primaryCityId, p.coverageKm) : [];
  return {
    userId: p.userId,
    // Suspended, deleted or no-longer-cleaner accounts never appear, whatever the profile says.
    listed: input.isListed && !!account?.active && account.role === 'cleaner',
    slug: p.slug,
    name: account?.name ?? '',
    profilePic: account?.profilePic ?? null,
    profilePicImage: account?.profilePicImage ?? null,
    bioExcerpt: bioExcerpt(p.bio),
    primaryCityId: p.primaryCityId,
    primaryLat: coords?.lat ?? null,
    primaryLng: coords?.lng ?? null,
    coverageKm: p.coverageKm,
    cityIds,
    reachIds: [...new Set([...cityIds, ...reached])].sort(),
    cityRates,
    serviceRates: p.serviceRates ?? {},
    minHourlyRateCents: minHourly,
    minRateCents: hourly ? minHourly : fixed.length ? Math.min(...fixed) : null,
    paymentMode: p.paymentMode,
    fixedRates: p.fixedRates,
    serviceTypes: p.serviceTypes,
    languages: p.languages,
    pets: p.pets,
    experienceLevel: p.experienceLevel,
    experienceYears: p.experienceYears,
    badges: input.badges,
    ratings: input.ratings,
    recommendedScore: staticRecommendationScore(input.ratings.average, input.ratings.count, input.ratings.completionRate),
    createdAt: p.createdAt,
    isDemo: account?.isDemo ?? false,
  };
}
