import type { SearchFilters, SearchRow, SearchSort } from '../../domain/search/search-query.js';
import type { CleanerSearchRepository } from '../ports.js';

export interface SearchCacheOptions {
  /** How long an answer is reused; 0 turns the cache off. Other instances' writes show after at most this long. */
  ttlMs: number;
  /** Bound on remembered answers (oldest dropped first). */
  maxEntries: number;
  now?: () => number;
}

interface Entry<T> {
  at: number;
  generation: number;
  value: Promise<T>;
}

/**
 * Public search is the hottest read of the marketplace and most visitors ask the same few questions
 * (a big city, a common service, the default sort, page 1). This decorator reuses an answer for a
 * few seconds and lets concurrent identical questions share one query (single flight).
 *
 * Every change to the search rows goes through `upsertMany` (profiles, listing, ratings), which
 * forgets everything on this instance at once; another instance's change shows within the TTL
 * (docs/decisions.md, "Cleaner search and recommendations").
 */
export class CachedCleanerSearch implements CleanerSearchRepository {
  private generation = 0;
  private readonly entries = new Map<string, Entry<unknown>>();
  private readonly now: () => number;

  constructor(
    private readonly inner: CleanerSearchRepository,
    private readonly options: SearchCacheOptions,
  ) {
    this.now = options.now ?? (() => performance.now());
  }

  private forget(): void {
    this.generation += 1;
    this.entries.clear();
  }

  private remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.options.ttlMs <= 0) return load();
    const now = this.now();
    const known = this.entries.get(key) as Entry<T> | undefined;
    if (known && known.generation === this.generation && now - known.at < this.options.ttlMs) return known.value;
    const generation = this.generation;
    const value = load();
    const entry: Entry<T> = { at: now, generation, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    // A failed query is not remembered: the next caller asks the database again.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  async upsertMany(entries: Parameters<CleanerSearchRepository['upsertMany']>[0]): Promise<void> {
    // Before (no new reader reuses old rows) and after (answers read during the write are dropped).
    this.forget();
    try {
      await this.inner.upsertMany(entries);
    } finally {
      this.forget();
    }
  }

  page(filters: SearchFilters, sort: SearchSort, offset: number, limit: number): Promise<{ rows: SearchRow[]; total: number }> {
    return this.remember(JSON.stringify(['page', filters, sort, offset, limit]), () => this.inner.page(filters, sort, offset, limit));
  }

  orderedIds(filters: SearchFilters, sort: SearchSort, max: number): Promise<string[]> {
    return this.remember(JSON.stringify(['ids', filters, sort, max]), () => this.inner.orderedIds(filters, sort, max));
  }

  ratingsOf(userIds: string[]) {
    return this.inner.ratingsOf(userIds);
  }

  rowsByIds(ids: string[], cityId: string | null) {
    return this.inner.rowsByIds(ids, cityId);
  }

  listedBySlug(slug: string) {
    return this.inner.listedBySlug(slug);
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
