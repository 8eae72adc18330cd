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

export function saveTheme(theme: Theme): void {
  try {
    if (theme === 'default') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not saved when storage is disabled; applied for this visit.
  }
}
