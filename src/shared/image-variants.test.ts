import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, RESPONSIVE_WIDTHS, responsiveImageView, storedKeysOf, variantKey, variantWidths } from './image-variants.js';
import { encodeResponsiveImage, encodedWidths } from './sharp-image-variants.js';

describe('variantWidths', () => {
  it('keeps every standard width below the picture, then the picture’s own width', () => {
    expect(RESPONSIVE_WIDTHS).toEqual([320, 640, 1024, 1600]);
    expect(variantWidths(1600)).toEqual([320, 640, 1024, 1600]);
    expect(variantWidths(1200)).toEqual([320, 640, 1024, 1200]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(641)).toEqual([320, 640, 641]);
  });

  it('never enlarges: a small picture has its own width only, a huge one stops at the largest', () => {
    expect(variantWidths(200)).toEqual([200]);
    expect(variantWidths(320)).toEqual([320]);
    expect(variantWidths(4000)).toEqual([320, 640, 1024, 1600]);
    expect(variantWidths(0)).toEqual([]);
    expect(variantWidths(Number.NaN)).toEqual([]);
  });

  it('follows other widths when given', () => {
    expect(variantWidths(500, [96, 192, 384])).toEqual([96, 192, 384]);
    expect(variantWidths(150, [96, 192, 384])).toEqual([96, 150]);
  });
});

describe('width sets per use', () => {
  it('are ascending and distinct, the gallery’s being the default', () => {
    for (const widths of Object.values(IMAGE_WIDTHS)) expect([...widths]).toEqual([...new Set(widths)].sort((a, b) => a - b));
    expect(RESPONSIVE_WIDTHS).toBe(IMAGE_WIDTHS.gallery);
  });

  it('avatars: 32 to 128 px drawn, once and twice, up to the 512 px original', () => {
    expect(IMAGE_WIDTHS.avatar).toEqual([64, 128, 256, 512]);
    expect(variantWidths(512, IMAGE_WIDTHS.avatar)).toEqual([64, 128, 256, 512]);
    expect(variantWidths(200, IMAGE_WIDTHS.avatar)).toEqual([64, 128, 200]);
    expect(variantWidths(1, IMAGE_WIDTHS.avatar)).toEqual([1]);
  });

  it('portfolio: thumbnails (200, 400) and the full view (800 to 1600), never enlarged', () => {
    expect(IMAGE_WIDTHS.portfolio).toEqual([200, 400, 800, 1200, 1600]);
    expect(variantWidths(1600, IMAGE_WIDTHS.portfolio)).toEqual([200, 400, 800, 1200, 1600]);
    expect(variantWidths(1000, IMAGE_WIDTHS.portfolio)).toEqual([200, 400, 800, 1000]);
    expect(variantWidths(150, IMAGE_WIDTHS.portfolio)).toEqual([150]);
  });
});

describe('variant keys and views', () => {
  it('names each variant beside its original, and lists every file of a picture', () => {
    expect(variantKey('gallery/abc.webp', 640, 'avif')).toBe('gallery/abc-640w.avif');
    expect(variantKey('avatars/u1/p.jpg', 320, 'webp')).toBe('avatars/u1/p-320w.webp');
    expect(storedKeysOf('gallery/abc.webp', [320, 640])).toEqual(['gallery/abc.webp', 'gallery/abc-320w.avif', 'gallery/abc-320w.webp', 'gallery/abc-640w.avif', 'gallery/abc-640w.webp']);
    expect(storedKeysOf('gallery/abc.webp', [])).toEqual(['gallery/abc.webp']);
  });

  it('gives AVIF then WebP sources, and the original alone (at the fallback size) for a picture without variants', () => {
    const url = (k: string) => `/api/files/${k}`;
    const view = responsiveImageView(url, 'gallery/abc.webp', { width: 800, height: 600, widths: [320, 640, 800] }, { width: 1, height: 1 });
    expect(view).toMatchObject({ src: '/api/files/gallery/abc.webp', width: 800, height: 600 });
    expect(view.variants.map((v) => `${v.type} ${v.width}`)).toEqual(['image/avif 320', 'image/avif 640', 'image/avif 800', 'image/webp 320', 'image/webp 640', 'image/webp 800']);
    expect(view.variants[0]!.url).toBe('/api/files/gallery/abc-320w.avif');
    expect(responsiveImageView(url, 'gallery/old.webp', null, { width: 800, height: 600 })).toEqual({ src: '/api/files/gallery/old.webp', width: 800, height: 600, variants: [] });
  });
});

describe('encodeResponsiveImage', () => {
  it('encodes AVIF and WebP at each width, never wider than the picture, upright and without metadata', async () => {
    // 700 x 500, tagged "rotate 90°" (EXIF orientation 6): upright it is 500 x 700.
    const photo = await sharp({ create: { width: 700, height: 500, channels: 3, background: { r: 30, g: 140, b: 200 } } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const out = await encodeResponsiveImage(photo, { maxPx: 1600, originalFormat: 'webp' });
    expect(out).toMatchObject({ width: 500, height: 700, original: { contentType: 'image/webp' } });
    expect(out!.variants.map((v) => `${v.format} ${v.width}`)).toEqual(['avif 320', 'webp 320', 'avif 500', 'webp 500']);
    for (const v of out!.variants) {
      const meta = await sharp(v.data).metadata();
      expect([meta.format === 'heif' ? 'avif' : meta.format, meta.width, meta.exif, meta.orientation]).toEqual([v.format, v.width, undefined, undefined]);
    }
    const original = await sharp(out!.original.data).metadata();
    expect([original.format, original.width, original.height, original.exif]).toEqual(['webp', 500, 700, undefined]);
  });

  it('follows the width set it is given (an avatar: 512 px at most)', async () => {
    const portrait = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#456' } }).png().toBuffer();
    const out = await encodeResponsiveImage(portrait, { maxPx: 512, originalFormat: 'webp', widths: IMAGE_WIDTHS.avatar });
    expect([out!.width, out!.height]).toEqual([384, 512]);
    expect(encodedWidths(out!)).toEqual([64, 128, 256, 384]);
  });

  it('bounds the original, and refuses what is not an accepted picture', async () => {
    const big = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#888' } }).png().toBuffer();
    const out = await encodeResponsiveImage(big, { maxPx: 1600, originalFormat: 'jpeg' });
    expect([out!.width, out!.height, out!.original.contentType]).toEqual([1600, 800, 'image/jpeg']);
    expect([...new Set(out!.variants.map((v) => v.width))]).toEqual([320, 640, 1024, 1600]);
    expect(await encodeResponsiveImage(Buffer.from('%PDF-1.4 pas une image'), { maxPx: 1600, originalFormat: 'webp' })).toBeNull();
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer();
    expect(await encodeResponsiveImage(gif, { maxPx: 1600, originalFormat: 'webp' })).toBeNull();
  });
});
