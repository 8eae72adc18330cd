import { describe, expect, it } from 'vitest';
import { acceptanceRate, ratio, visitRates } from './rates.js';

describe('rates', () => {
  it('divide, rounded to 4 decimals, and say null when there is nothing to divide', () => {
    expect(ratio(1, 3)).toBe(0.3333);
    expect(ratio(2, 3)).toBe(0.6667);
    expect(ratio(0, 0)).toBeNull();
  });

  it('count expiries against acceptance, not withdrawals', () => {
    expect(acceptanceRate({ accepted: 3, declined: 1, expired: 1 })).toBe(0.6);
    expect(acceptanceRate({ accepted: 0, declined: 0, expired: 0 })).toBeNull();
  });

  it('keep no-shows apart from cancellations and count them against completion', () => {
    // 10 accepted visits: 6 completed, 1 cancelled by the cleaner, 1 by the client, 2 no-shows (cancelled by the client after the start).
    expect(visitRates({ acceptedVisits: 10, completed: 6, cancellations: { total: 4, byCleaner: 1, noShows: 2 } })).toEqual({
      cancellationRate: 0.2,
      noShowRate: 0.2,
      completionRate: 0.6667,
    });
  });
});
