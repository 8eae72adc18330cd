import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';

/** Issue #35: /contact publishes the support team's hours and answer time and the privacy officer, from configuration. */
let t: TestServer;

beforeAll(async () => {
  t = await createTestServer({ env: { SUPPORT_DAYS: '1-6', SUPPORT_HOURS: '08:30-18:00', SUPPORT_RESPONSE_HOURS: '12', PRIVACY_OFFICER_NAME: 'Marie Tremblay' } });
});
afterAll(() => t.close());

describe('GET /api/contact-info', () => {
  it('answers everyone with the configured hours, answer time and privacy officer, cacheable', async () => {
    const res = await t.api<Record<string, unknown>>('GET', '/api/contact-info');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.body).toEqual({
      support: { days: { from: 1, to: 6 }, opens: '08:30', closes: '18:00', timeZone: 'America/Toronto', responseHours: 12 },
      privacyOfficer: {
        name: 'Marie Tremblay',
        title: { fr: t.config.privacyOfficer.title.fr, en: t.config.privacyOfficer.title.en },
        email: t.config.privacyOfficer.email,
        address: t.config.privacyOfficer.address,
      },
    });
  });

});
