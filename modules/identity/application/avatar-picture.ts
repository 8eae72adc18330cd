import { IMAGE_WIDTHS, responsiveImageView, storedKeysOf, type ResponsiveImageView, type StoredImageSize } from '../../../src/shared/image-variants.js';

export const AVATAR_URL_PREFIX = '/api/files/avatars/';

/** The storage key of one of our pictures; null for none or an address that is not ours. */
export const avatarKeyOf = (profilePic: string | null): string | null =>
  profilePic?.startsWith(AVATAR_URL_PREFIX) ? `avatars/${profilePic.slice(AVATAR_URL_PREFIX.length)}` : null;

/** Longest side of a stored profile picture, px: drawn at most 128 px wide, and sharp screens want up to 4 times that. */
export const AVATAR_SIDE_PX = 512;
/** The widths its AVIF/WebP variants are made at (never wider than the picture). */
export const AVATAR_WIDTHS: readonly number[] = IMAGE_WIDTHS.avatar;

type Picture = { profilePic: string | null; profilePicSize: StoredImageSize | null };

/**
 * The picture for `<picture>`: the original and its variants (they sit beside it, same address
 * stem). A picture stored before variants has none and is served as it is, said to be the bound's
 * square: it is always drawn as a cropped square, so only the shape the page reserves matters.
 */
export const avatarImage = (u: Picture): ResponsiveImageView | null =>
  u.profilePic ? responsiveImageView((url) => url, u.profilePic, u.profilePicSize, { width: AVATAR_SIDE_PX, height: AVATAR_SIDE_PX }) : null;

/** Every stored file of the picture (the original, then each variant); none for an address that is not ours. */
export const avatarFilesOf = (u: Picture): string[] => {
  const key = avatarKeyOf(u.profilePic);
  return key ? storedKeysOf(key, u.profilePicSize?.widths ?? []) : [];
};
