/** URL-safe, accent-free, lower-case form of a place name: "Trois-Rivières" -> "trois-rivieres". */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** For matching what people type: accents, case and punctuation do not matter. */
export const foldForSearch = (s: string): string => slugify(s).replace(/-/g, ' ');
