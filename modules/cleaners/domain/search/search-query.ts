import type { ResponsiveImageView } from '../../../../src/shared/image-variants.js';
import type { FixedRates } from '../cleaner-profile.js';
import type { Badge } from '../badges.js';
import type { ExperienceLevel, Language, PaymentMode, Pet, ServiceType } from '../cleaner-vocabulary.js';

export const SEARCH_SORTS = ['recommended', 'rating', 'price_asc', 'price_desc', 'experience'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_PAGE_SIZE = { default: 12, max: 50 } as const;

/**
 * A cleaner matches a searched city when it is their primary city or one of their service cities,
 * or when the searched city lies within their coverage distance (km) of their primary city.
 * `radiusKm` (recommendations' wider net) also takes any cleaner whose primary city is that close.
 */
export interface CityFilter {
  placeId: string;
  lat: number;
  lng: number;
  radiusKm?: number;
}

export interface SearchFilters {
  city?: CityFilter;
  serviceType?: ServiceType;
  minRating?: number;
  experienceLevel?: ExperienceLevel;
  pets?: Pet[];
  language?: Language;
  /**
   * Some free time (availability not booked) after this instant and before the end of the third day
   * after today ("available in the next 3 days"): the read model's `free_until` is later.
   */
  freeAfter?: Date;
}

/** What a search result row holds: a card's content, from the read model alone. */
export interface SearchRow {
  userId: string;
  slug: string;
  name: string;
  profilePic: string | null;
  /** Null without a picture, or in a row written before pictures had variants (then `profilePic` alone). */
  profilePicImage: ResponsiveImageView | null;
  bioExcerpt: string | null;
  primaryCityId: string | null;
  /** Primary and service cities. */
  cityIds: string[];
  /**
   * Hourly mode only: the searched service's own rate when the search names one (issue #40), else the
   * rate in the searched city (a service city), else null.
   */
  cityRateCents: number | null;
  minHourlyRateCents: number | null;
  paymentMode: PaymentMode;
  fixedRates: FixedRates;
  serviceTypes: ServiceType[];
  languages: Language[];
  pets: Pet[];
  experienceLevel: ExperienceLevel | null;
  experienceYears: number | null;
  badges: Badge[];
  ratingAverage: number | null;
  ratingCount: number;
  completionRate: number | null;
  recommendedScore: number;
  /** Demonstration data (issue #35). */
  isDemo: boolean;
  /** Visits the cleaner completed, from the bookings (issue #35). */
  completedVisits: number;
  /** Median seconds to answer a request over the last 90 days; null below the minimum of requests (domain/search/response-time.ts). */
  responseSeconds: number | null;
}
