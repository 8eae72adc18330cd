import { describe, expect, it } from 'vitest';
import { PORTFOLIO_IMAGE_SIZES, PORTFOLIO_WIDTHS } from '../domain/portfolio-photo.js';
import { photoFilesOf } from './portfolio.js';

describe('portfolio photo files', () => {
  it('has variants up to the large picture’s bound, and past the thumbnail for sharp screens', () => {
    expect(Math.max(...PORTFOLIO_WIDTHS)).toBe(PORTFOLIO_IMAGE_SIZES.large);
    expect(PORTFOLIO_WIDTHS).toContain(PORTFOLIO_IMAGE_SIZES.thumb);
  });

  it('lists the thumbnail, the large picture and every variant; only the first two for a photo stored before variants', () => {
    expect(photoFilesOf({ largeKey: 'portfolio/p.webp', thumbKey: 'portfolio/p-thumb.webp', widths: [200, 300] })).toEqual([
      'portfolio/p-thumb.webp',
      'portfolio/p.webp',
      'portfolio/p-200w.avif',
      'portfolio/p-200w.webp',
      'portfolio/p-300w.avif',
      'portfolio/p-300w.webp',
    ]);
    expect(photoFilesOf({ largeKey: 'portfolio/old.webp', thumbKey: 'portfolio/old-thumb.webp', widths: [] })).toEqual(['portfolio/old-thumb.webp', 'portfolio/old.webp']);
  });
});
