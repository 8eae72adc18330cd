import { describe, expect, it } from 'vitest';
import type { DataProvider, GetListParams } from 'react-admin';
import { PROMO_USAGE_MAX_PAGES, promoUsage } from './promo-usage';

/** A data provider serving `count` codes of `uses` uses each, as the API pages them. */
function codes(count: number, uses: number): { provider: DataProvider; pages: number[] } {
  const pages: number[] = [];
  const provider = {
    getList: async (_resource: string, params: GetListParams) => {
      const { page, perPage } = params.pagination!;
      pages.push(page);
      const size = Math.max(0, Math.min(perPage, count - (page - 1) * perPage));
      return { data: Array.from({ length: size }, (_, i) => ({ id: `${page}-${i}`, uses })), total: count };
    },
  } as unknown as DataProvider;
  return { provider, pages };
}

describe('the promo codes’ total uses', () => {
  it('adds up every page of codes', async () => {
    const { provider, pages } = codes(250, 2);
    expect(await promoUsage(provider)).toEqual({ uses: 500, complete: true });
    expect(pages).toEqual([1, 2, 3]);
  });

  it('is zero without codes', async () => {
    expect(await promoUsage(codes(0, 0).provider)).toEqual({ uses: 0, complete: true });
  });

  it('stops at its bound and says the figure is a floor', async () => {
    const { provider, pages } = codes(100 * PROMO_USAGE_MAX_PAGES + 1, 1);
    expect(await promoUsage(provider)).toEqual({ uses: 100 * PROMO_USAGE_MAX_PAGES, complete: false });
    expect(pages).toHaveLength(PROMO_USAGE_MAX_PAGES);
  });
});
