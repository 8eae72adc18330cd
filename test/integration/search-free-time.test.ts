import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { completeFirstSteps, uploadDocument } from '../support/cleaner-fixtures.js';
import { clientWithProperty, dateInDays, draft, readyPayoutAccount, requestVisit } from '../support/booking-fixtures.js';

/**
 * Issue #24: "available in the next 3 days" is a SQL filter on each cleaner's free time (the search
 * keys' read model). It follows the cleaner's slots at once (availability.changed through the
 * outbox) and bookings through the search-free-time job. (Exact totals over 10 000 cleaners: npm run bench:search.)
 * The cleaner here is the only Montréal beginner at 20 $/h with these filters, found by membership.
 */
let t: TestServer;
let cleaner: { token: string; user: { id: string } };
const QUERY = 'city=montreal&experience=beginner&sort=price_asc&pageSize=50';

type Page = { items: { id: string }[]; total: number };
const search = async (q: string) => {
  const res = await t.api<Page>('GET', `/api/cleaners?${q}`);
  expect(res.status).toBe(200);
  return res.body;
};
const shown = async (on = t) => {
  const res = await on.api<Page>('GET', `/api/cleaners?${QUERY}&availableSoon=true`);
  expect(res.status).toBe(200);
  return res.body.items.some((c) => c.id === cleaner.user.id);
};
const addMorning = async (date: string) => {
  const res = await t.api<{ id: string }>('POST', '/api/availability/me/blocks', { token: cleaner.token, body: { kind: 'one_off', slot: 'morning', date } });
  expect(res.status).toBe(201);
  return res.body.id;
};

beforeAll(async () => {
  // The answer cache off: each search reads the database.
  t = await createTestServer({ configure: (c) => void (c.searchCacheSeconds = 0) });
  const admin = (await loginAs(t, 'admin')).token;
  cleaner = await loginAs(t, 'cleaner');
  await completeFirstSteps(t, cleaner.token);
  const patched = await t.api('PATCH', '/api/cleaners/me/profile', {
    token: cleaner.token,
    body: { experienceLevel: 'beginner', experienceYears: 1, serviceCities: [{ placeId: 'montreal', hourlyRateCents: 2000 }] },
  });
  expect(patched.status).toBe(200);
  const doc = await uploadDocument(t, cleaner.token);
  const approved = await t.api('PUT', `/api/admin/cleaners/${cleaner.user.id}/documents/${doc.body.id}`, { token: admin, body: { status: 'approved' } });
  expect(approved.status).toBe(200);
  await readyPayoutAccount(t, cleaner.token);
});
afterAll(() => t.close());

describe('GET /api/cleaners?availableSoon=true', () => {
  it('follows the cleaner slots at once: none, one tomorrow morning, deleted, beyond the 3 days', async () => {
    expect(await search(QUERY)).toMatchObject({ items: expect.arrayContaining([expect.objectContaining({ id: cleaner.user.id })]) });
    expect(await shown()).toBe(false);
    const block = await addMorning(dateInDays(1));
    expect(await shown()).toBe(true);
    expect((await t.api('DELETE', `/api/availability/me/blocks/${block}`, { token: cleaner.token })).status).toBe(204);
    expect(await shown()).toBe(false);
    // Today and the next 3 days only: a slot in 5 days does not count.
    await addMorning(dateInDays(5));
    expect(await shown()).toBe(false);
  });

  it('leaves out a cleaner whose free time is all booked, once the search-free-time job has run', async () => {
    const date = dateInDays(2);
    await addMorning(date);
    expect(await shown()).toBe(true);
    const client = await clientWithProperty(t);
    await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date, time: '08:00', durationHours: 4 }));
    const run = await t.inContext(() => t.server.app.cleaners.api.refreshChangedFreeTime());
    expect(run.refreshed).toBeGreaterThan(0);
    expect(await shown()).toBe(false);
    // Nothing changed since: the next run refreshes nobody.
    expect((await t.inContext(() => t.server.app.cleaners.api.refreshChangedFreeTime())).wholeHorizon).toBe(false);
  });

  it('is forgotten by every instance once a change commits, whatever their answer cache keeps', async () => {
    // Another instance that would keep answers for 5 minutes.
    const other = await createTestServer({ configure: (c) => void (c.searchCacheSeconds = 300) });
    try {
      expect(await shown(other)).toBe(false);
      await addMorning(dateInDays(3));
      await expect.poll(() => shown(other), { timeout: 5000 }).toBe(true);
    } finally {
      await other.close();
    }
  });

});
