import { useEffect } from 'react';
import type { Brand } from '../api/types';
import { PROVINCE_STORAGE_KEY, decideRegionRedirect } from './region-redirect';

function savedProvince(): string | null {
  try {
    return window.localStorage.getItem(PROVINCE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Applies the regional domain rule of spec section 1 once the brand and language are known. */
export function useRegionRedirect(brand: Brand | undefined, language: string): void {
  useEffect(() => {
    if (!brand) return;
    const { pathname, search, hash, hostname, origin } = window.location;
    const target = decideRegionRedirect({
      ...brand.regionRedirect,
      hostname,
      currentOrigin: origin,
      path: pathname + search + hash,
      language,
      province: savedProvince(),
    });
    if (target) window.location.replace(target);
  }, [brand, language]);
}
