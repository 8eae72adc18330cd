import sharp from 'sharp';
import type { AvatarImages } from '../application/ports.js';

/** Longest side of a stored profile picture, in pixels (shown at most 160 px wide, twice for sharp screens). */
export const AVATAR_SIDE_PX = 512;

/**
 * Profile pictures re-encoded by sharp: turned upright from their EXIF orientation, bounded to
 * 512 px, written as WebP. sharp keeps no EXIF (a phone photo's GPS position), ICC or trailing bytes
 * (a script appended to a JPEG) unless asked.
 */
export const sharpAvatarImages: AvatarImages = {
  async toAvatar(data) {
    try {
      return await sharp(data, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize({ width: AVATAR_SIDE_PX, height: AVATAR_SIDE_PX, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      return null;
    }
  },
};
