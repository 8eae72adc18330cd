import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_MB, avatarKeyOf, sniffImage, uploadAvatar } from './upload-avatar.js';
import { User } from '../domain/user.js';
import type { IdentityDeps } from './ports.js';
import type { StoredImageSize } from '../../../src/shared/image-variants.js';
import type { EncodedImage } from '../../../src/shared/sharp-image-variants.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = Buffer.concat([PNG_SIGNATURE, Buffer.from('....IHDR')]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

describe('sniffImage', () => {
  it('recognises PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffImage(png)).toEqual({ ext: 'png', contentType: 'image/png' });
    expect(sniffImage(jpeg)).toEqual({ ext: 'jpg', contentType: 'image/jpeg' });
    expect(sniffImage(webp)).toEqual({ ext: 'webp', contentType: 'image/webp' });
  });

  it('refuses other formats: GIF, SVG, PDF, text, a RIFF that is not WebP', () => {
    expect(sniffImage(Buffer.from('GIF89a\x01\x00\x01\x00'))).toBeNull();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(sniffImage(Buffer.from('hello world, not an image'))).toBeNull();
    expect(sniffImage(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')]))).toBeNull();
  });

  it('refuses truncated signatures and empty files', () => {
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
    expect(sniffImage(PNG_SIGNATURE.subarray(0, 7))).toBeNull();
    expect(sniffImage(jpeg.subarray(0, 2))).toBeNull();
    expect(sniffImage(webp.subarray(0, 11))).toBeNull();
  });

  it('needs the whole PNG signature, not just "PNG"', () => {
    const almost = Buffer.from(PNG_SIGNATURE);
    almost[7] = 0x00;
    expect(sniffImage(almost)).toBeNull();
  });
});

describe('avatarKeyOf', () => {
  it('maps our own avatar URLs to storage keys', () => {
    expect(avatarKeyOf('/api/files/avatars/abc.png')).toBe('avatars/abc.png');
  });

  it('ignores null and foreign URLs (nothing of ours to delete)', () => {
    expect(avatarKeyOf(null)).toBeNull();
    expect(avatarKeyOf('https://cdn.example.com/a.png')).toBeNull();
  });
});

describe('uploadAvatar', () => {
  function setup(profilePic: string | null = null, profilePicSize: StoredImageSize | null = null) {
    const stored = new Map<string, { data: Buffer; contentType: string }>();
    const disposed: string[] = [];
    let flushes = 0;
    const deps = {
      files: {
        put: async (key: string, data: Buffer, contentType: string) => void stored.set(key, { data, contentType }),
        get: async (key: string) => stored.get(key) ?? null,
        delete: async () => {
          throw new Error('files leave through fileDisposal');
        },
      },
      fileDisposal: { dispose: async (keys: string[]) => void disposed.push(...keys) },
      users: { flush: async () => (flushes++, 'saved' as const) },
      clock: { now: () => new Date('2025-01-01T00:00:00Z') },
      tx: { run: <T>(work: () => Promise<T>) => work() },
      // Stands in for sharp: "re-encodes" what looks like an image (a 300 x 200 original, variants at 64 px), refuses the rest.
      images: {
        toAvatar: async (data: Buffer): Promise<EncodedImage | null> =>
          sniffImage(data)
            ? {
                width: 300,
                height: 200,
                original: { data: Buffer.concat([Buffer.from('WEBP:'), data.subarray(0, 4)]), contentType: 'image/webp' },
                variants: [
                  { width: 64, format: 'avif', data: Buffer.from('AVIF64') },
                  { width: 64, format: 'webp', data: Buffer.from('WEBP64') },
                ],
              }
            : null,
      },
    } as unknown as IdentityDeps;
    const user = User.create({ id: 'u', email: 'a@b.c', name: 'Al', passwordHash: 'h', dateOfBirth: null, locale: 'fr', now: new Date(0) });
    user.profilePic = profilePic;
    user.profilePicSize = profilePicSize;
    return { deps, user, stored, disposed, flushes: () => flushes };
  }

  it('stores the re-encoded picture (never the bytes sent) under a fresh .webp name, its variants beside it, and points profilePic at it', async () => {
    const { deps, user, stored, flushes } = setup();
    const result = await uploadAvatar(deps)(user, { data: png, filename: 'Me.PNG' });
    expect(result.ok).toBe(true);
    expect(user.profilePic).toMatch(/^\/api\/files\/avatars\/[0-9a-f-]{36}\.webp$/);
    const [key, file] = [...stored.entries()][0]!;
    expect(`/api/files/${key}`).toBe(user.profilePic);
    expect(file).toEqual({ data: Buffer.concat([Buffer.from('WEBP:'), png.subarray(0, 4)]), contentType: 'image/webp' });
    const stem = key.slice(0, -'.webp'.length);
    expect([...stored.keys()]).toEqual([key, `${stem}-64w.avif`, `${stem}-64w.webp`]);
    expect(stored.get(`${stem}-64w.avif`)?.contentType).toBe('image/avif');
    expect(user.profilePicSize).toEqual({ width: 300, height: 200, widths: [64] });
    expect(flushes()).toBe(1);
  });

  it('removes what it wrote of the new picture when saving fails, and keeps the previous one', async () => {
    const { deps, user, stored, disposed } = setup('/api/files/avatars/old.webp', { width: 64, height: 64, widths: [64] });
    deps.users.flush = async () => {
      throw new Error('database down');
    };
    await expect(uploadAvatar(deps)(user, { data: png, filename: 'new.png' })).rejects.toThrow('database down');
    expect(disposed.sort()).toEqual([...stored.keys()].sort());
    expect(disposed.some((k) => k.startsWith('avatars/old'))).toBe(false);
  });

  it('refuses bytes that look like an image but cannot be decoded, and stores nothing', async () => {
    const { deps, user, stored } = setup();
    deps.images.toAvatar = async () => null;
    const result = await uploadAvatar(deps)(user, { data: jpeg, filename: 'photo.jpg' });
    expect(!result.ok && result.error.code).toBe('uploads.invalid_image_type');
    expect(stored.size).toBe(0);
  });

  it('refuses non-image bytes with uploads.invalid_image_type and stores nothing', async () => {
    const { deps, user, stored } = setup();
    const result = await uploadAvatar(deps)(user, { data: Buffer.from('not an image at all'), filename: 'x.png' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('uploads.invalid_image_type');
    expect(stored.size).toBe(0);
    expect(user.profilePic).toBeNull();
  });

  it('refuses an image whose name is not .jpg/.jpeg/.png/.webp', async () => {
    const { deps, user } = setup();
    const result = await uploadAvatar(deps)(user, { data: png, filename: 'x.svg' });
    expect(!result.ok && result.error.code).toBe('uploads.invalid_image_type');
  });

  it('refuses more than 10 MB with uploads.too_large', async () => {
    const { deps, user } = setup();
    const big = Buffer.alloc(AVATAR_MAX_MB * 1024 * 1024 + 1);
    png.copy(big);
    const result = await uploadAvatar(deps)(user, { data: big, filename: 'big.png' });
    expect(!result.ok && result.error.code).toBe('uploads.too_large');
    expect(!result.ok && result.error.params).toEqual({ maxMb: 10 });
  });

  it('deletes the previous picture with every variant, and only ours', async () => {
    const ours = setup('/api/files/avatars/old.webp', { width: 100, height: 80, widths: [64, 100] });
    await uploadAvatar(ours.deps)(ours.user, { data: png, filename: 'new.png' });
    expect(ours.disposed).toEqual(['avatars/old.webp', 'avatars/old-64w.avif', 'avatars/old-64w.webp', 'avatars/old-100w.avif', 'avatars/old-100w.webp']);
    const before = setup('/api/files/avatars/older.png');
    await uploadAvatar(before.deps)(before.user, { data: png, filename: 'new.png' });
    expect(before.disposed).toEqual(['avatars/older.png']);
    const foreign = setup('https://cdn.example.com/old.png');
    await uploadAvatar(foreign.deps)(foreign.user, { data: png, filename: 'new.png' });
    expect(foreign.disposed).toEqual([]);
  });
});
