import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { listedCleaner } from '../support/booking-fixtures.js';

/** Issue #18: a client's favourite cleaners, bounded (config favourites.maxPerClient) and private. */
const MAX = 2;
let t: TestServer;
let admin: string;
let cleaners: Awaited<ReturnType<typeof listedCleaner>>[];

beforeAll(async () => {
  t = await createTestServer({
    configure: (c) => {
      longScenarios(c);
      c.favourites = { maxPerClient: MAX };
    },
  });
  admin = (await loginAs(t, 'admin')).token;
  cleaners = await Promise.all([listedCleaner(t, admin), listedCleaner(t, admin), listedCleaner(t, admin)]);
});
afterAll(() => t.close());

const put = (cleanerId: string, token?: string) => t.api('PUT', `/api/cleaners/${cleanerId}/favourite`, { token });
const del = (cleanerId: string, token?: string) => t.api('DELETE', `/api/cleaners/${cleanerId}/favourite`, { token });
const mine = (token?: string) => t.api('GET', '/api/users/me/favourite-cleaners', { token });

describe('PUT and DELETE /api/cleaners/{cleanerId}/favourite, GET /api/users/me/favourite-cleaners', () => {
  it('answers 401 to visitors, 403 to cleaners and admins, 404 for an unknown or unlisted cleaner, 400 for a bad id', async () => {
    const client = await loginAs(t, 'client');
    expect((await put(cleaners[0]!.user.id)).status).toBe(401);
    expect((await del(cleaners[0]!.user.id)).status).toBe(401);
    expect((await mine()).status).toBe(401);
    for (const token of [cleaners[1]!.token, admin]) {
      expect((await put(cleaners[0]!.user.id, token)).status).toBe(403);
      expect((await mine(token)).status).toBe(403);
    }
    expect((await put(randomUUID(), client.token)).body.error).toBe('feedback.cleaner_not_found');
    const unlisted = await loginAs(t, 'cleaner');
    expect((await put(unlisted.user.id, client.token)).status).toBe(404);
    expect((await put('pas-un-id', client.token)).status).toBe(400);
    expect((await mine(client.token)).body).toEqual({ items: [], max: MAX });
  });

  it('adds newest first, twice is harmless, refuses past the bound with the message, and removes', async () => {
    const client = await loginAs(t, 'client');
    const [a, b, c] = cleaners as [typeof cleaners[0], typeof cleaners[0], typeof cleaners[0]];
    expect((await put(a.user.id, client.token)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 5));
    const second = await put(b.user.id, client.token);
    expect(second.status).toBe(200);
    expect(second.body.items.map((i: { cleanerId: string }) => i.cleanerId)).toEqual([b.user.id, a.user.id]);
    expect(second.body.items[0]).toMatchObject({ slug: b.slug, name: b.user.name });
    expect((await put(a.user.id, client.token)).status).toBe(200);
    const full = await put(c.user.id, client.token);
    expect([full.status, full.body.error]).toEqual([409, 'feedback.favourites_full']);
    expect(full.body.message).toBe(`Vous avez déjà ${MAX} favoris. Retirez-en un pour en ajouter un autre.`);
    expect((await del(b.user.id, client.token)).status).toBe(204);
    expect((await del(b.user.id, client.token)).status).toBe(204);
    expect((await put(c.user.id, client.token)).status).toBe(200);
    expect((await mine(client.token)).body.items.map((i: { cleanerId: string }) => i.cleanerId)).toEqual([c.user.id, a.user.id]);
  });

  it('holds the bound when a client taps quickly on many cleaners at once', async () => {
    const client = await loginAs(t, 'client');
    const answers = await Promise.all(cleaners.map((c) => put(c.user.id, client.token)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(MAX);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(cleaners.length - MAX);
    expect((await mine(client.token)).body.items).toHaveLength(MAX);
  });

  it("is private: another client never sees someone's favourites, nor does the cleaner", async () => {
    const [one, two] = await Promise.all([loginAs(t, 'client'), loginAs(t, 'client')]);
    expect((await put(cleaners[2]!.user.id, one.token)).status).toBe(200);
    expect((await mine(two.token)).body.items).toEqual([]);
    // Removing a cleaner from someone else's list is impossible: only the caller's own row is touched.
    expect((await del(cleaners[2]!.user.id, two.token)).status).toBe(204);
    expect((await mine(one.token)).body.items.map((i: { cleanerId: string }) => i.cleanerId)).toEqual([cleaners[2]!.user.id]);
    // The cleaner's public profile says nothing of who likes them.
    const profile = await t.api('GET', `/api/cleaners/by-slug/${cleaners[2]!.slug}`, { token: two.token });
    expect(profile.status).toBe(200);
    expect(JSON.stringify(profile.body)).not.toContain(one.user.id);
  });
});
