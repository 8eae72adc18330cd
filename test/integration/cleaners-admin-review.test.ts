import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type ApiResponse, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { mailTo as mailsTo } from '../support/booking-fixtures.js';
import { completeFirstSteps, PDF, uploadDocument } from '../support/cleaner-fixtures.js';

// The console's profile review queue: list, show, approve/reject with email, admin downloads.

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await createTestServer({ configure: (c) => void (c.rateLimits.login.perIp = 10_000) });
  admin = (await loginAs(t, 'admin')).token;
});
afterAll(() => t.close());

const detail = (res: ApiResponse, field: string) => (res.body.details ?? []).find((d: { field: string }) => d.field === field);
const review = (cleanerId: string, docId: string, body: unknown, token = admin) => t.api('PUT', `/api/admin/cleaners/${cleanerId}/documents/${docId}`, { token, body });

async function cleanerWithId(locale: 'fr' | 'en' = 'fr', name = 'Nadia Bouchard') {
  const c = await loginAs(t, 'cleaner', { locale, name });
  await completeFirstSteps(t, c.token);
  const doc = (await uploadDocument(t, c.token)).body;
  return { ...c, doc };
}

// Emails leave through the outbox after the answer: this waits until one has arrived.
const mailTo = (address: string) => mailsTo(t, address);

describe('GET /api/admin/profile-review', () => {
  it('answers 401 without a session and 403 to cleaners and clients', async () => {
    expect((await t.api('GET', '/api/admin/profile-review')).status).toBe(401);
    for (const role of ['cleaner', 'client'] as const) expect((await t.api('GET', '/api/admin/profile-review', { token: (await loginAs(t, role)).token })).status).toBe(403);
  });

  it('answers 400 for a malformed filter, range or sort', async () => {
    const res = await t.api('GET', `/api/admin/profile-review?range=${encodeURIComponent('[5,1]')}&sort=${encodeURIComponent('["name","UP"]')}&filter=${encodeURIComponent('{"status":"maybe"}')}`, { token: admin });
    expect(res.status).toBe(400);
    expect(detail(res, 'query.range')).toBeDefined();
    expect(detail(res, 'query.sort')).toBeDefined();
    expect(detail(res, 'query.filter.status')?.code).toBe('fields.invalid_choice');
  });

  it('lists cleaners with pending documents, oldest first, with Content-Range, and searches by name', async () => {
    const name = `Rosalie Queue ${Date.now()}`;
    const c = await cleanerWithId('fr', name);
    const res = await t.api('GET', `/api/admin/profile-review?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('profile-review 0-0/1');
    expect(res.body).toEqual([expect.objectContaining({ id: c.user.id, name, pendingCount: 1, verification: 'pending', isListed: false })]);
    const all = await t.api('GET', `/api/admin/profile-review?range=${encodeURIComponent('[0,99]')}`, { token: admin });
    const ids = (all.body as { id: string; oldestPendingAt: string }[]).map((r) => r.oldestPendingAt);
    expect([...ids].sort()).toEqual(ids);
  });
});

describe('GET /api/admin/profile-review/{id}', () => {
  it('answers 401, 403 to a cleaner, 404 for an unknown cleaner, and the profile with documents', async () => {
    const c = await cleanerWithId();
    expect((await t.api('GET', `/api/admin/profile-review/${c.user.id}`)).status).toBe(401);
    expect((await t.api('GET', `/api/admin/profile-review/${c.user.id}`, { token: c.token })).status).toBe(403);
    expect((await t.api('GET', '/api/admin/profile-review/00000000-0000-4000-8000-000000000000', { token: admin })).status).toBe(404);
    const res = await t.api('GET', `/api/admin/profile-review/${c.user.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: c.user.id, email: c.user.email, verification: 'pending', documents: [expect.objectContaining({ id: c.doc.id, status: 'pending' })] });
  });
});

describe('PUT /api/admin/profile-review/{id}', () => {
  it('answers 401, 403 to the cleaner, 400 for a state only the cleaner may set, 404 for an unknown cleaner', async () => {
    const c = await cleanerWithId();
    const put = (body: unknown, token?: string, id = c.user.id) => t.api('PUT', `/api/admin/profile-review/${id}`, { body, ...(token ? { token } : {}) });
    expect((await put({ ecoCertification: 'certified' })).status).toBe(401);
    expect((await put({ ecoCertification: 'certified' }, c.token)).status).toBe(403);
    expect(detail(await put({ ecoCertification: 'pending' }, admin), 'body.ecoCertification')?.code).toBe('fields.invalid_choice');
    expect((await put({ ecoCertification: 'certified' }, admin, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('decides the eco certification requested by the cleaner; the badge follows', async () => {
    const c = await cleanerWithId();
    expect((await t.api('PATCH', '/api/cleaners/me/profile', { token: c.token, body: { ecoCertification: 'pending' } })).body.ecoCertification).toBe('pending');
    // A cleaner cannot certify themselves.
    expect((await t.api('PATCH', '/api/cleaners/me/profile', { token: c.token, body: { ecoCertification: 'certified' } })).status).toBe(400);
    const res = await t.api('PUT', `/api/admin/profile-review/${c.user.id}`, { token: admin, body: { ecoCertification: 'certified' } });
    expect(res.status).toBe(200);
    expect(res.body.ecoCertification).toBe('certified');
    expect(res.body.badges).toContain('eco_certified');
  });
});

describe('PUT /api/admin/cleaners/{cleanerId}/documents/{id}', () => {
  it('answers 401 and 403 to the cleaner themselves', async () => {
    const c = await cleanerWithId();
    expect((await t.api('PUT', `/api/admin/cleaners/${c.user.id}/documents/${c.doc.id}`, { body: { status: 'approved' } })).status).toBe(401);
    expect((await review(c.user.id, c.doc.id, { status: 'approved' }, c.token)).status).toBe(403);
  });

  it('answers 400 for a rejection without a reason or a bad status, 404 for a document of someone else', async () => {
    const c = await cleanerWithId();
    const noReason = await review(c.user.id, c.doc.id, { status: 'rejected', reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(detail(noReason, 'body.reason')?.message).toBe('Indiquez la raison du refus.');
    expect(detail(await review(c.user.id, c.doc.id, { status: 'maybe' }), 'body.status')?.code).toBe('fields.invalid_choice');
    const other = await cleanerWithId();
    expect((await review(other.user.id, c.doc.id, { status: 'approved' })).status).toBe(404);
  });

  it('approving the ID verifies and lists the cleaner, and emails them in French', async () => {
    const c = await cleanerWithId('fr');
    const res = await review(c.user.id, c.doc.id, { status: 'approved' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ document: { id: c.doc.id, status: 'approved' }, verification: 'verified', isListed: true });
    const profile = (await t.api('GET', '/api/cleaners/me/profile', { token: c.token })).body;
    expect(profile).toMatchObject({ isListed: true, verification: 'verified' });
    expect(profile.badges).toContain('identity_verified');
    const mails = await mailTo(c.user.email);
    expect(mails[0]?.subject).toBe("Votre pièce d'identité a été approuvée");
    expect(mails[0]?.text).toContain('Votre profil est maintenant vérifié.');
    const listed = await t.inContext(() => t.server.app.cleaners.api.listedCleaners());
    expect(await t.inContext(() => t.server.app.cleaners.api.isListed(c.user.id))).toBe(true);
    expect(listed.find((l) => l.userId === c.user.id)).toMatchObject({ serviceCities: [{ placeId: 'montreal', hourlyRateCents: 3000 }, { placeId: 'laval', hourlyRateCents: 3200 }], languages: ['french', 'english'] });
    // No longer in the default queue: nothing awaits review.
    const queue = await t.api('GET', `/api/admin/profile-review?filter=${encodeURIComponent(JSON.stringify({ id: [c.user.id] , status: 'pending' }))}`, { token: admin });
    expect(queue.body).toEqual([]);
  });

  it('a suspended cleaner is no longer listed', async () => {
    const c = await cleanerWithId();
    await review(c.user.id, c.doc.id, { status: 'approved' });
    expect(await t.inContext(() => t.server.app.cleaners.api.isListed(c.user.id))).toBe(true);
    expect((await t.api('PUT', `/api/admin/users/${c.user.id}`, { token: admin, body: { status: 'suspended', reason: 'Avis répétés de non-présentation' } })).status).toBe(200);
    expect(await t.inContext(() => t.server.app.cleaners.api.isListed(c.user.id))).toBe(false);
    const listed = await t.inContext(() => t.server.app.cleaners.api.listedCleaners());
    expect(listed.some((l) => l.userId === c.user.id)).toBe(false);
  });

  it('rejecting with a reason emails the cleaner in English and leaves them unlisted', async () => {
    const c = await cleanerWithId('en');
    const res = await review(c.user.id, c.doc.id, { status: 'rejected', reason: 'The photo is blurry' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ document: { status: 'rejected', rejectionReason: 'The photo is blurry' }, verification: 'rejected', isListed: false });
    const mails = await mailTo(c.user.email);
    expect(mails[0]?.subject).toBe('Your ID document was refused');
    expect(mails[0]?.text).toContain('Reason: The photo is blurry');
  });
});

describe('GET /api/admin/cleaners/{cleanerId}/documents/{id}/file', () => {
  it('serves admins an attachment with nosniff; 403 to the cleaner and clients; 404 for a mismatched cleaner', async () => {
    const c = await cleanerWithId();
    const path = `/api/admin/cleaners/${c.user.id}/documents/${c.doc.id}/file`;
    const get = async (token?: string, p = path) => fetch(`${t.url}${p}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const res = await get(admin);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await get()).status).toBe(401);
    expect((await get(c.token)).status).toBe(403);
    expect((await get((await loginAs(t, 'client')).token)).status).toBe(403);
    const other = await loginAs(t, 'cleaner');
    expect((await get(admin, `/api/admin/cleaners/${other.user.id}/documents/${c.doc.id}/file`)).status).toBe(404);
  });
});
