import type { Locale } from '../api/types';

export const SUPPORTED_LANGUAGES: readonly Locale[] = ['fr', 'en'];
export const DEFAULT_LANGUAGE: Locale = 'fr';
export const LANGUAGE_STORAGE_KEY = 'eclat.lang';

export function asLanguage(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return SUPPORTED_LANGUAGES.find((language) => language === primary) ?? null;
}

/**
 * Spec section 9: the saved choice wins, then the browser's first supported language, else French.
 * A brand that forces French overrides everything.
 */
export function detectLanguage(input: {
  saved: string | null;
  browserLanguages: readonly string[];
  forced?: Locale | null;
}): Locale {
  if (input.forced) return input.forced;
  const saved = asLanguage(input.saved);
  if (saved) return saved;
  for (const language of input.browserLanguages) {
    const supported = asLanguage(language);
    if (supported) return supported;
  }
  return DEFAULT_LANGUAGE;
}
