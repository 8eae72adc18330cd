import type { Locale } from '../../shared/locale.js';

/** The cookies the web app writes (web/src/i18n/i18n.ts, web/src/theme/theme.ts) so pages are first drawn as the visitor left them. */
export const LANGUAGE_COOKIE = 'eclat.lang';
export const THEME_COOKIE = 'eclat.theme';

function asLocale(value: string | undefined | null): Locale | null {
  const primary = value?.trim().toLowerCase().split(/[-_;]/)[0];
  return primary === 'fr' || primary === 'en' ? primary : null;
}

/**
 * The language a public page is drawn in: `?lang=` (the language URLs of docs/decisions.md), then the
 * visitor's saved choice, then the browser's first supported language, else French (Bill 96).
 */
export function pageLanguage(input: { lang: string | null; cookie: string | undefined; acceptLanguage: string | undefined }): Locale {
  const fromHeader = (input.acceptLanguage ?? '')
    .split(',')
    .map((part) => asLocale(part))
    .find((language) => language !== null);
  return asLocale(input.lang) ?? asLocale(input.cookie) ?? fromHeader ?? 'fr';
}

/** The root class of a saved theme (web/src/theme/theme.ts), or none. */
export function themeClass(cookie: string | undefined): string | null {
  return cookie === 'bright' || cookie === 'dark' ? cookie : null;
}
