import type { ReactEventHandler } from 'react';
import { pictureSources, type ResponsiveImageData } from './responsive-image';

export interface ResponsiveImageProps {
  image: ResponsiveImageData;
  /** Says what the picture shows, in the reader's language ('' only for a purely decorative one). */
  alt: string;
  /** How wide the picture is drawn, for the browser's choice among the widths (e.g. "(min-width: 1152px) 260px, 50vw"). */
  sizes: string;
  /** Above the fold (the page's main picture): loaded at once and first. Otherwise lazy and decoded off the main thread. */
  priority?: boolean;
  /** Above the fold but not the main picture (a header's avatar): loaded at once, without raising its priority. */
  eager?: boolean;
  /** The drawn box, when it is not the picture's own size (a cropped avatar, a fixed thumbnail); keeps the page from shifting. */
  width?: number;
  height?: number;
  className?: string;
  /** On the `<picture>` (e.g. to keep it out of a flex layout). */
  pictureClassName?: string;
  onError?: ReactEventHandler<HTMLImageElement>;
}

/**
 * A stored raster picture served responsively (issue #15): AVIF, then WebP, at the widths the server
 * made, the original as fallback; width and height always set, so the page never shifts as it loads.
 * A picture without variants (a drawing, one stored before variants existed) is a plain `<img>`.
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, eager = false, width, height, className, pictureClassName, onError }: ResponsiveImageProps) {
  const img = (
    <img
      src={image.src}
      alt={alt}
      width={width ?? image.width}
      height={height ?? image.height}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      {...(className ? { className } : {})}
      {...(onError ? { onError } : {})}
    />
  );
  const sources = pictureSources(image);
  if (!sources.length) return img;
  return (
    <picture {...(pictureClassName ? { className: pictureClassName } : {})}>
      {sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
