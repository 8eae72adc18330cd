import { describe, expect, it } from 'vitest';
import type { MarketplaceCounts } from '../ports.js';
import { MarketplaceStats } from './marketplace-stats.js';

const counts = (listedCleaners: number): MarketplaceCounts => ({ listedCleaners, citiesServed: 1, completedVisits: 0, reviewCount: 0, ratingAverage: null, includesDemo: false });

describe('MarketplaceStats (the home page figures cache)', () => {
  it('reuses one read for the TTL, then reads again', async () => {
    let clock = 0;
    let reads = 0;
    const stats = new MarketplaceStats({ marketplaceCounts: async () => counts(++reads) }, 60_000, () => clock);
    expect((await Promise.all([stats.get(), stats.get()])).map((c) => c.listedCleaners)).toEqual([1, 1]);
    clock = 59_999;
    expect((await stats.get()).listedCleaners).toBe(1);
    clock = 60_000;
    expect((await stats.get()).listedCleaners).toBe(2);
  });

  it('reads every time with a TTL of 0, and does not keep a failure', async () => {
    let reads = 0;
    const off = new MarketplaceStats({ marketplaceCounts: async () => counts(++reads) }, 0, () => 0);
    await off.get();
    expect((await off.get()).listedCleaners).toBe(2);
    let fail = true;
    const flaky = new MarketplaceStats({ marketplaceCounts: async () => (fail ? Promise.reject(new Error('down')) : counts(7)) }, 60_000, () => 0);
    await expect(flaky.get()).rejects.toThrow('down');
    fail = false;
    expect((await flaky.get()).listedCleaners).toBe(7);
  });
});
