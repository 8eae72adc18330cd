import { IMAGE_WIDTHS } from '../../../src/shared/image-variants.js';

/** A picture of the cleaner's work (spec: portfolio / work gallery). Public, unlike documents. */
export class PortfolioPhoto {
  id!: string;
  cleanerId!: string;
  /** Storage keys of the resized WebP files (EXIF and other metadata stripped). */
  largeKey!: string;
  thumbKey!: string;
  /** Size of the large picture. */
  width!: number;
  height!: number;
  /** Widths its AVIF/WebP variants exist at, beside `largeKey` (`<id>-400w.avif`); empty for photos stored before variants. */
  widths!: number[];
  createdAt!: Date;
}

/** Portfolio images are re-encoded to these sizes (longest side, pixels; docs/decisions.md). */
export const PORTFOLIO_IMAGE_SIZES = { large: 1600, thumb: 400 } as const;
/** The widths of the large picture's AVIF/WebP variants: the thumbnails' and the full view's. */
export const PORTFOLIO_WIDTHS: readonly number[] = IMAGE_WIDTHS.portfolio;
export const PORTFOLIO_URL_PREFIX = '/api/files/portfolio/';

/** Spec section 5: portfolio uploads are JPG, PNG or WebP, by magic bytes and by extension. */
export function sniffPortfolioImage(data: Buffer, filename: string): 'jpg' | 'png' | 'webp' | null {
  let kind: 'jpg' | 'png' | 'webp' | null = null;
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) kind = 'jpg';
  else if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) kind = 'png';
  else if (data.length >= 12 && data.toString('ascii', 0, 4) === 'RIFF' && data.toString('ascii', 8, 12) === 'WEBP') kind = 'webp';
  if (!kind) return null;
  const ext = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  const allowed = kind === 'jpg' ? ['jpg', 'jpeg'] : [kind];
  return ext && allowed.includes(ext) ? kind : null;
}
