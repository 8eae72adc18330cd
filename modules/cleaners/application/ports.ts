import type { SqlRead } from '../../../src/shared/sql-read.js';
import type { Clock } from '../../../src/shared/clock.js';
import type { FileStorage } from '../../../src/shared/file-storage.js';
import type { FileDisposal } from '../../../src/shared/file-disposal.js';
import type { ResponsiveImageView } from '../../../src/shared/image-variants.js';
import type { EncodedImage } from '../../../src/shared/sharp-image-variants.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { Mailer } from '../../../src/shared/mailer.js';
import type { CleanerProfile } from '../domain/cleaner-profile.js';
import type { CleanerDocument, DocumentStatus } from '../domain/cleaner-document.js';
import type { PortfolioPhoto } from '../domain/portfolio-photo.js';
import type { VerificationRecord } from '../domain/verification-record.js';
import type { RatingAggregates, SearchEntry } from '../domain/search/search-entry.js';
import type { SearchFilters, SearchRow, SearchSort } from '../domain/search/search-query.js';

/** What a booking request needs of a cleaner's profile, with the decisions on their identity documents. */
export type CleanerBookingFacts = Pick<
  CleanerProfile,
  'slug' | 'primaryCityId' | 'serviceCities' | 'coverageKm' | 'paymentMode' | 'fixedRates' | 'serviceRates' | 'serviceTypes' | 'gstNumber' | 'qstNumber' | 'quickStartCompletedAt' | 'readyToWorkCompletedAt'
> & { idDocuments: Pick<CleanerDocument, 'type' | 'status'>[] };

export interface CleanerProfileRepository {
  findByUserId(userId: string): Promise<CleanerProfile | null>;
  /** One prepared statement on the booking hot path: the profile's booking fields and its ID documents' statuses (kept ones and recorded decisions). */
  bookingFacts(userId: string): Promise<CleanerBookingFacts | null>;
  /** The same as a read to run with other modules' reads in one statement (src/shared/sql-read.ts). */
  bookingFactsRead(userId: string): SqlRead<CleanerBookingFacts | null>;
  findBySlug(slug: string): Promise<CleanerProfile | null>;
  /** Slugs equal to `base` or `base-N`, to pick the next free one. */
  slugsLike(base: string): Promise<Set<string>>;
  /** Until the transaction ends, no one else picks a slug made from this base (call inside `tx.run`). */
  lockSlugBase(base: string): Promise<void>;
  /** Inserts at once; false when the slug was taken in the meantime (unique index). */
  add(profile: CleanerProfile): Promise<boolean>;
  findMany(userIds: string[]): Promise<CleanerProfile[]>;
  /** Profiles that passed quick-start and ready-to-work and have an approved ID document. */
  listListed(): Promise<CleanerProfile[]>;
  flush(): Promise<void>;
}

export interface ReviewQueueQuery {
  /** 'pending': cleaners with at least one document awaiting review; 'all': every cleaner with a document. */
  status: 'pending' | 'all';
  q?: string;
  ids?: string[];
  sort: { field: 'oldestPendingAt' | 'lastUploadAt'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export interface ReviewQueueRow {
  cleanerId: string;
  pendingCount: number;
  oldestPendingAt: Date | null;
  lastUploadAt: Date;
}

export interface CleanerDocumentRepository {
  add(document: CleanerDocument): Promise<void>;
  findById(id: string): Promise<CleanerDocument | null>;
  listOf(cleanerId: string): Promise<CleanerDocument[]>;
  listOfMany(cleanerIds: string[]): Promise<CleanerDocument[]>;
  remove(document: CleanerDocument): Promise<void>;
  reviewQueue(query: ReviewQueueQuery & { matchingIds?: string[] }): Promise<{ rows: ReviewQueueRow[]; total: number }>;
  countByStatus(cleanerId: string, status: DocumentStatus): Promise<number>;
  flush(): Promise<void>;
  /** The records of these cleaners' destroyed documents (decision, date, who decided). */
  recordsOf(cleanerIds: string[]): Promise<VerificationRecord[]>;
  /**
   * Destroys up to `limit` decided documents whose decision is older than `before` (the ID and the
   * background check whatever the decision, others when rejected): each row becomes its record and is
   * deleted, in the caller's transaction, rows locked with SKIP LOCKED; answers their storage keys.
   */
  destroyDecided(before: Date, limit: number, now: Date): Promise<string[]>;
}

export interface PortfolioPhotoRepository {
  add(photo: PortfolioPhoto): Promise<void>;
  findById(id: string): Promise<PortfolioPhoto | null>;
  listOf(cleanerId: string): Promise<PortfolioPhoto[]>;
  countOf(cleanerId: string): Promise<number>;
  remove(photo: PortfolioPhoto): Promise<void>;
}

/** The account side of a cleaner, owned by modules/identity and read through this port. */
export interface CleanerAccount {
  id: string;
  name: string;
  email: string;
  locale: Locale;
  role: 'client' | 'cleaner' | 'admin' | null;
  dateOfBirth: string | null;
  profilePic: string | null;
  /** The picture with its AVIF/WebP variants (identity's view); null without a picture. */
  profilePicImage: ResponsiveImageView | null;
  /** False when suspended or deleted: such a cleaner is never listed. */
  active: boolean;
  /** Made up by the development demo seed: cards and profiles say so. */
  isDemo: boolean;
}

export interface CleanerAccounts {
  find(userId: string): Promise<CleanerAccount | null>;
  findMany(userIds: string[]): Promise<CleanerAccount[]>;
  /** Ids of accounts whose name or email contains `q` (for the console's search). */
  searchIds(q: string, limit: number): Promise<string[]>;
}

/** A portfolio photo re-encoded: the large picture with its AVIF/WebP variants, and the small thumbnail of `thumbnailUrl`. */
export interface PortfolioImage {
  image: EncodedImage;
  thumb: Buffer;
}

/** Re-encodes an uploaded picture to the portfolio sizes, without its metadata. */
export interface ImageProcessor {
  toPortfolio(data: Buffer): Promise<PortfolioImage | null>;
}

export interface PlaceInfo {
  id: string;
  name: string;
  regionId: string;
  lat: number;
  lng: number;
}

export interface Places {
  exists(placeId: string): boolean;
  coordinatesOf(placeId: string): { lat: number; lng: number } | null;
  /** Ids of the gazetteer places within `km` (great-circle) of this place, itself included; [] when unknown. */
  idsWithinKm(placeId: string, km: number): string[];
  /** A gazetteer place by id or name (accent- and case-insensitive), or null. */
  find(idOrName: string): PlaceInfo | null;
  /** The nearest place to a point, with its distance in km. */
  nearest(point: { lat: number; lng: number }): { place: PlaceInfo; km: number } | null;
  distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number;
  /** The place's display name ("Trois-Rivières"), or null when unknown. */
  nameOf(placeId: string): string | null;
  /** Whether a postal code can be that of the Quebec town so named; null when the town is unknown. */
  postalCodeAgrees(town: string, postalCode: string): boolean | null;
}

/** The search read model (table cleaners_search), one row per cleaner. */
export interface CleanerSearchRepository {
  /**
   * Inserts or replaces these rows (ratings included). `freeUntil` (the listed entries' end of free
   * time; absent: none) is written with them, so a first write needs no second pass over its places.
   */
  upsertMany(entries: SearchEntry[], freeUntil?: ReadonlyMap<string, Date>, options?: { placeEntries: boolean }): Promise<void>;
  /**
   * A bulk load of the read model (the seed), in the caller's transaction: the indexes of its three
   * tables and the place entries' keys are dropped now; `finish` writes the place entries of these
   * cleaners (upserted meanwhile without them) in one statement, then builds the indexes and keys again.
   */
  bulkSearchEntries(): Promise<{ finish(userIds: readonly string[]): Promise<void> }>;
  /** Stored rating aggregates (absent ids: none yet). */
  ratingsOf(userIds: string[]): Promise<Map<string, RatingAggregates>>;
  /** How many listed cleaners match the filters. */
  count(filters: SearchFilters): Promise<number>;
  /** One page of listed cleaners matching the filters, in order. */
  rows(filters: SearchFilters, sort: SearchSort, offset: number, limit: number): Promise<SearchRow[]>;
  /** Replaces these cleaners' end of free time in the 3-day window (absent from `freeUntil`: none). */
  setFreeUntil(userIds: readonly string[], freeUntil: ReadonlyMap<string, Date>): Promise<void>;
  /** Replaces these cleaners' booking figures (completed visits, response time); others keep theirs. */
  setBookingFigures(figures: ReadonlyMap<string, BookingFigures>): Promise<void>;
  /** The home page's totals over the whole read model (cities apart: listedCityIds). */
  marketplaceTotals(): Promise<MarketplaceTotals>;
  /** The free-time job's progress, locked until the transaction ends; null while another instance holds it. */
  lockFreeTimeState(): Promise<FreeTimeState | null>;
  saveFreeTimeState(state: FreeTimeState): Promise<void>;
  /** Every listed cleaner's id. */
  listedIds(): Promise<string[]>;
  /** The listed cleaner with this slug, or null. */
  listedBySlug(slug: string): Promise<SearchRow | null>;
  /** A cleaner's own row, listed or not (the preview of their public profile, issue #40). */
  rowOf(userId: string): Promise<SearchRow | null>;
  /** Slugs of listed cleaners (their public profiles), in slug order, at most `limit`. */
  listedSlugs(limit: number): Promise<string[]>;
  /** Places named by at least one listed cleaner (primary or service city), in id order. */
  listedCityIds(): Promise<string[]>;
  /** Every profile's user id, for a full rebuild. */
  allProfileIds(): Promise<string[]>;
}

/** What a card says of the cleaner's bookings (issue #35), stored in the read model. */
export interface BookingFigures {
  completedVisits: number;
  /** domain/search/response-time.ts; null when too few requests. */
  responseSeconds: number | null;
}

/** The home page's figures (issue #35), from the search read model. */
export interface MarketplaceCounts {
  listedCleaners: number;
  /** Cities named (primary or service city) by a listed cleaner, Montréal's places as one (domain/search/served-cities.ts). */
  citiesServed: number;
  completedVisits: number;
  reviewCount: number;
  /** Review-weighted mean of the cleaners' averages (1..5), null without reviews. */
  ratingAverage: number | null;
  /** A cleaner counted above is demonstration data (development only). */
  includesDemo: boolean;
}

export type MarketplaceTotals = Omit<MarketplaceCounts, 'citiesServed'>;

/**
 * modules/booking's facts behind the cards' figures (late-bound by the shell): completed visits ever,
 * and per request received since `since`, seconds to the cleaner's answer or null when it expired.
 */
export interface BookingTrustFacts {
  trustFactsOf(cleanerIds: readonly string[], since: Date): Promise<ReadonlyMap<string, { completedVisits: number; responseSamples: (number | null)[] }>>;
  /** Per cleaner (absent: none), the no-shows their clients declared (issue #36): the console's profile review shows it. */
  noShowCountsOf?(cleanerIds: readonly string[]): Promise<ReadonlyMap<string, number>>;
}

export interface FreeRange {
  start: Date;
  end: Date;
}

/** The latest booking change applied to free time, and the first day of the horizon last computed (YYYY-MM-DD). */
export interface FreeTimeState {
  bookingsSeenAt: Date;
  horizonStart: string;
}

/** What search needs of modules/availability (wired by the shell). */
export interface AvailabilityReader {
  /** Of these cleaners, those with free time between `from` and `to`. */
  availableWithin(cleanerIds: readonly string[], from: Date, to: Date): Promise<string[]>;
  /** Each cleaner's free time (availability not booked) between `from` and `to`; absent: none. */
  freeTimeOf(cleanerIds: readonly string[], from: Date, to: Date): Promise<ReadonlyMap<string, readonly FreeRange[]>>;
  /** The public slots of the next days, as GET /api/cleaners/{id}/availability answers; null if unknown. */
  publicAvailability(cleanerId: string, range: { from?: string; to?: string }): Promise<PublicAvailability | null>;
}

export interface PublicAvailability {
  cleanerId: string;
  timeZone: string;
  from: string;
  to: string;
  slots: { blockId: string; kind: string; slot: string; date: string; start: string; end: string; startsAt: string; endsAt: string }[];
}

export interface Transactor {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export interface CleanersDeps {
  profiles: CleanerProfileRepository;
  documents: CleanerDocumentRepository;
  photos: PortfolioPhotoRepository;
  accounts: CleanerAccounts;
  images: ImageProcessor;
  places: Places;
  search: CleanerSearchRepository;
  availability: AvailabilityReader;
  files: FileStorage;
  /** Files of deleted rows, deleted once the deletion commits (the outbox in the shell). */
  fileDisposal: FileDisposal;
  mailer: Mailer;
  clock: Clock;
  tx: Transactor;
  publicUrl: string;
  /** Cleaners a signed-in client does not want recommended (the feedback module); absent: none. */
  excludedFor?: (clientId: string) => Promise<string[]>;
  /** Told of each new public search (a first page), for the console's funnel; must not wait or throw. */
  onSearched?: () => void;
  /** modules/booking: cleaners whose bookings changed (their free time follows); absent: none change. */
  bookingChanges?: BookingChanges;
  /** modules/booking: completed visits and request answers behind the cards' figures; absent: none. */
  bookingFacts?: BookingTrustFacts;
  /** Requests needed in the window before a response time shows (RESPONSE_TIME_MIN_REQUESTS). */
  responseTimeMinRequests: number;
}

export interface BookingChanges {
  cleanersChangedSince(since: Date): Promise<{ cleanerIds: string[]; latest: Date | null }>;
}
