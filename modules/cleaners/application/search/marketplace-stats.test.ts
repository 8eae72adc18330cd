import { describe, expect, it } from 'vitest';
import type { MarketplaceTotals } from '../ports.js';
import { MarketplaceStats } from './marketplace-stats.js';

const totals = (listedCleaners: number): MarketplaceTotals => ({ listedCleaners, completedVisits: 0, reviewCount: 0, ratingAverage: null, includesDemo: false });
const regionOf = (id: string) => (id.startsWith('mtl-') ? '06' : '99');
const repo = (load: () => Promise<MarketplaceTotals>, places: string[] = []) => ({ marketplaceTotals: load, listedCityIds: async () => places });

describe('MarketplaceStats (the home page figures)', () => {
  it('reuses one read for the TTL, then reads again', async () => {
    let clock = 0;
    let reads = 0;
    const stats = new MarketplaceStats(repo(async () => totals(++reads)), regionOf, 60_000, () => clock);
    expect((await Promise.all([stats.get(), stats.get()])).map((c) => c.listedCleaners)).toEqual([1, 1]);
    clock = 59_999;
    expect((await stats.get()).listedCleaners).toBe(1);
    clock = 60_000;
    expect((await stats.get()).listedCleaners).toBe(2);
  });

  it('reads every time with a TTL of 0, and does not keep a failure', async () => {
    let reads = 0;
    const off = new MarketplaceStats(repo(async () => totals(++reads)), regionOf, 0, () => 0);
    await off.get();
    expect((await off.get()).listedCleaners).toBe(2);
    let fail = true;
    const flaky = new MarketplaceStats(repo(async () => (fail ? Promise.reject(new Error('down')) : totals(7))), regionOf, 60_000, () => 0);
    await expect(flaky.get()).rejects.toThrow('down');
    fail = false;
    expect((await flaky.get()).listedCleaners).toBe(7);
  });

  it('counts the places of listed cleaners as cities, Montréal once', async () => {
    const stats = new MarketplaceStats(repo(async () => totals(3), ['mtl-plateau', 'mtl-verdun', 'laval', 'gaspe']), regionOf, 0);
    expect((await stats.get()).citiesServed).toBe(3);
  });
});
