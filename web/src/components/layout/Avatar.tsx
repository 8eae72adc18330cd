import { useState } from 'react';
import type { User } from '../../api/types';

/** The picture, or the first letter of the name; decorative next to the written name. */
export function Avatar({ user, size = 32 }: { user: Pick<User, 'name' | 'profilePic'>; size?: number }) {
  // Remembers which address failed, so a newly uploaded picture gets its chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const letter = (user.name.trim()[0] ?? '?').toLocaleUpperCase();
  const picture = user.profilePic;
  if (picture && picture !== failedSrc) {
    return <img className="avatar" src={picture} alt="" width={size} height={size} onError={() => setFailedSrc(picture)} />;
  }
  return (
    <span className="avatar avatar--letter" style={{ width: size, height: size, fontSize: size * 0.45 }} aria-hidden="true">
      {letter}
    </span>
  );
}
