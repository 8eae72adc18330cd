import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { ownDatabase } from '../support/own-database.js';
import { loginAs } from '../support/factories.js';
import { PDF, PNG, form, uploadDocument } from '../support/cleaner-fixtures.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, movableClock, requestVisit } from '../support/booking-fixtures.js';
import type { RetentionOutcome } from '../../src/jobs/retention.js';

/**
 * Issue #17, retention: the daily job enforces every period of the privacy policy with the default
 * configuration — verification documents 30 days after the decision (the decision kept), visit photos
 * 180 days and punch coordinates and messages 12 months after the visit — on each side of each
 * boundary, keeps invoices and bookings, deletes files after their rows, and is harmless run twice or
 * on two instances at once. Batches of one row make every rule loop. The job is global by nature and
 * runs here a year ahead: its own database keeps it from deleting other files' data, and theirs from its counts.
 */
const clock = movableClock();
const DAY = 86_400_000;
const HOUR = 3_600_000;
let db: Awaited<ReturnType<typeof ownDatabase>>;
let t: TestServer;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let lateCleaner: Awaited<ReturnType<typeof listedCleaner>>;
let client: Awaited<ReturnType<typeof clientWithProperty>>;
/** When cleaner's documents were decided; lateCleaner's ID was decided two days later. */
let decidedAt: Date;
const docs: Record<'id' | 'background' | 'insurance' | 'certification', { id: string; key: string }> = {} as never;
let lateId: { id: string; key: string };
let older: Visit;
let younger: Visit;

type Visit = { id: string; endedAt: Date; photoKeys: string[] };
/** The rules privacy-retention-records.test.ts checks: whatever they find in this file's data. */
const LATER_RULES = { endedSessions: expect.any(Number), handledReports: expect.any(Number), acceptancesAfterDeletion: expect.any(Number), propertyAccessDetails: expect.any(Number) };

const sql = <T>(query: string, params: unknown[] = []) => t.server.orm.em.getConnection().execute<T[]>(query, params);
const stored = (key: string) => existsSync(path.join(t.config.uploadsDir, key));
const storageKeyOf = async (documentId: string) => (await sql<{ storage_key: string }>('select storage_key from cleaners_documents where id = ?', [documentId]))[0]!.storage_key;

/** Runs the job as the cron does (its own request context) at this instant, then waits for the files' deletions. */
async function retentionAt(at: Date): Promise<RetentionOutcome> {
  clock.set(at);
  const outcome = await t.inContext(() => t.server.app.retention());
  await filesDeleted();
  return outcome;
}

/** The outbox's `files.delete` steps run in the background after the commit; wait for them. */
async function filesDeleted(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const [row] = await sql<{ n: string }>("select count(*) as n from platform_outbox where flow = 'files.delete' and processed_at is null");
    if (Number(row!.n) === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('file deletions still waiting after 5 s');
}

async function decide(cleanerId: string, documentId: string, status: 'approved' | 'rejected') {
  const res = await t.api('PUT', `/api/admin/cleaners/${cleanerId}/documents/${documentId}`, { token: admin, body: status === 'approved' ? { status } : { status, reason: 'Document illisible' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function sendDocument(token: string, type: string, filename: string, fields: Record<string, string> = {}) {
  const res = await uploadDocument(t, token, type, PDF, filename, fields);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.id as string, key: await storageKeyOf(res.body.id) };
}

/** A visit with photos allowed: a message each way while confirmed, punch in, a before and an after photo, punch out (fully paid, invoiced). */
async function visitWithPhotosAndMessages(days: number): Promise<Visit> {
  clock.set(null);
  const res = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(days), time: '09:00', tasks: [], allowPhotos: true }));
  const id = res.booking.id;
  const step = async (action: string, body?: unknown) => {
    const r = await t.api('POST', `/api/bookings/${id}/${action}`, { token: cleaner.token, body });
    expect(r.status, `${action}: ${JSON.stringify(r.body)}`).toBe(200);
  };
  await step('accept');
  for (const token of [client.token, cleaner.token]) {
    const sent = await t.api('POST', `/api/messages/${id}`, { token, body: { clientMessageId: randomUUID(), text: 'Le code de la porte est dans le courriel.' } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  }
  const startsAt = new Date(res.booking.startsAt).getTime();
  const here = { lat: client.property.lat, lng: client.property.lng, accuracyMeters: 10 };
  clock.set(new Date(startsAt - 5 * 60_000));
  await step('punch-in', here);
  for (const kind of ['before', 'after']) {
    const photo = await t.api('POST', `/api/bookings/${id}/photos`, { token: cleaner.token, raw: form(PNG, 'photo.png', { kind }, 'image/png') });
    expect(photo.status, JSON.stringify(photo.body)).toBe(201);
  }
  const endedAt = new Date(startsAt + 4 * HOUR);
  clock.set(endedAt);
  await step('punch-out', here);
  const photoKeys = (await sql<{ storage_key: string }>('select storage_key from booking_photos where booking_id = ? order by storage_key', [id])).map((r) => r.storage_key);
  expect(photoKeys).toHaveLength(2);
  return { id, endedAt, photoKeys };
}

/** What the retention rules touch, for one visit. */
async function visitState(v: Visit) {
  const [booking] = await sql<{ punch_in: Record<string, unknown>; punch_out: Record<string, unknown> }>('select punch_in, punch_out from bookings where id = ?', [v.id]);
  const [messages] = await sql<{ n: string }>('select count(*) as n from messaging_messages where booking_id = ?', [v.id]);
  const [photos] = await sql<{ n: string }>('select count(*) as n from booking_photos where booking_id = ?', [v.id]);
  const [invoices] = await sql<{ n: string }>('select count(*) as n from invoices where booking_id = ?', [v.id]);
  return {
    messages: Number(messages!.n),
    photoRows: Number(photos!.n),
    photoFiles: v.photoKeys.filter(stored).length,
    punchPositions: [booking!.punch_in, booking!.punch_out].filter((p) => 'lat' in p && 'lng' in p && 'accuracyMeters' in p).length,
    invoices: Number(invoices!.n),
  };
}

const monthsAfter = (d: Date, months: number) => {
  const out = new Date(d);
  out.setUTCMonth(out.getUTCMonth() + months);
  return out;
};

beforeAll(async () => {
  db = await ownDatabase('privacy_retention');
  t = await createTestServer({
    clock,
    env: { DATABASE_URL: db.url },
    configure: (c) => {
      longScenarios(c);
      // The scenario spans more than a year: sessions outlive it.
      c.session.idleHours = c.session.browserSessionHours = 24 * 800;
      c.session.rememberMeDays = c.session.rememberMeIdleDays = 800;
      c.retention.batchSize = 1;
    },
  });
  // The defaults the privacy policy states.
  expect(t.config.retention).toMatchObject({ verificationDocumentDays: 30, visitPhotoDays: 180, messageMonths: 12, punchPositionMonths: 12 });
  admin = (await loginAs(t, 'admin')).token;
  clock.set(null);
  cleaner = await listedCleaner(t, admin);
  const today = dateInDays(0);
  docs.background = await sendDocument(cleaner.token, 'background_check', 'antecedents.pdf', { issuedOn: today });
  docs.insurance = await sendDocument(cleaner.token, 'insurance', 'assurance.pdf');
  docs.certification = await sendDocument(cleaner.token, 'certification', 'certificat.pdf');
  const [id] = await sql<{ id: string; storage_key: string }>("select id, storage_key from cleaners_documents where cleaner_id = ? and type = 'id'", [cleaner.user.id]);
  docs.id = { id: id!.id, key: id!.storage_key };
  decidedAt = new Date();
  clock.set(decidedAt);
  await decide(cleaner.user.id, docs.background.id, 'approved');
  await decide(cleaner.user.id, docs.insurance.id, 'approved');
  await decide(cleaner.user.id, docs.certification.id, 'rejected');
  // The ID was approved by listedCleaner a moment ago: its decision's date is set to the others'.
  await sql('update cleaners_documents set reviewed_at = ? where id = ?', [decidedAt, docs.id.id]);

  // Another cleaner whose ID was approved two days later (the decision's date set as the console would have).
  clock.set(null);
  lateCleaner = await listedCleaner(t, admin);
  const [late] = await sql<{ id: string; storage_key: string }>("select id, storage_key from cleaners_documents where cleaner_id = ? and type = 'id'", [lateCleaner.user.id]);
  lateId = { id: late!.id, key: late!.storage_key };
  await sql('update cleaners_documents set reviewed_at = ? where id = ?', [new Date(decidedAt.getTime() + 2 * DAY), lateId.id]);

  client = await clientWithProperty(t);
  // Two visits two days apart: each period falls between them.
  older = await visitWithPhotosAndMessages(3);
  younger = await visitWithPhotosAndMessages(5);
  clock.set(null);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await db?.drop();
});

describe('the daily retention job', () => {
  it('destroys IDs, background checks and rejected documents 30 days after the decision, and keeps the decision', async () => {
    for (const d of [...Object.values(docs), lateId]) expect(stored(d.key)).toBe(true);

    // One hour short of 30 days: nothing goes.
    expect((await retentionAt(new Date(decidedAt.getTime() + 30 * DAY - HOUR))).verificationDocuments).toBe(0);

    const outcome = await retentionAt(new Date(decidedAt.getTime() + 30 * DAY + HOUR));
    expect(outcome).toEqual({ verificationDocuments: 3, visitPhotos: 0, punchPositions: 0, conversations: 0, sellerIdentifications: 0, taxIdsResealed: 0, integrationEvents: expect.any(Number), webhookSecretsResealed: expect.any(Number), ...LATER_RULES });
    const left = await sql<{ id: string }>('select id from cleaners_documents where cleaner_id in (?, ?) order by type', [cleaner.user.id, lateCleaner.user.id]);
    // The approved insurance stays (it backs a badge while valid); the late cleaner's ID is 28 days old.
    expect(left.map((r) => r.id).sort()).toEqual([docs.insurance.id, lateId.id].sort());
    for (const d of [docs.id, docs.background, docs.certification]) expect(stored(d.key), d.key).toBe(false);
    for (const d of [docs.insurance, lateId]) expect(stored(d.key)).toBe(true);
    // The files went through the outbox, written with the rows' deletion: a crash after the commit leaves them to the poller.
    const disposed = await sql<{ payload: { keys: string[] } }>("select payload from platform_outbox where flow = 'files.delete' and processed_at is not null");
    expect(disposed.flatMap((r) => r.payload.keys).sort()).toEqual([docs.id.key, docs.background.key, docs.certification.key].sort());

    // What stays: the decision, its date and who made it — nothing of the document itself.
    const records = await sql<Record<string, unknown>>('select * from cleaners_verification_records where cleaner_id = ? order by type', [cleaner.user.id]);
    const [adminUser] = await sql<{ id: string }>('select reviewed_by as id from cleaners_documents where id = ?', [docs.insurance.id]);
    expect(records.map((r) => ({ ...r, decided_at: new Date(r.decided_at as string).toISOString() }))).toEqual([
      { document_id: docs.background.id, cleaner_id: cleaner.user.id, type: 'background_check', decision: 'approved', decided_at: decidedAt.toISOString(), decided_by: adminUser!.id, document_destroyed_at: expect.anything() },
      { document_id: docs.certification.id, cleaner_id: cleaner.user.id, type: 'certification', decision: 'rejected', decided_at: decidedAt.toISOString(), decided_by: adminUser!.id, document_destroyed_at: expect.anything() },
      { document_id: docs.id.id, cleaner_id: cleaner.user.id, type: 'id', decision: 'approved', decided_at: decidedAt.toISOString(), decided_by: adminUser!.id, document_destroyed_at: expect.anything() },
    ]);

    // The cleaner is still verified, badged, listed and bookable.
    const profile = (await t.api('GET', '/api/cleaners/me/profile', { token: cleaner.token })).body;
    expect(profile).toMatchObject({ verification: 'verified', isListed: true });
    expect(profile.badges).toEqual(expect.arrayContaining(['identity_verified', 'background_checked']));
    expect(profile.documents.map((d: { id: string }) => d.id)).toEqual([docs.insurance.id]);
    expect((await t.api('GET', `/api/cleaners/by-slug/${cleaner.slug}`)).status).toBe(200);
    const queue = await t.api('GET', `/api/admin/profile-review?filter=${encodeURIComponent(JSON.stringify({ status: 'all', id: cleaner.user.id }))}`, { token: admin });
    expect(queue.body).toMatchObject([{ id: cleaner.user.id, verification: 'verified', isListed: true, pendingCount: 0 }]);
    clock.set(null);
    const other = await clientWithProperty(t);
    await requestVisit(t, other.token, draft(cleaner.user.id, other.property.id, { date: dateInDays(7), tasks: [] }));
    // A destroyed document cannot be downloaded or reviewed again.
    expect((await t.api('GET', `/api/admin/cleaners/${cleaner.user.id}/documents/${docs.id.id}/file`, { token: admin })).status).toBe(404);

    // Nothing else was touched.
    for (const v of [older, younger]) expect(await visitState(v)).toEqual({ messages: 2, photoRows: 2, photoFiles: 2, punchPositions: 2, invoices: 1 });
  });

  it('deletes visit photos, rows and files, 180 days after the visit ended, even with two runs at once', async () => {
    expect((await retentionAt(new Date(older.endedAt.getTime() + 180 * DAY - HOUR))).visitPhotos).toBe(0);

    clock.set(new Date(older.endedAt.getTime() + 180 * DAY + HOUR));
    // Two instances firing together share the rows (SKIP LOCKED): each photo is deleted once.
    const runs = await Promise.all([t.inContext(() => t.server.app.retention()), t.inContext(() => t.server.app.retention())]);
    await filesDeleted();
    expect(runs.map((r) => r.visitPhotos).reduce((a, b) => a + b)).toBe(2);
    expect(await visitState(older)).toEqual({ messages: 2, photoRows: 0, photoFiles: 0, punchPositions: 2, invoices: 1 });
    expect(await visitState(younger)).toEqual({ messages: 2, photoRows: 2, photoFiles: 2, punchPositions: 2, invoices: 1 });
    const seen = (await t.api('GET', `/api/bookings/${older.id}`, { token: client.token })).body;
    expect(seen.photos).toEqual([]);
  });

  it('erases punch coordinates and deletes messages 12 months after the visit; bookings and invoices stay', async () => {
    // An hour short: the younger visit's photos are past 180 days by now, but no coordinates or messages go.
    expect(await retentionAt(new Date(monthsAfter(older.endedAt, 12).getTime() - HOUR))).toMatchObject({ visitPhotos: 2, punchPositions: 0, conversations: 0 });

    const outcome = await retentionAt(new Date(monthsAfter(older.endedAt, 12).getTime() + HOUR));
    expect(outcome).toEqual({ verificationDocuments: 0, visitPhotos: 0, punchPositions: 1, conversations: 1, sellerIdentifications: 0, taxIdsResealed: 0, integrationEvents: expect.any(Number), webhookSecretsResealed: expect.any(Number), ...LATER_RULES });
    expect(await visitState(older)).toEqual({ messages: 0, photoRows: 0, photoFiles: 0, punchPositions: 0, invoices: 1 });
    expect(await visitState(younger)).toEqual({ messages: 2, photoRows: 0, photoFiles: 0, punchPositions: 2, invoices: 1 });

    // Time and distance stay, with what the distance was measured from (issue #40); so do the booking and what the parties see of it.
    const [punches] = await sql<{ punch_in: Record<string, unknown>; punch_out: Record<string, unknown> }>('select punch_in, punch_out from bookings where id = ?', [older.id]);
    for (const p of [punches!.punch_in, punches!.punch_out]) expect(Object.keys(p).sort()).toEqual(['at', 'distanceMeters', 'measuredFrom']);
    const seen = await t.api('GET', `/api/bookings/${older.id}`, { token: client.token });
    expect(seen.body).toMatchObject({ status: 'completed', paymentStatus: 'fully_paid', punchedInAt: punches!.punch_in.at });
    const conversation = await t.api('GET', `/api/messages/${older.id}`, { token: client.token });
    expect(conversation.status).toBe(200);
    expect(conversation.body.messages).toEqual([]);
    const invoices = await t.api('GET', '/api/invoices', { token: client.token });
    expect(invoices.body.total).toBe(2);
    expect((await t.api('GET', `/api/bookings/${older.id}/invoice`, { token: client.token })).status).toBe(200);

    // The younger visit's turn comes two days later.
    expect(await retentionAt(new Date(monthsAfter(younger.endedAt, 12).getTime() + HOUR))).toEqual({ verificationDocuments: 0, visitPhotos: 0, punchPositions: 1, conversations: 1, sellerIdentifications: 0, taxIdsResealed: 0, integrationEvents: expect.any(Number), webhookSecretsResealed: expect.any(Number), ...LATER_RULES });
    expect(await visitState(younger)).toEqual({ messages: 0, photoRows: 0, photoFiles: 0, punchPositions: 0, invoices: 1 });
  });

  it('finds nothing more to do when run again', async () => {
    const before = await sql<{ n: string }>('select (select count(*) from cleaners_verification_records) + (select count(*) from cleaners_documents) + (select count(*) from bookings) + (select count(*) from invoices) as n');
    const again = await retentionAt(new Date(monthsAfter(younger.endedAt, 12).getTime() + 2 * HOUR));
    expect(again).toEqual({ verificationDocuments: 0, visitPhotos: 0, punchPositions: 0, conversations: 0, sellerIdentifications: 0, taxIdsResealed: 0, integrationEvents: expect.any(Number), webhookSecretsResealed: expect.any(Number), ...LATER_RULES });
    expect(await sql<{ n: string }>('select (select count(*) from cleaners_verification_records) + (select count(*) from cleaners_documents) + (select count(*) from bookings) + (select count(*) from invoices) as n')).toEqual(before);
    const profile = (await t.api('GET', '/api/cleaners/me/profile', { token: cleaner.token })).body;
    expect(profile).toMatchObject({ verification: 'verified', isListed: true });
  });
});
