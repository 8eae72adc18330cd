import { useEffect } from 'react';
import { FALLBACK_BRAND_NAME, useBrand } from '../features/brand/api/get-brand';

/** `Page | Brand`, or the brand alone on the home page. */
export function usePageTitle(title: string | null): void {
  const brandName = useBrand().data?.name ?? FALLBACK_BRAND_NAME;
  useEffect(() => {
    document.title = title ? `${title} | ${brandName}` : brandName;
  }, [title, brandName]);
}
