/**
 * The city a visitor last searched, saved locally (spec section 3 "saved location") so the home
 * page can recommend cleaners there. Only a gazetteer id and its display name are kept.
 */
export const SAVED_CITY_KEY = 'eclat.city';

export interface SavedCity {
  id: string;
  name: string;
}

export function parseSavedCity(raw: string | null): SavedCity | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { id, name } = value as Record<string, unknown>;
    return typeof id === 'string' && typeof name === 'string' && id && name ? { id, name } : null;
  } catch {
    return null;
  }
}

/** The saved text as stored (a stable value to compare, for useSyncExternalStore). */
export function readSavedCityText(): string | null {
  try {
    return window.localStorage.getItem(SAVED_CITY_KEY);
  } catch {
    return null;
  }
}

export function readSavedCity(): SavedCity | null {
  return parseSavedCity(readSavedCityText());
}

export function saveCity(city: SavedCity | null): void {
  try {
    if (city) window.localStorage.setItem(SAVED_CITY_KEY, JSON.stringify({ id: city.id, name: city.name }));
    else window.localStorage.removeItem(SAVED_CITY_KEY);
  } catch {
    // Storage disabled: the home page simply shows recommendations without a city.
  }
}
