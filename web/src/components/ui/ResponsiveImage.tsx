import { pictureSources, type ResponsiveImageData } from './responsive-image';

export interface ResponsiveImageProps {
  image: ResponsiveImageData;
  /** Says what the picture shows, in the reader's language ('' only for a purely decorative one). */
  alt: string;
  /** How wide the picture is drawn, for the browser's choice among the widths (e.g. "(min-width: 1152px) 260px, 50vw"). */
  sizes: string;
  /** Above the fold (the page's main picture): loaded at once and first. Otherwise lazy and decoded off the main thread. */
  priority?: boolean;
  className?: string;
}

/**
 * A stored raster picture served responsively (issue #15): AVIF, then WebP, at the widths the server
 * made, the original as fallback; width and height always set, so the page never shifts as it loads.
 * A picture without variants (a drawing, one stored before variants existed) is a plain `<img>`.
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, className }: ResponsiveImageProps) {
  const img = (
    <img
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      {...(className ? { className } : {})}
    />
  );
  const sources = pictureSources(image);
  if (!sources.length) return img;
  return (
    <picture>
      {sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
