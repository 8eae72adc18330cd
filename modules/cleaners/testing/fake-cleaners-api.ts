import type { ListedCleaner } from '../application/listed-cleaners.js';

/**
 * An in-memory stand-in for `createCleanersModule(...).api`, for other modules' unit tests
 * (search, recommendations, booking): give it the listed cleaners the test needs.
 */
export function fakeCleanersApi(listed: ListedCleaner[] = []) {
  return {
    listedCleaners: async () => [...listed],
    listedCleanerBySlug: async (slug: string) => listed.find((c) => c.slug === slug) ?? null,
    isListed: async (userId: string) => listed.some((c) => c.userId === userId),
  };
}

/** A listed cleaner with plausible values; override what the test is about. */
export function listedCleaner(overrides: Partial<ListedCleaner> = {}): ListedCleaner {
  return {
    userId: '00000000-0000-4000-8000-000000000001',
    slug: 'marie-tremblay',
    name: 'Marie Tremblay',
    profilePic: null,
    bio: 'Nettoyeuse depuis dix ans, minutieuse et ponctuelle.',
    primaryCityId: 'montreal',
    serviceCities: [{ placeId: 'montreal', hourlyRateCents: 3000 }],
    coverageKm: 20,
    paymentMode: 'hourly',
    fixedRates: {},
    serviceTypes: ['regular', 'deep'],
    languages: ['french', 'english'],
    pets: ['cats'],
    experienceLevel: 'expert',
    experienceYears: 10,
    badges: ['identity_verified', 'experienced', 'bilingual'],
    completeness: 80,
    portfolio: [],
    ...overrides,
  };
}
