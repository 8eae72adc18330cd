import { describe, expect, it } from 'vitest';
import type { PricingTerms } from './api/types';
import { defaultChoices, hourOptions, parseRateCents, rateProblem, rateTextOf, toEstimateRequest, withCleaningType } from './estimator';
import { formatAmount, formatPercent, formatPermille } from './format';

const terms: PricingTerms = {
  currency: 'CAD',
  minimumHours: 4,
  maximumHours: 12,
  hourlyRateCents: { min: 1700, max: 19_900 },
  exampleHourlyRates: [
    { cleaningType: 'regular', hourlyRateCents: 2500 },
    { cleaningType: 'deep', hourlyRateCents: 3500 },
    { cleaningType: 'move_in_out', hourlyRateCents: 4500 },
  ],
  suppliesFeeCents: 1000,
  emergencyPercent: 15,
  firstBookingPercent: 15,
  featuredPromo: { code: 'BIENVENUE10', kind: 'amount', amountCents: 1000, percent: null, endsAt: null },
  serviceFeePercent: 5,
  depositPercent: 50,
  taxes: [
    { tax: 'gst', ratePermille: 50 },
    { tax: 'qst', ratePermille: 99.75 },
  ],
  cancellation: { freeCancellationHours: 24, lateCancellationFeeCents: 5000, postponeHours: 24, cleanerLateAfterMinutes: 15 },
  requestExpiryHours: 24,
  billedTime: { billed: 'booked', minimumOnSitePercent: 50 },
  cleaners: { earnUpToHourlyCents: 4900, commissionPercent: 10, instantPayoutFeeCents: 500 },
};

describe('the estimator choices', () => {
  it('offers 4 to 12 hours by half hours', () => {
    const hours = hourOptions(terms);
    expect(hours[0]).toBe(4);
    expect(hours.at(-1)).toBe(12);
    expect(hours).toHaveLength(17);
  });

  it('reads typed dollars as cents without floats', () => {
    expect(parseRateCents('35')).toBe(3500);
    expect(parseRateCents('35,5')).toBe(3550);
    expect(parseRateCents(' 35.05 $')).toBe(3505);
    expect(parseRateCents('0,29')).toBe(29);
    expect(parseRateCents('35,555')).toBeNull();
    expect(parseRateCents('trente')).toBeNull();
    expect(parseRateCents('')).toBeNull();
    expect(rateTextOf(3550, 'fr')).toBe('35,50');
    expect(rateTextOf(3550, 'en')).toBe('35.50');
    expect(rateTextOf(2500, 'fr')).toBe('25');
  });

  it('checks the rate against the cleaners bounds', () => {
    expect(rateProblem('16,99', terms.hourlyRateCents)).toBe('range');
    expect(rateProblem('17', terms.hourlyRateCents)).toBeNull();
    expect(rateProblem('199', terms.hourlyRateCents)).toBeNull();
    expect(rateProblem('200', terms.hourlyRateCents)).toBe('range');
    expect(rateProblem('abc', terms.hourlyRateCents)).toBe('invalid');
  });

  it('starts from the regular example rate and follows the example rate of the chosen type', () => {
    const start = defaultChoices(terms, 'fr');
    expect(start).toMatchObject({ cleaningType: 'regular', rateText: '25', hours: 4, frequency: 'once', firstBooking: true });
    expect(withCleaningType(start, 'move_in_out', terms, 'fr').rateText).toBe('45');
    // Garage has no example rate: the typed rate stays.
    expect(withCleaningType({ ...start, rateText: '31' }, 'garage', terms, 'fr').rateText).toBe('31');
  });

  it('builds the request: one visit for once, the series count otherwise, both taxes from one box', () => {
    const start = defaultChoices(terms, 'fr');
    expect(toEstimateRequest(start, terms)).toEqual({
      cleaningType: 'regular',
      hourlyRateCents: 2500,
      hours: 4,
      frequency: 'once',
      visits: 1,
      suppliesProvided: false,
      emergency: false,
      firstBooking: true,
      cleanerTaxRegistered: { gst: false, qst: false },
    });
    expect(toEstimateRequest({ ...start, frequency: 'weekly', visits: 6, taxRegistered: true }, terms)).toMatchObject({ visits: 6, cleanerTaxRegistered: { gst: true, qst: true } });
    expect(toEstimateRequest({ ...start, rateText: '12' }, terms)).toBeNull();
  });
});

describe('the pricing figures', () => {
  it('states whole dollars without cents, in both languages', () => {
    expect(formatAmount(2500, 'fr').replace(/\s/g, ' ')).toBe('25 $');
    expect(formatAmount(2500, 'en')).toBe('$25');
    expect(formatAmount(1250, 'fr').replace(/\s/g, ' ')).toBe('12,50 $');
    expect(formatPercent(15, 'fr').replace(/\s/g, ' ')).toBe('15 %');
    expect(formatPercent(15, 'en')).toBe('15%');
    expect(formatPermille(99.75, 'fr').replace(/\s/g, ' ')).toBe('9,975 %');
    expect(formatPermille(50, 'en')).toBe('5%');
  });
});
