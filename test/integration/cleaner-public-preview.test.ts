import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { completeFirstSteps } from '../support/cleaner-fixtures.js';

// Issue #40: a cleaner sees their public page as visitors will, before it is approved.

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ configure: (c) => void (c.rateLimits.login.perIp = 10_000) });
});
afterAll(() => t.close());

describe('GET /api/cleaners/me/public-preview', () => {
  it('shows a cleaner their own page before it is listed, and nobody else', async () => {
    const cleaner = await loginAs(t, 'cleaner');
    await completeFirstSteps(t, cleaner.token);
    const own = (await t.api('GET', '/api/cleaners/me/profile', { token: cleaner.token })).body;
    expect(own.isListed).toBe(false);
    // Visitors still get nothing until the ID document is approved.
    expect((await t.api('GET', `/api/cleaners/by-slug/${own.slug}`)).status).toBe(404);
    const preview = await t.api('GET', '/api/cleaners/me/public-preview', { token: cleaner.token });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ slug: own.slug, bio: own.bio, coverageKm: 25 });
    expect(preview.body.serviceCities.map((c: { placeId: string }) => c.placeId).sort()).toEqual(['laval', 'montreal']);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    const client = await loginAs(t, 'client');
    expect((await t.api('GET', '/api/cleaners/me/public-preview', { token: client.token })).status).toBe(403);
    expect((await t.api('GET', '/api/cleaners/me/public-preview')).status).toBe(401);
  });
});
