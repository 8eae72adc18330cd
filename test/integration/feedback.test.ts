import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { listedCleaner } from '../support/booking-fixtures.js';

/** Clients' feedback on cleaners: opinions, reports in the console's queue, and recommendations. */
let t: TestServer;
let admin: string;
let adminId: string;
let cleanerA: Awaited<ReturnType<typeof listedCleaner>>;
let cleanerB: Awaited<ReturnType<typeof listedCleaner>>;

beforeAll(async () => {
  t = await createTestServer({ configure: (c) => void (c.rateLimits.login.perIp = 10_000) });
  const a = await loginAs(t, 'admin');
  admin = a.token;
  adminId = a.user.id;
  cleanerA = await listedCleaner(t, admin);
  cleanerB = await listedCleaner(t, admin);
  // Top ratings put them among Montréal's first recommendations whatever other test files listed.
  for (const c of [cleanerA, cleanerB]) {
    const rated = await t.inContext(() => t.server.app.cleaners.api.recordRatings(c.user.id, { average: 5, count: 1000, completionRate: 1 }));
    expect(rated.ok).toBe(true);
  }
});
afterAll(() => t.close());

type Feedback = { id: string; cleanerId: string; kind: string; reason: string | null; comment: string | null; createdAt: string };
type Report = { id: string; cleaner: { id: string; name: string; slug: string | null }; client: { id: string; name: string }; reason: string; comment: string | null; status: string; note: string | null; decidedAt: string | null; decidedBy: string | null };
const give = (cleanerId: string, body: unknown, token?: string) => t.api<Feedback>('POST', `/api/cleaners/${cleanerId}/feedback`, { token, body });
const mine = (token: string) => t.api<{ opinions: Feedback[] }>('GET', '/api/users/me/cleaner-feedback', { token });
const reports = (query: string, token = admin) => t.api<Report[]>('GET', `/api/admin/feedback-reports?${query}`, { token });
const filter = (f: unknown) => `filter=${encodeURIComponent(JSON.stringify(f))}`;
const decide = (id: string, body: unknown, token = admin) => t.api<Report>('PUT', `/api/admin/feedback-reports/${id}`, { token, body });
const recommendedIds = async (token?: string) => {
  const res = await t.api<{ items: { cleaner: { id: string } }[] }>('GET', '/api/cleaners/recommended?city=montreal&limit=24', { token });
  expect(res.status).toBe(200);
  return res.body.items.map((i) => i.cleaner.id);
};

describe('client feedback on cleaners', () => {
  it('answers 401 anonymous, 403 to cleaners and admins, 404 for an unknown or unlisted cleaner', async () => {
    const cleaner = await loginAs(t, 'cleaner');
    const client = await loginAs(t, 'client');
    expect((await give(cleanerA.user.id, { kind: 'like' })).status).toBe(401);
    expect((await t.api('GET', '/api/users/me/cleaner-feedback')).status).toBe(401);
    for (const token of [cleaner.token, admin]) {
      const res = await give(cleanerA.user.id, { kind: 'like' }, token);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ error: 'feedback.clients_only' });
      expect((await mine(token)).status).toBe(403);
      expect((await t.api('DELETE', `/api/cleaners/${cleanerA.user.id}/feedback`, { token })).status).toBe(403);
    }
    const unknown = await give(randomUUID(), { kind: 'like' }, client.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 'feedback.cleaner_not_found', message: "Cette personne de ménage n'existe pas." });
    // A cleaner account that is not listed is not shown anywhere: nothing to give feedback on.
    expect((await give(cleaner.user.id, { kind: 'report', reason: 'other' }, client.token)).status).toBe(404);
  });

  it('refuses a report without a reason, in French and in English', async () => {
    const client = await loginAs(t, 'client');
    const fr = await give(cleanerA.user.id, { kind: 'report', comment: 'Rien' }, client.token);
    expect(fr.status).toBe(400);
    expect(fr.body).toMatchObject({ error: 'feedback.reason_required', message: 'Choisissez une raison pour le signalement.' });
    const english = await loginAs(t, 'client', { locale: 'en' });
    const en = await give(cleanerA.user.id, { kind: 'report', reason: null }, english.token);
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ error: 'feedback.reason_required', message: 'Choose a reason for the report.' });
  });

  it('keeps one opinion per cleaner, replaced by the next, withdrawn by DELETE', async () => {
    const client = await loginAs(t, 'client');
    const liked = await give(cleanerA.user.id, { kind: 'like', comment: '   ' }, client.token);
    expect(liked.status).toBe(201);
    expect(liked.body).toMatchObject({ cleanerId: cleanerA.user.id, kind: 'like', reason: null, comment: null });
    const disliked = await give(cleanerA.user.id, { kind: 'dislike', reason: 'price', comment: '  Trop cher  ' }, client.token);
    expect(disliked.status).toBe(201);
    expect(disliked.body).toMatchObject({ kind: 'dislike', reason: 'price', comment: 'Trop cher' });
    await give(cleanerB.user.id, { kind: 'not_interested' }, client.token);
    // A report is not an opinion: it does not replace one nor appear among them.
    expect((await give(cleanerA.user.id, { kind: 'report', reason: 'communication' }, client.token)).status).toBe(201);

    const listed = await mine(client.token);
    expect(listed.status).toBe(200);
    expect(listed.body.opinions).toHaveLength(2);
    expect(listed.body.opinions.find((o) => o.cleanerId === cleanerA.user.id)).toMatchObject({ kind: 'dislike', reason: 'price', comment: 'Trop cher' });
    expect(listed.body.opinions.find((o) => o.cleanerId === cleanerB.user.id)).toMatchObject({ kind: 'not_interested' });

    expect((await t.api('DELETE', `/api/cleaners/${cleanerA.user.id}/feedback`, { token: client.token })).status).toBe(204);
    expect((await t.api('DELETE', `/api/cleaners/${cleanerA.user.id}/feedback`, { token: client.token })).status).toBe(204);
    expect((await mine(client.token)).body.opinions.map((o) => o.cleanerId)).toEqual([cleanerB.user.id]);
  });

  it('leaves a not-interested cleaner out of that client\'s recommendations only', async () => {
    const client = await loginAs(t, 'client');
    const other = await loginAs(t, 'client');
    expect(await recommendedIds(client.token)).toContain(cleanerA.user.id);
    expect((await give(cleanerA.user.id, { kind: 'not_interested', reason: 'location' }, client.token)).status).toBe(201);
    const theirs = await recommendedIds(client.token);
    expect(theirs).not.toContain(cleanerA.user.id);
    expect(theirs).toContain(cleanerB.user.id);
    expect(await recommendedIds(other.token)).toContain(cleanerA.user.id);
    expect(await recommendedIds()).toContain(cleanerA.user.id);
    // Search is unchanged: the client only asked not to be recommended this cleaner.
    // Withdrawing the opinion brings the cleaner back.
    await t.api('DELETE', `/api/cleaners/${cleanerA.user.id}/feedback`, { token: client.token });
    expect(await recommendedIds(client.token)).toContain(cleanerA.user.id);
    // A like is not an exclusion.
    await give(cleanerA.user.id, { kind: 'like' }, client.token);
    expect(await recommendedIds(client.token)).toContain(cleanerA.user.id);
  });

  it('limits reports to 5 per client per day', async () => {
    const client = await loginAs(t, 'client');
    for (let i = 0; i < 5; i++) expect((await give(cleanerB.user.id, { kind: 'report', reason: 'other', comment: `Signalement ${i}` }, client.token)).status).toBe(201);
    const sixth = await give(cleanerB.user.id, { kind: 'report', reason: 'other' }, client.token);
    expect(sixth.status).toBe(429);
    // Opinions are not limited.
    expect((await give(cleanerB.user.id, { kind: 'like' }, client.token)).status).toBe(201);
  });
});

describe('the console\'s report queue', () => {
  it('answers 401 and 403 to non-admins, 404 when unknown, 400 for a bad query', async () => {
    const client = await loginAs(t, 'client');
    expect((await t.api('GET', '/api/admin/feedback-reports')).status).toBe(401);
    expect((await reports('', client.token)).status).toBe(403);
    expect((await t.api('GET', `/api/admin/feedback-reports/${randomUUID()}`, { token: client.token })).status).toBe(403);
    expect((await decide(randomUUID(), { status: 'resolved' }, client.token)).status).toBe(403);
    expect((await t.api('GET', `/api/admin/feedback-reports/${randomUUID()}`, { token: admin })).status).toBe(404);
    expect((await decide(randomUUID(), { status: 'resolved' })).status).toBe(404);
    expect((await reports(filter({ status: 'closed' }))).status).toBe(400);
    expect((await reports(filter({ cleanerId: 'nope' }))).status).toBe(400);
    expect((await reports('sort=["reason","ASC"]')).status).toBe(400);
  });

  it('lists reports with filters and Content-Range, then resolves, dismisses and reopens one', async () => {
    const client = await loginAs(t, 'client', { name: 'Julie Tremblay' });
    const report = await give(cleanerA.user.id, { kind: 'report', reason: 'experience', comment: '  Pas venue  ' }, client.token);
    expect(report.status).toBe(201);
    expect(report.body).toMatchObject({ kind: 'report', reason: 'experience', comment: 'Pas venue' });

    const all = await reports('range=[0,9]');
    expect(all.status).toBe(200);
    expect(all.headers.get('content-range')).toMatch(/^feedback-reports 0-\d+\/\d+$/);
    const byCleaner = await reports(`${filter({ cleanerId: cleanerA.user.id, status: 'open' })}&sort=["createdAt","DESC"]&range=[0,99]`);
    expect(byCleaner.status).toBe(200);
    const found = byCleaner.body.find((r) => r.id === report.body.id);
    expect(found).toMatchObject({
      cleaner: { id: cleanerA.user.id, slug: cleanerA.slug },
      client: { id: client.user.id, name: 'Julie Tremblay' },
      reason: 'experience',
      comment: 'Pas venue',
      status: 'open',
      note: null,
      decidedAt: null,
      decidedBy: null,
    });
    expect(byCleaner.body.every((r) => r.cleaner.id === cleanerA.user.id && r.status === 'open')).toBe(true);
    const byId = await reports(filter({ id: [report.body.id] }));
    expect(byId.body.map((r) => r.id)).toEqual([report.body.id]);
    expect(byId.headers.get('content-range')).toBe('feedback-reports 0-0/1');

    const resolved = await decide(report.body.id, { status: 'resolved', note: '  Personne de ménage averti  ' });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ status: 'resolved', note: 'Personne de ménage averti', decidedBy: adminId });
    expect(resolved.body.decidedAt).not.toBeNull();
    expect((await reports(`${filter({ id: [report.body.id], status: 'open' })}`)).body).toEqual([]);
    expect((await reports(`${filter({ id: [report.body.id], status: 'resolved' })}`)).body).toHaveLength(1);

    const dismissed = await decide(report.body.id, { status: 'dismissed', note: null });
    expect(dismissed.body).toMatchObject({ status: 'dismissed', note: null, decidedBy: adminId });
    const reopened = await decide(report.body.id, { status: 'open' });
    expect(reopened.body).toMatchObject({ status: 'open', note: null, decidedAt: null, decidedBy: null });
    const shown = await t.api<Report>('GET', `/api/admin/feedback-reports/${report.body.id}`, { token: admin });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ id: report.body.id, status: 'open' });
  });
});
