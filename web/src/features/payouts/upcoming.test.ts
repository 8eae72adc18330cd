import { describe, expect, it } from 'vitest';
import { upcomingTotal } from './upcoming';

describe('upcomingTotal', () => {
  it('adds the cleaner shares of the confirmed visits ahead', () => {
    expect(upcomingTotal([{ cleanerEarning: { amountCents: 10_200 } }, { cleanerEarning: { amountCents: 8_550 } }, { cleanerEarning: null }])).toEqual({ cents: 18_750, count: 3 });
    expect(upcomingTotal([])).toEqual({ cents: 0, count: 0 });
  });
});
