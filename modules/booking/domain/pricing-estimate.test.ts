import { describe, expect, it } from 'vitest';
import { checkEstimate, EXAMPLE_HOURLY_RATES_CENTS } from './pricing-estimate.js';
import { quote } from './pricing.js';

const bounds = { min: 1700, max: 19900 };

describe('checkEstimate', () => {
  it('takes the spec example rate of the cleaning type when no rate is given (25 $, 35 $, 45 $)', () => {
    expect(EXAMPLE_HOURLY_RATES_CENTS).toEqual({ regular: 2500, deep: 3500, move_in_out: 4500 });
    const checked = checkEstimate({ cleaningType: 'deep', hours: 4 }, bounds);
    expect(checked).toEqual({
      ok: true,
      value: {
        rateSource: 'example',
        quoteInput: {
          mode: 'hourly',
          rateCents: 3500,
          hours: 4,
          suppliesProvided: false,
          emergency: false,
          firstBooking: false,
          promo: null,
          referralCreditCents: 0,
          cleanerTaxRegistered: { gst: false, qst: false },
          visits: 1,
        },
      },
    });
  });

  it('keeps a given rate and the visitor choices', () => {
    const checked = checkEstimate(
      { cleaningType: 'garage', hourlyRateCents: 3000, hours: 5.5, frequency: 'weekly', suppliesProvided: true, emergency: true, firstBooking: true, cleanerTaxRegistered: { gst: true, qst: true } },
      bounds,
    );
    expect(checked.ok && checked.value).toMatchObject({
      rateSource: 'given',
      quoteInput: { rateCents: 3000, hours: 5.5, visits: 4, suppliesProvided: true, emergency: true, firstBooking: true, cleanerTaxRegistered: { gst: true, qst: true } },
    });
  });

  it('prices the worked example of pricing.ts through quote()', () => {
    const checked = checkEstimate({ cleaningType: 'regular', hourlyRateCents: 3000, hours: 4, suppliesProvided: true, firstBooking: true, cleanerTaxRegistered: { gst: true, qst: true } }, bounds);
    if (!checked.ok) throw new Error('refused');
    expect(quote(checked.value.quoteInput)).toMatchObject({ subtotalCents: 13_000, discountCents: 1950, serviceFeeCents: 553, taxCents: 1738, totalCents: 13_341, depositCents: 6671, remainderCents: 6670 });
  });

  it('refuses less than 4 hours, a rate out of bounds, a type without example rate and no rate, and wrong visit counts', () => {
    const issues = (input: Parameters<typeof checkEstimate>[0]) => {
      const checked = checkEstimate(input, bounds);
      return checked.ok ? [] : checked.issues;
    };
    expect(issues({ cleaningType: 'regular', hours: 3.5 })).toEqual([{ field: 'body.hours', code: 'booking.min_duration', params: { hours: 4 } }]);
    expect(issues({ cleaningType: 'regular', hours: 4, hourlyRateCents: 1699 })).toEqual([{ field: 'body.hourlyRateCents', code: 'cleaners.hourly_rate_range', params: { min: 17, max: 199 } }]);
    expect(issues({ cleaningType: 'regular', hours: 4, hourlyRateCents: 19901 })).toHaveLength(1);
    expect(issues({ cleaningType: 'regular', hours: 4, hourlyRateCents: 19900 })).toEqual([]);
    expect(issues({ cleaningType: 'office', hours: 4 })).toEqual([{ field: 'body.hourlyRateCents', code: 'fields.required' }]);
    expect(issues({ cleaningType: 'regular', hours: 4, visits: 3 })).toEqual([{ field: 'body.visits', code: 'booking.once_is_one_visit' }]);
    expect(issues({ cleaningType: 'regular', hours: 4, frequency: 'monthly', visits: 1 })).toEqual([{ field: 'body.visits', code: 'booking.series_needs_visits' }]);
  });
});
