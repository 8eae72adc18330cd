import { describe, expect, it } from 'vitest';
import { bookingEarning, cancellationEarning, platformShare, type QuoteMoney } from './earning.js';
import { percentOfHalfUp } from './money.js';

/** A quote built the way booking's pricing builds one (every line rounded half up once). */
function randomQuote(rand: () => number): QuoteMoney {
  const int = (max: number) => Math.floor(rand() * max);
  const subtotalCents = 1500 + int(200_000);
  const discountCents = rand() < 0.4 ? Math.min(subtotalCents, int(subtotalCents / 3) + (rand() < 0.5 ? 1000 : 0)) : 0;
  const base = subtotalCents - discountCents;
  const feePercent = [0, 5, 7.5, 12][int(4)]!;
  const serviceFeeCents = percentOfHalfUp(base, feePercent);
  const taxLines: QuoteMoney['taxLines'] = [];
  if (rand() < 0.5 && base > 0) taxLines.push({ on: 'service', amountCents: percentOfHalfUp(base, 5) });
  if (rand() < 0.5 && base > 0) taxLines.push({ on: 'service', amountCents: percentOfHalfUp(base, 9.975) });
  if (serviceFeeCents > 0) taxLines.push({ on: 'platform_fee', amountCents: percentOfHalfUp(serviceFeeCents, 5) }, { on: 'platform_fee', amountCents: percentOfHalfUp(serviceFeeCents, 9.975) });
  const totalCents = base + serviceFeeCents + taxLines.reduce((s, l) => s + l.amountCents, 0);
  return { subtotalCents, discountCents, serviceFeeCents, totalCents, taxLines };
}

/** Deterministic (mulberry32), so a failure can be replayed. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('bookingEarning', () => {
  it('takes the commission on the service as billed and passes the service taxes through (booking pricing example)', () => {
    // 4 h x 30 $, supplies, first booking -15 %, registered: see booking's pricing.ts.
    const quote: QuoteMoney = {
      subtotalCents: 13_000,
      discountCents: 1950,
      serviceFeeCents: 553,
      totalCents: 13_341,
      taxLines: [
        { on: 'service', amountCents: 553 },
        { on: 'service', amountCents: 1102 },
        { on: 'platform_fee', amountCents: 28 },
        { on: 'platform_fee', amountCents: 55 },
      ],
    };
    const e = bookingEarning(quote, 10);
    expect(e).toEqual({ grossCents: 11_050, commissionCents: 1105, taxCents: 1655, amountCents: 11_600 });
    expect(e.amountCents + platformShare(quote, e)).toBe(13_341);
  });

  it('rounds the commission half up, once', () => {
    expect(bookingEarning({ subtotalCents: 12_345, discountCents: 0, serviceFeeCents: 0, totalCents: 12_345, taxLines: [] }, 10).commissionCents).toBe(1235);
    expect(bookingEarning({ subtotalCents: 12_344, discountCents: 0, serviceFeeCents: 0, totalCents: 12_344, taxLines: [] }, 10).commissionCents).toBe(1234);
    expect(bookingEarning({ subtotalCents: 333, discountCents: 0, serviceFeeCents: 0, totalCents: 333, taxLines: [] }, 12.5).commissionCents).toBe(42);
  });

  it('splits what the client paid to the cent, for 2 000 random quotes one by one and week by week', () => {
    const rand = seeded(20261122);
    let week = { total: 0, earnings: 0, platform: 0 };
    for (let i = 0; i < 2000; i++) {
      const quote = randomQuote(rand);
      const percent = [0, 10, 12.5, 15, 20][Math.floor(rand() * 5)]!;
      const e = bookingEarning(quote, percent);
      expect(Number.isSafeInteger(e.amountCents) && e.amountCents >= 0).toBe(true);
      expect(e.amountCents).toBe(e.grossCents - e.commissionCents + e.taxCents);
      expect(quote.totalCents).toBe(e.amountCents + platformShare(quote, e));
      week = { total: week.total + quote.totalCents, earnings: week.earnings + e.amountCents, platform: week.platform + platformShare(quote, e) };
      if (i % 37 === 36) {
        expect(week.total).toBe(week.earnings + week.platform);
        week = { total: 0, earnings: 0, platform: 0 };
      }
    }
  });
});

describe('cancellationEarning', () => {
  it('gives the cleaner the late fee less the commission, without tax', () => {
    expect(cancellationEarning(5000, 10)).toEqual({ grossCents: 5000, commissionCents: 500, taxCents: 0, amountCents: 4500 });
    expect(cancellationEarning(5005, 15)).toEqual({ grossCents: 5005, commissionCents: 751, taxCents: 0, amountCents: 4254 });
  });
});
