import { cleanersErasure } from './adapters/persistence/cleaners.erasure.js';
import { afterCommit, OrmTransactor } from '../../src/shared/unit-of-work.js';
import { bookingTerms, bookingTermsRead } from './application/booking-terms.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MigrationObject } from '@mikro-orm/core';
import type { Clock } from '../../src/shared/clock.js';
import type { FileStorage } from '../../src/shared/file-storage.js';
import { afterCommitDisposal, type FileDisposal } from '../../src/shared/file-disposal.js';
import type { Mailer } from '../../src/shared/mailer.js';
import { distanceKm, gazetteer, postalAreas } from '../geo/index.js';
import type { AvailabilityReader, BookingChanges, BookingTrustFacts, CleanerAccounts, CleanersDeps, PlaceInfo } from './application/ports.js';
import { refreshChangedFreeTime, refreshFreeTime } from './application/search/refresh-free-time.js';
import { listListedCleaners } from './application/listed-cleaners.js';
import { CleanerDocumentSchema, CleanerProfileSchema, PortfolioPhotoSchema } from './adapters/persistence/cleaners.schema.js';
import {
  MikroOrmCleanerDocumentRepository,
  MikroOrmCleanerProfileRepository,
  MikroOrmPortfolioPhotoRepository,
} from './adapters/persistence/cleaners.repositories.js';
import { CleanersInit } from './adapters/persistence/migrations/2026112230-cleaners-init.js';
import { CleanersSearch } from './adapters/persistence/migrations/2026112250-cleaners-search.js';
import { CleanersSearchKeys } from './adapters/persistence/migrations/2026112260-cleaners-search-keys.js';
import { CleanersSearchKeysInline } from './adapters/persistence/migrations/2026112340-cleaners-search-keys-inline.js';
import { CleanersVerificationRecords } from './adapters/persistence/migrations/2026112630-cleaners-verification-records.js';
import { CleanersImageVariants } from './adapters/persistence/migrations/2026112831-cleaners-image-variants.js';
import { CleanersSearchPlaces } from './adapters/persistence/migrations/2026112900-cleaners-search-places.js';
import { CleanersSearchDemo } from './adapters/persistence/migrations/2026120601-cleaners-search-demo.js';
import { CleanersSearchBookingFigures } from './adapters/persistence/migrations/2026120800-cleaners-search-booking-figures.js';
import { CleanersServiceRates } from './adapters/persistence/migrations/2026121000-cleaners-service-rates.js';
import { CleanersSearchServiceRates } from './adapters/persistence/migrations/2026121020-cleaners-search-service-rates.js';
import { MarketplaceStats } from './application/search/marketplace-stats.js';
import { DEFAULT_RESPONSE_TIME_MIN_REQUESTS } from './domain/search/response-time.js';
import { destroyDecidedDocuments } from './application/destroy-decided-documents.js';
import { cleanersPersonalData } from './adapters/persistence/cleaners.personal-data.js';
import { pendingReviewCount } from './adapters/persistence/cleaners.analytics.js';
import { MikroOrmCleanerSearchRepository } from './adapters/persistence/cleaners-search.repository.js';
import { cleanerSearchRouter } from './adapters/http/cleaner-search.routes.js';
import { publicSearchAnswers } from './adapters/http/search-answers.js';
import { loadSearchEntriesInBulk, rebuildSearchIndex, refreshSearchEntries, refreshSearchEntry, type RefreshSearchEntries } from './application/search/refresh-search-entry.js';
import { recordRatings } from './application/search/record-ratings.js';
import { CachedCleanerSearch } from './application/search/cached-search.js';
import { sharpImageProcessor } from './adapters/sharp.image-processor.js';
import { cleanersRouter } from './adapters/http/cleaners.routes.js';
import { adminProfileReviewRouter } from './adapters/http/admin-profile-review.routes.js';
import { isListed as meetsListingRule } from './domain/listing.js';

export type { CleanerBookingTerms } from './application/booking-terms.js';
export type { CleanerAccount, CleanerAccounts } from './application/ports.js';
export type { ListedCleaner } from './application/listed-cleaners.js';
export type { ServiceCity, FixedRates } from './domain/cleaner-profile.js';
export type { VerificationState } from './domain/cleaner-document.js';
export type { Badge } from './domain/badges.js';
export type { AvailabilityReader, PublicAvailability } from './application/ports.js';
export type { RatingAggregates } from './domain/search/search-entry.js';
export type { RefreshSearchEntries } from './application/search/refresh-search-entry.js';
export { searchPageSql, toNumbered } from './adapters/persistence/search-sql.js';
export { placeCountSql, placePageSql } from './adapters/persistence/place-search-sql.js';
export type { SearchFilters, SearchSort } from './domain/search/search-query.js';
export {
  SERVICE_TYPES,
  LANGUAGES,
  PETS,
  EXPERIENCE_LEVELS,
  PROPERTY_TYPES,
  type ServiceType,
  type Language,
  type Pet,
  type ExperienceLevel,
  type PropertyType,
  type PaymentMode,
} from './domain/cleaner-vocabulary.js';
export { PROFILE_LIMITS } from './domain/profile-limits.js';
/** For other modules' unit tests: an in-memory api and a listed-cleaner builder. */
export { fakeCleanersApi, listedCleaner } from './testing/fake-cleaners-api.js';

/** Tables and migrations, known before the ORM starts. */
export const cleanersPersistence = {
  entities: [CleanerProfileSchema, CleanerDocumentSchema, PortfolioPhotoSchema],
  migrations: [
    { name: '2026112230-cleaners-init', class: CleanersInit },
    { name: '2026112250-cleaners-search', class: CleanersSearch },
    { name: '2026112260-cleaners-search-keys', class: CleanersSearchKeys },
    { name: '2026112340-cleaners-search-keys-inline', class: CleanersSearchKeysInline },
    { name: '2026112630-cleaners-verification-records', class: CleanersVerificationRecords },
    { name: '2026112831-cleaners-image-variants', class: CleanersImageVariants },
    { name: '2026112900-cleaners-search-places', class: CleanersSearchPlaces },
    { name: '2026120601-cleaners-search-demo', class: CleanersSearchDemo },
    { name: '2026120800-cleaners-search-booking-figures', class: CleanersSearchBookingFigures },
    { name: '2026121000-cleaners-service-rates', class: CleanersServiceRates },
    { name: '2026121020-cleaners-search-service-rates', class: CleanersSearchServiceRates },
  ] satisfies MigrationObject[],
};

export interface CleanersModuleDeps {
  em: () => EntityManager;
  /** The account side (name, email, language, birth date), read from modules/identity by the shell. */
  accounts: CleanerAccounts;
  files: FileStorage;
  /** Deletes the files of deleted rows once the deletion commits (the outbox); default: right after the commit. */
  fileDisposal?: FileDisposal;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  /** modules/availability's public reads (next-3-days filter, recommendations, public profile). */
  availability: AvailabilityReader;
  /** Cleaners a signed-in client marked "not interested" (modules/feedback): left out of their recommendations. */
  excludedFor?: (clientId: string) => Promise<string[]>;
  /** Told of each new public search (a first page): the console's funnel counts them (modules/analytics). */
  onSearched?: () => void;
  /** Seconds a public search answer is reused (0 = off); see CachedCleanerSearch. */
  searchCacheSeconds?: number;
  /** Answers (pages and totals) kept at most, oldest dropped first; default 10 000. */
  searchCacheEntries?: number;
  /** Whether `search_changed` announcements are being heard now (the bus's connection is up): answers are then kept HEARD_SEARCH_CACHE_SECONDS. */
  searchChangesHeard?: () => boolean;
  /** modules/booking: whose bookings changed (search's free time follows them; late-bound). */
  bookingChanges?: BookingChanges;
  /** modules/booking: completed visits and request answers behind the cards' figures (late-bound); absent: none. */
  bookingFacts?: BookingTrustFacts;
  /** Requests needed in 90 days before a card shows a response time (RESPONSE_TIME_MIN_REQUESTS); default 3. */
  responseTimeMinRequests?: number;
  /** Seconds the home page's figures are reused (MARKETPLACE_STATS_CACHE_SECONDS; 0 = off); default 60. */
  marketplaceStatsCacheSeconds?: number;
  /** Tells every instance that the search read model changed (they call `api.forgetSearchAnswers`); must not throw. */
  announceSearchChanged?: () => Promise<void>;
}

/**
 * How long search answers are kept while every change is heard (`searchChangesHeard`; they are all
 * forgotten when the bus's connection comes back): this then bounds only a change nobody announced
 * (a failed announcement, a write outside the read model's methods). Deaf, `searchCacheSeconds` does.
 */
export const HEARD_SEARCH_CACHE_SECONDS = 300;

/** Places and distances whose reach is kept (a few kilobytes each). */
const REACH_CACHE_ENTRIES = 2000;

export function createCleanersModule(d: CleanersModuleDeps) {
  const places = gazetteer();
  const areas = postalAreas();
  const searchReads = new MikroOrmCleanerSearchRepository(d.em);
  const searchCache = new CachedCleanerSearch(searchReads, {
    ttlMs: (d.searchCacheSeconds ?? 0) * 1000,
    maxEntries: d.searchCacheEntries ?? 10_000,
    ...(d.searchChangesHeard ? { heardTtlMs: HEARD_SEARCH_CACHE_SECONDS * 1000, listening: d.searchChangesHeard } : {}),
    afterCommit,
    ...(d.announceSearchChanged ? { announce: d.announceSearchChanged } : {}),
  });
  // Every search row's reach measures the distance to each place of the gazetteer: a bulk rebuild asks the same few places and distances again and again.
  const reach = new Map<string, string[]>();
  const deps: CleanersDeps = {
    profiles: new MikroOrmCleanerProfileRepository(d.em),
    documents: new MikroOrmCleanerDocumentRepository(d.em),
    photos: new MikroOrmPortfolioPhotoRepository(d.em),
    accounts: d.accounts,
    images: sharpImageProcessor,
    places: {
      exists: (id) => places.findPlace(id)?.id === id,
      nameOf: (id) => (places.findPlace(id)?.id === id ? places.findPlace(id)!.name : null),
      coordinatesOf: (id) => {
        const p = places.findPlace(id);
        return p?.id === id ? { lat: p.lat, lng: p.lng } : null;
      },
      idsWithinKm: (id, km) => {
        const key = `${id} ${km}`;
        let ids = reach.get(key);
        if (!ids) {
          const p = places.findPlace(id);
          ids = p?.id === id ? places.placesWithinKm(p, km).map((x) => x.place.id) : [];
          if (reach.size >= REACH_CACHE_ENTRIES) reach.clear();
          reach.set(key, ids);
        }
        return [...ids];
      },
      find: (idOrName) => placeInfo(places.findPlace(idOrName)),
      nearest: (point) => {
        const p = placeInfo(places.nearestPlace(point));
        return p ? { place: p, km: distanceKm(point, p) } : null;
      },
      distanceKm,
      postalCodeAgrees: (town, postalCode) => {
        const place = places.findPlace(town);
        return place ? areas.agrees(place.id, postalCode) : null;
      },
    },
    search: searchCache,
    availability: d.availability,
    files: d.files,
    fileDisposal: d.fileDisposal ?? afterCommitDisposal(d.files),
    mailer: d.mailer,
    clock: d.clock,
    tx: new OrmTransactor(d.em),
    publicUrl: d.publicUrl,
    ...(d.excludedFor ? { excludedFor: d.excludedFor } : {}),
    ...(d.onSearched ? { onSearched: d.onSearched } : {}),
    ...(d.bookingChanges ? { bookingChanges: d.bookingChanges } : {}),
    ...(d.bookingFacts ? { bookingFacts: d.bookingFacts } : {}),
    responseTimeMinRequests: d.responseTimeMinRequests ?? DEFAULT_RESPONSE_TIME_MIN_REQUESTS,
  };
  const marketplaceStats = new MarketplaceStats(deps.search, (id) => places.findPlace(id)?.regionId ?? null, (d.marketplaceStatsCacheSeconds ?? 60) * 1000);
  return {
    routers: [cleanersRouter(deps), adminProfileReviewRouter(deps), cleanerSearchRouter(deps, marketplaceStats)],
    /** Anonymous public search served as ready bytes by the shell (src/http/ready-answers.ts); forgotten with the answer cache. */
    publicSearch: publicSearchAnswers(deps, { count: (filters) => searchCache.count(filters), rows: (...page) => searchReads.rows(...page) }, () => searchCache.version),
    api: {
      /**
       * Identity tells: this account's name, picture, status or deletion changed. Call it in the same
       * transaction; it re-reads the account into the search read model (a suspended or deleted
       * cleaner disappears from search at once). No-op for users without a cleaner profile.
       */
      accountChanged: (userId: string) => refreshSearchEntry(deps)(userId),
      /**
       * For the reviews module (issue #7): a cleaner's rating average (1..5, null without reviews),
       * review count and completion rate (0..1, null before any booking). Stored in the search read
       * model, where they drive the rating filter, the sorts and the recommendation scores.
       */
      recordRatings: (userId: string, ratings: { average: number | null; count: number; completionRate: number | null }) => recordRatings(deps)(userId, ratings),
      /** Rebuilds the search read model of these cleaners (bulk: the seed) or of everyone. */
      refreshSearchEntries: (userIds: readonly string[], ratings?: Map<string, { average: number | null; count: number; completionRate: number | null }>) =>
        refreshSearchEntries(deps)(userIds, ratings),
      /**
       * The seed's bulk load: `load` refreshes cleaners through `refresh` (as refreshSearchEntries), and
       * their place entries are written at the end with their indexes built once (a failure undoes all).
       */
      loadSearchEntriesInBulk: (load: (refresh: RefreshSearchEntries) => Promise<void>) => loadSearchEntriesInBulk(deps)(load),
      rebuildSearchIndex: () => rebuildSearchIndex(deps)(),
      /** A cleaner's slots changed (`availability.changed`): their free time in the search keys follows. */
      refreshFreeTime: (userIds: readonly string[]) => refreshFreeTime(deps)(userIds),
      /** The `search-free-time` job: free time after booking changes, and for everyone when the day changes. */
      refreshChangedFreeTime: () => refreshChangedFreeTime(deps)(),
      /** The home page's figures (listed cleaners, cities, visits, reviews), as GET /api/cleaners/stats answers them, cached briefly. */
      marketplaceCounts: () => marketplaceStats.get(),
      /** Another instance changed the search read model: this one's cached answers are dropped. */
      forgetSearchAnswers: () => searchCache.forgetAll(),
      /**
       * Every publicly listed cleaner (quick-start and ready-to-work done, ID approved) with what
       * search and recommendations filter on: cities and rates, service types, languages, pets,
       * experience, badges. Only the active payment mode's rates apply.
       */
      listedCleaners: () => listListedCleaners(deps)(),
      /** One cleaner by public slug, or null when absent or not listed (for /cleaners/:slug). */
      // Suspended or deleted cleaners are left out even when their profile qualifies.
      listedCleanerBySlug: async (slug: string) => (await listListedCleaners(deps)({ slug }))[0] ?? null,
      /**
       * For the sitemap: the slugs of the profiles public search shows (its read model's listed rows),
       * at most `limit`, and the places those cleaners name, whose city pages therefore list someone.
       */
      listedSlugs: (limit: number) => deps.search.listedSlugs(limit),
      listedCityIds: () => deps.search.listedCityIds(),
      /** Rates, taxes and reach of a listed cleaner for a booking at this place (null: not bookable). */
      bookingTerms: bookingTerms(deps),
      /** bookingTerms' profile part as a read, for a booking request's one statement of reads. */
      bookingTermsRead: bookingTermsRead(deps),
      /** For invoices and statements: the GST and QST numbers the cleaner registered (null without a profile). */
      taxNumbersOf: async (userId: string) => {
        const profile = await deps.profiles.findByUserId(userId);
        return profile ? { gstNumber: profile.gstNumber, qstNumber: profile.qstNumber } : null;
      },
      /**
       * Retention job: destroys one batch (at most `limit`) of verification documents decided before
       * `before` — IDs and background checks, and rejected documents — keeping each decision, its date
       * and who made it. Answers how many were destroyed.
       */
      destroyDecidedDocuments: destroyDecidedDocuments(deps),
      /** The console's dashboard (issue #16): cleaners with documents awaiting review. */
      pendingReviewCount: pendingReviewCount(d.em),
      /** The data export (portability): the cleaner's profile, documents (files too), decisions kept and portfolio. */
      personalData: cleanersPersonalData(d.em, d.files),
      /** Account deletion: profile, documents, portfolio and search entries deleted, files through `files.delete`. */
      erasePersonalData: cleanersErasure(d.em, deps.fileDisposal),
      /** A cleaner's public slug (null without a profile). */
      slugOf: async (userId: string) => (await deps.profiles.findByUserId(userId))?.slug ?? null,
      /** Is this cleaner listed right now (for booking: only listed cleaners can be booked)? */
      isListed: async (userId: string) => {
        const [profile, account] = await Promise.all([deps.profiles.bookingFacts(userId), deps.accounts.find(userId)]);
        return !!profile && !!account?.active && account.role === 'cleaner' && meetsListingRule(profile, profile.idDocuments);
      },
    },
    deps,
  };
}

function placeInfo(p: PlaceInfo | null): PlaceInfo | null {
  return p ? { id: p.id, name: p.name, regionId: p.regionId, lat: p.lat, lng: p.lng } : null;
}

export type CleanersModule = ReturnType<typeof createCleanersModule>;
