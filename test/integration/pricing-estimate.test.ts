import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type ApiResponse, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, requestVisit } from '../support/booking-fixtures.js';

/**
 * Issue #15, public pricing: GET /api/pricing states the configuration in force, and
 * POST /api/pricing/estimate prices with the booking quote's own function, so that an estimate and
 * POST /api/bookings/quote agree to the cent for the same facts. The server runs with a service fee
 * and a commission other than the defaults, to show that both come from the configuration.
 */
let t: TestServer;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let taxedCleaner: Awaited<ReturnType<typeof listedCleaner>>;

beforeAll(async () => {
  t = await createTestServer({
    env: { BOOKING_SERVICE_FEE_PERCENT: '7', PAYOUT_COMMISSION_PERCENT: '12' },
    configure: (c) => {
      c.rateLimits.login.perIp = 10_000;
      // A day-long window: the fixed window (aligned on the clock) must not end between the test's requests.
      Object.assign(c.rateLimits.estimate, { perIp: 5, windowSeconds: 24 * 60 * 60 });
    },
  });
  admin = (await loginAs(t, 'admin')).token;
  [cleaner, taxedCleaner] = await Promise.all([
    listedCleaner(t, admin),
    listedCleaner(t, admin, { profile: { gstNumber: '123456789RT0001', qstNumber: '1234567890TQ0001' } }),
  ]);
});
afterAll(() => t.close());

/** Each caller poses as its own address, so that the per-IP limit of one test does not reach another. */
const ipOf = () => `10.88.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
const estimate = (body: Record<string, unknown>, headers: Record<string, string> = {}) => t.api('POST', '/api/pricing/estimate', { body, headers: { 'x-forwarded-for': ipOf(), ...headers } });
const detail = (res: ApiResponse, field: string) => (res.body.details as { field: string; code: string; message: string }[] | undefined)?.find((d) => d.field === field);

describe('GET /api/pricing', () => {
  it('answers anyone with the figures of the configuration in force', async () => {
    const res = await t.api('GET', '/api/pricing');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.body).toEqual({
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
      // The seeded BIENVENUE10, read from the promo codes table (issue #16).
      featuredPromo: { code: 'BIENVENUE10', kind: 'amount', amountCents: 1000, percent: null, endsAt: null },
      serviceFeePercent: 7,
      depositPercent: 50,
      taxes: [
        { tax: 'gst', ratePermille: 50 },
        { tax: 'qst', ratePermille: 99.75 },
      ],
      cancellation: { freeCancellationHours: 24, lateCancellationFeeCents: 5000, postponeHours: 24, cleanerLateAfterMinutes: 15 },
      requestExpiryHours: 24,
      billedTime: { billed: 'booked', minimumOnSitePercent: 50 },
      cleaners: { earnUpToHourlyCents: 4900, commissionPercent: 12, instantPayoutFeeCents: 500 },
    });
  });
});

describe('the featured promo code on GET /api/pricing', () => {
  // A server of its own features a code of this test, so that BIENVENUE10, shared by parallel files, stays as is.
  const featured = `FEAT${randomUUID().slice(0, 8).toUpperCase()}`;
  let own: TestServer;
  let ownAdmin: string;
  beforeAll(async () => {
    own = await createTestServer({ configure: (c) => void ((c.rateLimits.login.perIp = 10_000), (c.promotions.featuredCode = featured)) });
    ownAdmin = (await loginAs(own, 'admin')).token;
  });
  afterAll(() => own.close());
  const promoOf = async () => (await own.api<{ featuredPromo: unknown }>('GET', '/api/pricing')).body.featuredPromo;
  const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const write = async (method: 'POST' | 'PUT', path: string, body: Record<string, unknown>) => {
    const res = await own.api<{ id: string }>(method, path, { token: ownAdmin, body: { code: featured, description: null, startsAt: dayAgo(1), endsAt: null, maxUses: null, active: true, ...body } });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    return res.body;
  };

  it('states the code while it runs, and no longer once it is deactivated, expired or not started', async () => {
    expect(await promoOf()).toBeNull();
    const { id } = await write('POST', '/api/admin/promo-codes', { kind: 'percent', percent: 20 });
    expect(await promoOf()).toEqual({ code: featured, kind: 'percent', amountCents: null, percent: 20, endsAt: null });
    const endsAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    await write('PUT', `/api/admin/promo-codes/${id}`, { kind: 'amount', amountCents: 1500, endsAt });
    expect(await promoOf()).toEqual({ code: featured, kind: 'amount', amountCents: 1500, percent: null, endsAt });

    await write('PUT', `/api/admin/promo-codes/${id}`, { kind: 'amount', amountCents: 1500, active: false });
    expect(await promoOf()).toBeNull();
    await write('PUT', `/api/admin/promo-codes/${id}`, { kind: 'amount', amountCents: 1500, startsAt: dayAgo(3), endsAt: dayAgo(2) });
    expect(await promoOf()).toBeNull();
    await write('PUT', `/api/admin/promo-codes/${id}`, { kind: 'amount', amountCents: 1500, startsAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect(await promoOf()).toBeNull();
    await write('PUT', `/api/admin/promo-codes/${id}`, { kind: 'amount', amountCents: 1500 });
    expect(await promoOf()).toMatchObject({ code: featured, amountCents: 1500 });
  });
});

describe('POST /api/pricing/estimate', () => {
  it('equals the booking quote of a new client (first-booking discount), untaxed cleaner, 4 h once', async () => {
    const client = await clientWithProperty(t);
    const booked = await t.api('POST', '/api/bookings/quote', { token: client.token, body: draft(cleaner.user.id, client.property.id) });
    expect(booked.status).toBe(200);
    const res = await estimate({ cleaningType: 'regular', hourlyRateCents: 3000, hours: 4, frequency: 'once', firstBooking: true, suppliesProvided: false, emergency: false, cleanerTaxRegistered: { gst: false, qst: false } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.quote).toEqual(booked.body);
    expect(res.body.rateSource).toBe('given');
    // 7 % platform fee of 10 200 (the configured fee, not the default 5 %).
    expect(res.body.quote.serviceFeeCents).toBe(714);
    // The payouts rule: gross 10 200, commission 12 % = 1 224, no tax for an unregistered cleaner.
    expect(res.body.cleanerShare).toEqual({ grossCents: 10_200, commissionCents: 1224, taxCents: 0, amountCents: 8976 });
  });

  it('equals the booking quote of a series with supplies, an emergency and a tax-registered cleaner', async () => {
    const client = await clientWithProperty(t);
    const options = { durationHours: 5.5, frequency: 'weekly', visits: 3, suppliesProvided: true, emergency: { reason: 'Dégât d’eau au sous-sol', priority: 'high' } };
    const booked = await t.api('POST', '/api/bookings/quote', { token: client.token, body: draft(taxedCleaner.user.id, client.property.id, options) });
    expect(booked.status).toBe(200);
    const res = await estimate({ cleaningType: 'deep', hourlyRateCents: 3000, hours: 5.5, frequency: 'weekly', visits: 3, firstBooking: true, suppliesProvided: true, emergency: true, cleanerTaxRegistered: { gst: true, qst: true } });
    expect(res.status).toBe(200);
    expect(res.body.quote).toEqual(booked.body);
    expect(res.body.quote.visits).toBe(3);
    const q = res.body.quote;
    const serviceTaxes = q.taxLines.filter((l: { on: string }) => l.on === 'service').reduce((s: number, l: { amountCents: number }) => s + l.amountCents, 0);
    expect(res.body.cleanerShare.taxCents).toBe(serviceTaxes);
    expect(res.body.cleanerShare.amountCents).toBe(q.subtotalCents - q.discountCents - res.body.cleanerShare.commissionCents + serviceTaxes);
  });

  it('equals the booking quote of a client who already booked (no first-booking discount), monthly by default 4 visits', async () => {
    const client = await clientWithProperty(t);
    await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(5), time: '08:00' }));
    const booked = await t.api('POST', '/api/bookings/quote', { token: client.token, body: draft(taxedCleaner.user.id, client.property.id, { frequency: 'monthly', durationHours: 6 }) });
    expect(booked.status).toBe(200);
    expect(booked.body.discounts).toEqual([]);
    const res = await estimate({ cleaningType: 'regular', hourlyRateCents: 3000, hours: 6, frequency: 'monthly', firstBooking: false, cleanerTaxRegistered: { gst: true, qst: true } });
    expect(res.body.quote).toEqual(booked.body);
    expect(res.body.quote.visits).toBe(4);
  });

  it('takes the example rate of the cleaning type without a rate, for anyone (signed in or not)', async () => {
    const anonymous = await estimate({ cleaningType: 'move_in_out', hours: 4 });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({ rateSource: 'example', quote: { rateCents: 4500, serviceCents: 18_000, discounts: [], visits: 1 } });
    const client = await loginAs(t, 'client');
    const signedIn = await t.api('POST', '/api/pricing/estimate', { token: client.token, body: { cleaningType: 'regular', hours: 4 }, headers: { 'x-forwarded-for': ipOf() } });
    expect(signedIn.body.quote.rateCents).toBe(2500);
  });

  it('refuses less than 4 hours and a rate out of bounds with the product messages, in the caller language', async () => {
    const short = await estimate({ cleaningType: 'regular', hours: 3 });
    expect(short.status).toBe(400);
    expect(detail(short, 'body.hours')).toMatchObject({ code: 'booking.min_duration', message: 'La durée minimale est de 4 heure' });
    const shortEn = await estimate({ cleaningType: 'regular', hours: 3 }, { 'accept-language': 'en-CA,en;q=0.9' });
    expect(detail(shortEn, 'body.hours')?.message).toBe('The minimum duration is 4 hours');
    const cheap = await estimate({ cleaningType: 'regular', hours: 4, hourlyRateCents: 1500 });
    expect(detail(cheap, 'body.hourlyRateCents')).toMatchObject({ code: 'cleaners.hourly_rate_range', message: 'Le taux horaire doit être entre 17 $ et 199 $.' });
    const noRate = await estimate({ cleaningType: 'office', hours: 4 });
    expect(detail(noRate, 'body.hourlyRateCents')).toMatchObject({ code: 'fields.required' });
  });

  it('refuses what breaks the contract: unknown fields, half-hour steps, more than 12 hours, commercial', async () => {
    for (const body of [
      { cleaningType: 'regular', hours: 4, promoCode: 'BIENVENUE10' },
      { cleaningType: 'regular', hours: 4.25 },
      { cleaningType: 'regular', hours: 12.5 },
      { cleaningType: 'commercial', hours: 4 },
      { cleaningType: 'regular', hours: 'quatre' },
      { cleaningType: 'regular', hours: 4, visits: 13, frequency: 'weekly' },
    ]) {
      const res = await estimate(body);
      expect([res.status, res.body.error], JSON.stringify(body)).toEqual([400, 'validation_failed']);
    }
  });

  it('limits estimates per IP: 429 JSON with Retry-After once the window is used up', async () => {
    const ip = ipOf();
    for (let i = 0; i < t.config.rateLimits.estimate.perIp; i++) {
      expect((await estimate({ cleaningType: 'regular', hours: 4 }, { 'x-forwarded-for': ip })).status).toBe(200);
    }
    const limited = await estimate({ cleaningType: 'regular', hours: 4 }, { 'x-forwarded-for': ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({ error: 'rate_limited' });
    expect(limited.body.message).toMatch(/^Trop de demandes\. Veuillez réessayer dans \d+ secondes\.$/);
    // Another address is not affected.
    expect((await estimate({ cleaningType: 'regular', hours: 4 })).status).toBe(200);
  });
});
