import { loadSharp } from '../../../src/shared/load-sharp.js';
import type { PhotoProcessor } from '../application/ports.js';

/** Progress photos re-encoded upright as JPEG (at most 1600 px) without metadata: no GPS of a client's home leaks. */
export const sharpPhotoProcessor: PhotoProcessor = {
  async toProgressPhoto(data) {
    // Outside the try: a library that cannot load is an error, not a picture refused.
    const sharp = await loadSharp();
    try {
      const out = await sharp(data, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 82 })
        .toBuffer();
      return { data: out, contentType: 'image/jpeg' };
    } catch {
      return null;
    }
  },
};
