import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner } from '../support/booking-fixtures.js';

/** Issue #41: a quote refuses a visit in the past, as the request does. */
let t: TestServer;
let cleanerId: string;

beforeAll(async () => {
  t = await createTestServer({ configure: (c) => (c.rateLimits.login.perIp = 10_000) });
  const admin = (await loginAs(t, 'admin')).token;
  cleanerId = (await listedCleaner(t, admin)).user.id;
});
afterAll(() => t.close());

describe('POST /api/bookings/quote with a past date', () => {
  it('answers 400 booking.in_the_past in the caller language; a future date is quoted', async () => {
    const fr = await clientWithProperty(t);
    const res = await t.api('POST', '/api/bookings/quote', { token: fr.token, body: draft(cleanerId, fr.property.id, { date: dateInDays(-2) }) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('booking.in_the_past');
    expect(typeof res.body.message).toBe('string');
    const en = await clientWithProperty(t, { locale: 'en' });
    const enRes = await t.api('POST', '/api/bookings/quote', { token: en.token, headers: { 'accept-language': 'en' }, body: draft(cleanerId, en.property.id, { date: dateInDays(-1) }) });
    expect(enRes.status).toBe(400);
    expect(enRes.body.message).not.toBe(res.body.message);
    expect((await t.api('POST', '/api/bookings/quote', { token: fr.token, body: draft(cleanerId, fr.property.id) })).status).toBe(200);
  });
});
