import { loadSharp } from './load-sharp.js';
import type { FileStorage } from './file-storage.js';
import { VARIANT_CONTENT_TYPES, variantKey, variantWidths, type StoredImageSize, type VariantFormat } from './image-variants.js';

/**
 * The one place pictures are encoded for the web (issue #15): read from the bytes (never trusting a
 * name), turned upright from EXIF, bounded, written without any metadata (no GPS position of a
 * client's home leaves with a picture), then encoded again as AVIF and WebP at the responsive widths.
 */
export interface EncodeOptions {
  /** Longest side of the original, px (never enlarged). */
  maxPx: number;
  /** The original's format: the fallback `<img src>` every browser shows. */
  originalFormat: 'webp' | 'jpeg';
  /** Input formats accepted, as sharp names them; others are refused (null). */
  accept?: readonly string[];
  widths?: readonly number[];
}

export interface EncodedImage {
  width: number;
  height: number;
  original: { data: Buffer; contentType: string };
  variants: { width: number; format: VariantFormat; data: Buffer }[];
}

const DEFAULT_ACCEPT = ['jpeg', 'png', 'webp'];
const MAX_INPUT_PIXELS = 50_000_000;
// AVIF at effort 2 (sharp's default is 4) costs about a fifth of the time for a few percent more
// bytes: a 1600 px photo takes ~1 s on one core instead of ~5 s, which an upload can wait for.
const AVIF = { quality: 50, effort: 2 } as const;
const WEBP = { quality: 80 } as const;

/** The picture and its variants, or null when the bytes are not an accepted picture. */
export async function encodeResponsiveImage(data: Buffer, options: EncodeOptions): Promise<EncodedImage | null> {
  const sharp = await loadSharp();
  try {
    const input = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await input.metadata();
    if (!format || !(options.accept ?? DEFAULT_ACCEPT).includes(format)) return null;
    // Decoded once, upright and bounded; every output is encoded from these pixels.
    const { data: pixels, info } = await input
      .rotate()
      .resize({ width: options.maxPx, height: options.maxPx, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const from = () => sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const original = options.originalFormat === 'webp' ? await from().webp({ quality: 82 }).toBuffer() : await from().flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    const variants: EncodedImage['variants'] = [];
    for (const width of variantWidths(info.width, options.widths)) {
      const sized = () => (width === info.width ? from() : from().resize({ width }));
      variants.push({ width, format: 'avif', data: await sized().avif(AVIF).toBuffer() });
      variants.push({ width, format: 'webp', data: await sized().webp(WEBP).toBuffer() });
    }
    return { width: info.width, height: info.height, original: { data: original, contentType: options.originalFormat === 'webp' ? 'image/webp' : 'image/jpeg' }, variants };
  } catch {
    return null;
  }
}

/** The widths an encoded picture has variants at, smallest first. */
export const encodedWidths = (image: EncodedImage): number[] => [...new Set(image.variants.map((v) => v.width))];

/** Writes the original at `key` and each variant beside it; returns what the pages need to know of it. */
export async function storeResponsiveImage(files: FileStorage, key: string, image: EncodedImage): Promise<StoredImageSize> {
  await files.put(key, image.original.data, image.original.contentType);
  for (const v of image.variants) await files.put(variantKey(key, v.width, v.format), v.data, VARIANT_CONTENT_TYPES[v.format]);
  return { width: image.width, height: image.height, widths: encodedWidths(image) };
}
