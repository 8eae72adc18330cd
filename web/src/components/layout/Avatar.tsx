import { useState } from 'react';
import type { User } from '../../api/types';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { coverSizes } from '../ui/responsive-image';

export interface AvatarProps {
  /** `profilePicImage` (the picture with its AVIF/WebP variants) when the API gives it; `profilePic` alone is shown as it is. */
  user: Pick<User, 'name' | 'profilePic'> & Partial<Pick<User, 'profilePicImage'>>;
  /** Drawn size, CSS px (a square). */
  size?: number;
  /** '' (default) when the name is written next to it; otherwise says whose picture it is. */
  alt?: string;
  /** Above the fold (the header, the top of a profile): not lazy. */
  eager?: boolean;
}

/** The picture, or the first letter of the name; decorative next to the written name. */
export function Avatar({ user, size = 32, alt = '', eager = false }: AvatarProps) {
  // Remembers which address failed, so a newly uploaded picture gets its chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const letter = (user.name.trim()[0] ?? '?').toLocaleUpperCase();
  const picture = user.profilePic;
  if (picture && picture !== failedSrc) {
    const image = user.profilePicImage ?? { src: picture, width: size, height: size, variants: [] };
    return (
      <ResponsiveImage
        image={image}
        alt={alt}
        sizes={coverSizes(image, size)}
        width={size}
        height={size}
        eager={eager}
        className="avatar"
        pictureClassName="avatar-picture"
        onError={() => setFailedSrc(picture)}
      />
    );
  }
  return (
    <span className="avatar avatar--letter" style={{ width: size, height: size, fontSize: size * 0.45 }} aria-hidden="true">
      {letter}
    </span>
  );
}
