import { badgesOf } from '../../domain/badges.js';
import { isListed } from '../../domain/listing.js';
import type { VerificationFact } from '../../domain/verification-record.js';
import { NO_RATINGS, toSearchEntry, type RatingAggregates } from '../../domain/search/search-entry.js';
import type { CleanersDeps } from '../ports.js';
import { freeUntilOf } from './refresh-free-time.js';
import { refreshBookingFigures } from './refresh-booking-figures.js';

/** Profiles loaded per round in a bulk rebuild (seed, backfill). */
const BATCH = 1000;

/**
 * Rebuilds these cleaners' rows of the search read model from the profile, its documents and the
 * account (name, picture, suspension). Callers run it in the same transaction as the change.
 * `ratings` replaces the stored aggregates (api.recordRatings); otherwise they are kept.
 * `placeEntries: false` leaves the place entries to a bulk load (loadSearchEntriesInBulk).
 */
export const refreshSearchEntries =
  (deps: CleanersDeps) =>
  async (userIds: readonly string[], ratings?: Map<string, RatingAggregates>, options: { placeEntries: boolean } = { placeEntries: true }): Promise<void> => {
    const today = deps.clock.now();
    for (let i = 0; i < userIds.length; i += BATCH) {
      const ids = [...new Set(userIds.slice(i, i + BATCH))];
      const profiles = await deps.profiles.findMany(ids);
      if (!profiles.length) continue;
      const found = profiles.map((p) => p.userId);
      const [accounts, documents, records, stored] = await Promise.all([deps.accounts.findMany(found), deps.documents.listOfMany(found), deps.documents.recordsOf(found), deps.search.ratingsOf(found)]);
      const accountOf = new Map(accounts.map((a) => [a.id, a]));
      // Documents held and the records of destroyed ones decide verification alike.
      const docsOf = new Map<string, VerificationFact[]>();
      for (const d of [...documents, ...records]) docsOf.set(d.cleanerId, [...(docsOf.get(d.cleanerId) ?? []), d]);
      const entries = profiles.map((profile) => {
        const docs = docsOf.get(profile.userId) ?? [];
        return toSearchEntry({
          profile,
          account: accountOf.get(profile.userId) ?? null,
          isListed: isListed(profile, docs),
          badges: badgesOf(profile, docs, today),
          ratings: ratings?.get(profile.userId) ?? stored.get(profile.userId) ?? NO_RATINGS,
          coordinatesOf: (id) => deps.places.coordinatesOf(id),
          placesWithinKm: (id, km) => deps.places.idsWithinKm(id, km),
        });
      });
      // A listed row needs its free time for the 3-day filter: written with the row (a first write has none yet).
      await deps.search.upsertMany(entries, await freeUntilOf(deps)(entries.filter((e) => e.listed).map((e) => e.userId)), options);
      // Visits and response time come from the bookings: every row, listed or not (the home page counts every visit).
      await refreshBookingFigures(deps)(found);
    }
  };

export type RefreshSearchEntries = (userIds: readonly string[], ratings?: Map<string, RatingAggregates>) => Promise<void>;

/**
 * A bulk load (the seed): `load` refreshes cleaners through the function it is given, which writes
 * their wide and keys rows; their place entries are written at the end in one statement, the three
 * tables' indexes built over the rows (repository's bulkSearchEntries). One transaction (a savepoint
 * inside the caller's), which holds the place entries locked until it ends.
 */
export const loadSearchEntriesInBulk =
  (deps: CleanersDeps) =>
  (load: (refresh: RefreshSearchEntries) => Promise<void>): Promise<void> =>
    deps.tx.run(async () => {
      const bulk = await deps.search.bulkSearchEntries();
      const refreshed: string[] = [];
      await load(async (userIds, ratings) => {
        await refreshSearchEntries(deps)(userIds, ratings, { placeEntries: false });
        refreshed.push(...userIds);
      });
      await bulk.finish(refreshed);
    });

export const refreshSearchEntry = (deps: CleanersDeps) => (userId: string) => refreshSearchEntries(deps)([userId]);

/** Every profile again (after the migration on an existing database, or after a rule change). */
export const rebuildSearchIndex = (deps: CleanersDeps) => async () => refreshSearchEntries(deps)(await deps.search.allProfileIds());
