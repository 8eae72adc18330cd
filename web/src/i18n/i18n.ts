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
  const known = asLanguage(language) ?? DEFAULT_LANGUAGE;
  // Screen readers pick their voice from <html lang>.
  document.documentElement.lang = known;
  // Installing the app takes its name and shortcuts from the manifest: in the language shown.
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.webmanifest?lang=${known}`);
}

const COMMON_OPTIONS = {
  supportedLngs: [...SUPPORTED_LANGUAGES],
  load: 'languageOnly',
  // Both languages hold every key (locales.test.ts), so no fallback download is needed.
  fallbackLng: false,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: true },
} as const;

/** `?lang=en` (docs/decisions.md, language URLs): the language a link or a search engine asked for. */
export function urlLanguage(): Locale | null {
  try {
    return asLanguage(new URLSearchParams(window.location.search).get('lang'));
  } catch {
    return null;
  }
}

/**
 * `server`: the language and translation namespaces of a server-rendered page. The first render
 * must draw what the server drew, so its language wins here; a saved choice that differs (saved
 * before the language cookie existed) is applied right after, by applySavedLanguage().
 */
export function initI18n(server?: { language: Locale; namespaces: readonly string[] }): Promise<unknown> {
  const language =
    urlLanguage() ?? server?.language ?? detectLanguage({ saved: savedLanguage(), browserLanguages: navigator.languages ?? [navigator.language] });
  detectedLanguage = language;
  reflectOnDocument(language);
  rememberForServer(savedLanguage());
  i18next.on('languageChanged', reflectOnDocument);
  return i18next
    .use(httpBackend)
    .use(initReactI18next)
    .init({ ...COMMON_OPTIONS, lng: language, ns: ['common', ...(server?.namespaces ?? [])] });
}

/** See initI18n. */
export async function applySavedLanguage(): Promise<void> {
  const saved = asLanguage(savedLanguage());
  if (saved && !urlLanguage() && saved !== currentLanguage()) await i18next.changeLanguage(saved);
}

/** The server renders pages in the visitor's saved language: it reads this cookie. */
const LANGUAGE_COOKIE = 'eclat.lang';

function rememberForServer(language: string | null): void {
  const known = asLanguage(language);
  if (!known) return;
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${known}; Path=/; Max-Age=31536000; SameSite=Lax`;
  } catch {
    // Cookies disabled: pages are then first drawn in the browser's language.
  }
}

/** The server side: every namespace of both languages, from the files the browser also loads. */
export function initServerI18n(resources: Record<Locale, Record<string, Record<string, unknown>>>): Promise<unknown> {
  return i18next.use(initReactI18next).init({ ...COMMON_OPTIONS, lng: DEFAULT_LANGUAGE, ns: Object.keys(resources.fr), resources });
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
  rememberForServer(language);
  await i18next.changeLanguage(language);
}

/** The brand's forced locale: applied without overwriting the visitor's saved choice. */
export async function forceLanguage(language: Locale): Promise<void> {
  if (currentLanguage() !== language) await i18next.changeLanguage(language);
}
