import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../api/types';
import { httpBackend } from './http-backend';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES, asLanguage, detectLanguage } from './languages';

export const i18n = i18next;

/** Known before i18next finishes its start-up, so the first API calls already carry it. */
let detectedLanguage: Locale = DEFAULT_LANGUAGE;

function savedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function reflectOnDocument(language: string): void {
  // Screen readers pick their voice from <html lang>.
  document.documentElement.lang = asLanguage(language) ?? DEFAULT_LANGUAGE;
}

export function initI18n(): Promise<unknown> {
  const language = detectLanguage({ saved: savedLanguage(), browserLanguages: navigator.languages ?? [navigator.language] });
  detectedLanguage = language;
  reflectOnDocument(language);
  i18next.on('languageChanged', reflectOnDocument);
  return i18next
    .use(httpBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      load: 'languageOnly',
      // Both languages hold every key (locales.test.ts), so no fallback download is needed.
      fallbackLng: false,
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

export function currentLanguage(): Locale {
  return asLanguage(i18next.resolvedLanguage ?? i18next.language) ?? detectedLanguage;
}

/** A visitor's explicit choice: saved for next visits. */
export async function chooseLanguage(language: Locale): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not saved when storage is disabled; the choice still applies to this visit.
  }
  await i18next.changeLanguage(language);
}

/** The brand's forced locale: applied without overwriting the visitor's saved choice. */
export async function forceLanguage(language: Locale): Promise<void> {
  if (currentLanguage() !== language) await i18next.changeLanguage(language);
}
