import { useTranslation } from 'react-i18next';
import { asLanguage } from '../../../i18n/languages';
import type { ContentLanguage } from './types';

/** The language the content is asked in: the page's, so that switching languages refetches. */
export function useContentLanguage(): ContentLanguage {
  const { i18n } = useTranslation();
  return asLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'fr';
}
