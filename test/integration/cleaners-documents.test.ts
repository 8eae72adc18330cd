import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestServer, type ApiResponse, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { form, PDF, PNG, uploadDocument } from '../support/cleaner-fixtures.js';

// Verification documents (private) and portfolio photos (public) of the signed-in cleaner.

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ configure: (c) => void (c.rateLimits.login.perIp = 10_000) });
});
afterAll(() => t.close());

const detail = (res: ApiResponse, field: string) => (res.body.details ?? []).find((d: { field: string }) => d.field === field);
const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function download(path: string, token?: string) {
  const res = await fetch(`${t.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, headers: res.headers, data: Buffer.from(await res.arrayBuffer()) };
}

describe('POST /api/cleaners/me/documents', () => {
  it('answers 401 without a session and 403 to a client', async () => {
    expect((await t.api('POST', '/api/cleaners/me/documents', { raw: form(PDF, 'id.pdf', { type: 'id' }) })).status).toBe(401);
    const { token } = await loginAs(t, 'client');
    expect((await uploadDocument(t, token)).status).toBe(403);
  });

  it('stores a PDF, JPG or PNG as a pending document', async () => {
    const { token } = await loginAs(t, 'cleaner');
    const res = await uploadDocument(t, token, 'id', PDF, 'passeport.pdf');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'id', status: 'pending', contentType: 'application/pdf', filename: 'passeport.pdf', sizeBytes: PDF.length, rejectionReason: null });
    expect((await uploadDocument(t, token, 'insurance', PNG, 'assurance.png')).body.contentType).toBe('image/png');
    const profile = await t.api('GET', '/api/cleaners/me/profile', { token });
    expect(profile.body.verification).toBe('pending');
    expect(profile.body.documents).toHaveLength(2);
  });

  it('answers 400 with the invalid-type message, judged by the bytes and the extension', async () => {
    const { token } = await loginAs(t, 'cleaner');
    for (const [data, name] of [
      [Buffer.from('GIF89a fake'), 'id.pdf'],
      [PDF, 'id.png'],
      [Buffer.from('<script>alert(1)</script>'), 'id.html'],
      [Buffer.alloc(0), 'empty.pdf'],
    ] as const) {
      const res = await uploadDocument(t, token, 'id', data, name);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('cleaners.invalid_file_type');
      expect(res.body.message).toBe('Type de fichier invalide. Types acceptés\u00a0: PDF, JPG, PNG.');
      expect(detail(res, 'body.file')?.code).toBe('cleaners.invalid_file_type');
    }
  });

  it('answers 413 with the too-large message naming 10 MB', async () => {
    const { token } = await loginAs(t, 'cleaner');
    const big = Buffer.alloc(10 * 1024 * 1024 + 1024, 0);
    PDF.copy(big);
    const res = await uploadDocument(t, token, 'id', big, 'big.pdf');
    expect([400, 413]).toContain(res.status);
    expect(res.body.error).toBe('uploads.too_large');
    expect(res.body.message).toBe('Le fichier est trop volumineux. Taille maximale\u00a0: 10 Mo.');
  });

  it('answers 400 for a missing file, a missing or unknown type', async () => {
    const { token } = await loginAs(t, 'cleaner');
    const fd = new FormData();
    fd.append('type', 'id');
    const noFile = await t.api('POST', '/api/cleaners/me/documents', { token, raw: fd });
    expect(noFile.status).toBe(400);
    expect(noFile.body.error).toBe('uploads.file_required');
    const noType = await t.api('POST', '/api/cleaners/me/documents', { token, raw: form(PDF, 'a.pdf') });
    expect(detail(noType, 'body.type')?.message).toBe('Ce champ est requis');
    expect(detail((await uploadDocument(t, token, 'passport')), 'body.type')?.code).toBe('fields.invalid_choice');
  });

  it('needs a background check issued less than 3 months ago', async () => {
    const { token } = await loginAs(t, 'cleaner');
    const missing = await uploadDocument(t, token, 'background_check', PDF, 'bg.pdf');
    expect(detail(missing, 'body.issuedOn')?.message).toBe('Ce champ est requis');
    const old = await uploadDocument(t, token, 'background_check', PDF, 'bg.pdf', { issuedOn: isoDaysAgo(100) });
    expect(old.status).toBe(400);
    expect(old.body.error).toBe('cleaners.background_check_too_old');
    expect(old.body.message).toBe('La vérification des antécédents doit dater de moins de 3 mois.');
    const future = await uploadDocument(t, token, 'background_check', PDF, 'bg.pdf', { issuedOn: isoDaysAgo(-3) });
    expect(detail(future, 'body.issuedOn')?.code).toBe('fields.invalid_date');
    const ok = await uploadDocument(t, token, 'background_check', PDF, 'bg.pdf', { issuedOn: isoDaysAgo(20) });
    expect(ok.status).toBe(201);
    expect(ok.body.issuedOn).toBe(isoDaysAgo(20));
  });
});

describe('GET /api/cleaners/me/documents', () => {
  it('answers 401, 403 to a client, and the own documents only', async () => {
    expect((await t.api('GET', '/api/cleaners/me/documents')).status).toBe(401);
    expect((await t.api('GET', '/api/cleaners/me/documents', { token: (await loginAs(t, 'client')).token })).status).toBe(403);
    const a = await loginAs(t, 'cleaner');
    const b = await loginAs(t, 'cleaner');
    await uploadDocument(t, a.token);
    const res = await t.api('GET', '/api/cleaners/me/documents', { token: b.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe('GET /api/cleaners/me/documents/{id}/file', () => {
  it('serves the owner an attachment with nosniff, and nobody else', async () => {
    const owner = await loginAs(t, 'cleaner');
    const doc = (await uploadDocument(t, owner.token, 'id', PDF, 'permis.pdf')).body;
    const path = `/api/cleaners/me/documents/${doc.id}/file`;
    const res = await download(path, owner.token);
    expect(res.status).toBe(200);
    expect(res.data.equals(PDF)).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="permis.pdf"');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await download(path)).status).toBe(401);
    expect((await download(path, (await loginAs(t, 'cleaner')).token)).status).toBe(404);
    expect((await download(path, (await loginAs(t, 'client')).token)).status).toBe(403);
    expect((await download(path, (await loginAs(t, 'admin')).token)).status).toBe(403);
    expect((await t.api('GET', '/api/cleaners/me/documents/not-a-uuid/file', { token: owner.token })).status).toBe(400);
  });
});

describe('DELETE /api/cleaners/me/documents/{id}', () => {
  it('answers 401, 404 for another cleaner, 204 for the owner, and the file is gone', async () => {
    const owner = await loginAs(t, 'cleaner');
    const doc = (await uploadDocument(t, owner.token)).body;
    expect((await t.api('DELETE', `/api/cleaners/me/documents/${doc.id}`)).status).toBe(401);
    expect((await t.api('DELETE', `/api/cleaners/me/documents/${doc.id}`, { token: (await loginAs(t, 'client')).token })).status).toBe(403);
    expect((await t.api('DELETE', `/api/cleaners/me/documents/${doc.id}`, { token: (await loginAs(t, 'cleaner')).token })).status).toBe(404);
    expect((await t.api('DELETE', `/api/cleaners/me/documents/${doc.id}`, { token: owner.token })).status).toBe(204);
    expect((await download(`/api/cleaners/me/documents/${doc.id}/file`, owner.token)).status).toBe(404);
  });
});

describe('POST /api/cleaners/me/photos', () => {
  it('answers 401 and 403 to a client', async () => {
    expect((await t.api('POST', '/api/cleaners/me/photos', { raw: form(PNG, 'a.png') })).status).toBe(401);
    expect((await t.api('POST', '/api/cleaners/me/photos', { token: (await loginAs(t, 'client')).token, raw: form(PNG, 'a.png') })).status).toBe(403);
  });

  it('resizes to WebP (1600 px max and a 400 px thumbnail) without EXIF, served publicly', async () => {
    const { token } = await loginAs(t, 'cleaner');
    const jpeg = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: { r: 200, g: 100, b: 50 } } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await t.api('POST', '/api/cleaners/me/photos', { token, raw: form(jpeg, 'cuisine.jpg') });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 1600, height: 800 });
    const large = await download(res.body.url);
    expect(large.status).toBe(200);
    expect(large.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(large.data).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(large.data.includes(Buffer.from('secret-gps-owner'))).toBe(false);
    const thumb = await sharp((await download(res.body.thumbnailUrl)).data).metadata();
    expect(thumb).toMatchObject({ width: 400, height: 200 });
    expect((await t.api('GET', '/api/cleaners/me/profile', { token })).body.portfolio).toHaveLength(1);
  });

  it('answers 400 with the allowed types, and for bytes that do not decode', async () => {
    const { token } = await loginAs(t, 'cleaner');
    const res = await t.api('POST', '/api/cleaners/me/photos', { token, raw: form(PDF, 'a.pdf') });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Type de fichier invalide. Types acceptés\u00a0: JPG, PNG, WebP.');
    const broken = await t.api('POST', '/api/cleaners/me/photos', { token, raw: form(Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2]), 'a.jpg') });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBe('cleaners.invalid_file_type');
  });
});

describe('GET /api/cleaners/me/photos and DELETE /api/cleaners/me/photos/{id}', () => {
  it('lists own photos, deletes them (404 for others) and removes the files', async () => {
    expect((await t.api('GET', '/api/cleaners/me/photos')).status).toBe(401);
    const { token } = await loginAs(t, 'cleaner');
    const photo = (await t.api('POST', '/api/cleaners/me/photos', { token, raw: form(PNG, 'a.png') })).body;
    expect((await t.api('GET', '/api/cleaners/me/photos', { token })).body).toHaveLength(1);
    expect((await t.api('DELETE', `/api/cleaners/me/photos/${photo.id}`)).status).toBe(401);
    expect((await t.api('DELETE', `/api/cleaners/me/photos/${photo.id}`, { token: (await loginAs(t, 'client')).token })).status).toBe(403);
    expect((await t.api('DELETE', `/api/cleaners/me/photos/${photo.id}`, { token: (await loginAs(t, 'cleaner')).token })).status).toBe(404);
    expect((await t.api('DELETE', `/api/cleaners/me/photos/${photo.id}`, { token })).status).toBe(204);
    expect((await t.api('GET', '/api/cleaners/me/photos', { token })).body).toEqual([]);
    // The files leave in the background once the deletion has committed (the outbox's `files.delete`).
    await expect.poll(async () => (await download(photo.url)).status, { timeout: 10_000 }).toBe(404);
  });
});

describe('GET /api/files/portfolio/{key}', () => {
  it('answers 404 for unknown keys and 400 for malformed ones (documents are never reachable here)', async () => {
    expect((await t.api('GET', '/api/files/portfolio/00000000-0000-4000-8000-000000000000.webp')).status).toBe(404);
    expect((await download('/api/files/portfolio/..%2Fcleaner-documents%2Fx.pdf')).status).toBe(400);
  });
});
