import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { PNG, form, uploadDocument } from '../support/cleaner-fixtures.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, movableClock, requestVisit } from '../support/booking-fixtures.js';
import { saveCard } from '../support/payments-fixtures.js';
import { sample } from '../support/contract-fuzz.js';
import { OPENAPI_PATH } from '../../src/http/openapi.js';

/**
 * Issue #13: a client and a cleaner own a full booking (messages, photos, checklist, reviews,
 * invoice), a property, a card, documents, a portfolio, availability and a referral code. Every
 * operation of the contract that takes an id, and every list, is called by an anonymous caller,
 * another client, another cleaner, an account without a role and an admin: none reads or changes
 * the owners' data. The operations come from openapi.yaml, so a new route is covered the day it lands.
 */
type Op = { operationId: string; security?: unknown[]; requestBody?: { content: Record<string, { schema: Record<string, unknown> }> } };
const doc = parse(readFileSync(OPENAPI_PATH, 'utf8')) as { paths: Record<string, Record<string, Op>> };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const operations = Object.entries(doc.paths).flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((m) => ({ path, method: m.toUpperCase(), op: item[m]! })));
const isPublic = (op: Op) => Array.isArray(op.security) && op.security.length === 0;
/** What admins may read or do outside /api/admin (docs/decisions.md, "Hardening"): the console's payments panel. */
const ADMIN_ALLOWED = new Set(['getBookingPayments']);
/** Operations whose path names something public, the caller acting on their own record about it. */
const OWN_RECORD = new Set([
  'completeCleanerOnboardingStep', // {step} of the caller's own onboarding
  'giveCleanerFeedback', // the caller's own like, dislike or report about a public cleaner
  'withdrawCleanerFeedback',
  'addFavouriteCleaner', // the caller's own favourite list, naming a public cleaner
  'removeFavouriteCleaner',
]);
// Calls that act on the caller's own account, whatever path: not another person's data.
const OWN_ACCOUNT = /^\/api\/(auth|users\/me|login|logout|register)\b/;

const clock = movableClock();
let t: TestServer;
const owner: Record<string, string> = {};
const intruders: Record<string, string | undefined> = { anonymous: undefined };
let ownerTokens: { client: string; cleaner: string };

beforeAll(async () => {
  t = await createTestServer({
    clock,
    configure: longScenarios,
  });
  const admin = (await loginAs(t, 'admin')).token;
  const cleaner = await listedCleaner(t, admin);
  const client = await clientWithProperty(t);
  ownerTokens = { client: client.token, cleaner: cleaner.token };
  Object.assign(owner, { clientId: client.user.id, cleanerId: cleaner.user.id, propertyId: client.property.id, slug: cleaner.slug });
  owner.cardId = (await saveCard(t, client.token, 'dev_pm_success')).id;
  const visit = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { allowPhotos: true, date: dateInDays(5), tasks: [{ category: 'kitchen', label: 'Nettoyer le four' }] }));
  owner.bookingId = visit.booking.id;
  expect((await t.api('POST', `/api/bookings/${owner.bookingId}/accept`, { token: cleaner.token })).status).toBe(200);
  owner.messageId = (await t.api('POST', `/api/messages/${owner.bookingId}`, { token: client.token, body: { clientMessageId: randomUUID(), text: 'Le code de la porte est 4512.' } })).body.uuidId;
  const startsAt = new Date(visit.booking.startsAt).getTime();
  const here = { lat: client.property.lat, lng: client.property.lng, accuracyMeters: 10 };
  clock.set(new Date(startsAt - 5 * 60_000));
  const started = await t.api('POST', `/api/bookings/${owner.bookingId}/punch-in`, { token: cleaner.token, body: here });
  owner.taskId = started.body.checklist[0].id;
  await t.api('PUT', `/api/bookings/${owner.bookingId}/checklist/${owner.taskId}`, { token: cleaner.token, body: { done: true } });
  for (const kind of ['before', 'after']) {
    const photo = await t.api('POST', `/api/bookings/${owner.bookingId}/photos`, { token: cleaner.token, raw: form(PNG, 'photo.png', { kind }, 'image/png') });
    owner.photoId = photo.body.id;
  }
  clock.set(new Date(startsAt + 4 * 3_600_000));
  expect((await t.api('POST', `/api/bookings/${owner.bookingId}/punch-out`, { token: cleaner.token, body: here })).status).toBe(200);
  clock.set(null);
  const ratings = { cleanliness: 5, quality: 5, reliability: 5, punctuality: 5, communication: 5, professionalism: 5, overall: 5 };
  owner.reviewId = (await t.api('POST', `/api/bookings/${owner.bookingId}/reviews`, { token: client.token, body: { ratings } })).body.mine.id;
  const code = await t.api('POST', '/api/referrals/codes', { token: client.token });
  Object.assign(owner, { codeId: code.body.id, code: code.body.code });
  owner.documentId = (await uploadDocument(t, cleaner.token, 'insurance')).body.id;
  owner.portfolioPhotoId = (await t.api('POST', '/api/cleaners/me/photos', { token: cleaner.token, raw: form(PNG, 'work.png', {}, 'image/png') })).body.id;
  owner.blockId = (await t.api('GET', '/api/availability/me/blocks', { token: cleaner.token })).body.blocks[0].id;
  await t.api('POST', `/api/cleaners/${cleaner.user.id}/feedback`, { token: client.token, body: { kind: 'report', reason: 'communication' } });
  // A copy of the client's data (portability); its archive is its owner's only, pending or ready.
  owner.dataExportId = (await t.api('POST', '/api/users/me/data-exports', { token: client.token })).body.id;

  // Every fact above exists, or the calls below would test random ids.
  for (const [name, value] of Object.entries(owner)) expect(value, name).toEqual(expect.any(String));
  const other = await clientWithProperty(t);
  intruders.client = other.token;
  intruders.cleaner = (await listedCleaner(t, admin)).token;
  intruders.roleless = (await loginAs(t, null)).token;
  intruders.admin = admin;
}, 120_000);
afterAll(() => t.close());

/** The owners' value for each path parameter. */
function fill(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'bookingId') return owner.bookingId!;
    if (name === 'cleanerId') return owner.cleanerId!;
    if (name === 'taskId') return owner.taskId!;
    if (name === 'photoId') return owner.photoId!;
    if (name === 'slug') return owner.slug!;
    if (name === 'code') return owner.code!;
    if (name === 'step') return 'quick-start';
    if (name === 'month') return dateInDays(0).slice(0, 7);
    if (name === 'date') return dateInDays(7);
    if (name !== 'id') return randomUUID();
    if (/\/(admin\/)?bookings\/\{id\}|\/invoice/.test(path)) return owner.bookingId!;
    if (path.includes('/properties/')) return owner.propertyId!;
    if (path.includes('/cards/')) return owner.cardId!;
    if (path.includes('/documents/')) return owner.documentId!;
    if (path.includes('/cleaners/me/photos/')) return owner.portfolioPhotoId!;
    if (path.includes('/blocks/')) return owner.blockId!;
    if (path.includes('/referrals/codes/')) return owner.codeId!;
    if (path.includes('/data-exports/')) return owner.dataExportId!;
    if (path.includes('/reviews/')) return owner.reviewId!;
    if (path.includes('/admin/users/') || path.includes('/profile-review/')) return owner.cleanerId!;
    return randomUUID();
  });
}

const PRIVATE = () => [owner.bookingId, owner.propertyId, owner.cardId, owner.documentId, owner.messageId, owner.codeId, owner.photoId, owner.taskId, owner.dataExportId].filter(Boolean) as string[];

async function call(method: string, path: string, op: Op, token: string | undefined) {
  const json = op.requestBody?.content['application/json']?.schema;
  const multipart = op.requestBody?.content['multipart/form-data'];
  const headers: Record<string, string> = { 'x-forwarded-for': '10.77.0.1' };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (json) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(sample(json));
  } else if (multipart) body = form(PNG, 'x.png', { kind: 'before', type: 'id' }, 'image/png');
  const res = await fetch(`${t.url}${path}`, { method, headers, body });
  return { status: res.status, text: await res.text() };
}

describe('access control over the contract', () => {
  it('no caller reads or changes another person’s data through an id-taking operation', async () => {
    const leaks: string[] = [];
    let calls = 0;
    for (const { path, method, op } of operations.filter((o) => o.path.includes('{') && !isPublic(o.op) && !OWN_RECORD.has(o.op.operationId))) {
      const url = fill(path);
      for (const [who, token] of Object.entries(intruders)) {
        if (who === 'admin' && (path.startsWith('/api/admin/') || ADMIN_ALLOWED.has(op.operationId))) continue;
        const res = await call(method, url, op, token);
        calls++;
        if (res.status < 400 || res.status >= 500) leaks.push(`${who}: ${method} ${path} -> ${res.status} ${res.text.slice(0, 120)}`);
      }
    }
    console.info(`access control: ${calls} calls on id-taking operations, ${leaks.length} leaks`);
    expect(leaks).toEqual([]);
  }, 120_000);

  it('no list shows another person’s data', async () => {
    const leaks: string[] = [];
    let calls = 0;
    for (const { path, method, op } of operations.filter((o) => o.method === 'GET' && !o.path.includes('{') && !OWN_ACCOUNT.test(o.path))) {
      for (const [who, token] of Object.entries(intruders)) {
        if (who === 'admin' && path.startsWith('/api/admin/')) continue;
        const res = await call(method, path, op, token);
        calls++;
        const seen = PRIVATE().filter((id) => res.text.includes(id));
        if (seen.length) leaks.push(`${who}: GET ${path} -> ${res.status} shows ${seen.join(', ')}`);
      }
    }
    console.info(`access control: ${calls} list calls, ${leaks.length} leaks`);
    expect(leaks).toEqual([]);
  }, 120_000);

  it('leaves the owners’ data as it was', async () => {
    const booking = await t.api('GET', `/api/bookings/${owner.bookingId}`, { token: ownerTokens.client });
    expect(booking.body).toMatchObject({ status: 'completed', viewerRole: 'client' });
    expect((await t.api('GET', `/api/properties/${owner.propertyId}`, { token: ownerTokens.client })).status).toBe(200);
    expect((await t.api('GET', '/api/payments/cards', { token: ownerTokens.client })).body.map((c: { id: string }) => c.id)).toContain(owner.cardId);
    expect((await t.api('GET', '/api/referrals/me', { token: ownerTokens.client })).body.codes.map((c: { id: string }) => c.id)).toContain(owner.codeId);
    expect((await t.api('GET', '/api/cleaners/me/documents', { token: ownerTokens.cleaner })).body.map((d: { id: string }) => d.id)).toContain(owner.documentId);
    expect((await t.api('GET', `/api/messages/${owner.bookingId}`, { token: ownerTokens.cleaner })).body.messages).toHaveLength(1);
    expect((await t.api('GET', '/api/users/me/data-exports', { token: ownerTokens.client })).body.items.map((e: { id: string }) => e.id)).toEqual([owner.dataExportId]);
  });
});
