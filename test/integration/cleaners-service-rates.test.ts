import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, draft, listedCleaner } from '../support/booking-fixtures.js';

/**
 * Issue #40, rates per service: "basic $25, deep $35, move-out $45". A cleaner in hourly mode may give
 * a service an hourly rate of its own; quotes use it in every city, the other services keep the
 * city's rate, the public profile shows it, and fixed mode ignores it.
 */
let t: TestServer;
let admin: string;

beforeAll(async () => {
  t = await createTestServer();
  admin = (await loginAs(t, 'admin')).token;
});
afterAll(() => t.close());

const patch = (token: string, body: Record<string, unknown>) => t.api('PATCH', '/api/cleaners/me/profile', { token, body });

describe('rates per service', () => {
  it('prices a deep cleaning at its own rate and a regular one at the city rate, and shows both on the public profile', async () => {
    // Montréal at 30 $/h (the fixture's READY_TO_WORK), deep cleaning at 42 $/h.
    const cleaner = await listedCleaner(t, admin, { profile: { serviceRates: { deep: 4200 } } });
    const client = await clientWithProperty(t);
    const regular = await t.api('POST', '/api/bookings/quote', { token: client.token, body: draft(cleaner.user.id, client.property.id) });
    const deep = await t.api('POST', '/api/bookings/quote', { token: client.token, body: draft(cleaner.user.id, client.property.id, { cleaningType: 'deep' }) });
    expect(regular.status).toBe(200);
    expect(deep.status).toBe(200);
    expect(regular.body).toMatchObject({ rateCents: 3000, serviceCents: 12_000 });
    expect(deep.body).toMatchObject({ rateCents: 4200, serviceCents: 16_800 });

    const own = await t.api('GET', '/api/cleaners/me/profile', { token: cleaner.token });
    expect(own.body.serviceRates).toEqual({ deep: 4200 });
    const pub = await t.api('GET', `/api/cleaners/by-slug/${own.body.slug}`);
    expect(pub.status).toBe(200);
    expect(pub.body.serviceRates).toEqual({ deep: 4200 });
  });

  it('null gives the service back the city rate; a rate outside 17–199 $ is refused with the hourly rate message', async () => {
    const cleaner = await listedCleaner(t, admin, { profile: { serviceRates: { deep: 4200 } } });
    const bad = await patch(cleaner.token, { serviceRates: { deep: 1600, move_in_out: 20_000 } });
    expect(bad.status).toBe(400);
    const fields = (bad.body.details as { field: string; message: string }[]).map((d) => d.field).sort();
    expect(fields).toEqual(['body.serviceRates.deep', 'body.serviceRates.move_in_out']);
    expect((bad.body.details as { message: string }[])[0]!.message).toMatch(/17\s\$.*199\s\$/);

    expect((await patch(cleaner.token, { serviceRates: { deep: null } })).body.serviceRates).toEqual({});
    const client = await clientWithProperty(t);
    const deep = await t.api('POST', '/api/bookings/quote', { token: client.token, body: draft(cleaner.user.id, client.property.id, { cleaningType: 'deep' }) });
    expect(deep.body.rateCents).toBe(3000);
  });

  it('applies in every city the cleaner serves, and not at all in fixed mode (where it is kept)', async () => {
    const cleaner = await listedCleaner(t, admin, { profile: { serviceRates: { deep: 4500 } } });
    const lavalClient = await clientWithProperty(t, { address: { q: '1555 boulevard Chomedey, Laval', postalCode: 'H7V 2X2' } });
    const lavalDeep = await t.api('POST', '/api/bookings/quote', { token: lavalClient.token, body: draft(cleaner.user.id, lavalClient.property.id, { cleaningType: 'deep' }) });
    const lavalRegular = await t.api('POST', '/api/bookings/quote', { token: lavalClient.token, body: draft(cleaner.user.id, lavalClient.property.id) });
    expect(lavalDeep.body.rateCents).toBe(4500);
    expect(lavalRegular.body.rateCents).toBe(3200);

    const fixed = await patch(cleaner.token, { paymentMode: 'fixed', fixedRates: { house: 15_000 } });
    expect(fixed.status).toBe(200);
    expect(fixed.body.serviceRates).toEqual({ deep: 4500 });
    const inFixed = await t.api('POST', '/api/bookings/quote', { token: lavalClient.token, body: draft(cleaner.user.id, lavalClient.property.id, { cleaningType: 'deep' }) });
    expect(inFixed.body).toMatchObject({ mode: 'fixed', rateCents: 15_000 });
    const pub = await t.api('GET', `/api/cleaners/by-slug/${fixed.body.slug}`);
    expect(pub.body.serviceRates).toEqual({});
  });
});
