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
