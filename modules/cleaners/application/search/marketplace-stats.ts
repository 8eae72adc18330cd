import { servedCityCount } from '../../domain/search/served-cities.js';
import type { CleanerSearchRepository, MarketplaceCounts } from '../ports.js';

/**
 * The home page's figures (issue #35), every one counted from the search read model, reused for
 * `ttlMs` (MARKETPLACE_STATS_CACHE_SECONDS): every visitor of the home page asks the same question,
 * and figures a minute old are still true enough for "142 personnes de ménage". Concurrent askers
 * share one read; a failed read is not kept. 0 turns the cache off.
 */
export class MarketplaceStats {
  private cached: { at: number; value: Promise<MarketplaceCounts> } | null = null;

  constructor(
    private readonly search: Pick<CleanerSearchRepository, 'marketplaceTotals' | 'listedCityIds'>,
    /** A place's region id (modules/geo's gazetteer), for counting Montréal's places as one city. */
    private readonly regionOf: (placeId: string) => string | null,
    private readonly ttlMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  private async load(): Promise<MarketplaceCounts> {
    const [totals, places] = await Promise.all([this.search.marketplaceTotals(), this.search.listedCityIds()]);
    return { ...totals, citiesServed: servedCityCount(places, this.regionOf) };
  }

  get(): Promise<MarketplaceCounts> {
    const now = this.now();
    if (this.ttlMs > 0 && this.cached && now - this.cached.at < this.ttlMs) return this.cached.value;
    const value = this.load();
    if (this.ttlMs <= 0) return value;
    const entry = { at: now, value };
    this.cached = entry;
    value.catch(() => {
      if (this.cached === entry) this.cached = null;
    });
    return value;
  }
}
