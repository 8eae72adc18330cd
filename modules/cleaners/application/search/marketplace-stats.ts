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
    private readonly search: Pick<CleanerSearchRepository, 'marketplaceCounts'>,
    private readonly ttlMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(): Promise<MarketplaceCounts> {
    const now = this.now();
    if (this.ttlMs > 0 && this.cached && now - this.cached.at < this.ttlMs) return this.cached.value;
    const value = this.search.marketplaceCounts();
    if (this.ttlMs <= 0) return value;
    const entry = { at: now, value };
    this.cached = entry;
    value.catch(() => {
      if (this.cached === entry) this.cached = null;
    });
    return value;
  }
}
