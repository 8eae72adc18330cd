import { useState } from 'react';
import fallbackLogo from '../../assets/logo.svg';

/** Decorative: the brand name is always written next to it. */
export function BrandLogo({ src, size = 32 }: { src: string | undefined; size?: number }) {
  const [failed, setFailed] = useState(false);
  const url = src && !failed ? src : fallbackLogo;
  return <img className="brand-logo" src={url} alt="" width={size} height={size} onError={() => setFailed(true)} />;
}
