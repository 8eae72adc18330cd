import type { components } from '../../api/schema';

/** A stored picture as the API describes it: the original (fallback), its size, its AVIF/WebP variants by width. */
export type ResponsiveImageData = components['schemas']['ResponsiveImage'];
export type VariantType = ResponsiveImageData['variants'][number]['type'];

/** Smallest files first in the `<picture>`: a browser takes the first `<source>` whose type it can show. */
const TYPE_ORDER: readonly VariantType[] = ['image/avif', 'image/webp'];

/** One `<source>` per format, each with its `srcset` ("url 320w, url 640w"), widths ascending. */
export function pictureSources(image: ResponsiveImageData): { type: VariantType; srcSet: string }[] {
  return TYPE_ORDER.flatMap((type) => {
    const variants = image.variants.filter((v) => v.type === type).sort((a, b) => a.width - b.width);
    return variants.length ? [{ type, srcSet: variants.map((v) => `${v.url} ${v.width}w`).join(', ') }] : [];
  });
}

/**
 * `sizes` for a picture cropped to fill a `box` px square (`object-fit: cover`, as avatars are): a
 * wide picture is drawn as tall as the box, so wider than it, and the browser must know that width.
 */
export function coverSizes(image: Pick<ResponsiveImageData, 'width' | 'height'>, box: number): string {
  const ratio = image.height > 0 ? image.width / image.height : 1;
  return `${Math.ceil(box * Math.max(1, ratio))}px`;
}
