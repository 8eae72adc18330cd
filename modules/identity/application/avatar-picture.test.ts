import { describe, expect, it } from 'vitest';
import { variantWidths } from '../../../src/shared/image-variants.js';
import { AVATAR_SIDE_PX, AVATAR_WIDTHS, avatarFilesOf, avatarImage } from './avatar-picture.js';

describe('avatar widths', () => {
  it('cover 32 to 128 px drawn, twice on sharp screens, up to the stored bound', () => {
    expect(AVATAR_WIDTHS).toEqual([64, 128, 256, 512]);
    expect(Math.max(...AVATAR_WIDTHS)).toBe(AVATAR_SIDE_PX);
    expect(variantWidths(512, AVATAR_WIDTHS)).toEqual([64, 128, 256, 512]);
    // A portrait 384 x 512 picture, a small one: never enlarged.
    expect(variantWidths(384, AVATAR_WIDTHS)).toEqual([64, 128, 256, 384]);
    expect(variantWidths(100, AVATAR_WIDTHS)).toEqual([64, 100]);
    expect(variantWidths(40, AVATAR_WIDTHS)).toEqual([40]);
  });
});

describe('avatarImage', () => {
  it('gives the original and its AVIF/WebP variants beside it', () => {
    const view = avatarImage({ profilePic: '/api/files/avatars/abc.webp', profilePicSize: { width: 300, height: 200, widths: [64, 128, 256, 300] } });
    expect(view).toMatchObject({ src: '/api/files/avatars/abc.webp', width: 300, height: 200 });
    expect(view!.variants).toHaveLength(8);
    expect(view!.variants[0]).toEqual({ url: '/api/files/avatars/abc-64w.avif', width: 64, type: 'image/avif' });
    expect(view!.variants[7]).toEqual({ url: '/api/files/avatars/abc-300w.webp', width: 300, type: 'image/webp' });
  });

  it('serves a picture stored before variants as it is, in the bound’s square; nothing without a picture', () => {
    expect(avatarImage({ profilePic: '/api/files/avatars/old.png', profilePicSize: null })).toEqual({ src: '/api/files/avatars/old.png', width: 512, height: 512, variants: [] });
    expect(avatarImage({ profilePic: null, profilePicSize: null })).toBeNull();
  });
});

describe('avatarFilesOf', () => {
  it('lists the original and every variant of our pictures, nothing of foreign addresses', () => {
    expect(avatarFilesOf({ profilePic: '/api/files/avatars/abc.webp', profilePicSize: { width: 100, height: 100, widths: [64, 100] } })).toEqual([
      'avatars/abc.webp',
      'avatars/abc-64w.avif',
      'avatars/abc-64w.webp',
      'avatars/abc-100w.avif',
      'avatars/abc-100w.webp',
    ]);
    expect(avatarFilesOf({ profilePic: '/api/files/avatars/old.png', profilePicSize: null })).toEqual(['avatars/old.png']);
    expect(avatarFilesOf({ profilePic: 'https://cdn.example.com/a.png', profilePicSize: null })).toEqual([]);
    expect(avatarFilesOf({ profilePic: null, profilePicSize: null })).toEqual([]);
  });
});
