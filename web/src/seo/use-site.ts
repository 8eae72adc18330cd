import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_BRAND_NAME, useBrand } from '../features/brand/api/get-brand';
import { asLanguage } from '../i18n/languages';
import type { Site } from './json-ld';
import { ServerHeadContext } from './page-head-context';
import { siteOrigin } from './site-origin';

/** The brand, origin and language the page's JSON-LD is written with. */
export function useSite(): Site {
  const serverHead = useContext(ServerHeadContext);
  const { i18n } = useTranslation();
  const brandName = useBrand().data?.name ?? FALLBACK_BRAND_NAME;
  return { brandName, origin: serverHead?.origin ?? siteOrigin(), language: asLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'fr' };
}
