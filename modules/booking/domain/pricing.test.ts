import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING, GST_PERMILLE, QST_PERMILLE, percentOf, quote, visitQuote, type PromoDiscount, type QuoteInput } from './pricing.js';

const base: QuoteInput = {
  mode: 'hourly',
  rateCents: 3000,
  hours: 4,
  suppliesProvided: false,
  emergency: false,
  firstBooking: false,
  promo: null,
  referralCreditCents: 0,
  cleanerTaxRegistered: { gst: false, qst: false },
  visits: 1,
};
/** BIENVENUE10, the seeded landing code. */
const TEN: PromoDiscount = { kind: 'amount', amountCents: 1000 };
const q = (over: Partial<QuoteInput> = {}) => quote({ ...base, ...over });
const registered = { gst: true, qst: true };

describe('the rounding rule', () => {
  it('computes percentages exactly and rounds half up to the cent', () => {
    expect(percentOf(11050, 5)).toBe(553); // 552.5
    expect(percentOf(11049, 5)).toBe(552); // 552.45
    expect(percentOf(11051, 5)).toBe(553); // 552.55
    expect(percentOf(553, 9.975)).toBe(55); // 55.16175
    expect(percentOf(200, 9.975)).toBe(20); // 19.95
    expect(percentOf(1000, 9.975)).toBe(100); // 99.75
    expect(percentOf(10, 15)).toBe(2); // 1.5
    expect(percentOf(0, 15)).toBe(0);
    expect(percentOf(12345, 0)).toBe(0);
    expect(percentOf(12345, 100)).toBe(12345);
  });

  it('does not suffer from float errors where a naive computation would', () => {
    // In floats 2 000 x (9.975 / 100) is 199.49999999999997, which Math.round takes to 199.
    expect(Math.round(2000 * (9.975 / 100))).toBe(199);
    expect(percentOf(2000, 9.975)).toBe(200); // exactly 199.5
    expect(percentOf(10000, 9.975)).toBe(998); // exactly 997.5
    expect(Math.round(100 * (57.5 / 100))).toBe(57);
    expect(percentOf(100, 57.5)).toBe(58); // exactly 57.5
  });

  it('refuses negative, fractional or non-finite inputs', () => {
    expect(() => percentOf(-1, 5)).toThrow(RangeError);
    expect(() => percentOf(1.5, 5)).toThrow(RangeError);
    expect(() => percentOf(100, -5)).toThrow(RangeError);
    expect(() => percentOf(100, Number.NaN)).toThrow(RangeError);
    expect(() => percentOf(100, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('the service', () => {
  it('is hours x hourly rate in hourly mode', () => {
    const r = q();
    expect(r.serviceCents).toBe(12000);
    expect(r.subtotalCents).toBe(12000);
    expect(r.mode).toBe('hourly');
    expect(r.hours).toBe(4);
    expect(r.rateCents).toBe(3000);
    expect(r.currency).toBe('CAD');
  });

  it('rounds half hours of an odd rate half up', () => {
    expect(q({ rateCents: 3333, hours: 4.5 }).serviceCents).toBe(14999); // 14998.5
    expect(q({ rateCents: 3001, hours: 0.5 }).serviceCents).toBe(1501); // 1500.5
  });

  it('is the fixed price in fixed mode, whatever the hours', () => {
    const r = q({ mode: 'fixed', rateCents: 18000, hours: 5.5 });
    expect(r.serviceCents).toBe(18000);
    expect(r.mode).toBe('fixed');
    expect(r.hours).toBe(5.5);
  });
});

describe('fees', () => {
  it('has no extra with nothing chosen and an unregistered cleaner: only the platform fee and its taxes', () => {
    const r = q();
    expect(r).toMatchObject({ cleaningFeeCents: 0, emergencyFeeCents: 0, discounts: [], discountCents: 0, serviceFeeCents: 600 });
    // 600 platform fee: GST 30, QST 59.85 -> 60
    expect(r.taxLines).toEqual([
      { tax: 'gst', on: 'platform_fee', ratePermille: 50, baseCents: 600, amountCents: 30 },
      { tax: 'qst', on: 'platform_fee', ratePermille: 99.75, baseCents: 600, amountCents: 60 },
    ]);
    expect(r).toMatchObject({ gstCents: 30, qstCents: 60, taxCents: 90, totalCents: 12690 });
  });

  it('adds the supplies fee when the cleaner brings supplies', () => {
    const r = q({ suppliesProvided: true });
    expect(r.cleaningFeeCents).toBe(1000);
    expect(r.subtotalCents).toBe(13000);
    expect(r.serviceFeeCents).toBe(650);
  });

  it('adds 15 % of the service for an emergency (not of the supplies)', () => {
    const r = q({ emergency: true, suppliesProvided: true });
    expect(r.emergencyFeeCents).toBe(1800);
    expect(r.subtotalCents).toBe(12000 + 1000 + 1800);
    expect(q({ emergency: true, rateCents: 3333, hours: 1 }).emergencyFeeCents).toBe(500); // 499.95
    expect(q({ emergency: true, rateCents: 3330, hours: 1 }).emergencyFeeCents).toBe(500); // 499.5
  });

  it('follows the settings', () => {
    const r = quote({ ...base, suppliesProvided: true, emergency: true }, { ...DEFAULT_PRICING, suppliesFeeCents: 1500, emergencyPercent: 20, serviceFeePercent: 10 });
    expect(r).toMatchObject({ cleaningFeeCents: 1500, emergencyFeeCents: 2400, subtotalCents: 15900, serviceFeeCents: 1590 });
    expect(quote(base, { ...DEFAULT_PRICING, serviceFeePercent: 0 })).toMatchObject({ serviceFeeCents: 0, taxLines: [], taxCents: 0, totalCents: 12000 });
  });
});

describe('discounts', () => {
  it('takes 15 % of the subtotal for a first booking', () => {
    const r = q({ firstBooking: true, suppliesProvided: true });
    expect(r.discounts).toEqual([{ kind: 'first_booking', amountCents: 1950 }]);
    expect(r.discountCents).toBe(1950);
    expect(r.serviceFeeCents).toBe(553); // 5 % of 11 050
  });

  it('takes 10 $ for the promo', () => {
    const r = q({ promo: TEN });
    expect(r.discounts).toEqual([{ kind: 'promo', amountCents: 1000 }]);
    expect(r.serviceFeeCents).toBe(550);
  });

  it('takes a percentage promo of the subtotal, rounded half up, after the first-booking discount', () => {
    // 12 000 subtotal: first booking 1 800, then 13 % of the subtotal 12 000 = 1 560.
    const r = q({ firstBooking: true, promo: { kind: 'percent', percent: 13 } });
    expect(r.discounts).toEqual([
      { kind: 'first_booking', amountCents: 1800 },
      { kind: 'promo', amountCents: 1560 },
    ]);
    // 100 % never makes the price negative: it takes what the first-booking discount left.
    const all = q({ firstBooking: true, promo: { kind: 'percent', percent: 100 }, referralCreditCents: 500 });
    expect(all.discounts).toEqual([
      { kind: 'first_booking', amountCents: 1800 },
      { kind: 'promo', amountCents: 10_200 },
    ]);
    expect(all.totalCents).toBe(0);
  });

  it('refuses a promo outside its bounds', () => {
    expect(() => q({ promo: { kind: 'percent', percent: 0 } })).toThrow(RangeError);
    expect(() => q({ promo: { kind: 'percent', percent: 101 } })).toThrow(RangeError);
    expect(() => q({ promo: { kind: 'percent', percent: 12.5 } })).toThrow(RangeError);
    expect(() => q({ promo: { kind: 'amount', amountCents: -1 } })).toThrow(RangeError);
  });

  it('takes the referral credit', () => {
    expect(q({ referralCreditCents: 2500 }).discounts).toEqual([{ kind: 'referral', amountCents: 2500 }]);
  });

  it('combines them in order first booking, promo, referral; the percentage is of the subtotal', () => {
    const r = q({ firstBooking: true, promo: TEN, referralCreditCents: 500 });
    expect(r.discounts).toEqual([
      { kind: 'first_booking', amountCents: 1800 },
      { kind: 'promo', amountCents: 1000 },
      { kind: 'referral', amountCents: 500 },
    ]);
    expect(r.discountCents).toBe(3300);
    expect(r.serviceFeeCents).toBe(435); // 5 % of 8 700
  });

  it('never exceeds the subtotal: the discount that would exceed it is reduced and later ones dropped', () => {
    const r = q({ mode: 'fixed', rateCents: 1500, firstBooking: true, promo: TEN, referralCreditCents: 5000 });
    // 15 % of 1 500 = 225, promo 1 000, referral only the 275 left.
    expect(r.discounts).toEqual([
      { kind: 'first_booking', amountCents: 225 },
      { kind: 'promo', amountCents: 1000 },
      { kind: 'referral', amountCents: 275 },
    ]);
    expect(r).toMatchObject({ discountCents: 1500, serviceFeeCents: 0, taxLines: [], taxCents: 0, totalCents: 0, depositCents: 0, remainderCents: 0 });

    const promoCut = q({ mode: 'fixed', rateCents: 800, promo: TEN, referralCreditCents: 100 });
    expect(promoCut.discounts).toEqual([{ kind: 'promo', amountCents: 800 }]);
    expect(promoCut.totalCents).toBe(0);
  });

  it('lists no zero-amount discount', () => {
    expect(quote({ ...base, firstBooking: true }, { ...DEFAULT_PRICING, firstBookingPercent: 0 }).discounts).toEqual([]);
    expect(q({ promo: { kind: 'amount', amountCents: 0 } }).discounts).toEqual([]);
  });
});

describe('taxes', () => {
  it('taxes the service only for the taxes the cleaner is registered for', () => {
    const none = q({ cleanerTaxRegistered: { gst: false, qst: false } });
    expect(none.taxLines.map((l) => `${l.tax}/${l.on}`)).toEqual(['gst/platform_fee', 'qst/platform_fee']);

    const gstOnly = q({ cleanerTaxRegistered: { gst: true, qst: false } });
    expect(gstOnly.taxLines.map((l) => `${l.tax}/${l.on}`)).toEqual(['gst/service', 'gst/platform_fee', 'qst/platform_fee']);
    expect(gstOnly.taxLines[0]).toEqual({ tax: 'gst', on: 'service', ratePermille: GST_PERMILLE, baseCents: 12000, amountCents: 600 });
    expect(gstOnly).toMatchObject({ gstCents: 630, qstCents: 60, taxCents: 690 });

    const qstOnly = q({ cleanerTaxRegistered: { gst: false, qst: true } });
    expect(qstOnly.taxLines.map((l) => `${l.tax}/${l.on}`)).toEqual(['qst/service', 'gst/platform_fee', 'qst/platform_fee']);
    expect(qstOnly.taxLines[0]).toEqual({ tax: 'qst', on: 'service', ratePermille: QST_PERMILLE, baseCents: 12000, amountCents: 1197 });
    expect(qstOnly).toMatchObject({ gstCents: 30, qstCents: 1257, taxCents: 1287 });

    const both = q({ cleanerTaxRegistered: registered });
    expect(both.taxLines).toHaveLength(4);
    expect(both).toMatchObject({ gstCents: 630, qstCents: 1257, taxCents: 1887, totalCents: 12000 + 600 + 1887 });
  });

  it('always taxes the platform fee, on the discounted base', () => {
    const r = q({ firstBooking: true });
    const feeLines = r.taxLines.filter((l) => l.on === 'platform_fee');
    expect(feeLines).toEqual([
      { tax: 'gst', on: 'platform_fee', ratePermille: 50, baseCents: 510, amountCents: 26 }, // 25.5
      { tax: 'qst', on: 'platform_fee', ratePermille: 99.75, baseCents: 510, amountCents: 51 }, // 50.8725
    ]);
  });

  it('rounds each line on its own, half up', () => {
    // Base 10 050: GST 502.5 -> 503; QST 1 002.4875 -> 1 002; fee 502.5 -> 503; GST on fee 25.15 -> 25; QST on fee 50.17425 -> 50.
    const r = q({ mode: 'fixed', rateCents: 10050, cleanerTaxRegistered: registered });
    expect(r.serviceFeeCents).toBe(503);
    expect(r.taxLines.map((l) => l.amountCents)).toEqual([503, 1002, 25, 50]);
    expect(r.gstCents).toBe(528);
    expect(r.qstCents).toBe(1052);
    expect(r.totalCents).toBe(10050 + 503 + 1580);
  });

  it('rounds a QST line of exactly half a cent up, where floats would round it down', () => {
    const r = q({ mode: 'fixed', rateCents: 2000, cleanerTaxRegistered: { gst: false, qst: true } });
    expect(r.taxLines[0]).toEqual({ tax: 'qst', on: 'service', ratePermille: 99.75, baseCents: 2000, amountCents: 200 }); // 199.5
  });

  it('the tax sums are the sums of the lines', () => {
    const r = q({ suppliesProvided: true, emergency: true, promo: TEN, cleanerTaxRegistered: registered, rateCents: 3177, hours: 5.5 });
    const sum = (t: 'gst' | 'qst') => r.taxLines.filter((l) => l.tax === t).reduce((s, l) => s + l.amountCents, 0);
    expect(r.gstCents).toBe(sum('gst'));
    expect(r.qstCents).toBe(sum('qst'));
    expect(r.taxCents).toBe(r.gstCents + r.qstCents);
    expect(r.totalCents).toBe(r.subtotalCents - r.discountCents + r.serviceFeeCents + r.taxCents);
  });
});

describe('the worked example of pricing.ts', () => {
  it('4 h x 30 $, supplies, first booking, registered cleaner', () => {
    const r = q({ suppliesProvided: true, firstBooking: true, cleanerTaxRegistered: registered });
    expect(r).toEqual({
      currency: 'CAD',
      mode: 'hourly',
      hours: 4,
      rateCents: 3000,
      serviceCents: 12000,
      cleaningFeeCents: 1000,
      emergencyFeeCents: 0,
      subtotalCents: 13000,
      discounts: [{ kind: 'first_booking', amountCents: 1950 }],
      discountCents: 1950,
      serviceFeeCents: 553,
      gstCents: 581,
      qstCents: 1157,
      taxLines: [
        { tax: 'gst', on: 'service', ratePermille: 50, baseCents: 11050, amountCents: 553 },
        { tax: 'qst', on: 'service', ratePermille: 99.75, baseCents: 11050, amountCents: 1102 },
        { tax: 'gst', on: 'platform_fee', ratePermille: 50, baseCents: 553, amountCents: 28 },
        { tax: 'qst', on: 'platform_fee', ratePermille: 99.75, baseCents: 553, amountCents: 55 },
      ],
      taxCents: 1738,
      totalCents: 13341,
      depositCents: 6671,
      remainderCents: 6670,
      visits: 1,
      seriesTotalCents: 13341,
      seriesDepositCents: 6671,
    });
  });
});

describe('deposit and remainder', () => {
  it('splits an even total in two halves', () => {
    const r = q(); // 12 690
    expect(r.depositCents).toBe(6345);
    expect(r.remainderCents).toBe(6345);
  });

  it('gives the odd cent to the deposit', () => {
    const r = q({ suppliesProvided: true, firstBooking: true, cleanerTaxRegistered: registered }); // 13 341
    expect(r.totalCents % 2).toBe(1);
    expect(r.depositCents).toBe(r.remainderCents + 1);
  });

  it('deposit + remainder == total and every figure is consistent, for many random inputs', () => {
    // A small deterministic generator, so a failure is reproducible.
    let seed = 42;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const int = (max: number) => Math.floor(rand() * (max + 1));
    for (let i = 0; i < 2000; i++) {
      const input: QuoteInput = {
        mode: rand() < 0.5 ? 'hourly' : 'fixed',
        rateCents: int(60000),
        hours: 0.5 * (1 + int(23)),
        suppliesProvided: rand() < 0.5,
        emergency: rand() < 0.5,
        firstBooking: rand() < 0.5,
        promo: rand() < 0.5 ? TEN : null,
        referralCreditCents: rand() < 0.3 ? int(20000) : 0,
        cleanerTaxRegistered: { gst: rand() < 0.5, qst: rand() < 0.5 },
        visits: 1 + int(12),
      };
      const r = quote(input);
      const label = JSON.stringify(input);
      expect(r.depositCents + r.remainderCents, label).toBe(r.totalCents);
      expect(r.depositCents - r.remainderCents, label).toBeGreaterThanOrEqual(0);
      expect(r.depositCents - r.remainderCents, label).toBeLessThanOrEqual(1);
      expect(r.discountCents, label).toBeLessThanOrEqual(r.subtotalCents);
      expect(r.discounts.reduce((s, d) => s + d.amountCents, 0), label).toBe(r.discountCents);
      expect(r.discounts.every((d) => d.amountCents > 0), label).toBe(true);
      expect(r.totalCents, label).toBe(r.subtotalCents - r.discountCents + r.serviceFeeCents + r.gstCents + r.qstCents);
      for (const value of [r.serviceCents, r.subtotalCents, r.serviceFeeCents, r.taxCents, r.totalCents, r.depositCents, r.remainderCents, r.seriesTotalCents]) {
        expect(Number.isSafeInteger(value) && value >= 0, label).toBe(true);
      }
      const later = visitQuote(input, input.visits - 1);
      expect(later.depositCents + later.remainderCents, label).toBe(later.totalCents);
      expect(r.seriesTotalCents, label).toBe(r.totalCents + (input.visits - 1) * later.totalCents);
    }
  });
});

describe('series', () => {
  const series: QuoteInput = { ...base, suppliesProvided: true, firstBooking: true, promo: TEN, referralCreditCents: 300, cleanerTaxRegistered: registered, visits: 4 };

  it('puts the one-time discounts on the first visit only', () => {
    const first = visitQuote(series, 0);
    const second = visitQuote(series, 1);
    const last = visitQuote(series, 3);
    expect(first.discounts.map((d) => d.kind)).toEqual(['first_booking', 'promo', 'referral']);
    expect(second.discounts).toEqual([]);
    expect(second.discountCents).toBe(0);
    expect(last).toEqual(second);
    // A later visit costs what a booking without any discount costs.
    const undiscounted = quote({ ...series, firstBooking: false, promo: null, referralCreditCents: 0 });
    expect(second.totalCents).toBe(undiscounted.totalCents);
    expect(second.totalCents).toBeGreaterThan(first.totalCents);
  });

  it('sums the series: first visit + (visits - 1) x a later visit', () => {
    const r = quote(series);
    const later = visitQuote(series, 2);
    expect(r.visits).toBe(4);
    expect(r.seriesTotalCents).toBe(r.totalCents + 3 * later.totalCents);
    expect(later.visits).toBe(4);
    expect(later.seriesTotalCents).toBe(r.seriesTotalCents);
  });

  it('sums the deposits held with a series request: every visit has its own, the first one discounted (issue #40)', () => {
    const r = quote(series);
    const later = visitQuote(series, 2);
    expect(r.depositCents).toBeLessThan(later.depositCents);
    expect(r.seriesDepositCents).toBe(r.depositCents + 3 * later.depositCents);
    expect(later.seriesDepositCents).toBe(r.seriesDepositCents);
    expect(q().seriesDepositCents).toBe(q().depositCents);
  });

  it('quote is visit 0', () => {
    expect(quote(series)).toEqual(visitQuote(series, 0));
  });

  it('a single visit is its own series total', () => {
    const r = q({ firstBooking: true });
    expect(r.visits).toBe(1);
    expect(r.seriesTotalCents).toBe(r.totalCents);
  });
});

describe('validation', () => {
  it('refuses negative, NaN or fractional rates', () => {
    expect(() => q({ rateCents: -1 })).toThrow(RangeError);
    expect(() => q({ rateCents: Number.NaN })).toThrow(RangeError);
    expect(() => q({ rateCents: 10.5 })).toThrow(RangeError);
  });

  it('refuses hours <= 0 or NaN', () => {
    expect(() => q({ hours: 0 })).toThrow(RangeError);
    expect(() => q({ hours: -4 })).toThrow(RangeError);
    expect(() => q({ hours: Number.NaN })).toThrow(RangeError);
  });

  it('refuses fewer than one visit or a fractional count', () => {
    expect(() => q({ visits: 0 })).toThrow(RangeError);
    expect(() => q({ visits: 1.5 })).toThrow(RangeError);
  });

  it('refuses a negative referral credit', () => {
    expect(() => q({ referralCreditCents: -100 })).toThrow(RangeError);
  });

  it('refuses a visit index outside the series', () => {
    expect(() => visitQuote({ ...base, visits: 3 }, 3)).toThrow(RangeError);
    expect(() => visitQuote({ ...base, visits: 3 }, -1)).toThrow(RangeError);
    expect(() => visitQuote({ ...base, visits: 3 }, 1.5)).toThrow(RangeError);
  });

  it('refuses broken settings', () => {
    expect(() => quote(base, { ...DEFAULT_PRICING, serviceFeePercent: -1 })).toThrow(RangeError);
    expect(() => quote(base, { ...DEFAULT_PRICING, firstBookingPercent: 101 })).toThrow(RangeError);
    expect(() => quote(base, { ...DEFAULT_PRICING, suppliesFeeCents: 9.5 })).toThrow(RangeError);
  });

  it('has the documented defaults and tax rates', () => {
    expect(DEFAULT_PRICING).toEqual({ serviceFeePercent: 5, suppliesFeeCents: 1000, emergencyPercent: 15, firstBookingPercent: 15 });
    expect(GST_PERMILLE).toBe(50);
    expect(QST_PERMILLE).toBe(99.75);
  });
});
