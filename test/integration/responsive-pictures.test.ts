import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { listedCleaner } from '../support/booking-fixtures.js';
import { form } from '../support/cleaner-fixtures.js';
import { LocalDiskStorage } from '../../src/storage/local-disk.storage.js';

/**
 * Issue #15, "serve any raster image responsively": profile pictures (avatars, shown on cleaners'
 * cards and public profiles) and portfolio photos are stored with AVIF and WebP variants at their
 * own widths, never enlarged; the API describes them where it gives the pictures; replacing or
 * deleting a picture removes every file of it; pictures stored before variants are served as they are.
 */
let t: TestServer;
let admin: string;
const em = () => t.server.orm.em as unknown as EntityManager;
const sql = (query: string, params: unknown[] = []) => t.inContext(() => em().execute(query, params));

beforeAll(async () => {
  t = await createTestServer({
    configure: (c) => {
      longScenarios(c);
      c.searchCacheSeconds = 0;
    },
  });
  admin = (await loginAs(t, 'admin')).token;
});
afterAll(() => t.close());

type Image = { src: string; width: number; height: number; variants: { url: string; width: number; type: string }[] };

const jpeg = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } }).jpeg().toBuffer();
const uploadAvatar = (token: string, data: Buffer, name = 'moi.jpg') => t.api('POST', '/api/users/me/avatar', { token, raw: form(data, name) });
const status = async (url: string) => (await fetch(`${t.url}${url}`)).status;
const urlsOf = (image: Image) => [image.src, ...image.variants.map((v) => v.url)];
const widthsOf = (image: Image, type: string) => image.variants.filter((v) => v.type === type).map((v) => v.width);
/** Files go in the background once the change has committed: wait until every address answers 404. */
async function expectGone(urls: string[]) {
  await expect.poll(async () => (await Promise.all(urls.map(status))).filter((s) => s !== 404).length, { timeout: 10_000 }).toBe(0);
}

/** Every variant is served with its type, at its width, without metadata. */
async function expectServed(image: Image) {
  expect(await status(image.src)).toBe(200);
  for (const v of image.variants) {
    const res = await fetch(`${t.url}${v.url}`);
    expect(res.status, v.url).toBe(200);
    expect(res.headers.get('content-type')).toBe(v.type);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format === 'heif' ? 'image/avif' : `image/${meta.format}`, meta.width, meta.exif]).toEqual([v.type, v.width, undefined]);
  }
}

describe('profile pictures', () => {
  it('get AVIF and WebP variants, shown on /me, the search card and the public profile; replacing and removing delete every file', async () => {
    const cleaner = await listedCleaner(t, admin);
    const card = async () => (await t.api('GET', `/api/cleaners/by-slug/${cleaner.slug}`)).body;

    const first = await uploadAvatar(cleaner.token, await jpeg(900, 600));
    expect(first.status).toBe(200);
    const image = first.body.profilePicImage as Image;
    expect(image).toMatchObject({ src: first.body.profilePic, width: 512, height: 341 });
    expect(widthsOf(image, 'image/avif')).toEqual([64, 128, 256, 512]);
    expect(widthsOf(image, 'image/webp')).toEqual([64, 128, 256, 512]);
    await expectServed(image);
    expect((await t.api('GET', '/api/users/me', { token: cleaner.token })).body.profilePicImage).toEqual(image);
    expect((await card()).profilePicImage).toEqual(image);

    // A smaller picture: never enlarged, its own width is the largest variant.
    const second = await uploadAvatar(cleaner.token, await jpeg(100, 150));
    const replaced = second.body.profilePicImage as Image;
    expect(replaced).toMatchObject({ width: 100, height: 150 });
    expect(widthsOf(replaced, 'image/avif')).toEqual([64, 100]);
    await expectServed(replaced);
    expect((await card()).profilePicImage).toEqual(replaced);
    await expectGone(urlsOf(image));

    const removed = await t.api('PATCH', '/api/users/me', { token: cleaner.token, body: { profilePic: null } });
    expect([removed.status, removed.body.profilePic, removed.body.profilePicImage]).toEqual([200, null, null]);
    expect((await card()).profilePicImage).toBeNull();
    await expectGone(urlsOf(replaced));
  });

  it('leave with every variant when the account is deleted', async () => {
    const { token } = await loginAs(t, 'client');
    const image = (await uploadAvatar(token, await jpeg(300, 300))).body.profilePicImage as Image;
    expect(image.variants).toHaveLength(8);
    expect((await t.api('DELETE', '/api/users/me', { token, body: { confirmation: 'SUPPRIMER' } })).status).toBe(204);
    await expectGone(urlsOf(image));
  });

  it('stored before variants: served as they are, then replaced like any other', async () => {
    const { token, user } = await loginAs(t, 'client');
    const key = `avatars/${randomUUID()}.png`;
    await new LocalDiskStorage(t.config.uploadsDir).put(key, await sharp(await jpeg(200, 200)).png().toBuffer(), 'image/png');
    await sql('update identity_users set profile_pic = ? where id = ?', [`/api/files/${key}`, user.id]);
    const me = (await t.api('GET', '/api/users/me', { token })).body;
    expect(me.profilePicImage).toEqual({ src: `/api/files/${key}`, width: 512, height: 512, variants: [] });
    expect(await status(me.profilePic)).toBe(200);
    expect((await uploadAvatar(token, await jpeg(64, 64))).status).toBe(200);
    await expectGone([me.profilePic]);
  });
});

describe('portfolio photos', () => {
  it('get AVIF and WebP variants (thumbnails to full view), listed by the API; deleting removes every file', async () => {
    const cleaner = await listedCleaner(t, admin);
    const res = await t.api('POST', '/api/cleaners/me/photos', { token: cleaner.token, raw: form(await jpeg(2000, 1000), 'salon.jpg') });
    expect(res.status).toBe(201);
    const photo = res.body;
    expect(photo).toMatchObject({ width: 1600, height: 800, image: { src: photo.url, width: 1600, height: 800 } });
    expect(widthsOf(photo.image, 'image/avif')).toEqual([200, 400, 800, 1200, 1600]);
    expect(widthsOf(photo.image, 'image/webp')).toEqual([200, 400, 800, 1200, 1600]);
    await expectServed(photo.image);
    expect(await status(photo.thumbnailUrl)).toBe(200);

    const mine = (await t.api('GET', '/api/cleaners/me/photos', { token: cleaner.token })).body;
    expect(mine).toEqual([photo]);
    expect((await t.api('GET', '/api/cleaners/me/profile', { token: cleaner.token })).body.portfolio).toEqual([photo]);
    const shown = (await t.api('GET', `/api/cleaners/by-slug/${cleaner.slug}`)).body.portfolio;
    expect(shown).toEqual([{ url: photo.url, thumbnailUrl: photo.thumbnailUrl, width: 1600, height: 800, image: photo.image }]);

    expect((await t.api('DELETE', `/api/cleaners/me/photos/${photo.id}`, { token: cleaner.token })).status).toBe(204);
    await expectGone([...urlsOf(photo.image), photo.thumbnailUrl]);
  });

  it('a small photo is never enlarged; one stored before variants is served as it is and deleted with its thumbnail', async () => {
    const cleaner = await listedCleaner(t, admin);
    const small = (await t.api('POST', '/api/cleaners/me/photos', { token: cleaner.token, raw: form(await jpeg(300, 500), 'coin.jpg') })).body;
    expect(small.image).toMatchObject({ width: 300, height: 500 });
    expect(widthsOf(small.image, 'image/webp')).toEqual([200, 300]);

    // A photo from before variants: its two files in storage, its row without widths.
    const id = randomUUID();
    const storage = new LocalDiskStorage(t.config.uploadsDir);
    const webp = await sharp(await jpeg(640, 480)).webp().toBuffer();
    await storage.put(`portfolio/${id}.webp`, webp, 'image/webp');
    await storage.put(`portfolio/${id}-thumb.webp`, webp, 'image/webp');
    await sql(`insert into cleaners_portfolio_photos (id, cleaner_id, large_key, thumb_key, width, height, created_at) values (?, ?, ?, ?, 640, 480, now())`, [
      id,
      cleaner.user.id,
      `portfolio/${id}.webp`,
      `portfolio/${id}-thumb.webp`,
    ]);
    const old = (await t.api('GET', '/api/cleaners/me/photos', { token: cleaner.token })).body.find((p: { id: string }) => p.id === id);
    expect(old.image).toEqual({ src: `/api/files/portfolio/${id}.webp`, width: 640, height: 480, variants: [] });
    expect(await status(old.url)).toBe(200);
    expect((await t.api('DELETE', `/api/cleaners/me/photos/${id}`, { token: cleaner.token })).status).toBe(204);
    await expectGone([old.url, old.thumbnailUrl]);
    // The other photo and its variants stay.
    for (const url of urlsOf(small.image)) expect(await status(url), url).toBe(200);
  });
});
