import { encodeResponsiveImage } from '../../../../src/shared/sharp-image-variants.js';
import type { ImageProcessor } from '../../application/ports.js';

/** Longest side of a gallery picture: sharp on a large screen, light enough for a phone. */
export const GALLERY_IMAGE_MAX_PX = 1600;

/**
 * Before/after pictures through the shared encoder: JPG, PNG or WebP only (read from the bytes, not
 * the name), upright, without any metadata (no GPS position of a client's home leaves with the
 * picture), as WebP at 1600 px at most plus AVIF and WebP at the responsive widths.
 */
export const sharpGalleryImages: ImageProcessor = {
  toGalleryImage: (data) => encodeResponsiveImage(data, { maxPx: GALLERY_IMAGE_MAX_PX, originalFormat: 'webp' }),
};
