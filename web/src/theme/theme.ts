/**
 * Spec section 9: three themes; the choice is saved as 'bright' or 'dark' (absent = default)
 * and applied as a class on the page root.
 */

export type Theme = 'default' | 'bright' | 'dark';
export const THEMES: readonly Theme[] = ['default', 'bright', 'dark'];
export const THEME_STORAGE_KEY = 'eclat.theme';

export function parseTheme(value: string | null): Theme {
  return value === 'bright' || value === 'dark' ? value : 'default';
}

export function readTheme(): Theme {
  try {
    return parseTheme(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'default';
  }
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.remove('bright', 'dark');
  if (theme !== 'default') root.classList.add(theme);
}

/** The server draws the page root with the saved theme's class (no flash of the default theme): it reads this cookie. */
export function rememberThemeForServer(theme: Theme): void {
  try {
    document.cookie = `${THEME_STORAGE_KEY}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax`;
  } catch {
    // Cookies disabled: the saved theme is applied when the script runs.
  }
}

export function saveTheme(theme: Theme): void {
  rememberThemeForServer(theme);
  try {
    if (theme === 'default') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not saved when storage is disabled; applied for this visit.
  }
}
