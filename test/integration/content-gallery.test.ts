import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, completedVisit, dateInDays, listedCleaner, movableClock } from '../support/booking-fixtures.js';
import { LocalDiskStorage } from '../../src/storage/local-disk.storage.js';

/**
 * Issue #15, the gallery from real visits: a client agrees (or no longer agrees) that a completed
 * visit's before/after photos may appear in the gallery; an admin makes a pair from them only with
 * that consent; the photos are copied into the gallery's storage as AVIF/WebP at several widths;
 * only published pairs are public; withdrawing the consent, or deleting a pair, removes its files.
 */
const clock = movableClock();
let t: TestServer;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let day = 3;

beforeAll(async () => {
  t = await createTestServer({ clock, configure: longScenarios });
  admin = (await loginAs(t, 'admin')).token;
  cleaner = await listedCleaner(t, admin);
});
afterEach(() => clock.set(null));
afterAll(() => t.close());

const picture = (width: number, height: number, r: number) => sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 40 } } }).png().toBuffer();
const adminApi = <T = any>(method: string, path: string, body?: unknown, token = admin) => t.api<T>(method, `/api/admin/content/${path}`, { token, ...(body !== undefined ? { body } : {}) });
const consent = (id: string, token: string | undefined, value: boolean) => t.api('PUT', `/api/bookings/${id}/gallery-consent`, { token, body: { consent: value } });
const status = async (url: string) => (await fetch(`${t.url}${url}`)).status;
/** Every URL of a public picture: the original and each variant. */
const urlsOf = (image: { src: string; variants: { url: string }[] }) => [image.src, ...image.variants.map((v) => v.url)];
/** Files go once the deletion has committed, in the background: wait until every URL answers 404. */
async function expectGone(urls: string[]) {
  await expect.poll(async () => (await Promise.all(urls.map(status))).filter((s) => s !== 404).length, { timeout: 10_000 }).toBe(0);
}

/** A completed visit with one before and one after photo (700 x 500 px), and its client. */
async function visitWithPhotos() {
  const client = await clientWithProperty(t);
  const visit = await completedVisit(t, clock, cleaner, client, dateInDays(day++), [
    { kind: 'before', data: await picture(700, 500, 90) },
    { kind: 'after', data: await picture(700, 500, 220) },
  ]);
  clock.set(null);
  const booking = (await t.api('GET', `/api/bookings/${visit.id}`, { token: client.token })).body;
  const photo = (kind: string) => booking.photos.find((p: { kind: string }) => p.kind === kind).id as string;
  return { client, id: visit.id as string, before: photo('before'), after: photo('after') };
}

const pairInput = (v: { id: string; before: string; after: string }, over: Record<string, unknown> = {}) => ({
  bookingId: v.id,
  beforePhotoId: v.before,
  afterPhotoId: v.after,
  category: 'kitchen',
  captionFr: 'Cuisine dégraissée du plancher au plafond',
  captionEn: 'Kitchen degreased from floor to ceiling',
  ...over,
});

describe('PUT /api/bookings/{id}/gallery-consent', () => {
  it('is the client’s alone, on a completed visit with photos allowed; giving it twice keeps the first date', async () => {
    const v = await visitWithPhotos();
    const other = await clientWithProperty(t);
    expect((await consent(v.id, undefined, true)).status).toBe(401);
    const byCleaner = await consent(v.id, cleaner.token, true);
    expect([byCleaner.status, byCleaner.body.error]).toEqual([403, 'booking.gallery_consent_client_only']);
    expect((await consent(v.id, other.token, true)).status).toBe(403);
    expect((await consent(v.id, admin, true)).status).toBe(403);
    expect((await consent(randomUUID(), v.client.token, true)).status).toBe(404);
    expect((await t.api('PUT', `/api/bookings/${v.id}/gallery-consent`, { token: v.client.token, body: { consent: 'oui' } })).status).toBe(400);

    const given = await consent(v.id, v.client.token, true);
    expect(given.status).toBe(200);
    expect(given.body.galleryConsentAt).toEqual(expect.any(String));
    expect((await consent(v.id, v.client.token, true)).body.galleryConsentAt).toBe(given.body.galleryConsentAt);
    expect((await consent(v.id, v.client.token, false)).body.galleryConsentAt).toBeNull();

    // A visit without photos (the client refused them) has nothing to publish.
    const noPhotos = await clientWithProperty(t);
    const plain = await completedVisit(t, clock, cleaner, noPhotos, dateInDays(day++));
    clock.set(null);
    const refused = await consent(plain.id, noPhotos.token, true);
    expect([refused.status, refused.body.error]).toEqual([409, 'booking.photos_not_allowed']);
  });
});

describe('a gallery pair from a visit’s photos', () => {
  it('is refused without the client’s consent, copied with its variants once given, public once published, and gone when the consent is withdrawn', async () => {
    const v = await visitWithPhotos();
    const client = (await loginAs(t, 'client')).token;

    // Without consent: a 4xx JSON with a clear message, and no photo for the admin to see.
    const refused = await adminApi('POST', 'gallery-items/from-booking', pairInput(v));
    expect([refused.status, refused.body.error]).toEqual([409, 'content.gallery_consent_missing']);
    expect(refused.body.message).toContain("Le client n'a pas autorisé la publication des photos de cette visite dans la galerie");
    const candidates = async () => (await adminApi('GET', 'gallery-candidates?range=%5B0%2C99%5D')).body.map((c: { id: string }) => c.id);
    expect(await candidates()).not.toContain(v.id);
    expect((await adminApi('GET', `gallery-candidates/${v.id}/photos/${v.before}`)).status).toBe(404);

    expect((await consent(v.id, v.client.token, true)).status).toBe(200);
    expect((await adminApi('POST', 'gallery-items/from-booking', pairInput(v), client)).status).toBe(403);
    expect((await t.api('POST', '/api/admin/content/gallery-items/from-booking', { body: pairInput(v) })).status).toBe(401);
    expect((await adminApi('POST', 'gallery-items/from-booking', pairInput(v, { bookingId: randomUUID() }))).status).toBe(404);
    const swapped = await adminApi('POST', 'gallery-items/from-booking', pairInput(v, { beforePhotoId: v.after, afterPhotoId: v.before }));
    expect([swapped.status, swapped.body.details.map((d: { field: string }) => d.field)]).toEqual([400, ['body.beforePhotoId', 'body.afterPhotoId']]);

    // With it: the admin sees the photos to choose, then makes an unpublished pair.
    const listed = (await adminApi('GET', 'gallery-candidates?range=%5B0%2C99%5D')).body.find((c: { id: string }) => c.id === v.id);
    expect(listed).toMatchObject({ pairs: 0, photos: [expect.objectContaining({ id: v.before, kind: 'before' }), expect.objectContaining({ id: v.after, kind: 'after' })] });
    const preview = await fetch(`${t.url}${listed.photos[0].url}`, { headers: { authorization: `Bearer ${admin}` } });
    expect([preview.status, preview.headers.get('content-type'), preview.headers.get('cache-control')]).toEqual([200, 'image/jpeg', 'private, no-store']);

    const created = await adminApi('POST', 'gallery-items/from-booking', pairInput(v));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ sourceBookingId: v.id, isDemo: false, published: false, beforeImage: expect.stringMatching(/^gallery\/[a-f0-9-]{36}\.webp$/) });
    const publicPair = async () => (await t.api('GET', '/api/content/gallery?lang=en')).body.items.find((g: { id: string }) => g.id === created.body.id);
    expect(await publicPair()).toBeUndefined();

    const { id, beforeUrl, afterUrl, sourceBookingId, publishedAt, publishedBy, createdAt, updatedAt, ...editable } = created.body;
    expect((await adminApi('PUT', `gallery-items/${id}`, { ...editable, published: true })).status).toBe(200);
    const shown = await publicPair();
    expect(shown).toMatchObject({ caption: 'Kitchen degreased from floor to ceiling', isDemo: false, before: { width: 700, height: 500 } });
    // AVIF and WebP at each width, never wider than the photo.
    expect(shown.before.variants.map((x: { type: string; width: number }) => `${x.type} ${x.width}`)).toEqual(['image/avif 320', 'image/avif 640', 'image/avif 700', 'image/webp 320', 'image/webp 640', 'image/webp 700']);
    const avif = await fetch(`${t.url}${shown.before.variants[0].url}`);
    expect([avif.status, avif.headers.get('content-type')]).toEqual([200, 'image/avif']);
    expect((await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).width).toBe(320);
    expect((await adminApi('GET', 'gallery-candidates?range=%5B0%2C99%5D')).body.find((c: { id: string }) => c.id === v.id).pairs).toBe(1);

    // The client changes their mind: the pair leaves the site and the gallery's storage.
    const files = [...urlsOf(shown.before), ...urlsOf(shown.after)];
    expect((await consent(v.id, v.client.token, false)).status).toBe(200);
    expect(await publicPair()).toBeUndefined();
    expect((await adminApi('GET', `gallery-items/${id}`)).status).toBe(404);
    await expectGone(files);
    expect(await candidates()).not.toContain(v.id);
    const again = await adminApi('POST', 'gallery-items/from-booking', pairInput(v));
    expect([again.status, again.body.error]).toEqual([409, 'content.gallery_consent_missing']);
  });
});

describe('DELETE /api/admin/content/gallery-items/{id}', () => {
  const upload = async (data: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'photo.png');
    const res = await t.api('POST', '/api/admin/content/gallery-images', { raw: form, token: admin, headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(res.status).toBe(201);
    return res.body as { key: string; url: string };
  };
  const item = (before: string, after: string) => ({ category: 'office', captionFr: 'Bureau désinfecté', captionEn: 'Disinfected office', beforeImage: before, afterImage: after, published: true });
  const shownPair = async (id: string) => (await t.api('GET', '/api/content/gallery')).body.items.find((g: { id: string }) => g.id === id);

  it('removes the pair, then every stored file of its pictures; a picture replaced on edit goes too', async () => {
    const [before, after, replacement] = [await upload(await picture(1200, 900, 10)), await upload(await picture(500, 400, 60)), await upload(await picture(400, 300, 200))];
    const created = await adminApi('POST', 'gallery-items', item(before.key, after.key));
    expect(created.status).toBe(201);
    const shown = await shownPair(created.body.id);
    expect(shown.before.variants.map((x: { width: number }) => x.width)).toEqual([320, 640, 1024, 1200, 320, 640, 1024, 1200]);
    const beforeFiles = urlsOf(shown.before);
    for (const url of beforeFiles) expect(await status(url), url).toBe(200);

    // Replacing the before picture releases the old one's files.
    expect((await adminApi('PUT', `gallery-items/${created.body.id}`, item(replacement.key, after.key))).status).toBe(200);
    await expectGone(beforeFiles);
    const edited = await shownPair(created.body.id);
    expect(edited.before).toMatchObject({ width: 400, height: 300 });

    const remaining = [...urlsOf(edited.before), ...urlsOf(edited.after)];
    expect((await adminApi('DELETE', `gallery-items/${created.body.id}`)).status).toBe(204);
    expect(await shownPair(created.body.id)).toBeUndefined();
    await expectGone(remaining);
    expect((await adminApi('DELETE', `gallery-items/${created.body.id}`)).status).toBe(404);
  });

  it('keeps a picture another pair still shows, and serves a picture stored before variants as it is', async () => {
    // A picture from before variants existed: in storage, without a record of its size.
    const legacyKey = `gallery/${randomUUID()}.webp`;
    await new LocalDiskStorage(t.config.uploadsDir).put(legacyKey, await sharp(await picture(200, 150, 30)).webp().toBuffer(), 'image/webp');
    const other = await upload(await picture(300, 200, 90));
    const first = await adminApi('POST', 'gallery-items', item(legacyKey, other.key));
    const second = await adminApi('POST', 'gallery-items', item(other.key, legacyKey));
    expect([first.status, second.status]).toEqual([201, 201]);
    const legacy = (await shownPair(first.body.id)).before;
    expect(legacy).toEqual({ src: `/api/files/${legacyKey}`, width: 800, height: 600, variants: [] });

    expect((await adminApi('DELETE', `gallery-items/${first.body.id}`)).status).toBe(204);
    const still = await shownPair(second.body.id);
    for (const url of [...urlsOf(still.before), ...urlsOf(still.after)]) expect(await status(url), url).toBe(200);
    expect((await adminApi('DELETE', `gallery-items/${second.body.id}`)).status).toBe(204);
    await expectGone([...urlsOf(still.before), ...urlsOf(still.after)]);
  });
});
