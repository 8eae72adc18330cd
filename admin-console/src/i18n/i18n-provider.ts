import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'react-admin';
import { en } from './en';
import { fr } from './fr';
import { contentEn, contentFr } from '../content/i18n';
import { analyticsEn, analyticsFr } from '../analytics/i18n';
import { incidentsEn, incidentsFr } from '../confidentiality-incidents/i18n';
import { promoCodesEn, promoCodesFr } from '../promo-codes/i18n';
import { apiKeysEn, apiKeysFr } from '../api-keys/i18n';
import { newsletterEn, newsletterFr } from '../newsletter/i18n';
import { sellerReportsEn, sellerReportsFr } from '../seller-reports/i18n';
import { marketingEn, marketingFr } from '../marketing/i18n';
import { createTitlesEn, createTitlesFr } from './create-titles';
import { retentionEn, retentionFr } from '../retention/i18n';

export type ConsoleLocale = 'fr' | 'en';

// French is Éclat's first language: it is the default whatever the browser says.
const defaultLocale: ConsoleLocale = 'fr';

// Both languages are bundled: react-admin already ships ra-language-english in
// the main chunk, and the console's own texts weigh about 1 kB gzipped.
const messages: Record<ConsoleLocale, TranslationMessages> = {
  fr: mergeTranslations(frenchMessages, fr, contentFr, incidentsFr, analyticsFr, promoCodesFr, apiKeysFr, newsletterFr, sellerReportsFr, marketingFr, retentionFr, createTitlesFr),
  en: mergeTranslations(englishMessages, en, contentEn, incidentsEn, analyticsEn, promoCodesEn, apiKeysEn, newsletterEn, sellerReportsEn, marketingEn, retentionEn, createTitlesEn),
};

const polyglotProvider = polyglotI18nProvider(
  locale => (locale === 'en' ? messages.en : messages.fr),
  defaultLocale,
  [
    // Each language is named in itself, as switchers conventionally do.
    { locale: 'fr', name: 'Français' },
    { locale: 'en', name: 'English' },
  ],
  // A missing key falls back to its `_` default (server messages) without a warning.
  { allowMissing: true },
);

function setDocumentLanguage(locale: string): void {
  if (typeof document === 'undefined') return;
  // Screen readers pick their voice from <html lang>, and announce the title.
  document.documentElement.lang = locale;
  document.title = locale === 'en' ? en.eclat.title : fr.eclat.title;
}

export const i18nProvider: I18nProvider = {
  ...polyglotProvider,
  changeLocale: async (locale, options) => {
    await polyglotProvider.changeLocale(locale, options);
    setDocumentLanguage(locale);
  },
};

/** The language the console currently shows, sent to the API as Accept-Language. */
export function currentLocale(): ConsoleLocale {
  return i18nProvider.getLocale() === 'en' ? 'en' : 'fr';
}
