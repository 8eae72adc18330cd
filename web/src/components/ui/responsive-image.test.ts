import { describe, expect, it } from 'vitest';
import { coverSizes, pictureSources } from './responsive-image';

describe('pictureSources', () => {
  it('gives AVIF first, then WebP, each with its widths in ascending order', () => {
    const image = {
      src: '/api/files/gallery/a.webp',
      width: 1200,
      height: 900,
      variants: [
        { url: '/w640.webp', width: 640, type: 'image/webp' as const },
        { url: '/w320.webp', width: 320, type: 'image/webp' as const },
        { url: '/w1200.avif', width: 1200, type: 'image/avif' as const },
        { url: '/w320.avif', width: 320, type: 'image/avif' as const },
      ],
    };
    expect(pictureSources(image)).toEqual([
      { type: 'image/avif', srcSet: '/w320.avif 320w, /w1200.avif 1200w' },
      { type: 'image/webp', srcSet: '/w320.webp 320w, /w640.webp 640w' },
    ]);
  });

  it('has no source for a picture without variants (the original alone is shown)', () => {
    expect(pictureSources({ src: '/demo-gallery/kitchen-before.svg', width: 800, height: 600, variants: [] })).toEqual([]);
  });
});

describe('coverSizes', () => {
  it('is the box for a square or tall picture, wider for a wide one (drawn as tall as the box)', () => {
    expect(coverSizes({ width: 512, height: 512 }, 48)).toBe('48px');
    expect(coverSizes({ width: 384, height: 512 }, 96)).toBe('96px');
    expect(coverSizes({ width: 512, height: 256 }, 96)).toBe('192px');
    expect(coverSizes({ width: 500, height: 0 }, 32)).toBe('32px');
  });
});
