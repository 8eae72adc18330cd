import sharp from 'sharp';
import { PORTFOLIO_IMAGE_SIZES } from '../domain/portfolio-photo.js';
import type { ImageProcessor } from '../application/ports.js';

/**
 * Portfolio pictures re-encoded by sharp: turned upright from their EXIF orientation, then written
 * as WebP without any metadata (sharp drops EXIF, GPS and ICC unless asked to keep them).
 */
export const sharpImageProcessor: ImageProcessor = {
  async toPortfolio(data) {
    try {
      const base = sharp(data, { limitInputPixels: 50_000_000 }).rotate();
      const large = await base
        .clone()
        .resize({ width: PORTFOLIO_IMAGE_SIZES.large, height: PORTFOLIO_IMAGE_SIZES.large, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      const thumb = await base
        .clone()
        .resize({ width: PORTFOLIO_IMAGE_SIZES.thumb, height: PORTFOLIO_IMAGE_SIZES.thumb, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer();
      return { large: large.data, thumb, width: large.info.width, height: large.info.height };
    } catch {
      return null;
    }
  },
};
