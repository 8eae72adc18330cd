/**
 * Responsive raster images (issue #15, "serve any raster image responsively"): a stored picture is
 * also kept as AVIF and WebP at a few widths, so a phone downloads a 640 px AVIF where a desktop
 * gets the 1600 px one. Pure rules here (which widths, which keys, what the pages receive); the
 * encoding with sharp is in sharp-image-variants.ts.
 */

/**
 * The widths (px) each kind of picture is encoded at, from what it is drawn at (CSS px, twice that
 * on sharp screens); the browser picks one from `srcset` and `sizes`.
 */
export const IMAGE_WIDTHS = {
  /** Gallery pairs: from half a phone to a desktop column. */
  gallery: [320, 640, 1024, 1600],
  /** Avatars and cleaners' profile pictures, drawn 32 to 128 px wide; the original is at most 512 px. */
  avatar: [64, 128, 256, 512],
  /** Portfolio photos: thumbnails drawn 160 to 200 px (200, 400), the full view up to 1600 px. */
  portfolio: [200, 400, 800, 1200, 1600],
} as const satisfies Record<string, readonly number[]>;

/** The gallery's widths, the default. */
export const RESPONSIVE_WIDTHS: readonly number[] = IMAGE_WIDTHS.gallery;

export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];
export const VARIANT_CONTENT_TYPES: Record<VariantFormat, 'image/avif' | 'image/webp'> = { avif: 'image/avif', webp: 'image/webp' };

/** What is known of a stored picture: its size, and the widths it also exists at (none for pictures stored before variants). */
export interface StoredImageSize {
  width: number;
  height: number;
  /** Widths encoded as AVIF and WebP, smallest first; empty: only the original exists. */
  widths: number[];
}

/**
 * The widths to encode a picture `originalWidth` wide at: every standard width below it, then the
 * picture's own width (capped at the largest standard one). Never wider than the picture: an
 * enlarged picture weighs more and shows nothing more.
 */
export function variantWidths(originalWidth: number, widths: readonly number[] = RESPONSIVE_WIDTHS): number[] {
  if (!Number.isFinite(originalWidth) || originalWidth < 1) return [];
  const top = Math.min(Math.floor(originalWidth), Math.max(...widths));
  return [...new Set([...widths.filter((w) => w < top), top])].sort((a, b) => a - b);
}

/** `gallery/<id>.webp` at 640 px in AVIF -> `gallery/<id>-640w.avif` (beside the original, same folder). */
export function variantKey(key: string, width: number, format: VariantFormat): string {
  const dot = key.lastIndexOf('.');
  const stem = dot > key.lastIndexOf('/') ? key.slice(0, dot) : key;
  return `${stem}-${width}w.${format}`;
}

/** Every stored file of a picture: the original and each of its variants (what deleting it removes). */
export function storedKeysOf(key: string, widths: readonly number[]): string[] {
  return [key, ...widths.flatMap((w) => VARIANT_FORMATS.map((f) => variantKey(key, w, f)))];
}

/** What a page receives to render a `<picture>`: the original as fallback, and every variant with its width and type. */
export interface ResponsiveImageView {
  src: string;
  width: number;
  height: number;
  variants: { url: string; width: number; type: 'image/avif' | 'image/webp' }[];
}

/**
 * The view of a stored picture; `url` turns a storage key into its public address. A picture
 * without variants (stored before they existed) is served as it is, at `fallback` size.
 */
export function responsiveImageView(url: (key: string) => string, key: string, size: StoredImageSize | null, fallback: { width: number; height: number }): ResponsiveImageView {
  const known = size ?? { ...fallback, widths: [] };
  return {
    src: url(key),
    width: known.width,
    height: known.height,
    variants: VARIANT_FORMATS.flatMap((format) => known.widths.map((width) => ({ url: url(variantKey(key, width, format)), width, type: VARIANT_CONTENT_TYPES[format] }))),
  };
}
