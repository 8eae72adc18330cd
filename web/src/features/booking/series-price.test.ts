import { describe, expect, it } from 'vitest';
import { quote } from '../../../../modules/booking/domain/pricing.js';
import { seriesPrice } from './series-price.js';

const series = (firstBooking: boolean, promo: boolean) =>
  quote({ mode: 'hourly', rateCents: 3500, hours: 4, suppliesProvided: true, emergency: false, firstBooking, promo: promo ? { kind: 'amount', amountCents: 500 } : null, referralCreditCents: 0, cleanerTaxRegistered: { gst: true, qst: true }, visits: 4 });

describe('series price panel (issue #42)', () => {
  it('shows visit 1 and the other visits apart when the first is discounted, and they add up to the series total', () => {
    const q = series(true, false);
    const p = seriesPrice(q)!;
    expect(p.split).toBe(true);
    expect(p.firstTotalCents).toBe(q.totalCents);
    expect(p.firstTotalCents + p.laterVisits * p.laterTotalCents).toBe(q.seriesTotalCents);
    expect(p.laterTotalCents).toBeGreaterThan(p.firstTotalCents);
    expect(p.note).toBe('first_booking');
  });

  it('no first-booking note without a first-booking discount; a promo code gets its own note', () => {
    expect(seriesPrice(series(false, true))!.note).toBe('discount');
    const plain = seriesPrice(series(false, false))!;
    expect(plain.note).toBeNull();
    expect(plain.split).toBe(false);
  });

  it('a single visit is no series', () => {
    expect(seriesPrice({ visits: 1, totalCents: 100, seriesTotalCents: 100, discounts: [] })).toBeNull();
  });
});
