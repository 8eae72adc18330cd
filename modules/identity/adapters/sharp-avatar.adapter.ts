import { encodeResponsiveImage } from '../../../src/shared/sharp-image-variants.js';
import { AVATAR_SIDE_PX, AVATAR_WIDTHS } from '../application/avatar-picture.js';
import type { AvatarImages } from '../application/ports.js';

/**
 * Profile pictures through the shared encoder (src/shared/sharp-image-variants.ts): JPG, PNG or
 * WebP read from the bytes, turned upright from their EXIF orientation, bounded to 512 px, written
 * as WebP without any metadata (a phone photo's GPS position) or trailing bytes (a script appended
 * to a JPEG), plus AVIF and WebP at the avatar widths.
 */
export const sharpAvatarImages: AvatarImages = {
  toAvatar: (data) => encodeResponsiveImage(data, { maxPx: AVATAR_SIDE_PX, originalFormat: 'webp', widths: AVATAR_WIDTHS }),
};
