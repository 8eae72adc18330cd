import { loadSharp } from '../../../src/shared/load-sharp.js';
import { encodeResponsiveImage } from '../../../src/shared/sharp-image-variants.js';
import { PORTFOLIO_IMAGE_SIZES, PORTFOLIO_WIDTHS } from '../domain/portfolio-photo.js';
import type { ImageProcessor } from '../application/ports.js';

/**
 * Portfolio pictures through the shared encoder (src/shared/sharp-image-variants.ts): JPG, PNG or
 * WebP read from the bytes, turned upright from their EXIF orientation, written as WebP at 1600 px at
 * most without any metadata (EXIF, GPS, ICC), plus AVIF and WebP at the portfolio widths. The 400 px
 * thumbnail of `thumbnailUrl` is made from that clean picture.
 */
export const sharpImageProcessor: ImageProcessor = {
  async toPortfolio(data) {
    const image = await encodeResponsiveImage(data, { maxPx: PORTFOLIO_IMAGE_SIZES.large, originalFormat: 'webp', widths: PORTFOLIO_WIDTHS });
    if (!image) return null;
    const sharp = await loadSharp();
    const thumb = await sharp(image.original.data)
      .resize({ width: PORTFOLIO_IMAGE_SIZES.thumb, height: PORTFOLIO_IMAGE_SIZES.thumb, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { image, thumb };
  },
};
