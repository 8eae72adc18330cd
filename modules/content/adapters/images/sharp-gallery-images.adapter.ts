import sharp from 'sharp';
import type { ImageProcessor } from '../../application/ports.js';

/** Longest side of a gallery picture: sharp on a large screen, light enough for a phone. */
export const GALLERY_IMAGE_MAX_PX = 1600;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/**
 * Before/after pictures re-encoded by sharp: JPG, PNG or WebP only (read from the bytes, not the name),
 * turned upright from their EXIF orientation, then written as WebP without any metadata (no GPS
 * position of a client's home leaves with the picture).
 */
export const sharpGalleryImages: ImageProcessor = {
  async toGalleryImage(data) {
    try {
      const input = sharp(data, { limitInputPixels: 50_000_000 });
      const { format } = await input.metadata();
      if (!format || !ACCEPTED.has(format)) return null;
      const out = await input
        .rotate()
        .resize({ width: GALLERY_IMAGE_MAX_PX, height: GALLERY_IMAGE_MAX_PX, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      return { data: out.data, width: out.info.width, height: out.info.height };
    } catch {
      return null;
    }
  },
};
