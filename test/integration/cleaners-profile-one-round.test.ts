import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type ApiResponse, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { QUICK_START, READY_TO_WORK } from '../support/cleaner-fixtures.js';

// Issue #40: an onboarding form's problems come in one answer, the values' and the step's missing fields together.

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ configure: (c) => void (c.rateLimits.login.perIp = 10_000) });
});
afterAll(() => t.close());

const fields = (res: ApiResponse) => (res.body.details ?? []).map((d: { field: string }) => d.field).sort();
const patch = (token: string, body: unknown, query = '') => t.api('PATCH', `/api/cleaners/me/profile${query}`, { token, body });

describe('PATCH /api/cleaners/me/profile?forStep=', () => {
  it('answers the values\' problems and what the step still misses at once, saving nothing', async () => {
    const { token } = await loginAs(t, 'cleaner');
    const res = await patch(token, { gender: 'female', experienceYears: -1 }, '?forStep=quick-start');
    expect(res.status).toBe(400);
    // Without forStep only experienceYears came back; the missing ones only once it was fixed and the step completed.
    expect(fields(res)).toEqual(['body.bio', 'body.experienceLevel', 'body.experienceYears', 'body.languages', 'body.primaryCityId', 'body.serviceTypes']);
    expect(res.body.details.filter((d: { field: string }) => d.field === 'body.experienceYears')).toHaveLength(1);
    expect((await t.api('GET', '/api/cleaners/me/profile', { token })).body.gender).toBeNull();
    const fine = await patch(token, QUICK_START, '?forStep=quick-start');
    expect(fine.status).toBe(200);
    expect(fine.body.gender).toBe('female');
  });

  it('checks ready-to-work\'s address and cities with the rates, and validates only when asked', async () => {
    const { token } = await loginAs(t, 'cleaner');
    expect((await patch(token, QUICK_START)).status).toBe(200);
    const res = await patch(token, { serviceCities: [{ placeId: 'laval', hourlyRateCents: 500 }], coverageKm: 25 }, '?forStep=ready-to-work&validateOnly=true');
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual(['body.city', 'body.postalCode', 'body.province', 'body.serviceCities.0.hourlyRateCents', 'body.street']);
    const checked = await patch(token, READY_TO_WORK, '?forStep=ready-to-work&validateOnly=true');
    expect(checked.status).toBe(200);
    expect(checked.body.serviceCities).toEqual([]);
    expect((await patch(token, {}, '?forStep=nope')).status).toBe(400);
  });
});
