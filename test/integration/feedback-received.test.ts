import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { listedCleaner } from '../support/booking-fixtures.js';

// Issue #40 (spec section 3, "Feedback on cleaner"): the cleaner reads what clients think of them, never who.

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ configure: (c) => void (c.rateLimits.login.perIp = 10_000) });
});
afterAll(() => t.close());

describe('GET /api/users/me/received-feedback', () => {
  it('counts the opinions with their reasons and the latest comments by month, without the clients, and no reports', async () => {
    const admin = (await loginAs(t, 'admin')).token;
    const cleaner = await listedCleaner(t, admin);
    const [a, b, c] = await Promise.all([loginAs(t, 'client'), loginAs(t, 'client'), loginAs(t, 'client')]);
    const give = (token: string, body: unknown) => t.api('POST', `/api/cleaners/${cleaner.user.id}/feedback`, { token, body });
    expect((await give(a.token, { kind: 'like', reason: 'experience', comment: 'Très minutieuse, merci!' })).status).toBe(201);
    expect((await give(b.token, { kind: 'like' })).status).toBe(201);
    expect((await give(c.token, { kind: 'dislike', reason: 'price' })).status).toBe(201);
    expect((await give(c.token, { kind: 'report', reason: 'communication', comment: 'Signalement pour l’équipe' })).status).toBe(201);

    const res = await t.api('GET', '/api/users/me/received-feedback', { token: cleaner.token });
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual({ like: 2, dislike: 1, not_interested: 0 });
    expect(res.body.reasons).toEqual([
      { kind: 'dislike', reason: 'price', count: 1 },
      { kind: 'like', reason: 'experience', count: 1 },
    ]);
    expect(res.body.comments).toEqual([{ kind: 'like', reason: 'experience', comment: 'Très minutieuse, merci!', month: expect.stringMatching(/^\d{4}-\d{2}$/) }]);
    // Nothing says who: no ids, names or instants.
    expect(JSON.stringify(res.body)).not.toContain(a.user.id);
    expect(JSON.stringify(res.body)).not.toContain('Signalement');

    const refused = await t.api('GET', '/api/users/me/received-feedback', { token: a.token });
    expect([refused.status, refused.body.error]).toEqual([403, 'feedback.cleaners_only']);
    expect((await t.api('GET', '/api/users/me/received-feedback')).status).toBe(401);
  });
});
