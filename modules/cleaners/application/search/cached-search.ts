import type { SearchFilters, SearchRow, SearchSort } from '../../domain/search/search-query.js';
import type { CleanerSearchRepository, FreeTimeState } from '../ports.js';

export interface SearchCacheOptions {
  /**
   * How long an answer is reused as is (75-100 % of it, spread), then for as long again while one refresh
   * runs; 0 turns the cache off. Writes empty it at once (here, and elsewhere when announced).
   */
  ttlMs: number;
  /**
   * The TTL while `listening` says every change is being heard (the realtime bus's connection is up,
   * and every answer is forgotten when it comes back): it then bounds only a change nobody announced
   * (an announcement that failed, a write outside these methods).
   */
  heardTtlMs?: number;
  listening?: () => boolean;
  /** Bound on remembered answers (oldest dropped first). */
  maxEntries: number;
  now?: () => number;
  random?: () => number;
  /** Runs after the current transaction commits (at once outside one): the write is visible then. */
  afterCommit?: (then: () => Promise<void>) => Promise<void>;
  /** Tells the other instances that the read model changed (they call `forgetAll`). */
  announce?: () => Promise<void>;
}

/** Refreshes of aged answers running at once on an instance (the ORM's pool has 10 connections). */
const MAX_BACKGROUND_REFRESHES = 3;

interface Entry<T> {
  /** Reused as is for `spread` (75-100 %) of the TTL after `at`, then for one more TTL while a refresh runs. */
  at: number;
  spread: number;
  generation: number;
  value: Promise<T>;
  settled: boolean;
  refreshing: boolean;
}

/**
 * Public search is the hottest read of the marketplace and most visitors ask the same few questions
 * (a big city, a common service, the default sort, page 1). This decorator reuses an answer for a
 * few seconds and lets concurrent identical questions share one query (single flight).
 *
 * Every change to the search rows goes through `upsertMany` (profiles, listing, ratings) or
 * `setFreeUntil` (availability, bookings) or `setBookingFigures`, which forgets everything on this instance at once and,
 * once committed, on the others (`announce`); the TTL bounds what a lost announcement leaves stale
 * (docs/decisions.md, "Search answer cache").
 */
export class CachedCleanerSearch implements CleanerSearchRepository {
  private generation = 0;
  private readonly entries = new Map<string, Entry<unknown>>();
  private readonly now: () => number;
  private readonly random: () => number;
  private refreshes = 0;

  constructor(
    private readonly inner: CleanerSearchRepository,
    private readonly options: SearchCacheOptions,
  ) {
    this.now = options.now ?? (() => performance.now());
    this.random = options.random ?? Math.random;
  }

  /** Moves each time answers are forgotten (a write here, an announcement from elsewhere). */
  get version(): number {
    return this.generation;
  }

  private forget(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Another instance changed the read model. */
  forgetAll(): void {
    this.forget();
  }

  /**
   * Around a write: forgotten before (no new reader reuses old rows), right after (answers read
   * during the write), and once the transaction commits (answers read before the commit, still the
   * old rows), when the other instances are told too.
   */
  private async writing(write: () => Promise<void>): Promise<void> {
    this.forget();
    try {
      await write();
    } finally {
      this.forget();
    }
    const after = this.options.afterCommit ?? ((then) => then());
    await after(async () => {
      this.forget();
      await this.options.announce?.();
    });
  }

  private remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.options.ttlMs <= 0) return load();
    const now = this.now();
    const known = this.entries.get(key) as Entry<T> | undefined;
    if (known && known.generation === this.generation) {
      // Deaf (the bus's connection down): a change elsewhere would go unheard, so the short TTL bounds it.
      const ttl = this.options.listening?.() ? Math.max(this.options.ttlMs, this.options.heardTtlMs ?? 0) : this.options.ttlMs;
      const freshUntil = known.at + known.spread * ttl;
      if (now < freshUntil) return known.value;
      // Aged out with no change announced: answered at once while one refresh runs (stale while revalidate).
      if (now < freshUntil + ttl && known.settled) {
        // A few refreshes at a time: the database's connections stay for the questions nobody has an answer to.
        if (!known.refreshing && this.refreshes < MAX_BACKGROUND_REFRESHES) {
          known.refreshing = true;
          this.refreshes += 1;
          const fresh = load();
          fresh
            .then(
              // Kept only if nothing was written meanwhile (a write empties the map and moves the generation).
              () => void (this.entries.get(key) === known && this.put(key, fresh, known.generation, true)),
              // The old answer stays until it is too old; the next caller tries again.
              () => void (known.refreshing = false),
            )
            .finally(() => (this.refreshes -= 1));
        }
        return known.value;
      }
    }
    return this.store(key, load);
  }

  private store<T>(key: string, load: () => Promise<T>): Promise<T> {
    const value = load();
    const entry = this.put(key, value, this.generation, false);
    value.then(
      () => void (entry.settled = true),
      // A failed query is not remembered: the next caller asks the database again.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  private put<T>(key: string, value: Promise<T>, generation: number, settled: boolean): Entry<T> {
    // Expiries spread over the last quarter of the TTL, so answers cached together are not all refreshed together.
    const entry: Entry<T> = { at: this.now(), spread: 0.75 + 0.25 * this.random(), generation, value, settled, refreshing: false };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }

  upsertMany(...args: Parameters<CleanerSearchRepository['upsertMany']>): Promise<void> {
    return this.writing(() => this.inner.upsertMany(...args));
  }

  async bulkSearchEntries() {
    const bulk = await this.inner.bulkSearchEntries();
    return { finish: (userIds: readonly string[]) => this.writing(() => bulk.finish(userIds)) };
  }

  /** Totals are cached apart from pages: every sort and page of a question shares one count. */
  count(filters: SearchFilters): Promise<number> {
    return this.remember(JSON.stringify(['count', filters]), () => this.inner.count(filters));
  }

  rows(filters: SearchFilters, sort: SearchSort, offset: number, limit: number): Promise<SearchRow[]> {
    return this.remember(JSON.stringify(['rows', filters, sort, offset, limit]), () => this.inner.rows(filters, sort, offset, limit));
  }

  setFreeUntil(userIds: readonly string[], freeUntil: ReadonlyMap<string, Date>): Promise<void> {
    return this.writing(() => this.inner.setFreeUntil(userIds, freeUntil));
  }

  setBookingFigures(figures: Parameters<CleanerSearchRepository['setBookingFigures']>[0]): Promise<void> {
    return this.writing(() => this.inner.setBookingFigures(figures));
  }

  /** Not cached here: the home page's counts have their own short cache (marketplace-stats.ts). */
  marketplaceTotals() {
    return this.inner.marketplaceTotals();
  }

  ratingsOf(userIds: string[]) {
    return this.inner.ratingsOf(userIds);
  }

  lockFreeTimeState() {
    return this.inner.lockFreeTimeState();
  }

  saveFreeTimeState(state: FreeTimeState) {
    return this.inner.saveFreeTimeState(state);
  }

  listedIds() {
    return this.inner.listedIds();
  }

  listedBySlug(slug: string) {
    return this.inner.listedBySlug(slug);
  }

  rowOf(userId: string) {
    return this.inner.rowOf(userId);
  }

  listedSlugs(limit: number) {
    return this.inner.listedSlugs(limit);
  }

  listedCityIds() {
    return this.inner.listedCityIds();
  }

  allProfileIds() {
    return this.inner.allProfileIds();
  }
}
